import Foundation
import KinetypeViews

/// Every preview in the running program: the `#Preview`s of every module linked into it, in
/// the order of their files and lines, then the `PreviewProvider`s, by type name.
///
/// No list is kept by hand: the types `#Preview` declares and the `PreviewProvider`
/// conformances are found in the program's Swift metadata (docs/previews.md).
public enum Previews {
  /// The previews, `#Preview`s first.
  public static var all: [Preview] {
    let registered = ConformanceScan.types(
      conformingTo: "PreviewRegistration", inModule: "Kinetype"
    )
    .compactMap { ($0 as? any PreviewRegistration.Type)?.preview }
    .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    let providers = ConformanceScan.types(conformingTo: "PreviewProvider", inModule: "Kinetype")
      .compactMap { type -> Preview? in
        guard let provider = type as? any PreviewProvider.Type else { return nil }
        return preview(of: ProviderType(type: provider))
      }
      .sorted { $0.fileID < $1.fileID }
    return registered + providers
  }

  /// A provider's type, which only its static `previews` is read from.
  private struct ProviderType: @unchecked Sendable {
    let type: any PreviewProvider.Type
  }

  /// The provider's preview: its file ID is `Module/TypeName.swift`, at line 0.
  private static func preview(of provider: ProviderType) -> Preview {
    let reflected = String(reflecting: provider.type)
    return Preview(
      nil, traits: [], fileID: reflected.replacingOccurrences(of: ".", with: "/") + ".swift",
      line: 0, column: 0, body: { AnyView(provider.type.previews) })
  }
}

extension Preview {
  /// The size and scale of the preview's frames on `device`: the device's screen (turned by
  /// a landscape trait), a fixed layout's size, or nil for the view's ideal size
  /// (`.sizeThatFitsLayout`), at the device's scale.
  ///
  /// - Throws: ``FrameError`` when Kinetype does not know the device's screen.
  public func frame(on device: PreviewDevice = .default) throws -> (
    size: CGSize?, scale: CGFloat
  ) {
    guard let screen = device.screen else {
      let names = PreviewDevice.screens.map(\.name).joined(separator: ", ")
      throw FrameError.invalidArgument(
        "unknown device '\(device.rawValue)'; the devices are \(names)")
    }
    var size: CGSize? = screen.size
    for trait in traits {
      switch trait.kind {
      case .defaultLayout: size = screen.size
      case .sizeThatFits: size = nil
      case .fixed(let width, let height): size = CGSize(width: width, height: height)
      case .orientation(let orientation):
        if orientation.isLandscape {
          size = CGSize(width: screen.size.height, height: screen.size.width)
        }
      }
    }
    return (size, screen.scale)
  }

  /// The preview's frames on the virtual clock for `duration` seconds, at the size and scale
  /// ``frame(on:)`` gives (`scale` overrides the device's), on the screen's background:
  /// `systemBackground`, white, or black when the preview asks for the dark appearance
  /// (`preferredColorScheme(.dark)`). A `colorScheme` is the appearance of the screen the
  /// preview is shown on, as Xcode's canvas setting (`kinetype previews --color-scheme`): the
  /// preview's view gets `preferredColorScheme(colorScheme)`. Default: nil, the preview's own.
  public func frames(
    on device: PreviewDevice = .default, duration: Double = 0, scale: CGFloat? = nil,
    colorScheme: ColorScheme? = nil, script: ViewScript = ViewScript()
  ) throws -> ViewFrames {
    let frame = try frame(on: device)
    return try ViewFrames(
      duration: duration, size: frame.size, scale: scale ?? frame.scale,
      background: .systemBackground, script: script
    ) {
      if let colorScheme {
        makeView().preferredColorScheme(colorScheme)
      } else {
        makeView()
      }
    }
  }
}

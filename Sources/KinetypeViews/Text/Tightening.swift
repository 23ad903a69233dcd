public import Foundation
import KinetypeText
public import KinetypeViewGraph

extension EnvironmentValues {
  /// Whether text below may tighten its letter spacing before it is truncated, as SwiftUI's
  /// `allowsTightening`. Default: false.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
}

private struct AllowsTighteningKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension View {
  /// Lets text in this view tighten its letter spacing before it is truncated, as SwiftUI's
  /// `allowsTightening(_:)`: a one-line text at most 5 % wider than the width offered is
  /// drawn with its characters that much closer together instead of truncated
  /// (``Tightening/factor``).
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier(EnvironmentWriter { $0.allowsTightening = flag })
  }
}

/// How text tightens before it truncates. Apple's text system tightens "provided that the
/// ratio of the text width to the line fragment width does not exceed 1.0 + the value of
/// tightening", whose default "is 0.05" (AppKit's `tighteningFactorForTruncation`); the
/// spacing is reduced evenly between characters. Kinetype tightens one-line text
/// (`lineLimit(1)`) this way; longer text truncates as before.
enum Tightening {
  /// The most a line may overflow and still be tightened: 5 % of the width.
  static let factor = 0.05

  /// `text` with `tracking` added to every span's.
  static func tracked(_ text: Text, by tracking: Double) -> Text {
    Text(
      spans: text.spans.map { span in
        var span = span
        span.attributes.tracking = (span.attributes.tracking ?? 0) + tracking
        return span
      })
  }
}

extension TextBehavior {
  /// `layout` (one line, `natural` wide) tightened to fit `proposed`, if tightening is allowed,
  /// the text is limited to one line and it overflows by at most ``Tightening/factor``.
  func tightened(
    _ layout: Text.Layout, to proposed: CGFloat, lineLimit: Int?, scale: CGFloat, node: ViewNode
  ) -> Text.Layout? {
    let natural = Double(usedWidth(layout))
    let available = Double(proposed)
    let count = text.string.count
    guard node.environment.allowsTightening, lineLimit == 1, count > 1,
      natural <= available * (1 + Tightening.factor)
    else { return nil }
    // Tracking follows each character; whether the last one's counts depends on the font.
    for characters in [count, count - 1] {
      let tracking = -(natural - available) / Double(characters)
      if let tight = self.layout(
        width: nil, lineLimit: lineLimit, scale: scale, tracking: tracking, node: node),
        Double(usedWidth(tight)) <= available
      {
        return tight
      }
    }
    return nil
  }
}

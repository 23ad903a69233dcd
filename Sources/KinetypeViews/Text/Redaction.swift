public import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int

  /// Reasons from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder for data still to come: text is drawn as boxes.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private (drawn as it is by Kinetype, as SwiftUI does unless a view reads
  /// the reason).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is out of date (drawn as it is).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The reasons the content below is redacted, as SwiftUI's `redactionReasons` (empty: none).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension View {
  /// Redacts this view for `reason`, as SwiftUI's `redacted(reason:)`: with `.placeholder`,
  /// each line of text is drawn as a rounded box in the text's color at
  /// ``RedactedText/opacity`` and each image as one box over its frame, layout unchanged.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons.formUnion(reason) })
  }

  /// Shows this view as it is inside a redacted one, as SwiftUI's `unredacted()`.
  public func unredacted() -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons = [] })
  }
}

/// How placeholder-redacted text is drawn. Apple documents only that redaction shows "generic
/// placeholder visuals"; screenshots of SwiftUI show each line as a rounded box of the text's
/// color, lighter than the text, as long as the line and a little shorter than its height.
/// Kinetype's choices: the box spans the line's glyphs, from its ascent to its descent inset
/// by 10 % of that height top and bottom, corners of a quarter of its height, in the
/// foreground at 16 % opacity.
enum RedactedText {
  /// The boxes' opacity, multiplied into the foreground's.
  static let opacity = 0.16

  /// The box of each line of `layout`.
  static func boxes(_ layout: Text.Layout) -> [CGRect] {
    layout.lines.compactMap { line in
      let bounds = line.typographicBounds
      guard bounds.width > 0 else { return nil }
      let height = bounds.ascent + bounds.descent
      return bounds.rect.insetBy(dx: 0, dy: height * 0.1)
    }
  }

  /// Draws `layout`'s line boxes with `shading` faded to ``opacity``.
  static func draw(
    _ layout: Text.Layout, shading: GraphicsContext.Shading, environment: EnvironmentValues,
    in context: inout GraphicsContext
  ) {
    let faded = shading.multiplyingOpacity(by: opacity, environment: environment)
    for box in boxes(layout) {
      context.fill(
        Path(roundedRect: box, cornerRadius: box.height / 4, style: .continuous), with: faded)
    }
  }
}

extension RedactedText {
  /// Whether views in `environment` draw as placeholders (`.placeholder` redaction).
  static func isActive(in environment: EnvironmentValues) -> Bool {
    environment.redactionReasons.contains(.placeholder)
  }

  /// A redacted image: its frame as one box in the foreground at ``opacity``, corners of an
  /// eighth of its shorter side (Kinetype's choice, as for text).
  static func drawImageBox(
    _ frame: CGRect, environment: EnvironmentValues, in context: GraphicsContext
  ) {
    let shading = ForegroundStyle().shading(in: frame, environment: environment)
      .multiplyingOpacity(by: opacity, environment: environment)
    let radius = min(frame.width, frame.height) / 8
    context.fill(Path(roundedRect: frame, cornerRadius: radius, style: .continuous), with: shading)
  }
}

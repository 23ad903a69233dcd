import Foundation
import KinetypeCore

/// How the attributes of a Foundation `AttributedString` become Kinetype attributes: one
/// transform per `AttributedStringKey` the user cares about.
///
/// ```swift
/// var mapping = AttributedStringMapping()
/// mapping.map(PauseKey.self) { Pause(seconds: $0) }
/// let text = Text(attributedString, mapping: mapping)
/// ```
public struct AttributedStringMapping: Sendable {
  fileprivate typealias Mapper = @Sendable (AttributedString.Runs.Run, inout TextAttributes) -> Void
  fileprivate var mappers: [Mapper] = []

  /// No mapping beyond the attributes `Text` always reads (SwiftUI's, ``AttributeScopes/SwiftUIAttributes``,
  /// and Foundation's `link` and `languageIdentifier`). Foundation on Linux has no
  /// presentation intents to map.
  public init() {}

  /// Maps values of `key` to a ``TextAttribute`` (return nil to add nothing).
  public mutating func map<Key: AttributedStringKey>(
    _ key: Key.Type, _ transform: @escaping @Sendable (Key.Value) -> (any TextAttribute)?
  ) where Key.Value: Sendable {
    mappers.append { run, attributes in
      if let value = run[Key.self], let attribute = transform(value) {
        attributes.custom.set(attribute)
      }
    }
  }

  /// Maps values of `key` onto the built-in attributes (color, font, tracking…).
  public mutating func mapStyle<Key: AttributedStringKey>(
    _ key: Key.Type, _ apply: @escaping @Sendable (Key.Value, inout TextAttributes) -> Void
  ) where Key.Value: Sendable {
    mappers.append { run, attributes in
      if let value = run[Key.self] { apply(value, &attributes) }
    }
  }
}

extension Text {
  /// Text from a Foundation `AttributedString`, as SwiftUI's `Text(_:)`: one span per
  /// attribute run, keeping SwiftUI's attributes (`foregroundColor`, `font`, `kern`,
  /// `tracking`, `baselineOffset`, `underlineStyle`, `strikethroughStyle`) and Foundation's
  /// `link` (drawn in the link color) and `languageIdentifier`, then the run's other
  /// attributes converted by `mapping`. Never read as Markdown. O(runs).
  ///
  /// Disfavoured because Foundation on Linux lets a string literal be an `AttributedString`:
  /// `Text("…")` must stay a `LocalizedStringKey`, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedString: AttributedString, mapping: AttributedStringMapping = .init()) {
    var spans: [Span] = []
    for run in attributedString.runs {
      var attributes = TextAttributes()
      Text.readStandardAttributes(of: run, into: &attributes)
      for mapper in mapping.mappers { mapper(run, &attributes) }
      spans.append(Span(String(attributedString[run.range].characters), attributes: attributes))
    }
    self.init(spans: spans)
  }
}

extension Text {
  /// SwiftUI's and Foundation's attributes of `run`, as Kinetype's.
  fileprivate static func readStandardAttributes(
    of run: AttributedString.Runs.Run, into attributes: inout TextAttributes
  ) {
    attributes.foregroundColor =
      run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
    attributes.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
    // Numbers clamp to the ranges the Text modifiers clamp to (NaN leaves them unset).
    attributes.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self].flatMap {
      TextAttributes.clamped(Double($0), to: TextAttributes.kerningRange)
    }
    attributes.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self].flatMap {
      TextAttributes.clamped(Double($0), to: TextAttributes.trackingRange)
    }
    attributes.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
      .flatMap { TextAttributes.clamped(Double($0), to: TextAttributes.baselineOffsetRange) }
    attributes.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
    attributes.strikethrough =
      run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self]
    attributes.language = run.languageIdentifier
    if let link = run.link {
      attributes.link = link
      attributes.foregroundColor = attributes.foregroundColor ?? .blue
    }
  }
}

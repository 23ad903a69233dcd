import Foundation

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

  /// An empty mapping: only the characters come across. (Foundation on Linux has no
  /// presentation-intent attributes to map.)
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
  /// Text from a Foundation `AttributedString`, one span per attribute run, with the run's
  /// attributes converted by `mapping`. O(runs).
  public init(_ attributedString: AttributedString, mapping: AttributedStringMapping = .init()) {
    var spans: [Span] = []
    for run in attributedString.runs {
      var attributes = TextAttributes()
      for mapper in mapping.mappers { mapper(run, &attributes) }
      spans.append(Span(String(attributedString[run.range].characters), attributes: attributes))
    }
    self.init(spans: spans)
  }
}

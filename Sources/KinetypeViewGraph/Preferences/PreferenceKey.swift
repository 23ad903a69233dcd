/// A named value produced by views and read by their ancestors, as SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct WidestKey: PreferenceKey {
///   static let defaultValue: CGFloat = 0
///   static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///     value = max(value, nextValue())
///   }
/// }
/// ```
///
/// A view sets a value with `preference(key:value:)`; a container's value is its views'
/// values combined with ``reduce(value:nextValue:)`` in view order (the first view's value,
/// then each next one's), the views that set none left out; where no view sets one, readers
/// see ``defaultValue``.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view sets one.
  static var defaultValue: Value { get }
  /// Combines `value`, the values so far, with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A node that sets or changes the value of preference keys for its subtree (the
/// `preference`, `transformPreference` and `anchorPreference` modifiers).
package protocol PreferenceWritingBehavior: NodeBehavior {
  /// The value of `key` for the subtree, given its children's combined value (nil when none
  /// of them sets one); nil for none.
  func preference<K: PreferenceKey>(_ key: K.Type, children: K.Value?) -> K.Value?
}

extension ViewNode {
  /// The value of `key` for this node's subtree: its children's values combined in order,
  /// then changed by this node when it writes the key; nil when nothing in it sets one.
  package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    let combined = children.preference(key)
    guard let writer = behavior as? any PreferenceWritingBehavior else { return combined }
    return writer.preference(key, children: combined)
  }
}

extension Array where Element == ViewNode {
  /// The values of `key` of these nodes combined in order with `K.reduce` (SwiftUI's view
  /// order: the first node's value, reduced with each next one's); nil when none sets one.
  package func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    var combined: K.Value?
    for node in self {
      guard let next = node.preference(key) else { continue }
      if var value = combined {
        K.reduce(value: &value) { next }
        combined = value
      } else {
        combined = next
      }
    }
    return combined
  }
}

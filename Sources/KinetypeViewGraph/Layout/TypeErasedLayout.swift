/// A layout that wraps another and reports its base's properties (`AnyLayout`).
package protocol TypeErasedLayout {
  /// The wrapped layout's properties.
  var baseProperties: LayoutProperties { get }
}

extension Layout {
  /// The layout's properties, read from the value (a type-erased layout's are its base's).
  package var dynamicLayoutProperties: LayoutProperties {
    (self as? any TypeErasedLayout)?.baseProperties ?? Self.layoutProperties
  }
}

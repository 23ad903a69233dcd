/// A piece of user interface, as SwiftUI's `View`: a value that describes its content with
/// `body`, built from other views.
///
/// ```swift
/// struct Badge: View {
///   var body: some View {
///     Text("NEW").font(.caption).padding(6).background(.red, in: Capsule())
///   }
/// }
/// ```
///
/// Kinetype's `View` is not isolated to the main actor (SwiftUI's is): a view renders on any
/// thread, one thread per view value at a time. View code written for SwiftUI compiles
/// unchanged.
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder var body: Body { get }
}

/// `Never` is the `Body` of primitive views (`Text`, `Color`, stacks…), which draw themselves.
extension Never: View {
  /// Primitive views have no body.
  public typealias Body = Never
  /// Never called: asking a primitive view for its body is a programming error.
  public var body: Never { preconditionFailure("Never has no body") }
}

/// A view Kinetype builds nodes for itself instead of walking a `body`: text, shapes,
/// stacks, modifiers, and the structural views (tuples, conditionals, `ForEach`…).
package protocol PrimitiveView {
  /// The nodes this view contributes to its parent's list of children.
  func makeNodes(in context: ResolveContext) -> [ViewNode]
}

/// The message of a primitive view's `body`, which is never called by Kinetype.
package func primitiveBody(_ name: String) -> Never {
  preconditionFailure("\(name) is a primitive view: it has no body")
}

import Foundation

/// A property wrapper giving a view a namespace of its own, as SwiftUI's `@Namespace`: the
/// identifiers given to `matchedGeometryEffect(id:in:)` are matched only within one namespace.
///
/// ```swift
/// struct Tabs: View {
///   @Namespace private var underline
///   @State private var selected = 0
///   var body: some View {
///     HStack {
///       ForEach(0..<3) { index in
///         Text("Tab \(index)").background {
///           if selected == index {
///             Capsule().matchedGeometryEffect(id: "underline", in: underline)
///           }
///         }
///       }
///     }
///   }
/// }
/// ```
///
/// The namespace lives with the view's identity, as `@State` does: every copy of the view keeps
/// the same ``ID`` for as long as the view is there.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity: equal for the copies of one view, different between views.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  @State private var id = ID(value: NamespaceCounter.shared.next())

  /// A new namespace.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { id }
}

/// Numbers namespaces (only their equality matters, so the order threads take them in does not).
private final class NamespaceCounter: @unchecked Sendable {
  static let shared = NamespaceCounter()
  // safety: `count` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

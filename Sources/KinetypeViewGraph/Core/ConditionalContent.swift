/// The view of an `if`/`else` or `switch` in a `ViewBuilder`: one of two views, as SwiftUI's
/// `_ConditionalContent`. Switching branches changes the identity of the content.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// Which branch is shown.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// A conditional view draws the branch it holds.
  public var body: Never { primitiveBody("_ConditionalContent") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): context.resolveChildren([(.branch(0), view)])
    case .falseContent(let view): context.resolveChildren([(.branch(1), view)])
    }
  }
}

/// An optional view is its wrapped view when present, nothing when nil (an `if` without
/// `else` in a `ViewBuilder`).
extension Optional: View where Wrapped: View {
  /// An optional view draws its wrapped view.
  public typealias Body = Never
  /// An optional view draws its wrapped view.
  public var body: Never { primitiveBody("Optional") }
}

extension Optional: PrimitiveView where Wrapped: View {
  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    switch self {
    case .some(let view): context.resolveChildren([(.branch(0), view)])
    case .none: context.resolveChildren([])
    }
  }
}

/// A view with no content, as SwiftUI's `EmptyView`: it takes no space and stacks add no
/// spacing for it.
public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}
  /// An empty view has no content.
  public var body: Never { primitiveBody("EmptyView") }
  package func makeNodes(in context: ResolveContext) -> [ViewNode] { [] }
}

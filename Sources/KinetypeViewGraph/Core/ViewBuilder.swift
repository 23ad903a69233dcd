/// Builds views from closures, as SwiftUI's `ViewBuilder`: blocks of views, `if`/`else`,
/// `switch`, `if let`, and availability checks.
@resultBuilder
public enum ViewBuilder {
  /// A view used as an expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// No views: an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, passed through.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, kept in a `TupleView`.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  /// An `if` without `else`: the view or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else` or the later cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content under `if #available`, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

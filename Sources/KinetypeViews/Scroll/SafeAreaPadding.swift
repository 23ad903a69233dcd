public import Foundation
public import KinetypeCore
public import KinetypeViewGraph

extension View {
  /// Adds `length` (nil: the platform's 16 points) to this view's safe area on `edges`, as
  /// SwiftUI's `safeAreaPadding(_:_:)`. On a `ScrollView` the content is inset and scrolls with
  /// the margin around it (a carousel's first card starts `length` in, and cards scroll under
  /// the edges); on another view the content is laid out inside, as `padding` does.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let value = length ?? 16
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
        bottom: edges.contains(.bottom) ? value : 0,
        trailing: edges.contains(.trailing) ? value : 0))
  }

  /// Adds `length` to this view's safe area on every edge, as SwiftUI's `safeAreaPadding(_:)`.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }

  /// Adds `insets` to this view's safe area, as SwiftUI's `safeAreaPadding(_:)`.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(SafeAreaPaddingModifier(insets: insets))
  }
}

/// A scroll view, whatever its content (for modifiers that treat one differently).
protocol ScrollViewRepresentable {}
extension ScrollView: ScrollViewRepresentable {}

/// `safeAreaPadding`: content margins on a scroll view, padding on another view.
struct SafeAreaPaddingModifier: PrimitiveModifier, ViewModifier {
  let insets: EdgeInsets

  func body(content: Content) -> Never { primitiveBody("safeAreaPadding") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    if content is any ScrollViewRepresentable {
      var inner = context
      let margins = context.environment.scrollContentMargins ?? EdgeInsets()
      inner.environment.scrollContentMargins = EdgeInsets(
        top: margins.top + insets.top, leading: margins.leading + insets.leading,
        bottom: margins.bottom + insets.bottom, trailing: margins.trailing + insets.trailing)
      return inner.resolve(content, component: nil)
    }
    return context.resolve(content.padding(insets), component: nil)
  }
}

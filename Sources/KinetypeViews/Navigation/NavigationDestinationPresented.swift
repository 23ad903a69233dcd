public import KinetypeViewGraph

extension View {
  /// Pushes `destination` on the stack around this view while `isPresented` is true, as
  /// SwiftUI's `navigationDestination(isPresented:destination:)`.
  ///
  /// Setting the binding to true pushes the screen (as a link's tap would); setting it to
  /// false pops back to this view's screen; the back button or `dismiss()` pops it and sets
  /// the binding to false.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return modifier(
      PresentedDestinationModifier(
        isShown: isPresented.wrappedValue, make: { view },
        clear: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }))
  }

  /// Pushes the view `destination` makes for `item` on the stack around this view while
  /// `item` is not nil, as SwiftUI's `navigationDestination(item:destination:)`; popping the
  /// screen sets `item` to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PresentedDestinationModifier(
        isShown: current != nil, key: current.map { AnyHashable($0) },
        make: { AnyView(current.map(destination)) },
        clear: { if item.wrappedValue != nil { item.wrappedValue = nil } }))
  }
}

/// Pushes a screen when its binding becomes set and pops it when cleared; the pushed screen
/// clears the binding when it goes.
struct PresentedDestinationModifier: ViewModifier {
  let isShown: Bool
  var key: AnyHashable? = nil
  let make: () -> AnyView
  let clear: () -> Void
  @Environment(\.navigator) private var navigator
  @Environment(\.navigationLevel) private var level

  func body(content: Content) -> some View {
    content
      .onAppear { if isShown { push() } }
      .onChange(of: Shown(isShown: isShown, key: key)) { old, new in
        if old.isShown { navigator?.pop(level) }
        if new.isShown { push() }
      }
  }

  private func push() {
    let clear = clear
    navigator?.push(.view(AnyView(make().onDisappear { clear() })))
  }

  /// What is shown: whether, and for which item.
  struct Shown: Equatable {
    let isShown: Bool
    let key: AnyHashable?
  }
}

import Foundation
public import KinetypeText
public import KinetypeViewGraph

/// An alert described as a value, as SwiftUI's iOS 13 `Alert`, shown with
/// `alert(isPresented:content:)` or `alert(item:content:)`: drawn as the current
/// `alert(_:isPresented:actions:message:)` draws (a 270-point card, see docs/views.md).
///
/// ```swift
/// .alert(isPresented: $showsError) {
///   Alert(title: Text("Upload failed"), message: Text("Try again later."))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button, `dismissButton`, or "OK" when it is nil (as SwiftUI).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons side by side, `primaryButton` first (leading), except that a
  /// cancel button is always the leading one, as iOS places it.
  public init(
    title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button
  ) {
    self.title = title
    self.message = message
    buttons =
      secondaryButton.role == .cancel && primaryButton.role != .cancel
      ? [secondaryButton, primaryButton] : [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert``, as SwiftUI's `Alert.Button`: tapping it runs its action and
  /// closes the alert.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button in the accent color.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button (semibold) titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A destructive button (red) titled `label`.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }

  /// The buttons as views, for the alert's card.
  var actions: AnyView {
    AnyView(
      ForEach(Array(buttons.indices), id: \.self) { index in
        let button = buttons[index]
        KinetypeViews.Button(role: button.role, action: { button.action?() }) { button.label }
      })
  }
}

extension View {
  /// Shows the alert `content` makes while `isPresented` is true (SwiftUI's iOS 13 form).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return presenting(
      .alert(title: alert.title, message: alert.message.map { AnyView($0) }),
      isPresented: isPresented
    ) { alert.actions }
  }

  /// Shows the alert `content(item)` makes while `item` is not nil; closing it sets `item` to
  /// nil (SwiftUI's iOS 13 form).
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let alert = item.wrappedValue.map(content)
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return presenting(
      .alert(title: alert?.title ?? Text(""), message: alert?.message.map { AnyView($0) }),
      isPresented: isPresented
    ) { alert?.actions ?? AnyView(EmptyView()) }
  }
}

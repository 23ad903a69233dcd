import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A button that opens a menu, as SwiftUI's `Menu`: its label in the accent color; a tap on
/// it (``ViewScript/tap(_:at:)`` by the label's text) opens its items in a card under it,
/// and a tap on an item runs it and closes the menu. Closed, a script may still tap an item
/// by its text, as if the menu were open.
///
/// The card (Kinetype's approximation of iOS's menu, read off iOS 17 simulator screenshots):
/// 250 points wide, 8 points under the label, rows at least 44 points of 17-point text 16
/// points in, hairlines between them, a white card with 13-point corners and a soft shadow;
/// it opens and closes with `.snappy`, scaling from 0.8 at its top-leading corner as it fades.
/// While open the menu draws over its siblings (`zIndex` 1), not over views of other
/// containers drawn after it.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  var primaryAction: (() -> Void)? = nil
  @State private var isOpen = false

  /// A menu of `content` opened by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A menu of `content` whose `label`'s tap runs `primaryAction`, as SwiftUI's
  /// `Menu(content:label:primaryAction:)`: on iOS a long press opens the menu, which offline
  /// rendering never makes, so a tap runs the action and the items stay closed (a script may
  /// still tap an item by its text).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  /// The label, and the items while open.
  public var body: some View {
    let state = $isOpen
    let primaryAction = primaryAction
    Button {
      if let primaryAction { primaryAction() } else { state.wrappedValue.toggle() }
    } label: {
      label
    }
    .overlay(alignment: .bottomLeading) {
      if isOpen {
        MenuCard(content: content, close: { state.wrappedValue = false })
          .alignmentGuide(.bottom) { d in d[.top] - 8 }
          .transition(
            AnyTransition.scale(scale: 0.8, anchor: .topLeading).combined(with: .opacity))
      } else {
        MenuItemTargets(content: content)
      }
    }
    .animation(.snappy, value: isOpen)
    .zIndex(isOpen ? 1 : 0)
  }
}

extension Menu where Label == Text {
  /// A menu titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}

/// A closed menu's items: made, so that a script can tap them, but not shown.
struct MenuItemTargets<Content: View>: View, PrimitiveView {
  let content: Content

  var body: Never { primitiveBody("MenuItemTargets") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var hidden = context
    hidden.labels.append("Menu")
    _ = hidden.resolve(content, component: .child(1))
    return []
  }
}

/// An open menu's card.
struct MenuCard<Content: View>: View {
  let content: Content
  let close: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content
    }
    .buttonStyle(MenuItemStyle())
    .environment(\.afterButtonAction, close)
    .frame(width: 250)
    .background(SystemColor.elevatedBackground)
    .clipShape(RoundedRectangle(cornerRadius: 13))
    .shadow(color: Color(white: 0, opacity: 0.15), radius: 20, y: 4)
  }
}

/// A menu row: 17-point text 16 points in, at least 44 points tall, a hairline above (red for
/// `.destructive`).
struct MenuItemStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.body)
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
      .lineLimit(1)
      .padding(.horizontal, 16)
      .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
      .overlay(alignment: .top) { Rectangle().fill(SystemColor.separator).frame(height: 0.5) }
  }
}

import Foundation
import KinetypeCore
import KinetypeText
public import KinetypeViewGraph

/// Related controls side by side, as SwiftUI's `ControlGroup`: on iOS, its buttons in equal
/// columns on one rounded `tertiarySystemFill` box (8-point corners), each label in the tint,
/// 7 points of padding above and below as a bordered button has.
///
/// ```swift
/// ControlGroup {
///   Button("Cut") { … }
///   Button("Copy") { … }
/// }
/// ```
///
/// The box and its numbers are Kinetype's reading of iOS 17 simulator screenshots (Apple
/// publishes none); no dividers are drawn between the buttons.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The controls in equal columns on the box.
  public var body: some View {
    HStack(spacing: 0) {
      content
        .frame(maxWidth: .infinity)
        .padding(.vertical, 7)
    }
    .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8))
  }
}

extension ControlGroup {
  /// A group of `content`'s controls with a `label` (shown in menus only; not drawn here).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
  }
}

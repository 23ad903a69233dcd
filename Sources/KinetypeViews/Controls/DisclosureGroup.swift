import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: on iOS, the label
/// on the leading side and a chevron at the trailing edge in the accent color, pointing right
/// while collapsed and down while expanded; the content follows the label when expanded (in a
/// list, as rows of their own).
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug", isOn: $debug)
/// }
/// ```
///
/// A tap on the label (``ViewScript/tap(_:at:)`` by its text) toggles `isExpanded`, or the
/// group's own state when it has no binding (collapsed at first). The chevron turns with the
/// change's animation. The chevron (SF Symbols' `chevron.right`, 13-point semibold) is as
/// iOS 17 draws it in a list row, read off simulator screenshots.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expanded = false

  /// A group showing `content` under `label` while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.isExpanded = isExpanded
    self.content = content()
    self.label = label()
  }

  /// A group showing `content` under `label`, collapsed at first.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = nil
    self.content = content()
    self.label = label()
  }

  /// The label row, and the content while expanded.
  public var body: some View {
    let binding = isExpanded ?? $expanded
    Button {
      binding.wrappedValue.toggle()
    } label: {
      HStack {
        label.frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: "chevron.right")
          .font(.system(size: 13, weight: .semibold))
          .foregroundStyle(.tint)
          .rotationEffect(.degrees(binding.wrappedValue ? 90 : 0))
      }
    }
    .buttonStyle(.plain)
    if binding.wrappedValue { content }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title`, collapsed at first.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }

  /// A group titled `title`, showing `content` while `isExpanded` is true.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(String(title)) }
  }
}

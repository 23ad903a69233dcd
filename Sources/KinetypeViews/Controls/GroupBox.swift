import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A box grouping views under a label, as SwiftUI's `GroupBox`: on iOS, the label in bold
/// (`.headline`) over the content, 16 points in from the edges of a rounded box of
/// `secondarySystemBackground` (#F2F2F7; #1C1C1E in the dark) with 8-point corners, as wide
/// as offered.
///
/// ```swift
/// GroupBox("Storage") { Text("12 GB free") }
/// ```
///
/// The padding, the spacing of 8 points between label and content and the corner radius are
/// Kinetype's reading of iOS 17 simulator screenshots (Apple publishes none); the color is the
/// HIG's `secondarySystemBackground`.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label over the content, on the box.
  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(SystemColor.secondaryBackground, in: RoundedRectangle(cornerRadius: 8))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}

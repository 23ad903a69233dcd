import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A label beside a value, as SwiftUI's `LabeledContent`: iOS's form row look, the label on
/// the leading side and the value at the trailing edge in the secondary color, filling the
/// width offered.
///
/// ```swift
/// Form {
///   LabeledContent("Version", value: "1.2")
/// }
/// ```
///
/// The label is in the primary color and the value in `.secondary`, 8 points apart at least,
/// as a `Form` row on iOS 17 shows them (Apple: "the value view is right-aligned").
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labelsHidden) private var labelsHidden

  /// A label made by `label` beside the value `content` shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// The label leading, the value trailing.
  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      content.foregroundStyle(Color.secondary).lineLimit(1)
    }
  }
}

extension LabeledContent where Label == Text {
  /// A value `content` shows, labelled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(String(title)) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// The text `value` labelled `title`, as SwiftUI's `LabeledContent(_:value:)`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
  }

  /// `value` formatted with `format`, labelled `title`, as SwiftUI's
  /// `LabeledContent(_:value:format:)`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(String(title)) })
  }
}

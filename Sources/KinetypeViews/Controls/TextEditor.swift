import Foundation
import KinetypeText
public import KinetypeViewGraph

/// A view of long text, as SwiftUI's `TextEditor`: its text, wrapped over as many lines as it
/// needs, from the top-leading corner of the space it fills.
///
/// ```swift
/// TextEditor(text: $notes).font(.body)
/// ```
///
/// iOS draws it as a UITextView: it takes all the space offered; the text starts 8 points
/// from the top (the default `textContainerInset`, 8 above and below) and 5 points from the
/// sides (the text container's default `lineFragmentPadding`), in the environment's font
/// (`.body` unless set). Text that does not fit is clipped (it is not scrolled). Offline
/// nothing is typed: the binding is only read.
public struct TextEditor: View {
  let text: String

  /// An editor showing `text`.
  public init(text: Binding<String>) { self.text = text.wrappedValue }

  /// The text, top-leading, inset as UITextView insets it.
  public var body: some View {
    // All its lines, however tall: what does not fit is clipped, not truncated.
    Text(verbatim: text)
      .fixedSize(horizontal: false, vertical: true)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, TextEditorMetrics.lineFragmentPadding)
      .padding(.vertical, TextEditorMetrics.verticalInset)
      .frame(
        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
        alignment: .topLeading
      )
      .clipped()
  }
}

/// UITextView's default insets.
enum TextEditorMetrics {
  /// `NSTextContainer.lineFragmentPadding`'s default.
  static let lineFragmentPadding: CGFloat = 5
  /// `UITextView.textContainerInset`'s default top and bottom.
  static let verticalInset: CGFloat = 8
}

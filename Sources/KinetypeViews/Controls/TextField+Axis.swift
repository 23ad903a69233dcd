import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

extension TextField where Label == Text {
  /// A field titled `title` bound to `text` that grows along `axis`, as SwiftUI's
  /// `TextField(_:text:axis:)`: `.vertical` wraps its text onto more lines, up to the
  /// environment's `lineLimit` (no limit by default), and keeps at least the lower bound of a
  /// `lineLimit(_:)` range's lines (``VerticalFieldText``).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: Text(String(title))) { Text(String(title)) }
    self.axis = axis
  }

  /// A field titled `title` bound to `text` with `prompt`, growing along `axis`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt ?? Text(String(title))) { Text(String(title)) }
    self.axis = axis
  }
}

/// A vertical field's text: wrapped, at most the environment's line limit, at least the
/// lines a `lineLimit` range reserves (a hidden text of that many blank lines under it, so the
/// height is the font's own lines').
struct VerticalFieldText: View {
  let text: AnyView
  @Environment(\.reservedLineCount) private var reserved

  var body: some View {
    ZStack(alignment: .topLeading) {
      if reserved > 1 {
        Text(verbatim: Array(repeating: " ", count: reserved).joined(separator: "\n")).hidden()
      }
      text
    }
  }
}

extension View {
  /// Lets the text in this view take between `limit`'s bounds of lines, as SwiftUI's
  /// `lineLimit(_:)` with a closed range: text is cut after the upper bound, and a vertical
  /// `TextField` keeps room for the lower bound even when shorter.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    let lower = max(1, limit.lowerBound)
    return lineLimit(max(lower, limit.upperBound)).environment(\.reservedLineCount, lower)
  }

  /// Lets the text in this view take at least `limit`'s lower bound of lines and no upper
  /// limit, as SwiftUI's `lineLimit(_:)` with a partial range (`2...`).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil).environment(\.reservedLineCount, max(1, limit.lowerBound))
  }
}

extension EnvironmentValues {
  /// The lines a vertical text field keeps room for (`lineLimit(_:)`'s range). Default: 1.
  var reservedLineCount: Int {
    get { self[ReservedLineCountKey.self] }
    set { self[ReservedLineCountKey.self] = newValue }
  }
}

private struct ReservedLineCountKey: EnvironmentKey {
  static var defaultValue: Int { 1 }
}

public import Foundation
import KinetypeText
public import KinetypeViewGraph

extension EnvironmentValues {
  /// Whether text below takes the height of its whole line limit even when it has fewer
  /// lines (`lineLimit(_:reservesSpace:)`).
  var lineLimitReservesSpace: Bool {
    get { self[ReservesSpaceKey.self] }
    set { self[ReservesSpaceKey.self] = newValue }
  }
}

private struct ReservesSpaceKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension View {
  /// Limits the text in this view to `limit` lines and, with `reservesSpace`, makes it as tall
  /// as `limit` lines whatever it holds, as SwiftUI's `lineLimit(_:reservesSpace:)`: a
  /// one-line text under `lineLimit(2, reservesSpace: true)` is two lines tall, its line at
  /// the top.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = max(1, limit)
        $0.lineLimitReservesSpace = reservesSpace
      })
  }
}

/// The lines a reserved line limit measures.
enum ReservedLines {
  /// `text` followed by `count` more lines of one letter in its last span's attributes: laid
  /// out, as tall as the text would be with `count` more lines.
  static func padded(_ text: Text, by count: Int) -> Text {
    let attributes = text.spans.last?.attributes ?? TextAttributes()
    let extra = Text.Span(String(repeating: "\nM", count: count), attributes: attributes)
    return Text(spans: text.spans + [extra])
  }
}

extension Color {
  /// SwiftUI's standard colors by their names in Swift (`red`, `indigo`…), with `black` and
  /// `white`, sorted by name: the names a color may be written as.
  public static let named: [(name: String, color: Color)] = [
    ("black", .black), ("blue", .blue), ("brown", .brown), ("cyan", .cyan), ("gray", .gray),
    ("green", .green), ("indigo", .indigo), ("mint", .mint), ("orange", .orange),
    ("pink", .pink), ("purple", .purple), ("red", .red), ("teal", .teal), ("white", .white),
    ("yellow", .yellow),
  ]

  /// The ways a color may be written, for messages: `#rrggbb, #rrggbbaa, transparent or one
  /// of black, blue, …, yellow`.
  public static let grammar =
    "#rrggbb, #rrggbbaa, transparent or one of " + named.map(\.name).joined(separator: ", ")

  /// Parses a color as every input writes one (the command line, scene files, markup):
  /// `#rgb`, `#rrggbb` or `#rrggbbaa` (``init(hex:)``), `transparent` (or `clear`, SwiftUI's
  /// name) for ``clear``, or one of the names of ``named``. Nil for anything else
  /// (``grammar`` says what is accepted).
  public init?(parsing text: String) {
    if text == "transparent" || text == "clear" {
      self = .clear
    } else if let color = Color.named.first(where: { $0.name == text })?.color {
      self = color
    } else if let color = Color(hex: text) {
      self = color
    } else {
      return nil
    }
  }
}

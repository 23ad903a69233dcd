/// How a terminal can show pictures, best first: the kitty graphics protocol, DEC sixel, or
/// 24-bit color half-block characters, which every modern terminal draws.
public enum TerminalGraphics: String, Hashable, Sendable, CaseIterable {
  /// The kitty graphics protocol: PNG frames the terminal scales to a box of cells (kitty,
  /// WezTerm, Ghostty, Konsole).
  case kitty
  /// DEC sixel graphics: paletted pixels (xterm with sixel, foot, mlterm, WezTerm, iTerm2).
  case sixel
  /// `▀` with 24-bit foreground and background colors: two pixels per cell, anywhere.
  case blocks

  /// What the environment says for certain, before asking the terminal: kitty when
  /// `KITTY_WINDOW_ID` is set or `TERM` or `TERM_PROGRAM` names a terminal that speaks its
  /// protocol; blocks inside tmux or screen (which pass neither protocol through by default)
  /// or on a `dumb` or `linux` console; nil when only a query can tell.
  public static func fromEnvironment(_ environment: [String: String]) -> TerminalGraphics? {
    let term = environment["TERM"] ?? ""
    if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
      return .blocks
    }
    if term == "dumb" || term == "linux" { return .blocks }
    if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" {
      return .kitty
    }
    if ["WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"] ?? "") { return .kitty }
    return nil
  }

  /// What to send to ask the terminal: a kitty graphics query (a 1×1 image that is not
  /// stored), a request for the cell size in pixels (`CSI 16 t`), then Primary Device
  /// Attributes (`CSI c`), which every terminal answers, so that the reply ends there.
  public static let query =
    "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"

  /// What a terminal's reply to ``query`` says.
  public struct Reply: Hashable, Sendable {
    /// The graphics it supports best.
    public var graphics: TerminalGraphics
    /// The width of a cell in pixels, when it said (`CSI 6 ; height ; width t`).
    public var cellWidth: Int?
    /// The height of a cell in pixels, when it said.
    public var cellHeight: Int?
    /// Whether the reply is complete (the device attributes arrived).
    public var isComplete: Bool
  }

  /// Reads the terminal's reply to ``query``: kitty if it answered the graphics query with
  /// `OK`; sixel if its device attributes include 4 (sixel graphics); blocks otherwise.
  public static func parse(reply bytes: [UInt8]) -> Reply {
    let text = String(decoding: bytes, as: UTF8.self)
    var result = Reply(graphics: .blocks, cellWidth: nil, cellHeight: nil, isComplete: false)
    if text.contains("\u{1B}_Gi=31;OK") { result.graphics = .kitty }
    // Cell size: ESC [ 6 ; height ; width t
    if let range = text.range(of: "\u{1B}[6;") {
      let numbers = text[range.upperBound...].prefix { $0 != "t" }.split(separator: ";")
      if numbers.count == 2, let height = Int(numbers[0]), let width = Int(numbers[1]),
        height > 0, width > 0
      {
        result.cellWidth = width
        result.cellHeight = height
      }
    }
    // Device attributes: ESC [ ? 62 ; 4 ; 22 c
    if let range = text.range(of: "\u{1B}[?") {
      let body = text[range.upperBound...]
      if let end = body.firstIndex(of: "c") {
        result.isComplete = true
        let attributes = body[..<end].split(separator: ";").compactMap { Int($0) }
        if result.graphics == .blocks, attributes.dropFirst().contains(4) {
          result.graphics = .sixel
        }
      }
    }
    return result
  }
}

import KinetypeCore

/// An ASS `Style:` line: the fields a caption renderer can honour, by name.
public struct CaptionStyleSheet: Hashable, Sendable {
  /// The style's name (`Default`).
  public var name: String
  /// `Fontname`.
  public var fontName: String?
  /// `Fontsize`, in script pixels (of `PlayResY`).
  public var fontSize: Double?
  /// `PrimaryColour`: the fill, and the colour karaoke sweeps to.
  public var primaryColor: Color?
  /// `SecondaryColour`: the fill of karaoke syllables not yet sung.
  public var secondaryColor: Color?
  /// `OutlineColour`.
  public var outlineColor: Color?
  /// `BackColour`: the shadow or box.
  public var backColor: Color?
  /// `Bold` (-1 or 1 is bold, 0 is not).
  public var bold: Bool
  /// `Italic`.
  public var italic: Bool
  /// `Outline`: the outline's width in pixels.
  public var outline: Double?
  /// `Shadow`: the shadow's depth in pixels.
  public var shadow: Double?
  /// `Alignment`: the numpad position (1–9, bottom left to top right) of ASS v4+; SSA's
  /// 1–11 values are converted.
  public var alignment: Int?

  /// A style named `name` with nothing else set.
  public init(name: String) {
    self.name = name
    bold = false
    italic = false
  }
}

extension Color {
  /// An ASS colour, `&HAABBGGRR` or `&HBBGGRR` (hexadecimal, alpha 00 opaque to FF clear), or
  /// SSA's decimal BGR; nil when `text` is neither.
  init?(assColor text: String) {
    var digits = Substring(text.trimmingASSSpaces())
    var value: UInt64
    if digits.hasPrefix("&H") || digits.hasPrefix("&h") {
      digits = digits.dropFirst(2)
      if digits.hasSuffix("&") { digits = digits.dropLast() }
      guard !digits.isEmpty, digits.count <= 8, let parsed = UInt64(digits, radix: 16) else {
        return nil
      }
      value = parsed
    } else {
      guard let parsed = Int64(digits), parsed >= 0, parsed <= 0xFFFF_FFFF else { return nil }
      value = UInt64(parsed)
    }
    let red = Double(value & 0xFF) / 255
    let green = Double((value >> 8) & 0xFF) / 255
    let blue = Double((value >> 16) & 0xFF) / 255
    let alpha = Double((value >> 24) & 0xFF) / 255
    self.init(red: red, green: green, blue: blue, opacity: 1 - alpha)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingASSSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" || last == "\r" {
      slice = slice.dropLast()
    }
    return String(slice)
  }
}

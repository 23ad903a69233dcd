import KinetypeCore

/// The style ``CaptionWriter/ass(_:style:)`` writes: the script's canvas (`PlayResX`,
/// `PlayResY`), one `Style:` line, and the karaoke tag plain words are timed with.
public struct CaptionASSStyle: Hashable, Sendable {
  /// The style's name (`Default`), which every `Dialogue:` line names.
  public var name: String
  /// `Fontname`: the font family.
  public var fontName: String
  /// `Fontsize`, in script pixels.
  public var fontSize: Double
  /// `PrimaryColour`: the fill once a syllable is sung (the spoken word's colour).
  public var primaryColor: Color
  /// `SecondaryColour`: the fill before (the text's colour).
  public var secondaryColor: Color
  /// `OutlineColour`.
  public var outlineColor: Color
  /// `BackColour`: the shadow's (or, with a box, the box's) colour.
  public var backColor: Color
  /// `Bold`.
  public var bold: Bool
  /// `BorderStyle`: 1 outline and shadow, 3 an opaque box behind each line.
  public var borderStyle: Int
  /// `Outline`, in pixels.
  public var outline: Double
  /// `Shadow`, in pixels.
  public var shadow: Double
  /// `Alignment`, the numpad position: 2 bottom centre, 5 middle, 8 top.
  public var alignment: Int
  /// `MarginL` and `MarginR`, in pixels.
  public var horizontalMargin: Int
  /// `MarginV`, in pixels.
  public var verticalMargin: Int
  /// `PlayResX`: the canvas's width.
  public var playResX: Int
  /// `PlayResY`: the canvas's height.
  public var playResY: Int
  /// The tag words without syllables of their own are timed with: `\k` (the word turns the
  /// primary colour when spoken) or `\kf` (the fill sweeps across it).
  public var karaoke: CaptionSyllable.Kind

  /// A style for a `width`×`height` canvas: Noto Sans at 6% of the shorter side, white
  /// turning #ffd60a, a 4 px black outline, at the bottom inside the 10% title-safe margin.
  public init(width: Int = 1920, height: Int = 1080) {
    name = "Default"
    fontName = "Noto Sans"
    fontSize = (Double(min(width, height)) * 0.06).rounded()
    primaryColor = Color(red: 1, green: 214.0 / 255, blue: 10.0 / 255)
    secondaryColor = .white
    outlineColor = .black
    backColor = Color(red: 0, green: 0, blue: 0, opacity: 0.6)
    bold = false
    borderStyle = 1
    outline = 4
    shadow = 0
    alignment = 2
    horizontalMargin = width / 10
    verticalMargin = height / 10
    playResX = width
    playResY = height
    karaoke = .instant
  }

  /// The `[V4+ Styles]` `Format:` fields the style line fills, in order.
  static let formatLine =
    "Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, "
    + "Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, "
    + "Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding"

  /// The `Style:` line.
  var styleLine: String {
    let fields: [String] = [
      name.filter { $0 != "," }, fontName.filter { $0 != "," }, Self.number(fontSize),
      Self.color(primaryColor), Self.color(secondaryColor), Self.color(outlineColor),
      Self.color(backColor), bold ? "-1" : "0", "0", "0", "0", "100", "100", "0", "0",
      String(borderStyle), Self.number(outline), Self.number(shadow), String(alignment),
      String(horizontalMargin), String(horizontalMargin), String(verticalMargin), "1",
    ]
    return "Style: " + fields.joined(separator: ",")
  }

  /// `value` with at most two decimals, no trailing zeros.
  static func number(_ value: Double) -> String {
    let hundredths = Int((max(0, value) * 100).rounded())
    let whole = "\(hundredths / 100)"
    let fraction = hundredths % 100
    guard fraction != 0 else { return whole }
    let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
    return whole + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
  }

  /// `color` as ASS writes it: `&HAABBGGRR`, alpha 00 opaque to FF clear.
  static func color(_ color: Color) -> String {
    func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
    let value =
      (255 - byte(color.opacity)) << 24 | byte(color.blue) << 16 | byte(color.green) << 8
      | byte(color.red)
    let digits = String(value, radix: 16, uppercase: true)
    return "&H" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}

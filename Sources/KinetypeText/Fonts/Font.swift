/// What font a span asks for, as SwiftUI's `Font`: a family (or the default), a size, a weight,
/// a width, italic, and variation axis values. ``FontCollection`` resolves it to a ``FontFace``.
public struct Font: Hashable, Sendable {
  /// A weight on the CSS/OpenType 1–1000 scale (`wght` axis values).
  public struct Weight: Hashable, Sendable, Comparable {
    /// The `wght` value, 1...1000.
    public var value: Double
    /// Creates a weight from a `wght` value.
    public init(_ value: Double) {
      self.value = value
    }
    /// 100.
    public static let ultraLight = Weight(100)
    /// 200.
    public static let thin = Weight(200)
    /// 300.
    public static let light = Weight(300)
    /// 400, the default.
    public static let regular = Weight(400)
    /// 500.
    public static let medium = Weight(500)
    /// 600.
    public static let semibold = Weight(600)
    /// 700.
    public static let bold = Weight(700)
    /// 800.
    public static let heavy = Weight(800)
    /// 900.
    public static let black = Weight(900)
    /// Orders by value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }

  /// The family name, or nil for the collection's default (Inter).
  public var family: String?
  /// The size in pixels per em. Default: 17 (SwiftUI's body size).
  public var size: Double
  /// The weight, applied as the `wght` axis when the font has one. Default: regular (400).
  public var weight: Weight
  /// The width in percent of normal, applied as the `wdth` axis when the font has one.
  /// Default: nil (the font's default).
  public var width: Double?
  /// Whether to use the family's italic face. Default: false.
  public var isItalic: Bool
  /// Other variation axis values by tag, such as `opsz`. Default: none (`opsz` follows size).
  public var variations: [FontTag: Double]
  /// The Dynamic Type text style this font is, or nil for a font of a fixed size. A text
  /// style takes its size (and default weight) from Apple's table for the Dynamic Type size
  /// it is resolved at (``resolved(for:)``); `size` holds its size at `.large`. Default: nil.
  public var textStyle: TextStyle?
  /// The text style a custom font scales with (SwiftUI's `relativeTo:`), or nil for a
  /// fixed size. Default: nil.
  public var scalingTextStyle: TextStyle?
  /// The design (SwiftUI's `Font.Design`). Default: `.default`. See ``Design`` for how each
  /// design is drawn with the bundled fonts.
  public var design: Design = .default
  /// OpenType features this font turns on or off (`monospacedDigit()` sets `tnum`); a span's
  /// own features win. Default: none.
  public var features: [FontTag: Bool] = [:]
  /// The line spacing adjustment (SwiftUI's `Font.Leading`), set with ``leading(_:)``.
  /// Default: `.standard`.
  public var leading: Leading = .standard

  /// Creates a descriptor.
  public init(
    family: String? = nil, size: Double = 17, weight: Weight = .regular, width: Double? = nil,
    italic: Bool = false, variations: [FontTag: Double] = [:]
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.width = width
    self.isItalic = italic
    self.variations = variations
  }

  /// The default family at a fixed `size`, as SwiftUI's `Font.system(size:weight:design:)`
  /// (the size does not follow Dynamic Type). Default weight: regular.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(size: size, weight: weight ?? .regular)
    font.design = design ?? .default
    return font
  }

  /// A family by name at `size`, scaling with Dynamic Type like the body style, as SwiftUI's
  /// `Font.custom(_:size:)`.
  public static func custom(_ family: String, size: Double) -> Font {
    var font = Font(family: family, size: size)
    font.scalingTextStyle = .body
    return font
  }

  /// A family by name at `size`, scaling with Dynamic Type like `textStyle`, as SwiftUI's
  /// `Font.custom(_:size:relativeTo:)`.
  public static func custom(_ family: String, size: Double, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = Font(family: family, size: size)
    font.scalingTextStyle = textStyle
    return font
  }

  /// A family by name at a fixed `size` that ignores Dynamic Type, as SwiftUI's
  /// `Font.custom(_:fixedSize:)`.
  public static func custom(_ family: String, fixedSize: Double) -> Font {
    Font(family: family, size: fixedSize)
  }

  /// The body text style: 17 pt regular at the default Dynamic Type size (`.large`).
  public static let body = Font.system(.body)

  /// This font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font in italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font at another, fixed size (it no longer follows Dynamic Type).
  public func size(_ size: Double) -> Font {
    var copy = self
    copy.size = size
    copy.textStyle = nil
    copy.scalingTextStyle = nil
    return copy
  }

  /// This font with a variation axis set, e.g. `.variation("opsz", 32)`.
  public func variation(_ tag: FontTag, _ value: Double) -> Font {
    var copy = self
    copy.variations[tag] = value
    return copy
  }
}

/// The size people choose for text, as SwiftUI's `DynamicTypeSize`; text styles take their
/// point size from it (``Font/resolved(for:)``). Default in a view's environment: `.large`.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// The smallest size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// The default size.
  case large
  /// A large size.
  case xLarge
  /// An extra large size.
  case xxLarge
  /// The largest size that is not an accessibility size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest accessibility size.
  case accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Orders from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Font {
  /// A Dynamic Type text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// The large title (34 pt at `.large`).
    case largeTitle
    /// The first-level title, Apple's Title 1 (28 pt).
    case title
    /// The second-level title (22 pt).
    case title2
    /// The third-level title (20 pt).
    case title3
    /// Headings (17 pt semibold).
    case headline
    /// Subheadings (15 pt).
    case subheadline
    /// Body text (17 pt).
    case body
    /// Callouts (16 pt).
    case callout
    /// Footnotes (13 pt).
    case footnote
    /// Captions, Apple's Caption 1 (12 pt).
    case caption
    /// Alternate captions (11 pt).
    case caption2

    /// The point size at `dynamicTypeSize`, from Apple's table (see ``DynamicTypeTable``).
    public func pointSize(at dynamicTypeSize: DynamicTypeSize) -> Double {
      DynamicTypeTable.pointSize(self, dynamicTypeSize)
    }

    /// The style's weight: semibold for the headline, regular for the others.
    public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }
}

/// Apple's Dynamic Type point sizes for iOS, per text style and `DynamicTypeSize`.
///
/// Source: Apple Human Interface Guidelines, "Typography › Specifications › iOS, iPadOS
/// Dynamic Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography),
/// transcribed identically in public code (e.g. `giovaninppc/AccessibilityHandbook`'s
/// `UIContentSizeCategory` extension). Weights at every size: regular, except Headline
/// (semibold), per `UIFont.preferredFont(forTextStyle:)`. Kinetype draws them with the bundled
/// Inter at these sizes (Apple draws them with SF Pro).
public enum DynamicTypeTable {
  // Rows: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5.
  private static let sizes: [Font.TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The point size of `style` at `size`.
  public static func pointSize(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Double {
    sizes[style]?[size.rawValue] ?? 17
  }
}

extension Font {
  /// The font of a Dynamic Type text style, as SwiftUI's `Font.system(_:design:weight:)`:
  /// its size follows the environment's `DynamicTypeSize` when a view draws it.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(size: style.pointSize(at: .large), weight: weight ?? style.defaultWeight)
    font.textStyle = style
    font.design = design ?? .default
    return font
  }

  /// The large title text style.
  public static let largeTitle = Font.system(.largeTitle)
  /// The title text style.
  public static let title = Font.system(.title)
  /// The second-level title text style.
  public static let title2 = Font.system(.title2)
  /// The third-level title text style.
  public static let title3 = Font.system(.title3)
  /// The headline text style.
  public static let headline = Font.system(.headline)
  /// The subheadline text style.
  public static let subheadline = Font.system(.subheadline)
  /// The callout text style.
  public static let callout = Font.system(.callout)
  /// The footnote text style.
  public static let footnote = Font.system(.footnote)
  /// The caption text style.
  public static let caption = Font.system(.caption)
  /// The alternate caption text style.
  public static let caption2 = Font.system(.caption2)

  /// A font design, as SwiftUI's `Font.Design`.
  ///
  /// Kinetype bundles one family (Inter), so every design is drawn with it: `.serif` and
  /// `.rounded` are recorded but look like `.default`; `.monospaced` also turns on tabular
  /// digits (`tnum`), which is as monospaced as Inter gets.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    /// The default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A monospaced design.
    case monospaced
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font with digits of equal width (the `tnum` feature), for numbers that change.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.features["tnum"] = true
    return copy
  }

  /// This font in the monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The font at `dynamicTypeSize`: a text style takes its size from Apple's table (and its
  /// default weight unless one was set), a custom font scales by its style's ratio to
  /// `.large`, a fixed-size font is unchanged. The result is a fixed-size font.
  public func resolved(for dynamicTypeSize: DynamicTypeSize) -> Font {
    var font = self
    if let style = textStyle {
      font.size = style.pointSize(at: dynamicTypeSize)
    } else if let style = scalingTextStyle {
      font.size = size * style.pointSize(at: dynamicTypeSize) / style.pointSize(at: .large)
    }
    if font.design == .monospaced, font.features["tnum"] == nil { font.features["tnum"] = true }
    font.textStyle = nil
    font.scalingTextStyle = nil
    return font
  }
}

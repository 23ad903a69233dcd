import Foundation
import Kinetype

/// The options every command shares: how the text is set.
struct TextStyleOptions {
  /// The wrapping widths `--width` accepts, in pixels: up to the widest frame.
  static let widths: ClosedRange<Double> = 1...Double(Pixmap.maximumSide)

  var size: Double
  var width: Double?
  var fontPaths: [String]
  var fontFamily: String?
  var isHermetic: Bool
  var language: String?
  var color: Color

  /// Takes the options from `arguments`; `--size` may be 1 to `limits.fontSize`.
  init(_ arguments: inout CommandLineArguments, limits: Limits) throws {
    size = try Self.size(&arguments, limits: limits)
    width = try arguments.number("--width", in: Self.widths)
    fontPaths = try arguments.options("--font")
    fontFamily = try arguments.option("--font-family")
    isHermetic = arguments.flag("--hermetic")
    language = try Self.language(try arguments.option("--language"))
    color = try Self.color("--color", try arguments.option("--color"), default: .black)
  }

  /// `--size`: 1 to the `font-size` limit, 48 when not given.
  static func size(_ arguments: inout CommandLineArguments, limits: Limits) throws -> Double {
    try LimitOptions.number("--size", &arguments, from: 1, upTo: .fontSize, of: limits) ?? 48
  }

  /// `--language TAG`: a BCP 47 tag (letters, then hyphen-separated letters and digits), the
  /// text's language for shaping (`locl`: each language's CJK forms) and line breaking; a
  /// span's markup `language:` wins.
  static func language(_ text: String?) throws -> String? {
    guard let text else { return nil }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    let isTag =
      text.count <= 35 && parts.count >= 1
      && parts[0].count >= 2 && parts[0].count <= 8
      && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
      && parts.dropFirst().allSatisfy { part in
        !part.isEmpty && part.count <= 8
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
    guard isTag else {
      throw CommandLineArguments.UsageError(
        description: "--language expects a BCP 47 language tag such as zh-Hant, got '\(text)'")
    }
    return text
  }

  /// Parses a color option's value as scene files and markup read colors
  /// (``Color/init(parsing:)``).
  static func color(_ name: String, _ text: String?, default fallback: Color) throws -> Color {
    guard let text else { return fallback }
    guard let color = Color(parsing: text) else {
      throw CommandLineArguments.UsageError(
        description: "\(name) expects a color: \(Color.grammar), got '\(text)'")
    }
    return color
  }

  /// Help lines for the font options, shared by the commands that set text.
  static let fontHelp = """
      --font PATH           set the text in this font file; the bundled fonts stay as
                            fallbacks (repeatable: later files are fallbacks tried before
                            the bundled ones, and families markup can name with font:)
      --font-family NAME    set the text in a family by name: a --font file's, a bundled
                            one, or one installed on this machine (fontconfig)
      --hermetic            use only bundled fonts and --font files, never installed ones,
                            so frames are the same on every machine
      --language TAG        the text's language (BCP 47: zh-Hans, zh-Hant, ja, ko, ...):
                            each language's forms of shared characters, as markup's language:
    """

  /// The bundled fonts, with the user's files tried first; the text's family is
  /// `--font-family`, else the first `--font` file's. Unless `--hermetic`, installed fonts
  /// are found by name and fill in characters no other font covers.
  func fonts() throws -> FontCollection {
    let fonts = try FontCollection.bundled(hermetic: isHermetic)
    var families: [String] = []
    for path in fontPaths {
      do { families.append(try fonts.addFont(atPath: path)) } catch let error as FontError {
        throw CommandLineArguments.UsageError(description: "--font: \(error.message)")
      }
    }
    do {
      if let family = fontFamily ?? families.first { try fonts.setDefaultFamily(family) }
    } catch let error as FontError {
      throw CommandLineArguments.UsageError(description: "--font-family: \(error.message)")
    }
    return fonts
  }

  /// Parses `markup` and lays it out; a markup error names the file the markup came from.
  func layout(markup: TextInput.Markup) throws -> Text.Layout {
    do {
      return try layout(markup: markup.string, limits: markup.limits)
    } catch let error as MarkupError {
      guard let origin = markup.origin else { throw error }
      throw CommandLineArguments.UsageError(
        description: "\(origin): \(error)", hint: error.limit.map(LimitOptions.hint(for:)))
    }
  }

  /// Parses `markup` within `limits` and lays it out.
  func layout(markup: String, limits: Limits = Limits()) throws -> Text.Layout {
    let fonts = try fonts()
    let text = try Text(
      markup: markup, attributes: .kinetype(limits: limits), fonts: fonts, limits: limits
    )
    .font(.system(size: size)).foregroundColor(color)
    return try Text.Layout(
      language.map { text.language($0) } ?? text, fonts: fonts, width: width, limits: limits)
  }
}

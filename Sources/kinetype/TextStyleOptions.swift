import Foundation
import Kinetype

/// The options every command shares: how the text is set.
struct TextStyleOptions {
  /// The font sizes `--size` accepts, in pixels.
  static let sizes: ClosedRange<Double> = 1...2000
  /// The wrapping widths `--width` accepts, in pixels: up to the widest frame.
  static let widths: ClosedRange<Double> = 1...Double(Pixmap.maximumSide)

  var size: Double
  var width: Double?
  var fontPaths: [String]
  var color: Color

  init(_ arguments: inout CommandLineArguments) throws {
    size = try arguments.number("--size", in: Self.sizes) ?? 48
    width = try arguments.number("--width", in: Self.widths)
    fontPaths = try arguments.options("--font")
    color = .black
    color = try self.color("--color", try arguments.option("--color"), default: .black)
  }

  /// Parses a `#rrggbb[aa]` option value.
  func color(_ name: String, _ text: String?, default fallback: Color) throws -> Color {
    guard let text else { return fallback }
    guard let color = Color(hex: text) else {
      throw CommandLineArguments.UsageError(
        description: "\(name) expects #rrggbb or #rrggbbaa, got '\(text)'")
    }
    return color
  }

  /// The bundled fonts, with the user's files tried first.
  func fonts() throws -> FontCollection {
    let fonts = try FontCollection.bundled()
    for path in fontPaths { try fonts.addFont(atPath: path) }
    return fonts
  }

  /// Parses `markup` and lays it out; a markup error names the file the markup came from.
  func layout(markup: TextInput.Markup) throws -> TextLayout {
    do {
      return try layout(markup: markup.string)
    } catch let error as MarkupError {
      guard let origin = markup.origin else { throw error }
      throw CommandLineArguments.UsageError(description: "\(origin): \(error)")
    }
  }

  /// Parses `markup` and lays it out.
  func layout(markup: String) throws -> TextLayout {
    let text = try Text(markup: markup, attributes: .kinetype).font(.system(size: size))
      .foregroundColor(color)
    return try TextLayout(text, fonts: fonts(), width: width)
  }
}

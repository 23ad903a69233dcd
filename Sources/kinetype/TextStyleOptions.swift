import Foundation
import Kinetype

/// The options `render` and `inspect` share: how the text is set.
struct TextStyleOptions {
  var size: Double
  var width: Double?
  var fontPaths: [String]
  var color: Color

  init(_ arguments: inout CommandLineArguments) throws {
    size = try arguments.number("--size") ?? 48
    width = try arguments.number("--width")
    fontPaths = try arguments.options("--font")
    color = .black
    color = try self.color("--color", try arguments.option("--color"), default: .black)
    guard size > 0 else {
      throw CommandLineArguments.UsageError(description: "--size must be positive, got \(size)")
    }
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

  /// Parses `markup` and lays it out.
  func layout(markup: String) throws -> TextLayout {
    let text = try Text(markup: markup, attributes: .kinetype).font(.system(size: size))
      .foregroundColor(color)
    return try TextLayout(text, fonts: fonts(), width: width)
  }
}

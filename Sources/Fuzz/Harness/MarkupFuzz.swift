import Foundation
import Kinetype

/// The markup target: `Text(markup:)` with the attribute names Kinetype registers plus a
/// `Decodable` one, and the Markdown reader of `Text(LocalizedStringKey)`, on the input read as
/// UTF-8 (invalid sequences become U+FFFD). What parses is laid out, so every attribute value
/// the parser accepts also reaches layout.
///
/// The first byte picks the mode: bit 0 lays out what parses, bit 1 parses with the bundled
/// fonts (a `font:` family is then looked up). (`AttributedString(markdown:)` is not fuzzed:
/// Foundation on Linux has no Markdown parser.)
public enum MarkupFuzz {
  /// A user attribute decoded from JSON-like markup values (`^[x](cue: {at: 1, tags: ["a"]})`).
  struct Cue: TextAttribute, Decodable {
    var at: Double?
    var tags: [String]?
    var nested: [String: Int]?
  }

  static let registry: MarkupAttributeRegistry = {
    var registry = MarkupAttributeRegistry.kinetype
    registry.register("cue", as: Cue.self, key: "at")
    return registry
  }()

  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    var input = FuzzInput(data)
    let mode = input.byte()
    let source = String(decoding: input.rest(), as: UTF8.self)
    let fonts = try? FontCollection.shared()
    var texts: [Text] = []
    if let text = try? Text(
      markup: source, attributes: registry, fonts: mode & 2 != 0 ? fonts : nil)
    {
      texts.append(text)
    }
    texts.append(Text(LocalizedStringKey(source)))
    guard mode & 1 != 0, let fonts else { return }
    for text in texts {
      // Layout errors (a size out of range, say) are fine; crashes and hangs are findings.
      if let layout = try? Text.Layout(text, fonts: fonts, width: 240) {
        TextLayoutFuzz.checkFinite(layout)
      }
    }
  }
}

import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Layout details from issue 8: a space hangs at the end of the line before it even when a cut
/// was forced, and `inspect --json` writes `null` where its schema says so.
@Suite struct LayoutDetailTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  @Test func lineBreaking_spaceHangsAfterAForcedCut() throws {
    // `kinetype inspect --text 'Hello world' --width 10 --size 24` made a line holding only
    // the space: every letter is wider than 10 px, so each is cut onto its own line, and the
    // space after "o" must hang on "o"'s line.
    let layout = try Text.Layout(
      Text("Hello world").font(.system(size: 24)), fonts: fonts, width: 10)
    let lines = layout.lines.map { layout.text(in: $0.characterRange) }
    #expect(lines == ["H", "e", "l", "l", "o ", "w", "o", "r", "l", "d"])
    for line in layout.lines {
      #expect(line.typographicBounds.width > 0)
    }
    let hanging = try #require(layout.lines.first { layout.text(in: $0.characterRange) == "o " })
    #expect(hanging.trailingWhitespaceWidth > 0)
  }

  @Test func lineBreaking_spacesHangAfterACutInsideALongWord() throws {
    // A word cut across lines, then spaces: they hang on the cut's last line, and the next
    // word starts a line of its own.
    let text = Text("abcdefghij   xy").font(.system(size: 20))
    let layout = try Text.Layout(text, fonts: fonts, width: 40)
    let lines = layout.lines.map { layout.text(in: $0.characterRange) }
    #expect(!lines.contains { $0.allSatisfy { $0 == " " } }, "\(lines)")
    #expect(lines.joined() == "abcdefghij   xy")
    #expect(lines.last == "xy")
  }

  /// The JSON object at `path` in `json`.
  func object(_ json: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(value as? [String: Any])
  }

  @Test func inspectionJSON_writesNullForAbsentValues() throws {
    // An unlimited width and a slice without ink (the space): both keys present, as null.
    let layout = try Text.Layout(Text("a b"), fonts: fonts)
    let root = try object(try layout.inspectionJSON())
    #expect(root.keys.contains("width"))
    #expect(root["width"] is NSNull)
    let lines = try #require(root["lines"] as? [[String: Any]])
    let runs = try #require(lines.first?["runs"] as? [[String: Any]])
    let slices = try #require(runs.first?["slices"] as? [[String: Any]])
    let space = try #require(slices.first { $0["text"] as? String == " " })
    #expect(space.keys.contains("imageBounds"))
    #expect(space["imageBounds"] is NSNull)
    #expect(!(slices[0]["imageBounds"] is NSNull))
  }

  @Test func inspectionJSON_warningsKeepStringsAndAddTheirFields() throws {
    // `warnings` stays a list of strings; `warningDetails` adds kind, message and source.
    let layout = try Text.Layout(Text("a\u{10FFFD}"), fonts: fonts)
    let warning = try #require(layout.warnings.first)
    let root = try object(try layout.inspectionJSON())
    #expect(root["warnings"] as? [String] == layout.warnings.map(\.description))
    let details = try #require(root["warningDetails"] as? [[String: Any]])
    #expect(details.count == layout.warnings.count)
    #expect(details.first?["kind"] as? String == "uncovered-characters")
    #expect(details.first?["message"] as? String == warning.message)
    #expect(details.first?.keys.contains("source") == true)
    // A document written before the field still decodes.
    var old = root
    old["warningDetails"] = nil
    let data = try JSONSerialization.data(withJSONObject: old)
    let decoded = try JSONDecoder().decode(TextLayoutInspection.self, from: data)
    #expect(decoded.warningDetails == nil)
    #expect(decoded.warnings == layout.warnings.map(\.description))
  }

  @Test func inspectionJSON_ellipsisReadingIndexIsNull() throws {
    let options = LayoutOptions(lineLimit: 1)
    let layout = try Text.Layout(
      Text("one two three four five six"), fonts: fonts, width: 60, options: options)
    #expect(layout.isTruncated)
    let root = try object(try layout.inspectionJSON())
    #expect(root["width"] as? Double == 60)
    let lines = try #require(root["lines"] as? [[String: Any]])
    let runs = try #require(lines.first?["runs"] as? [[String: Any]])
    let ellipsis = try #require(runs.first { $0["isEllipsis"] as? Bool == true })
    let slice = try #require((ellipsis["slices"] as? [[String: Any]])?.first)
    #expect(slice.keys.contains("readingIndex") && slice["readingIndex"] is NSNull)
    #expect(slice.keys.contains("readingIndexInSpan") && slice["readingIndexInSpan"] is NSNull)
  }

  @Test func inspectionJSON_nonFiniteNumbersAreNullNotAnError() throws {
    // No valid layout has them, but the encoder must never fail (`EncodingError.invalidValue:
    // inf` was reported for a 2e300 px layout).
    var inspection = try Text.Layout(Text("a"), fonts: fonts).inspection()
    inspection.size = [.infinity, .nan]
    inspection.lines[0].runs[0].slices[0].glyphs[0].x = -.infinity
    inspection.lines[0].runs[0].typographicBounds.width = .nan
    let json = try inspection.jsonString()
    let root = try object(json)
    #expect((root["size"] as? [Any])?.allSatisfy { $0 is NSNull } == true)
    #expect(json.contains("\"x\" : null"))
  }
}

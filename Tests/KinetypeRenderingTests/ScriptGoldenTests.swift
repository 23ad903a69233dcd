import KinetypeCore
import KinetypeFrames
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

/// One static line per script, drawn with the bundled fonts: joining, conjuncts and direction
/// are checked by eye against hb-view when a golden is recorded.
@Suite struct ScriptGoldenTests {
  static let lines: [(name: String, text: String)] = [
    ("arabic", "مرحبا بالعالم، ضوء القمر"),
    ("hebrew", "שלום עולם, אור הירח"),
    ("devanagari", "नमस्ते दुनिया, क्षत्रिय चाँदनी"),
    ("thai", "สวัสดีชาวโลก แสงจันทร์"),
    ("latin-cjk", "Moonlight 月の光 と 달빛"),
  ]

  @Test(arguments: lines.map(\.name))
  func script_staticLine(name: String) throws {
    let text = try #require(Self.lines.first { $0.name == name }).text
    let layout = try Text.Layout(Text(text).font(.system(size: 40)), fonts: Fixtures.fonts)
    #expect(layout.warnings.isEmpty, "every character is covered by a bundled font")
    let frame = try AnimatedText(layout: layout, padding: EdgeInsets(all: 16)) { _ in
      PlainTextRenderer()
    }.frame(at: 0)
    assertGolden(frame, named: name, suite: "Scripts")
  }
}

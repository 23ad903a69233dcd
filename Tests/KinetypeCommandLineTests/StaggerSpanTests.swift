import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// What one staggered span is (issue 20, 1): what the user marked, or the whole text with
/// `--all`; never an attribute run. Bold, a colour or a font inside it keeps its place in the
/// one sequence. Checked on `kinetype stagger`'s chart and on the pixels `kinetype render`
/// draws, in Latin and Arabic.
@Suite struct StaggerSpanTests {
  /// Each slice's word in reading order, counted from the text the chart or the frames show:
  /// a space goes with the word before it.
  static func wordIndices(_ texts: [String]) -> [Int] {
    var word = 0
    var afterSpace = false
    return texts.map { text in
      if afterSpace, text != " " { word += 1 }
      afterSpace = text == " "
      return word
    }
  }

  static let latin = "one two **three** four five six"
  static let arabic = "مرحبا ^[بالعالم](color: \"#303030\") الجميل"

  @Test(arguments: [(latin, 6), (arabic, 3)])
  func stagger_allIsOneSequenceOverStyledRuns(markup: String, count: Int) throws {
    // fade-by-word: words 0.08 s apart. The bold (or coloured) word lost its place: it
    // started again at 0 with the runs after it.
    let rows = try SliceInk.preview(markup, ["--all", "--effect", "fade-by-word"])
    let words = Self.wordIndices(rows.map(\.text))
    #expect(words.max() == count - 1)
    #expect(rows.map(\.step) == words)
    #expect(rows.map(\.start) == words.map { (Double($0) * 0.08 * 1000).rounded() / 1000 })
  }

  @Test(arguments: [latin, arabic])
  func render_allIsOneSequenceOverStyledRuns(markup: String) throws {
    let ink = try SliceInk.render(
      markup, ["--all", "--effect", "fade-by-word"], fps: 25, duration: 1.2)
    let starts = Self.wordIndices(ink.slices.map(\.text)).map { Double($0) * 0.08 }
    #expect(ink.mismatches(starts: starts, elementDuration: 0.5) == [])
  }

  @Test func render_allTypesFromOnePlace() throws {
    // The typewriter: with --all, one caret types the whole sentence in reading order,
    // the emphasized word in its place (it typed from three places at once).
    let markup = "Kinetic ^[type](emphasis: true) for everyone"
    let options = ["--all", "--effect", "typewriter", "--caret", "false"]
    let rows = try SliceInk.preview(markup, options)
    #expect(rows.map(\.step) == Array(rows.indices))
    let ink = try SliceInk.render(markup, options, fps: 50, duration: 1.6)
    let starts = ink.slices.indices.map { Double($0) * 0.06 }
    #expect(ink.mismatches(starts: starts, elementDuration: 0) == [])
  }

  @Test(arguments: [
    "^[Kinetic **type** now](emphasis: true)",
    "^[مرحبا ^[بالعالم](color: \"#303030\") الجميل](emphasis: true)",
  ])
  func render_styleInsideAMarkedSpanKeepsItsPlace(markup: String) throws {
    // One marked span with a style inside: one sequence, word k at k·0.1 (appear by word).
    let options = ["--by", "word", "--each", "0.1"]
    let rows = try SliceInk.preview(markup, options)
    let words = Self.wordIndices(rows.map(\.text))
    #expect(words.max() == 2)
    #expect(rows.map(\.step) == words)
    let ink = try SliceInk.render(markup, options, fps: 40, duration: 1)
    let starts = Self.wordIndices(ink.slices.map(\.text)).map { Double($0) * 0.1 }
    #expect(ink.mismatches(starts: starts, elementDuration: 0.3) == [])
  }

  @Test func stagger_neighbouringMarksWithTheSameAttributesStayTwo() throws {
    // Two marks side by side with nothing between them are what the user marked: two spans
    // (as two karaoke syllables of one duration are two).
    let rows = try SliceInk.preview("^[ab](emphasis: true)^[cd](emphasis: true)", [])
    #expect(rows.map(\.start) == [0, 0.05, 0, 0.05])
    let timed = try SliceInk.preview(
      "^[ka](timing: 0.3)^[ra](timing: 0.3)", ["--all", "--effect", "karaoke"])
    #expect(timed.map(\.start)[0] == 0 && timed.map(\.start)[2] == 0.3)
  }

  @Test func stagger_aMarkOwnStaggerIsItsOwnSpanUnderAll() throws {
    // Under --all, the text is one span; a mark with its own stagger is a span of its own,
    // and the text on both sides of it stays one sequence.
    let rows = try SliceInk.preview(
      "ab ^[cd](stagger: 0.2) ef", ["--all", "--each", "0.1"])
    let starts = Dictionary(rows.map { ($0.text, $0.start) }) { first, _ in first }
    #expect(starts["c"] == 0 && starts["d"] == 0.2)
    #expect(rows.filter { "abef".contains($0.text) }.map(\.start) == [0, 0.1, 0.4, 0.5])
  }

  @Test func titleCard_blursKinetypeInAfterBy() throws {
    // docs/examples/title-card.json: "a film by ^[Kinetype](emphasis: true)" blurs in word by
    // word over all the text; "Kinetype" came in together with "a".
    let url = PackageRoot.url("docs/examples/title-card.json")
    let scene = try SceneFile(contentsOfFile: url.path)
    let block = scene.texts[1]
    let schedule = try #require(block.renderer(at: 0).schedules(for: block.layout).first).schedule
    let layout = block.layout
    func start(of word: String) throws -> Double {
      let entry = try #require(
        schedule.entries.first { layout.text(in: $0.characterRange) == String(word.prefix(1)) })
      return entry.start
    }
    let starts = try ["a", "film", "by", "Kinetype"].map(start(of:))
    #expect(starts == starts.sorted() && Set(starts).count == 4, "\(starts)")
  }
}

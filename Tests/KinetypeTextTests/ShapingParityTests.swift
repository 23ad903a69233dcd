import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Shaping parity: every run Kinetype shapes must equal `hb-shape`'s output for the same font
/// file, size, direction, script, language, features, variations and context.
@Suite struct ShapingParityTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var size: Double = 48
    var language: String?
    var features: [String: Bool] = [:]
    var weight: Double?
    var testDescription: String { name }
  }

  static let corpus: [Sample] = [
    Sample(
      name: "latin-ligatures-kerning", text: "office flow AVATAR Wafer Type “quoted” -> ==",
      language: "en"),
    Sample(
      name: "latin-no-kern-no-liga", text: "AVATAR office ->", language: "en",
      features: ["kern": false, "liga": false, "calt": false]),
    Sample(
      name: "latin-tnum-ss01", text: "0123456789 1111 Ag", size: 17.5, language: "en",
      features: ["tnum": true, "ss01": true]),
    Sample(
      name: "latin-variable-weight-700", text: "Bold Wafer AVATAR", size: 30, language: "en",
      weight: 700),
    Sample(name: "arabic", text: "مرحبا بالعالم، هذا نصّ عربي لا إله", language: "ar"),
    Sample(name: "hebrew-marks", text: "שָׁלוֹם עוֹלָם", language: "he"),
    Sample(name: "devanagari", text: "नमस्ते दुनिया क्षत्रिय हिन्दी", language: "hi"),
    Sample(name: "thai", text: "สวัสดีชาวโลก ภาษาไทย", language: "th"),
    Sample(name: "cjk", text: "日本語のテキスト、漢字とかな。한국어", size: 24, language: "ja"),
    // Issue 20 item 8: each language's forms through `locl`, and the scripts bundled since.
    Sample(name: "cjk-zh-hans", text: "简体中文：骨直角写今化次，们这说。", size: 24, language: "zh-Hans"),
    Sample(name: "cjk-zh-hant", text: "繁體中文：骨直角寫今化次，們這說。", size: 24, language: "zh-Hant"),
    Sample(name: "cjk-ko", text: "한국어 漢字 骨直角 똠방각하", size: 24, language: "ko"),
    Sample(name: "tamil", text: "தமிழ் மொழி க்ஷ ஸ்ரீ கௌ", language: "ta"),
    Sample(name: "sinhala", text: "සිංහල භාෂාව ශ්‍රී ලංකා ක්‍ෂ", language: "si"),
    Sample(name: "georgian", text: "ქართული ენა ᲥᲐᲠᲗᲣᲚᲘ", language: "ka"),
    Sample(name: "armenian", text: "Հայերեն լեզու ﬓ և", language: "hy"),
    Sample(name: "ethiopic", text: "ኢትዮጵያ አማርኛ ቋንቋ ፩፪", language: "am"),
    Sample(name: "mixed", text: "Hello שלום (עולם 123) and مرحبا 2024 नमस्ते สวัสดี 日本.", size: 20),
  ]

  @Test(arguments: corpus)
  func shaping_matchesHBShape(_ sample: Sample) throws {
    try #require(HBShape.isAvailable, "hb-shape (libharfbuzz-bin) is not installed")
    let fonts = try FontCollection.bundled()
    var text = Text(sample.text).font(.system(size: sample.size))
    if let language = sample.language { text = text.language(language) }
    if let weight = sample.weight { text = text.fontWeight(Font.Weight(weight)) }
    for (tag, isOn) in sample.features { text = text.fontFeature(FontTag(tag), isOn) }
    let layout = try Text.Layout(text, fonts: fonts)
    #expect(layout.count == 1)
    let utf16 = Array(sample.string16)
    var compared = 0
    for run in layout.flatMap({ $0 }) {
      let range = run.characterRange
      let runText = String(decoding: utf16[range], as: UTF16.self)
      let before = String(decoding: utf16[..<range.lowerBound], as: UTF16.self)
      let after = String(decoding: utf16[range.upperBound...], as: UTF16.self)
      let expected = try HBShape.shape(
        fontPath: run.font.cacheKey.path, text: runText, before: String(before.suffix(5)),
        after: String(after.prefix(5)), fontSize: Int((sample.size * 64).rounded()),
        direction: run.layoutDirection == .rightToLeft ? "rtl" : "ltr",
        script: ["Zyyy", "Zinh", "Zzzz"].contains(run.script) ? nil : run.script,
        language: sample.language,
        features: sample.features.sorted { $0.key < $1.key }.map { ($1 ? "+" : "-") + $0 },
        variations: run.font.variations.map { "\($0.tag)=\(FontFace.format($0.value))" },
        bot: range.lowerBound == 0, eot: range.upperBound == utf16.count)
      // hb-shape counts clusters in code points of the run's text; ours are UTF-16 offsets
      // into the paragraph.
      var codePointIndex: [Int: Int] = [:]
      var index = 0
      for (offset, scalar) in zip(runText.unicodeScalars.indices, runText.unicodeScalars) {
        codePointIndex[
          range.lowerBound + runText.utf16.distance(from: runText.startIndex, to: offset)] = index
        index += 1
        _ = scalar
      }
      var pen = run.typographicBounds.origin.x
      let actual = run.glyphs.map { glyph -> HBGlyph in
        defer { pen += glyph.advance }
        return HBGlyph(
          g: glyph.id.rawValue, cl: codePointIndex[glyph.cluster] ?? -1,
          dx: Int32(((glyph.position.x - pen) * 64).rounded()),
          dy: Int32((-(glyph.position.y - run.typographicBounds.origin.y) * 64).rounded()),
          ax: Int32((glyph.advance * 64).rounded()), ay: 0)
      }
      #expect(actual == expected, "run \(run.script) \(run.font) \"\(runText)\"")
      compared += actual.count
    }
    #expect(compared > 0)
  }
}

/// Shaping parity without Kinetype's itemization: for text in one script and one direction,
/// `hb-shape` given the whole paragraph guesses the script and direction itself, so an
/// itemization mistake (a wrong script tag, direction or run cut) makes the glyphs differ.
@Suite struct WholeParagraphShapingTests {
  static let corpus = ShapingParityTests.corpus.filter {
    [
      "latin-ligatures-kerning", "latin-no-kern-no-liga", "latin-tnum-ss01", "arabic",
      "hebrew-marks", "devanagari", "thai", "tamil", "georgian",
    ].contains($0.name)
  }

  @Test(arguments: corpus)
  func shaping_wholeParagraphMatchesHBShapesOwnGuess(_ sample: ShapingParityTests.Sample) throws {
    try #require(HBShape.isAvailable, "hb-shape (libharfbuzz-bin) is not installed")
    let fonts = try FontCollection.bundled()
    var text = Text(sample.text).font(.system(size: sample.size))
    if let language = sample.language { text = text.language(language) }
    for (tag, isOn) in sample.features { text = text.fontFeature(FontTag(tag), isOn) }
    let layout = try Text.Layout(text, fonts: fonts)
    let line = try #require(layout.first)
    #expect(layout.count == 1)
    // One font for the whole paragraph, or the comparison would need Kinetype's runs.
    let fontPaths = Set(line.map(\.font.cacheKey.path))
    #expect(fontPaths.count == 1, "\(fontPaths)")
    let font = try #require(line.first?.font)
    let expected = try HBShape.shape(
      fontPath: font.cacheKey.path, text: sample.text, fontSize: Int((sample.size * 64).rounded()),
      direction: nil, script: nil, language: sample.language,
      features: sample.features.sorted { $0.key < $1.key }.map { ($1 ? "+" : "-") + $0 },
      variations: font.variations.map { "\($0.tag)=\(FontFace.format($0.value))" }, bot: true,
      eot: true)
    // hb-shape's clusters are code point indices into the paragraph; ours are UTF-16 offsets.
    var codePointIndex: [Int: Int] = [:]
    for (index, offset) in sample.text.unicodeScalars.indices.enumerated() {
      codePointIndex[sample.text.utf16.distance(from: sample.text.startIndex, to: offset)] = index
    }
    var actual: [HBGlyph] = []
    for run in line {
      var pen = run.typographicBounds.origin.x
      for glyph in run.glyphs {
        actual.append(
          HBGlyph(
            g: glyph.id.rawValue, cl: codePointIndex[glyph.cluster] ?? -1,
            dx: Int32(((glyph.position.x - pen) * 64).rounded()),
            dy: Int32((-(glyph.position.y - run.typographicBounds.origin.y) * 64).rounded()),
            ax: Int32((glyph.advance * 64).rounded()), ay: 0))
        pen += glyph.advance
      }
    }
    #expect(actual == expected, "\(sample.name)")
  }
}

extension ShapingParityTests.Sample {
  var string16: String.UTF16View { text.utf16 }
}

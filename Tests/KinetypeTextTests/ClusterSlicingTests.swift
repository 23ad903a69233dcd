import Foundation
import KinetypeCore
import KinetypeTestSupport
import Testing

@testable import KinetypeText

/// Slices never split what a reader sees as one letter (issue 8): a slice is the union of
/// HarfBuzz's clusters and extended grapheme clusters with Unicode 15.1's conjunct rule GB9c
/// (`Consonant [Extend Linker]* Linker [Extend Linker]* × Consonant`), which Unicode 15.0 and
/// so ICU 72 lack (ICU's root data has CLDR's equivalent tailoring; we apply the rule ourselves).
/// Before the fix, slices followed HarfBuzz's clusters alone and split स् | ते.
///
/// Fonts: the bundled Noto Sans Devanagari, and subsets of Noto Sans for the other scripts
/// (Tests/Fonts/README.md). Each expectation was checked by hand against `hb-shape`'s clusters
/// and the InCB data; the comment says which of the two keeps each letter whole.
@Suite struct ClusterSlicingTests {
  static let fontsFolder = PackageRoot.url("Tests/Fonts")

  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
    for script in [
      "Bengali", "Gurmukhi", "Gujarati", "Tamil", "Telugu", "Kannada", "Malayalam", "Khmer",
      "Myanmar",
    ] {
      try fonts.addFont(
        atPath: Self.fontsFolder.appendingPathComponent("NotoSans\(script)-Subset.ttf").path)
    }
  }

  /// The text of each slice of `word`'s layout, left to right.
  func slices(_ word: String) throws -> [String] {
    let layout = try Text.Layout(Text(word).font(.system(size: 40)), fonts: fonts)
    #expect(layout.warnings.isEmpty, "\(word): \(layout.warnings)")
    return layout.runs.flatMap { run in run.map { layout.text(in: $0.characterRange) } }
  }

  // MARK: GB9c on its own

  /// UTF-16 of code points.
  func utf16(_ scalars: [UInt32]) -> [UInt16] {
    Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf16)
  }

  @Test(arguments: [
    // न म स्ते: GB9c joins त to स + virama (ICU 72 breaks before त).
    ([0x928, 0x92E, 0x938, 0x94D, 0x924, 0x947], [0, 1, 2, 6]),
    // स्त्री: a three-consonant conjunct is one cluster.
    ([0x938, 0x94D, 0x924, 0x94D, 0x930, 0x940], [0, 6]),
    // क + nukta (InCB=Extend) + virama + ष.
    ([0x915, 0x93C, 0x94D, 0x937], [0, 4]),
    // क + virama + ZWJ (InCB=Extend) + ष: the explicit half form stays one cluster.
    ([0x915, 0x94D, 0x200D, 0x937], [0, 4]),
    // क + virama + ZWNJ + ष: ZWNJ (ccc 0) is not InCB=Extend, so the cluster ends before ष.
    ([0x915, 0x94D, 0x200C, 0x937], [0, 3, 4]),
    // Two linkers in a row still link.
    ([0x915, 0x94D, 0x94D, 0x937], [0, 4]),
    // No consonant before the virama (the vowel अ): nothing to link.
    ([0x905, 0x94D, 0x915], [0, 2, 3]),
    // Bengali ক্ষ, Gujarati સ્ત, Oriya କ୍ଷ, Telugu క్ష, Malayalam ക്ഷ: all InCB=Linker scripts.
    ([0x995, 0x9CD, 0x9B7], [0, 3]), ([0xAB8, 0xACD, 0xAA4], [0, 3]),
    ([0xB15, 0xB4D, 0xB37], [0, 3]), ([0xC15, 0xC4D, 0xC37], [0, 3]),
    ([0xD15, 0xD4D, 0xD37], [0, 3]),
    // Tamil க்ஷ, Gurmukhi ਕ੍ਸ, Kannada ಕ್ಷ: their viramas are not InCB=Linker in 15.1.
    ([0xB95, 0xBCD, 0xBB7], [0, 2, 3]), ([0xA15, 0xA4D, 0xA38], [0, 2, 3]),
    ([0xC95, 0xCCD, 0xCB7], [0, 2, 3]),
  ])
  func graphemes_conjunctRuleGB9c(scalars: [UInt32], expected: [Int]) {
    #expect(GraphemeClusters.boundaries(in: utf16(scalars)) == expected)
  }

  @Test func indicConjunctBreak_propertyValues() {
    #expect(IndicConjunctBreak(0x094D) == .linker)  // DEVANAGARI SIGN VIRAMA
    #expect(IndicConjunctBreak(0x0D4D) == .linker)  // MALAYALAM SIGN VIRAMA
    #expect(IndicConjunctBreak(0x0915) == .consonant)  // DEVANAGARI LETTER KA
    #expect(IndicConjunctBreak(0x0D3A) == .consonant)  // MALAYALAM LETTER TTTA
    #expect(IndicConjunctBreak(0x093C) == .extend)  // DEVANAGARI SIGN NUKTA (ccc 7)
    #expect(IndicConjunctBreak(0x0300) == .extend)  // COMBINING GRAVE ACCENT (ccc 230)
    #expect(IndicConjunctBreak(0x200D) == .extend)  // ZERO WIDTH JOINER
    #expect(IndicConjunctBreak(0x200C) == .none)  // ZWNJ: Extend but ccc 0
    #expect(IndicConjunctBreak(0x0941) == .none)  // DEVANAGARI VOWEL SIGN U: ccc 0
    #expect(IndicConjunctBreak(0x0BCD) == .none)  // TAMIL SIGN VIRAMA: a virama, not a linker
    #expect(IndicConjunctBreak(0x0B95) == .none)  // TAMIL LETTER KA
    #expect(IndicConjunctBreak(0x0061) == .none)
    #expect(IndicConjunctBreak.linkerRanges.reduce(0) { $0 + $1.count } == 6)
    #expect(IndicConjunctBreak.consonantRanges.reduce(0) { $0 + $1.count } == 240)
    #expect(IndicConjunctBreak.extendRanges.reduce(0) { $0 + $1.count } == 884)
  }

  // MARK: Slices, per script

  @Test(arguments: [
    // GB9c keeps स्ते whole; HarfBuzz gives the half form स् its own cluster.
    ("नमस्ते", ["न", "म", "स्ते"]),
    // हि is one HarfBuzz cluster (the i-matra is drawn first); न्दी joins by GB9c.
    ("हिन्दी", ["हि", "न्दी"]),
    // स्त्री: two linkers, three consonants, one letter.
    ("स्त्री", ["स्त्री"]),
  ])
  func slices_devanagari(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // ক্ষ: both GB9c and HarfBuzz's ligature keep it whole.
    ("ক্ষমা", ["ক্ষ", "মা"]),
    // ন্ধু: GB9c (ন + ্ + ধ), the u-kar extends.
    ("বন্ধু", ["ব", "ন্ধু"]),
    // ং (anusvara, a spacing mark) stays with বা (GB9a).
    ("বাংলা", ["বাং", "লা"]),
  ])
  func slices_bengali(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // Gurmukhi's virama is not InCB=Linker: graphemes are ਪ੍ | ਰੀ, but HarfBuzz makes the
    // subjoined ra part of ਪ's cluster, so the union is ਪ੍ਰੀ.
    ("ਪ੍ਰੀਤ", ["ਪ੍ਰੀ", "ਤ"]),
    ("ਪੰਜਾਬੀ", ["ਪੰ", "ਜਾ", "ਬੀ"]),
  ])
  func slices_gurmukhi(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // Gujarati's virama is InCB=Linker: સ્તે by GB9c (HarfBuzz splits સ્ | તે).
    ("નમસ્તે", ["ન", "મ", "સ્તે"]),
    ("ગુજરાતી", ["ગુ", "જ", "રા", "તી"]),
  ])
  func slices_gujarati(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // The pulli (virama) extends its consonant: ழ் is one letter.
    ("தமிழ்", ["த", "மி", "ழ்"]),
    // Tamil's virama is not a linker (graphemes க் | ஷ), but the font's ksha ligature is one
    // HarfBuzz cluster: one slice.
    ("க்ஷ", ["க்ஷ"]),
    ("ஸ்ரீ", ["ஸ்ரீ"]),
  ])
  func slices_tamil(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    ("తెలుగు", ["తె", "లు", "గు"]),
    // త్య by GB9c and by HarfBuzz; the anusvara ం (spacing mark) stays with it.
    ("సత్యం", ["స", "త్యం"]),
    ("క్ష", ["క్ష"]),
  ])
  func slices_telugu(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // Kannada's virama is not InCB=Linker in 15.1 (graphemes ನ್ | ನ), but HarfBuzz's below-base
    // form makes ನ್ನ one cluster.
    ("ಕನ್ನಡ", ["ಕ", "ನ್ನ", "ಡ"])
  ])
  func slices_kannada(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // സ്നേ: GB9c joins ന to സ്, and the pre-base vowel sign േ goes with ന (HarfBuzz splits
    // സ് | നേ).
    ("സ്നേഹം", ["സ്നേ", "ഹം"]),
    ("മലയാളം", ["മ", "ല", "യാ", "ളം"]),
    ("ക്ഷ", ["ക്ഷ"]),
  ])
  func slices_malayalam(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // The coeng ្ is a grapheme extender (ខ្ | មែ | រ in UAX #29), and HarfBuzz's syllable
    // (pre-base vowel ែ reordered before ខ) is one cluster: ខ្មែ.
    ("ខ្មែរ", ["ខ្មែ", "រ"])
  ])
  func slices_khmer(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test(arguments: [
    // The medial ra ြ is a spacing mark (GB9a) drawn before မ; the asat ် extends န.
    ("မြန်မာ", ["မြ", "န်", "မာ"]),
    // The invisible stacker ္ extends ဒ (graphemes ဒ္ | ဓ); HarfBuzz stacks ဓ under it in one
    // cluster: ဒ္ဓ.
    ("ဗုဒ္ဓ", ["ဗု", "ဒ္ဓ"]),
  ])
  func slices_myanmar(word: String, expected: [String]) throws {
    #expect(try slices(word) == expected)
  }

  @Test func slices_startOnGraphemeAndHarfBuzzClusterBoundariesOnly() throws {
    // Every slice starts at a grapheme boundary and at the start of a HarfBuzz cluster, and
    // slices tile the text (an independent check of the union for all words above).
    let words = [
      "नमस्ते हिन्दी", "ক্ষমা", "ਪ੍ਰੀਤ", "નમસ્તે", "க்ஷ தமிழ்", "సత్యం", "ಕನ್ನಡ", "സ്നേഹം", "ខ្មែរ",
      "ဗုဒ္ဓ", "office ﬁ",
    ]
    for word in words {
      let layout = try Text.Layout(Text(word), fonts: fonts)
      let graphemes = Set(GraphemeClusters.boundaries(in: Array(word.utf16)))
      var covered: [Range<Int>] = []
      for run in layout.runs {
        let clusterStarts = Set(run.glyphs.map(\.cluster))
        for slice in run {
          covered.append(slice.characterRange)
          #expect(graphemes.contains(slice.characterRange.lowerBound), "\(word)")
          #expect(clusterStarts.contains(slice.characterRange.lowerBound), "\(word)")
        }
      }
      covered.sort { $0.lowerBound < $1.lowerBound }
      #expect(covered.first?.lowerBound == 0 && covered.last?.upperBound == word.utf16.count)
      for (a, b) in zip(covered, covered.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
    }
  }

  @Test func lineBreaking_cutsOnlyBetweenTheSameClustersSlicesUse() throws {
    // A width narrower than any letter forces a cut after every cluster: the lines are the
    // slices, so स्ते stays on one line.
    let layout = try Text.Layout(Text("नमस्ते").font(.system(size: 40)), fonts: fonts, width: 1)
    let lines = layout.lines.map { layout.text(in: $0.characterRange) }
    #expect(lines == ["न", "म", "स्ते"])
    #expect(try slices("नमस्ते") == lines)
  }
}

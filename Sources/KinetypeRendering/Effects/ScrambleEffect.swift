/// Random characters that resolve into the text, unit after unit, as GSAP's ScrambleText:
/// `scramble` in markup and on the command line.
///
/// From its start to its end each slice with ink shows a random character from ``characters``,
/// changing ``rate`` times a second (on a clock shared by the whole text); then it shows itself.
/// Before its start it is hidden. Which character is a pure function of the seed, the slice's
/// offset in the text and the tick (SplitMix64, ``KinetypeMotion/SeededRandom``): the same on
/// every run, thread count and frame order.
///
/// **Drawing characters the layout does not hold.** The layout has only the text's own glyphs,
/// so a scrambled character is looked up in the slice's own face
/// (``KinetypeText/FontFace/glyph(for:)``, its `cmap`: a real glyph of a real font, never a
/// `.notdef` box) and drawn on the slice's baseline, centred in the slice's advance
/// (`x = slice.minX + (slice.width − glyphAdvance) / 2`), in the run's color. Characters the face
/// lacks are left out of the set. The lookup is per character, unshaped: a random Arabic letter
/// shows its isolated form, a random Devanagari consonant stands alone — scrambled text is not
/// words, so it is not joined; the real slice, shaped and joined, replaces it at its end.
///
/// With ``characters`` `auto` (the default) each slice scrambles with letters of its own script
/// and case: A–Z for an uppercase Latin letter (GSAP's `upperCase`), a–z for a lowercase one,
/// 0–9 for a digit, the Arabic, Hebrew, Devanagari, Greek, Cyrillic or Thai letters for those
/// scripts, and the run's own characters for any other; so the random letters have the size of
/// the ones they stand for.
public struct ScrambleEffect: TextEffect {
  /// `scramble`.
  public static let name = "scramble"
  /// What it does.
  public static let summary =
    "random characters resolve into the text, seeded and deterministic (GSAP's ScrambleText)"
  /// `characters`, `seed`, `rate`.
  public static let parameters = [
    EffectParameter(
      "characters", .text(maximumLength: 1000), default: "auto",
      "the characters to scramble with; auto: letters of each run's script"),
    EffectParameter("seed", .seed, default: "0", "the random seed"),
    EffectParameter(
      "rate", .number(1...240), unit: "/s", default: "20",
      "how many times a second the random characters change"),
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// When each unit starts scrambling. Default: `Stagger(each: 0.04)`.
  public var stagger: Stagger
  /// Seconds a unit scrambles before it resolves. Default: 0.8.
  public var elementDuration: Double
  /// The runs animated. Default: the spans naming `scramble`, and those marked with
  /// ``EmphasisAttribute`` that name no effect.
  public var staggeredSpans: StaggeredSpans
  /// What to do instead of moving. Default: nil.
  public var reduceMotion: ReduceMotionFallback?
  /// The characters to scramble with, or `auto`. Default: `auto`.
  public var characters: String
  /// The random seed. Default: 0.
  public var seed: UInt64
  /// Changes per second. Default: 20.
  public var rate: Double

  /// The effect with every default at time 0.
  public init() {
    self.init(elapsedTime: 0)
  }

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.04), elementDuration: Double = 0.8,
    characters: String = "auto", seed: UInt64 = 0, rate: Double = 20
  ) {
    self.elapsedTime = elapsedTime
    self.stagger = stagger
    self.elementDuration = elementDuration
    self.staggeredSpans = .effect(Self.name, otherwise: .marked(by: EmphasisAttribute.self))
    self.characters = characters
    self.seed = seed
    self.rate = rate
  }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["characters"]?.text { characters = value }
    if let value = parameters["seed"]?.seed { seed = value }
    if let value = parameters["rate"]?.number { rate = value }
  }

  /// The letters `auto` scrambles a slice showing `text` in a run of `script` with (ISO 15924),
  /// or nil for the run's own characters.
  public static func letters(of script: String, for text: String) -> String? {
    if let first = text.unicodeScalars.first, first.properties.numericType != nil,
      first.isASCII
    {
      return "0123456789"
    }
    switch script {
    case "Latn":
      return text.first?.isLowercase == true
        ? "abcdefghijklmnopqrstuvwxyz" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    case "Arab": return "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"
    case "Hebr": return "אבגדהוזחטיכלמנסעפצקרשת"
    case "Deva": return "कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह"
    case "Grek":
      return text.first?.isLowercase == true
        ? "αβγδεζηθικλμνξοπρστυφχψω" : "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"
    case "Cyrl":
      return text.first?.isLowercase == true
        ? "абвгдежзиклмнопрстуфхцчшщэюя" : "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ"
    case "Thai": return "กขคงจฉชซญดตถทธนบปผพฟภมยรลวศษสหอฮ"
    default: return nil
    }
  }

  /// The glyphs `slice` scrambles with: each character of the set that the run's face has,
  /// with its advance, in the set's order.
  public func glyphs(for slice: TextLayout.RunSlice, layout: TextLayout) -> [(
    id: GlyphID, advance: Double
  )] {
    let run = slice.run
    let set: String
    if characters == "auto" {
      set =
        Self.letters(of: run.script, for: layout.text(in: slice.characterRange))
        ?? layout.text(in: run.characterRange)
    } else {
      set = characters
    }
    var seen = Set<Unicode.Scalar>()
    var glyphs: [(id: GlyphID, advance: Double)] = []
    for scalar in set.unicodeScalars where !scalar.properties.isWhitespace {
      guard seen.insert(scalar).inserted, let glyph = run.font.glyph(for: scalar) else { continue }
      glyphs.append((glyph, run.font.advance(glyph)))
    }
    return glyphs
  }

  /// Which of `count` characters the slice at text offset `offset` shows at ``elapsedTime``.
  public func pick(offset: Int, count: Int) -> Int {
    let tick = Int64((elapsedTime * max(1, rate)).rounded(.down))
    var random = SeededRandom(
      seed: seed ^ UInt64(truncatingIfNeeded: offset) &* 0x9E37_79B9_7F4A_7C15
        ^ UInt64(bitPattern: tick) &* 0xD1B5_4A32_D192_ED03)
    return random.next(below: max(1, count))
  }

  /// Draws the run: resolved slices as themselves, scrambling ones as random characters.
  public func draw(
    _ run: TextLayout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    // The glyph sets met in this run, by the characters they were made from.
    var sets: [String: [(id: GlyphID, advance: Double)]] = [:]
    let color = run.foregroundColor ?? .black
    context.drawUnits(
      of: run, schedule: schedule, options: [],
      look: { entry in
        effect.elapsedTime >= entry.end ? .rest : effect.elapsedTime >= entry.start ? .animated : .hidden
      },
      animate: { slices, _, copy in
        for index in slices {
          let slice = run[index]
          guard !slice.imageBounds.isNull else { continue }
          let key =
            effect.characters == "auto"
            ? Self.letters(of: run.script, for: schedule.layout.text(in: slice.characterRange))
              ?? "" : effect.characters
          if sets[key] == nil { sets[key] = effect.glyphs(for: slice, layout: schedule.layout) }
          guard let glyphs = sets[key], !glyphs.isEmpty else {
            copy.draw(slice)
            continue
          }
          let pick = glyphs[effect.pick(offset: slice.characterRange.lowerBound, count: glyphs.count)]
          let box = slice.typographicBounds
          let origin = Point(x: box.origin.x + (box.width - pick.advance) / 2, y: box.origin.y)
          copy.drawGlyphs(
            [GraphicsContext.PlacedGlyph(id: pick.id, position: origin)], font: run.font,
            color: color)
        }
      })
  }
}

import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

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
/// so each character of the set is shaped on its own with the slice's own face
/// (``KinetypeText/FontFace/shape(_:)``: HarfBuzz with the run's font, a real glyph of a real
/// font, never a `.notdef` box; characters the face lacks are left out of the set) and drawn on
/// the slice's baseline, centred in the slice's advance
/// (`x = slice.minX + (slice.width − width) / 2`), in the run's color. Only characters at most
/// 1.3 times as wide as the slice are picked (the narrowest third when none is), so the random
/// letters do not pile over their neighbours. In a joining script each random letter is shaped
/// between zero-width joiners on the sides where the slice has neighbours in its word, so it
/// takes its medial, initial or final form and the scrambled Arabic stays joined; a Devanagari
/// consonant stands alone under its own headline. At its end the real slice, shaped with its
/// word, replaces it.
///
/// With ``characters`` `auto` (the default) each slice scrambles with letters of its own script
/// and case: A–Z for an uppercase Latin letter (GSAP's `upperCase`), a–z for a lowercase one,
/// 0–9 for a digit, the Arabic, Hebrew, Devanagari, Greek, Cyrillic or Thai letters for those
/// scripts, and the run's own characters for any other; so the random letters have the size of
/// the ones they stand for.
public struct ScrambleEffect: CommonTextEffect {
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

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit starts scrambling; default `Stagger(each: 0.04)`. Its element duration: seconds
  /// a unit scrambles before it resolves; default 0.8.
  public var common: EffectCommon
  /// The characters to scramble with, or `auto`. Default: `auto`.
  public var characters: String
  /// The random seed. Default: 0.
  public var seed: UInt64
  /// Changes per second. Default: 20.
  public var rate: Double

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.04), elementDuration: Double = 0.8,
    characters: String = "auto", seed: UInt64 = 0, rate: Double = 20
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.characters = characters
    self.seed = seed
    self.rate = rate
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

  /// A character the effect can draw in place of a slice: its glyphs shaped from x = 0 and its
  /// width.
  public struct Candidate: Sendable {
    /// The glyphs, from x = 0 on the baseline.
    public var glyphs: [FontFace.ShapedGlyph]
    /// The total advance.
    public var width: Double
  }

  /// The characters of the set `slice` scrambles with, each shaped with the run's face (those
  /// the face lacks are left out); in a joining script (Arabic, Syriac, N'Ko…) each between
  /// zero-width joiners on the sides where the slice joins its neighbours, so the random letters
  /// take the medial, initial or final forms and stay joined as the real ones are.
  public func candidates(
    for slice: Text.Layout.RunSlice, layout: Text.Layout, joins: (before: Bool, after: Bool)
  ) -> [Candidate] {
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
    var candidates: [Candidate] = []
    for scalar in set.unicodeScalars where !scalar.properties.isWhitespace {
      guard seen.insert(scalar).inserted else { continue }
      let text = (joins.before ? "\u{200D}" : "") + String(scalar) + (joins.after ? "\u{200D}" : "")
      guard let glyphs = run.font.shape(text), glyphs.contains(where: { $0.id != .notdef })
      else { continue }
      candidates.append(Candidate(glyphs: glyphs, width: glyphs.reduce(0) { $0 + $1.advance }))
    }
    return candidates
  }

  /// The candidates that fit a slice `width` wide (at most 1.3 times as wide), or the narrowest
  /// third when none does: random letters about the size of the ones they stand for.
  public static func fitting(_ candidates: [Candidate], width: Double) -> [Candidate] {
    let fitting = candidates.filter { $0.width <= width * 1.3 }
    if !fitting.isEmpty { return fitting }
    let sorted = candidates.sorted { $0.width < $1.width }
    return Array(sorted.prefix(max(1, sorted.count / 3)))
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
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    // The candidates met in this run, by set and joins.
    var cache: [String: [Candidate]] = [:]
    let color = run.foregroundColor ?? .black
    let joining = Self.joiningScripts.contains(run.script)
    let layout = schedule.layout
    /// Whether the cluster before (−1) or after (+1) the one at glyph `index`, in visual
    /// order, has ink.
    func hasInk(_ index: Int, _ step: Int) -> Bool {
      let other = step < 0 ? index - 1 : run.index(after: index)
      return other >= run.startIndex && other < run.endIndex && !run[other].imageBounds.isNull
    }
    context.drawUnits(
      of: run, schedule: schedule, options: [],
      look: { entry in
        effect.elapsedTime >= entry.end
          ? .rest : effect.elapsedTime >= entry.start ? .animated : .hidden
      },
      animate: { slices, _, copy in
        for slice in run.clusters(in: slices) {
          guard !slice.imageBounds.isNull else { continue }
          // Reading-order neighbours: to the right in a right-to-left run.
          let step = run.layoutDirection == .rightToLeft ? -1 : 1
          let index = slice.startIndex
          let joins = (
            before: joining && hasInk(index, -step), after: joining && hasInk(index, step)
          )
          let set =
            effect.characters == "auto"
            ? Self.letters(of: run.script, for: layout.text(in: slice.characterRange))
              ?? "" : effect.characters
          let key = "\(joins.before)\(joins.after)" + set
          if cache[key] == nil {
            cache[key] = effect.candidates(for: slice, layout: layout, joins: joins)
          }
          let box = slice.typographicBounds
          let fitting = Self.fitting(cache[key] ?? [], width: box.width)
          guard !fitting.isEmpty else {
            copy.draw(slice)
            continue
          }
          let pick = fitting[
            effect.pick(offset: slice.characterRange.lowerBound, count: fitting.count)]
          let x = box.origin.x + (box.width - pick.width) / 2
          copy.drawGlyphs(
            pick.glyphs.map {
              GraphicsContext.PlacedGlyph(
                id: $0.id, position: CGPoint(x: x + $0.position.x, y: box.origin.y + $0.position.y))
            }, font: run.font, color: color)
        }
      })
  }

  /// The scripts whose random letters are shaped joined to their neighbours.
  static let joiningScripts: Set<String> = ["Arab", "Syrc", "Nkoo", "Mong", "Adlm", "Rohg", "Mand"]

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["characters"]?.text { characters = value }
    if let value = parameters["seed"]?.seed { seed = value }
    if let value = parameters["rate"]?.number { rate = value }
  }
}

internal import CICU

/// Splits text into runs of one script, for shaping (UAX #24 script and script extensions).
///
/// The approach of Chromium's `ScriptRunIterator` and Pango's `pango_script_iter`:
/// - Common and Inherited characters (spaces, punctuation, digits, combining marks) and
///   unassigned ones join the run before them; at the start of the text, the run after them.
/// - A character with Script_Extensions (U+0964 DEVANAGARI DANDA, U+30FC KATAKANA-HIRAGANA
///   PROLONGED SOUND MARK) stays in the current run if its extensions include the run's script
///   (a run's candidate scripts narrow as characters arrive).
/// - A closing paired bracket (Bidi_Paired_Bracket) takes the script of its opening bracket, so
///   `abc (אבג) def` gives `abc (`, `אבג`, `) def`.
enum ScriptItemizer {
  /// The script runs of `utf16`, covering `0..<utf16.count` in order without gaps.
  ///
  /// Empty text has no runs; text without any real script is one ``Script/common`` run. O(n).
  static func runs(in utf16: [UInt16]) -> [ScriptRun] {
    var itemizer = Itemization()
    for codePoint in codePoints(of: utf16) {
      itemizer.add(codePoint)
    }
    return itemizer.finish(count: utf16.count)
  }
}

/// The state of one itemization pass, over ICU script codes.
private struct Itemization {
  /// Brackets deeper than this are forgotten, oldest first (Pango uses 128).
  static let maximumBracketDepth = 64

  /// Finished runs: start offset and script code.
  var runs: [(start: Int, code: Int32)] = []
  /// Start of the current run.
  var start = 0
  /// Scripts the current run may still be; empty while it has seen only neutral characters.
  var candidates: [Int32] = []
  /// Open brackets: the closing bracket expected and the index of the run the opener is in
  /// (`runs.count` for the current run).
  var brackets: [(closing: UInt32, run: Int)] = []
  /// Scratch buffer for Script_Extensions.
  var extensions = [Int32](repeating: 0, count: 32)

  mutating func add(_ codePoint: UTF16CodePoint) {
    let script = kt_script(codePoint.value)
    let bracketType = kt_bidi_paired_bracket_type(codePoint.value)
    // Fast path: a letter of the run's only script (its set contains that script).
    if bracketType == 0, candidates.count == 1, candidates[0] == script { return }
    var scripts = scriptSet(of: codePoint.value, script: script)
    switch bracketType {
    case 1:
      if brackets.count >= Self.maximumBracketDepth { brackets.removeFirst() }
      let closing = canonicalBracket(kt_bidi_paired_bracket(codePoint.value))
      brackets.append((closing: closing, run: runs.count))
    case 2:
      let closing = canonicalBracket(codePoint.value)
      if let match = brackets.lastIndex(where: { $0.closing == closing }) {
        let run = brackets[match].run
        brackets.removeSubrange(match...)
        if run < runs.count { scripts = [runs[run].code] }
      }
    default:
      break
    }
    guard !scripts.isEmpty else { return }
    if candidates.isEmpty {
      candidates = scripts
      return
    }
    let common = candidates.filter { scripts.contains($0) }
    if !common.isEmpty {
      candidates = common
      return
    }
    runs.append((start: start, code: candidates[0]))
    start = codePoint.offset
    candidates = scripts
  }

  /// The finished runs, the current one ending at `count`.
  mutating func finish(count: Int) -> [ScriptRun] {
    guard count > 0 else { return [] }
    runs.append((start: start, code: candidates.first ?? Int32(KT_SCRIPT_COMMON)))
    var cache: [Int32: Script] = [:]
    var result: [ScriptRun] = []
    result.reserveCapacity(runs.count)
    for (index, run) in runs.enumerated() {
      let end = index + 1 < runs.count ? runs[index + 1].start : count
      let script = cache[run.code] ?? Script(icuCode: run.code)
      cache[run.code] = script
      result.append(ScriptRun(range: run.start..<end, script: script))
    }
    return result
  }

  /// The real scripts a code point (whose Script is `script`) may belong to: empty for Common,
  /// Inherited and Unknown characters without extensions; its script first, then its other
  /// extensions.
  mutating func scriptSet(of value: UInt32, script: Int32) -> [Int32] {
    let count = Int(kt_script_extensions(value, &extensions, Int32(extensions.count)))
    let neutral = [Int32(KT_SCRIPT_COMMON), Int32(KT_SCRIPT_INHERITED), Int32(KT_SCRIPT_UNKNOWN)]
    var result: [Int32] = neutral.contains(script) ? [] : [script]
    for index in 0..<max(0, min(count, extensions.count)) {
      let code = extensions[index]
      if !neutral.contains(code) && !result.contains(code) { result.append(code) }
    }
    return result
  }

  /// Maps the two bracket pairs that are canonically equivalent (U+2329/U+232A and
  /// U+3008/U+3009) to one, as UAX #9 BD16 matches them.
  func canonicalBracket(_ value: UInt32) -> UInt32 {
    switch value {
    case 0x2329: return 0x3008
    case 0x232A: return 0x3009
    default: return value
    }
  }
}

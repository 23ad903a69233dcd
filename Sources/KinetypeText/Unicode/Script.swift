internal import CICU

/// A writing system, named by its ISO 15924 code (`"Latn"`, `"Arab"`, `"Deva"`).
///
/// Text is itemized into runs of one script (``ScriptItemizer``) because shaping works per
/// script. `"Zyyy"` (Common) and `"Zinh"` (Inherited) are the codes of characters used by many
/// scripts; the itemizer resolves them to a neighbour's script wherever it can.
struct Script: Hashable, Sendable, CustomStringConvertible {
  /// The ISO 15924 four-letter code, title-cased as Unicode writes it, e.g. `"Latn"`.
  let tag: String

  /// A script from its ISO 15924 code, e.g. `Script(tag: "Hebr")`. No validation: unknown
  /// codes shape as HarfBuzz's unknown script.
  init(tag: String) {
    self.tag = tag
  }

  /// Common (`"Zyyy"`): spaces, digits, most punctuation and symbols.
  static let common = Script(tag: "Zyyy")
  /// Inherited (`"Zinh"`): combining marks that take the script of their base.
  static let inherited = Script(tag: "Zinh")
  /// Unknown (`"Zzzz"`): unassigned code points.
  static let unknown = Script(tag: "Zzzz")
  /// Latin (`"Latn"`).
  static let latin = Script(tag: "Latn")
  /// Arabic (`"Arab"`).
  static let arabic = Script(tag: "Arab")
  /// Hebrew (`"Hebr"`).
  static let hebrew = Script(tag: "Hebr")

  /// The script tag to pass to HarfBuzz's `hb_script_from_string`: the ISO 15924 code, which
  /// HarfBuzz's script tags are.
  var harfBuzzTag: String { tag }

  /// Whether this is Common or Inherited, i.e. not a real script of its own.
  var isCommonOrInherited: Bool { self == .common || self == .inherited }

  /// The ISO 15924 code.
  var description: String { tag }

  /// The script of an ICU `UScriptCode`; unknown codes map to ``unknown``.
  init(icuCode: Int32) {
    if let name = kt_script_short_name(icuCode) {
      self.init(tag: String(cString: name))
    } else {
      self = .unknown
    }
  }
}

/// A maximal range of text in one script.
struct ScriptRun: Hashable, Sendable {
  /// The run's UTF-16 range.
  let range: Range<Int>
  /// The run's script; ``Script/common`` only if the whole text has no real script.
  let script: Script

  /// Creates a run.
  init(range: Range<Int>, script: Script) {
    self.range = range
    self.script = script
  }
}

// Script itemization checked against the UCD's Scripts.txt and ScriptExtensions.txt rather
// than against ICU: generated mixed-script texts must itemize into runs whose script every
// character of the run may be written in.
import Testing

@testable import KinetypeText

@Suite struct ScriptItemizerConformanceTests {
  /// Script and Script_Extensions of every assigned code point, from the UCD.
  struct ScriptData {
    /// Script code (ISO 15924) by code point.
    var script: [UInt32: String] = [:]
    /// Script_Extensions by code point, where they differ from the script.
    var extensions: [UInt32: [String]] = [:]

    /// The scripts a code point may be written in (its extensions, else its script).
    func scripts(of value: UInt32) -> [String] {
      extensions[value] ?? [script[value] ?? "Zzzz"]
    }

    /// Loads the UCD files; nil (with an issue recorded) if missing.
    static func load() -> ScriptData? {
      guard let aliases = UnicodeTestData.lines("PropertyValueAliases.txt"),
        let scripts = UnicodeTestData.lines("Scripts.txt"),
        let extensions = UnicodeTestData.lines("ScriptExtensions.txt")
      else { return nil }
      var shortName: [String: String] = [:]
      for (_, line) in aliases where line.hasPrefix("sc ") {
        let fields = line.split(separator: ";").map { $0.trimmingSpaces }
        if fields.count >= 3 { shortName[fields[2]] = fields[1] }
      }
      var data = ScriptData()
      for (_, line) in scripts {
        let fields = line.split(separator: ";").map { $0.trimmingSpaces }
        guard fields.count >= 2, let range = codePointRange(fields[0]),
          let code = shortName[fields[1]]
        else { continue }
        for value in range { data.script[value] = code }
      }
      for (_, line) in extensions {
        let fields = line.split(separator: ";").map { $0.trimmingSpaces }
        guard fields.count >= 2, let range = codePointRange(fields[0]) else { continue }
        let codes = fields[1].split(separator: " ").map(String.init)
        for value in range { data.extensions[value] = codes }
      }
      return data
    }

    /// "0041..005A" or "00AA" as a range of code points.
    static func codePointRange(_ text: String) -> ClosedRange<UInt32>? {
      let bounds = text.split(separator: ".", omittingEmptySubsequences: true)
      guard let low = bounds.first.flatMap({ UInt32($0, radix: 16) }),
        let high = bounds.last.flatMap({ UInt32($0, radix: 16) }), low <= high
      else { return nil }
      return low...high
    }
  }

  /// Characters the generated texts are made of: letters of many scripts, characters with
  /// Script_Extensions, and Common and Inherited punctuation, digits, spaces, brackets, marks.
  static let alphabet: [UInt32] = [
    0x61, 0x42, 0xE9, 0x3B1, 0x416, 0x5D0, 0x5E9, 0x627, 0x644, 0x660, 0x915, 0x93F, 0x964,
    0x965, 0x995, 0xE01, 0xE32, 0x10D0, 0x3042, 0x30AB, 0x30FC, 0x4E00, 0x3001, 0x300C,
    0x300D, 0xAC00, 0x1F600, 0x20, 0x2C, 0x2E, 0x31, 0x28, 0x29, 0x5B, 0x5D, 0x300, 0x301,
    0x64B, 0x200D, 0x951, 0x1CD0, 0x2329, 0x3009, 0xA0, 0x21, 0x3A, 0x640,
  ]

  @Test func script_runsAgreeWithUCDScriptExtensions() {
    guard let data = ScriptData.load() else { return }
    let neutral: Set<String> = ["Zyyy", "Zinh", "Zzzz"]
    let closing: Set<UInt32> = [0x29, 0x5D, 0x300D, 0x3009]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    var checked = 0
    for _ in 0..<3000 {
      var scalars: [UInt32] = []
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<(1 + Int(seed >> 59)) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        scalars.append(Self.alphabet[Int(seed >> 33) % Self.alphabet.count])
      }
      var utf16: [UInt16] = []
      var starts: [Int] = []
      for value in scalars {
        starts.append(utf16.count)
        appendCodePoint(value, to: &utf16)
      }
      let runs = ScriptItemizer.runs(in: utf16)
      let text = codePointsDisplay(utf16)
      #expect(runs.first?.range.lowerBound == 0, "\(text)")
      #expect(runs.last?.range.upperBound == utf16.count, "\(text)")
      for (run, next) in zip(runs, runs.dropFirst()) {
        #expect(run.range.upperBound == next.range.lowerBound, "\(text)")
        #expect(run.script != next.script, "\(text)")
      }
      let hasRealScript = scalars.contains { !data.scripts(of: $0).allSatisfy(neutral.contains) }
      for run in runs {
        #expect((run.script == .common) == !hasRealScript, "\(text): \(runs)")
        for (value, start) in zip(scalars, starts) where run.range.contains(start) {
          let allowed = data.scripts(of: value).filter { !neutral.contains($0) }
          guard !allowed.isEmpty, !closing.contains(value) else { continue }
          checked += 1
          #expect(
            allowed.contains(run.script.tag),
            "U+\(String(value, radix: 16)) in a \(run.script) run of \(text): \(runs)")
        }
      }
    }
    #expect(checked > 10_000)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

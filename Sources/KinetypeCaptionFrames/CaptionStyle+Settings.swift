import Foundation
import KinetypeCaptions
import KinetypeCore
import KinetypeRendering

/// The table of ``CaptionStyle/settings``: each reads its value and sets one part of the style.
extension CaptionStyle {
  /// A number in `range` from a number or from text; nil otherwise.
  static func number(_ value: Value, in range: ClosedRange<Double>) -> Double? {
    let number: Double?
    switch value {
    case .number(let n): number = n
    case .text(let text): number = Double(text.trimmingCharacters(in: .whitespaces))
    case .flag: number = nil
    }
    guard let number, number.isFinite, range.contains(number) else { return nil }
    return number
  }

  /// A whole number in `range`; nil otherwise.
  static func integer(_ value: Value, in range: ClosedRange<Int>) -> Int? {
    guard let number = number(value, in: Double(range.lowerBound)...Double(range.upperBound)),
      number == number.rounded()
    else { return nil }
    return Int(number)
  }

  /// Text, or nil.
  static func text(_ value: Value) -> String? {
    if case .text(let text) = value { return text }
    return nil
  }

  /// A colour (``Color/init(parsing:)``); nil otherwise.
  static func color(_ value: Value) -> Color? {
    text(value).flatMap(Color.init(parsing:))
  }

  /// `"a number from A to B unit"`.
  static func range(_ range: ClosedRange<Double>, _ unit: String) -> String {
    func format(_ x: Double) -> String {
      x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
    return "a number from \(format(range.lowerBound)) to \(format(range.upperBound))"
      + (unit.isEmpty ? "" : " \(unit)")
  }

  /// A setting of a number in `range`, in `unit`.
  static func numberSetting(
    _ name: String, _ range: ClosedRange<Double>, _ unit: String, help: String,
    _ set: @escaping @Sendable (inout CaptionStyle, Double) -> Void
  ) -> Setting {
    Setting(name: name, expected: Self.range(range, unit), help: help) { style, value in
      guard let number = number(value, in: range) else { return false }
      set(&style, number)
      return true
    }
  }

  /// A setting of a whole number in `range`.
  static func integerSetting(
    _ name: String, _ range: ClosedRange<Int>, help: String,
    _ set: @escaping @Sendable (inout CaptionStyle, Int) -> Void
  ) -> Setting {
    let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    return Setting(name: name, expected: expected, help: help) { style, value in
      guard let number = integer(value, in: range) else { return false }
      set(&style, number)
      return true
    }
  }

  /// A setting of one of `names`.
  static func choiceSetting(
    _ name: String, _ names: [String], help: String,
    _ set: @escaping @Sendable (inout CaptionStyle, String) -> Void
  ) -> Setting {
    Setting(name: name, expected: "one of \(names.joined(separator: ", "))", help: help) {
      style, value in
      guard let text = text(value), names.contains(text) else { return false }
      set(&style, text)
      return true
    }
  }

  /// A setting of a colour, or `none` when `allowsNone`.
  static func colorSetting(
    _ name: String, allowsNone: Bool = false, help: String,
    _ set: @escaping @Sendable (inout CaptionStyle, Color?) -> Void
  ) -> Setting {
    let expected = "a color: \(Color.grammar)" + (allowsNone ? ", or none" : "")
    return Setting(name: name, expected: expected, help: help) { style, value in
      if allowsNone, text(value) == "none" {
        set(&style, nil)
        return true
      }
      guard let color = color(value) else { return false }
      set(&style, color)
      return true
    }
  }

  static let presetSettings: [Setting] = [
    choiceSetting(
      "style", CaptionPreset.allCases.map(\.rawValue), help: "how words move (default highlight)"
    ) { $0.preset = CaptionPreset(rawValue: $1) ?? .highlight }
  ]

  static let lookSettings: [Setting] = [
    colorSetting("color", help: "text colour (default #ffffff)") {
      $0.appearance.color = $1 ?? .white
    },
    colorSetting("highlight", help: "the spoken word's colour (default #ffd60a)") {
      $0.appearance.highlightColor = $1 ?? .white
    },
    numberSetting(
      "outline", 0...200, "px", help: "outline width outside the glyphs, 0 for none (default 4)"
    ) { $0.appearance.outlineWidth = $1 },
    colorSetting("outline-color", help: "the outline's colour (default #000000)") {
      $0.appearance.outlineColor = $1 ?? .black
    },
    colorSetting(
      "shadow", allowsNone: true, help: "the drop shadow's colour, or none (default #00000099)"
    ) {
      if let color = $1 {
        $0.appearance.shadowColor = color
        if $0.appearance.shadowOffset == nil { $0.appearance.shadowOffset = (0, 4) }
      } else {
        $0.appearance.shadowOffset = nil
      }
    },
    numberSetting("shadow-blur", 0...100, "px", help: "the shadow's blur radius (default 6)") {
      $0.appearance.shadowRadius = $1
    },
    colorSetting(
      "box", allowsNone: true, help: "a rounded box behind each line, or none (default none)"
    ) { $0.appearance.boxColor = $1 },
    choiceSetting(
      "position", CaptionPosition.allCases.map(\.rawValue),
      help: "where pages sit inside the title-safe area (default bottom)"
    ) { $0.appearance.position = CaptionPosition(rawValue: $1) ?? .bottom },
    numberSetting(
      "max-width", 1...16384, "px",
      help: "wrap lines at this width (default: the title-safe width, 80%)"
    ) { $0.appearance.maxWidth = $1 },
    numberSetting(
      "minimum-scale-factor", 0.01...1, "",
      help: "a page too big for max-width × max-lines shrinks down to this (default 1)"
    ) { $0.appearance.minimumScaleFactor = $1 },
  ]

  static let pagingSettings: [Setting] = [
    integerSetting("max-chars", 1...500, help: "characters per line (default 32)") {
      $0.paging.maxCharactersPerLine = $1
    },
    integerSetting(
      "max-lines", 1...20, help: "lines per page, and the box a page shrinks to fit (default 2)"
    ) {
      $0.paging.maxLines = $1
      $0.appearance.maxLines = $1
    },
    numberSetting("page-window", 0.1...60, "s", help: "the longest a page lasts (default 3)") {
      $0.paging.pageWindow = Int(($1 * 1000).rounded())
    },
    numberSetting(
      "silence-gap", 0...60, "s", help: "a pause this long starts a new page (default 0.7)"
    ) { $0.paging.silenceGap = Int(($1 * 1000).rounded()) },
    numberSetting(
      "offset", -3600...3600, "s", help: "move every caption by this much (default 0)"
    ) { $0.paging.offset = Int(($1 * 1000).rounded()) },
    Setting(
      name: "repage", expected: "true or false",
      help: "page the words afresh instead of keeping the source's cues"
    ) { style, value in
      guard case .flag(let flag) = value else { return false }
      style.paging.keepsSourceCues = !flag
      return true
    },
  ]

  /// Changes the page's exit, made a fade first if there is none.
  mutating func changeExit(_ change: (inout TextExit) -> Void) {
    var exit = appearance.exit ?? TextExit()
    change(&exit)
    appearance.exit = exit
  }

  /// The exit settings: the first one given makes the page leave (a fade unless `exit` says
  /// otherwise).
  static let exitSettings: [Setting] = [
    choiceSetting(
      "exit", TextExit.Kind.allCases.map(\.rawValue),
      help: "how a page leaves, ending at its end (default: it just goes)"
    ) { style, name in style.changeExit { $0.kind = TextExit.Kind(rawValue: name) ?? .fade } },
    numberSetting(
      "exit-duration", TextExit.durations, "s", help: "the exit's length (default 0.3)"
    ) { style, duration in style.changeExit { $0.duration = duration } },
    choiceSetting(
      "exit-ease", TextExit.eases.map(\.name), help: "the exit's ease (default easeIn)"
    ) { style, ease in style.changeExit { $0.ease = ease } },
    choiceSetting(
      "exit-edge", TextExit.Edge.allCases.map(\.rawValue),
      help: "where a slide goes (default bottom)"
    ) { style, edge in style.changeExit { $0.edge = TextExit.Edge(rawValue: edge) ?? .bottom } },
    numberSetting("exit-distance", 0...16384, "px", help: "how far a slide goes (default 40)") {
      style, distance in style.changeExit { $0.distance = distance }
    },
  ]
}

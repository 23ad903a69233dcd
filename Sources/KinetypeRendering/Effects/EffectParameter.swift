import KinetypeCore
import KinetypeText

/// One parameter of a built-in effect: its name, what it accepts, its default and what it does.
///
/// An effect's table (``TextEffect/parameters``) is the one place its parameters are described:
/// markup (`effect: {name: "wave", amplitude: 12}`), the command line (`--amplitude 12`, the
/// name in kebab case), `--help` and docs/effects.md all read it, so they accept exactly the same
/// names, values and ranges.
public struct EffectParameter: Sendable, Equatable {
  /// What a parameter accepts.
  public enum Kind: Sendable, Equatable {
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// A color, as every input writes one (`Color(parsing:)`).
    case color
    /// `true` or `false`.
    case flag
    /// One of a few words.
    case choice([String])
    /// Any text of at most this many characters.
    case text(maximumLength: Int)
    /// A random seed, 0 to 2⁶⁴ − 1.
    case seed
  }

  /// The name in Swift and markup (`blinkPeriod`); the command line spells it in kebab case
  /// (``optionName``, `--blink-period`).
  public let name: String
  /// What it accepts.
  public let kind: Kind
  /// The unit its numbers are in (`px`, `s`, `°`, `%`), or empty.
  public let unit: String
  /// The default, as words for help and docs (`8`, `the text's color`).
  public let defaultDescription: String
  /// What it does, one line.
  public let summary: String
  /// The run's limit its number keeps to (`blurRadius` for a blur), or nil. A limited
  /// parameter's ``Kind/number(_:)`` range gives only its lower bound; its upper bound is the
  /// limit of the run's ``KinetypeCore/Limits`` (``check(_:limits:effect:)``), so
  /// `--limit blur-radius=N` raises it. Default: nil.
  public let limit: Limits.Name?

  /// A parameter; `limit` bounds its number by the run's limits instead of its range's upper
  /// bound.
  public init(
    _ name: String, _ kind: Kind, unit: String = "", default defaultDescription: String,
    limit: Limits.Name? = nil, _ summary: String
  ) {
    self.name = name
    self.kind = kind
    self.unit = unit
    self.defaultDescription = defaultDescription
    self.limit = limit
    self.summary = summary
  }

  /// Throws a ``KinetypeCore/LimitError`` when `value` is over this parameter's ``limit`` in
  /// `limits`, naming `effect` and the parameter; nothing for a parameter without a limit.
  public func check(_ value: EffectValue, limits: Limits, effect: String) throws(LimitError) {
    guard let limit, let number = value.number else { return }
    try limits.check(
      limit, number,
      "\(effect)'s \(name) \(Stagger.format(number))\(unit.isEmpty ? "" : " " + unit)")
  }

  /// The command-line option: `--` and the name in kebab case (`blinkPeriod` → `--blink-period`).
  public var optionName: String {
    var option = "--"
    for character in name {
      if character.isUppercase {
        option += "-" + character.lowercased()
      } else {
        option.append(character)
      }
    }
    return option
  }

  /// What the parameter accepts, as words: `a number from 0 to 100 px`, `a color: #rrggbb, …`.
  public var accepted: String {
    switch kind {
    case .number(let range):
      let suffix = unit.isEmpty ? "" : " " + unit
      guard let limit else { return "a number \(Stagger.describe(range))\(suffix)" }
      return "a number from \(Stagger.format(range.lowerBound)) to the \(limit) limit"
        + " (\(Limits()[limit])\(suffix) unless raised)"
    case .color: return "a color: \(Color.grammar)"
    case .flag: return "true or false"
    case .choice(let words):
      return words.count < 2
        ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    case .text(let length): return "text of at most \(length) characters"
    case .seed: return "a whole number from 0 to 18446744073709551615"
    }
  }

  /// The value a markup value gives, checked.
  /// - Throws: ``KinetypeText/MarkupValueError`` naming the parameter, what it accepts and the value.
  public func value(markup: MarkupValue) throws(MarkupValueError) -> EffectValue {
    let value: EffectValue?
    switch (kind, markup) {
    case (.number(let range), .number(let number)):
      value = range.contains(number) ? .number(number) : nil
    case (.color, .string(let text)): value = Color(parsing: text).map(EffectValue.color)
    case (.flag, .bool(let flag)): value = .flag(flag)
    case (.choice(let words), .string(let word)): value = words.contains(word) ? .text(word) : nil
    case (.text(let length), .string(let text)): value = text.count <= length ? .text(text) : nil
    case (.seed, .number(let number)):
      value =
        number >= 0 && number == number.rounded() && number < 9.0e15
        ? .seed(UInt64(number)) : nil
    case (.seed, .string(let text)): value = UInt64(text).map(EffectValue.seed)
    default: value = nil
    }
    guard let value else {
      throw MarkupValueError("\(name) takes \(accepted), got \(markup)")
    }
    return value
  }

  /// The value a command-line argument gives, or nil when it is not one this parameter accepts
  /// (the caller names the option and ``accepted``).
  public func value(argument text: String) -> EffectValue? {
    switch kind {
    case .number(let range):
      guard let number = Double(text), range.contains(number) else { return nil }
      return .number(number)
    case .color: return Color(parsing: text).map(EffectValue.color)
    case .flag:
      switch text {
      case "true": return .flag(true)
      case "false": return .flag(false)
      default: return nil
      }
    case .choice(let words): return words.contains(text) ? .text(text) : nil
    case .text(let length): return text.count <= length ? .text(text) : nil
    case .seed: return UInt64(text).map(EffectValue.seed)
    }
  }
}

/// A checked value of an effect parameter.
public enum EffectValue: Hashable, Sendable, CustomStringConvertible {
  /// A number.
  case number(Double)
  /// A color.
  case color(Color)
  /// A flag.
  case flag(Bool)
  /// A word or text.
  case text(String)
  /// A random seed.
  case seed(UInt64)

  /// The value as it would be written on the command line.
  public var description: String {
    switch self {
    case .number(let number): return Stagger.format(number)
    case .color(let color): return color.hexString
    case .flag(let flag): return flag ? "true" : "false"
    case .text(let text): return text
    case .seed(let seed): return String(seed)
    }
  }

  /// The number, or nil.
  public var number: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The color, or nil.
  public var color: Color? {
    if case .color(let color) = self { return color }
    return nil
  }

  /// The flag, or nil.
  public var flag: Bool? {
    if case .flag(let flag) = self { return flag }
    return nil
  }

  /// The word or text, or nil.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The seed, or nil.
  public var seed: UInt64? {
    if case .seed(let seed) = self { return seed }
    return nil
  }
}

/// Checked parameter values by name: what a span's `effect:` markup or the command line set.
public struct EffectParameters: Hashable, Sendable {
  /// The values by parameter name.
  public private(set) var values: [String: EffectValue] = [:]

  /// No values: every parameter keeps its default.
  public init() {}

  /// Values by name (unchecked: use ``EffectParameter/value(markup:)`` or
  /// ``EffectParameter/value(argument:)`` to check them).
  public init(_ values: [String: EffectValue]) {
    self.values = values
  }

  /// Whether no value is set.
  public var isEmpty: Bool { values.isEmpty }

  /// The value of `name`, or nil.
  public subscript(name: String) -> EffectValue? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// The values sorted by name.
  public var sorted: [(name: String, value: EffectValue)] {
    values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

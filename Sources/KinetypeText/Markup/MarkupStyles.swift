import Foundation
import KinetypeCore

/// The built-in styling names markup accepts besides users' registered attributes.
enum MarkupStyles {
  static let names = [
    "baselineOffset", "bold", "color", "features", "font", "italic", "kerning", "language", "size",
    "strikethrough", "tracking", "underline", "weight",
  ]

  /// Applies a built-in style, or returns nil when `key` is not one. With `fonts`, a `font:`
  /// family must be one the collection finds.
  static func apply(_ key: String, _ value: MarkupValue, to text: Text, fonts: FontCollection?)
    throws -> Text?
  {
    switch key {
    case "font":
      return try family(value, fonts: fonts).map { family in
        text.modified { $0.fontFamily = family }
      }
    case "color":
      guard case .string(let written) = value, let color = Color(parsing: written) else {
        throw MarkupValueError("color takes a color: \(Color.grammar), got \(value)")
      }
      return text.foregroundColor(color)
    case "weight":
      return text.fontWeight(Font.Weight(try number(value, key, in: TextAttributes.weightRange)))
    case "size":
      let size = try number(value, key, in: TextAttributes.sizeRange, unit: " px")
      return text.modified { $0.font = ($0.font ?? .body).size(size) }
    case "bold": return try bool(value, key) ? text.bold() : text
    case "italic": return text.italic(try bool(value, key))
    case "underline": return text.underline(try bool(value, key))
    case "strikethrough": return text.strikethrough(try bool(value, key))
    case "tracking":
      return text.tracking(try number(value, key, in: TextAttributes.trackingRange, unit: " px"))
    case "kerning":
      return text.kerning(try number(value, key, in: TextAttributes.kerningRange, unit: " px"))
    case "baselineOffset":
      let offset = try number(value, key, in: TextAttributes.baselineOffsetRange, unit: " px")
      return text.baselineOffset(offset)
    case "language":
      guard case .string(let language) = value else {
        throw MarkupValueError("language takes a string, got \(value)")
      }
      return text.language(language)
    case "features":
      guard case .object(let members) = value else {
        throw MarkupValueError("features takes {tag: true|false, …}, got \(value)")
      }
      var result = text
      for (name, isOn) in members.sorted(by: { $0.key < $1.key }) {
        guard let tag = FontTag(validating: name) else {
          throw MarkupValueError(
            "features: '\(name)' is not an OpenType feature tag (exactly 4 ASCII characters, "
              + "such as liga, kern, ss01)")
        }
        result = result.fontFeature(tag, try bool(isOn, name))
      }
      return result
    default: return nil
    }
  }

  /// The family a `font:` value names, spelled as the collection spells it.
  private static func family(_ value: MarkupValue, fonts: FontCollection?) throws -> String? {
    guard case .string(let name) = value, !name.trimmingCharacters(in: .whitespaces).isEmpty
    else {
      throw MarkupValueError(
        "font takes a family name in quotes, such as \"DejaVu Serif\", got \(value)")
    }
    guard let fonts else { return name }
    do { return try fonts.family(named: name) } catch let error as FontError {
      throw MarkupValueError(error.message)
    }
  }

  /// The number `value`, which must lie in `range` (written in messages with `unit`).
  private static func number(
    _ value: MarkupValue, _ key: String, in range: ClosedRange<Double>, unit: String = ""
  ) throws -> Double {
    let allowed = "\(FontFace.format(range.lowerBound))…\(FontFace.format(range.upperBound))\(unit)"
    guard case .number(let number) = value else {
      throw MarkupValueError("\(key) takes a number in \(allowed), got \(value)")
    }
    guard range.contains(number) else {
      throw MarkupValueError("\(key) must be in \(allowed), got \(value)")
    }
    return number
  }

  private static func bool(_ value: MarkupValue, _ key: String) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw MarkupValueError("\(key) takes true or false, got \(value)")
    }
    return flag
  }
}

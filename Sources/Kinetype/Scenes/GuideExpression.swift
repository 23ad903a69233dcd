import Foundation

/// An alignment guide's value as the Swift closure body would write it, over the view's own
/// dimensions: `d[.trailing] - d.width / 3`, `d[.top] + d.height / 3`, `d.height * 0.5`, `12`.
///
/// Numbers, `d.width`, `d.height`, `d[.NAME]` (`leading`, `center`, `trailing`, `top`,
/// `bottom`, `firstTextBaseline`, `lastTextBaseline`), `+ - * /`, unary minus and parentheses.
struct GuideExpression: Sendable {
  indirect enum Term: Sendable {
    case number(Double)
    case width
    case height
    case horizontal(String)
    case vertical(String)
    case negate(Term)
    case binary(Character, Term, Term)
  }

  let term: Term
  let source: String

  static let horizontalNames = ["leading", "center", "trailing"]
  static let verticalNames = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]

  /// Parses `source`; a message says what was expected where.
  init(_ source: String) throws(GuideExpressionError) {
    var parser = Parser(characters: Array(source))
    let term = try parser.sum()
    parser.skipSpaces()
    guard parser.index == parser.characters.count else {
      throw parser.failure("an operator (+ - * /) or the end")
    }
    self.term = term
    self.source = source
  }

  /// The value for `d`; `d[.center]` is the vertical centre in a `vertical` guide.
  func value(_ d: ViewDimensions, vertical: Bool) -> CGFloat { Self.evaluate(term, d, vertical) }

  private static func evaluate(_ term: Term, _ d: ViewDimensions, _ vertical: Bool) -> CGFloat {
    switch term {
    case .number(let number): return CGFloat(number)
    case .width: return d.width
    case .height: return d.height
    case .horizontal(let name):
      switch name {
      case "leading": return d[HorizontalAlignment.leading]
      case "trailing": return d[HorizontalAlignment.trailing]
      default: return vertical ? d[VerticalAlignment.center] : d[HorizontalAlignment.center]
      }
    case .vertical(let name):
      switch name {
      case "top": return d[VerticalAlignment.top]
      case "bottom": return d[VerticalAlignment.bottom]
      case "firstTextBaseline": return d[VerticalAlignment.firstTextBaseline]
      case "lastTextBaseline": return d[VerticalAlignment.lastTextBaseline]
      default: return d[VerticalAlignment.center]
      }
    case .negate(let inner): return -evaluate(inner, d, vertical)
    case .binary(let op, let lhs, let rhs):
      let a = evaluate(lhs, d, vertical)
      let b = evaluate(rhs, d, vertical)
      switch op {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      default: return a / b
      }
    }
  }

  private struct Parser {
    let characters: [Character]
    var index = 0

    func failure(_ expected: String) -> GuideExpressionError {
      let found = index < characters.count ? "'\(characters[index])'" : "the end"
      return GuideExpressionError(
        message: "expected \(expected) at character \(index + 1), found \(found)")
    }

    mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    mutating func take(_ character: Character) -> Bool {
      skipSpaces()
      guard index < characters.count, characters[index] == character else { return false }
      index += 1
      return true
    }

    mutating func sum() throws(GuideExpressionError) -> Term {
      var term = try product()
      while true {
        if take("+") {
          term = .binary("+", term, try product())
        } else if take("-") {
          term = .binary("-", term, try product())
        } else {
          return term
        }
      }
    }

    mutating func product() throws(GuideExpressionError) -> Term {
      var term = try unary()
      while true {
        if take("*") {
          term = .binary("*", term, try unary())
        } else if take("/") {
          term = .binary("/", term, try unary())
        } else {
          return term
        }
      }
    }

    mutating func unary() throws(GuideExpressionError) -> Term {
      if take("-") { return .negate(try unary()) }
      if take("(") {
        let inner = try sum()
        guard take(")") else { throw failure("')'") }
        return inner
      }
      skipSpaces()
      if take("d") {
        if take(".") {
          let name = word()
          if name == "width" { return .width }
          if name == "height" { return .height }
          throw failure("width or height after 'd.'")
        }
        guard take("["), take(".") else {
          throw failure("'.width', '.height' or '[.guide]' after 'd'")
        }
        let name = word()
        guard take("]") else { throw failure("']'") }
        if GuideExpression.horizontalNames.contains(name) { return .horizontal(name) }
        if GuideExpression.verticalNames.contains(name) { return .vertical(name) }
        throw GuideExpressionError(
          message: "unknown guide '.\(name)'; expected one of "
            + (GuideExpression.horizontalNames + GuideExpression.verticalNames).joined(
              separator: ", "))
      }
      var text = ""
      while index < characters.count, characters[index].isNumber || characters[index] == "." {
        text.append(characters[index])
        index += 1
      }
      guard let number = Double(text) else {
        throw failure("a number, d.width, d.height or d[.guide]")
      }
      return .number(number)
    }

    mutating func word() -> String {
      var text = ""
      while index < characters.count, characters[index].isLetter {
        text.append(characters[index])
        index += 1
      }
      return text
    }
  }
}

/// A guide expression that does not parse.
struct GuideExpressionError: Error {
  let message: String
}

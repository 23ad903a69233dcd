/// What `#Preview(…) { … }` expands to, computed from the macro's source text.
///
/// `#Preview("Name", traits: .sizeThatFitsLayout) { body }` becomes a type the
/// `Previews` registry finds in the program's metadata:
///
/// ```swift
/// struct $s…15KinetypePreviewfMu_: Kinetype.PreviewRegistration {
///   static var preview: Kinetype.Preview {
///     Kinetype.Preview("Name", traits: .sizeThatFitsLayout, fileID: "M/F.swift", line: 12,
///       column: 1) { PreviewContent() }
///   }
///   struct PreviewContent: Kinetype.View {
///     @State var count = 0          // each `@Previewable` declaration of the body
///     @Kinetype.ViewBuilder var body: some Kinetype.View { the rest of the body }
///   }
/// }
/// ```
///
/// The `@Previewable` declarations become the view's properties, so that `@State` keeps its
/// value from one update to the next, as in SwiftUI's previews.
struct PreviewExpansion {
  /// The expansion's source, or the error that stops it.
  enum Result: Equatable {
    case source(String)
    case error(String)
  }

  /// The expansion of `source` (the macro's text, from `#Preview` to its closing brace),
  /// naming its type `typeName`, at `fileID`, `line` and `column`.
  static func expand(
    _ source: String, typeName: String, fileID: String, line: Int, column: Int
  ) -> Result {
    var scanner = SourceScanner(source)
    // The text starts with the macro's leading trivia (the comments and lines above it).
    scanner.skipTrivia()
    // The location is where that trivia starts: move it to the `#`.
    var line = line
    var column = column
    for byte in scanner.bytes[..<scanner.index] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    let marker = Array("#Preview".utf8)
    guard scanner.bytes[scanner.index...].starts(with: marker) else {
      return .error("#Preview: expected the macro's text to start with '#Preview'")
    }
    scanner.index += marker.count
    scanner.skipTrivia()
    var arguments = ""
    if scanner.peek() == 0x28 {
      guard let range = scanner.readGroup() else {
        return .error("#Preview: the argument list is not closed")
      }
      arguments = scanner.text(range).trimmingSpaces()
      scanner.skipTrivia()
    }
    guard scanner.peek() == 0x7B, let body = scanner.readGroup() else {
      return .error(
        "#Preview: expected the preview's content as a trailing closure ('#Preview { Text(\"Hi\") }')"
      )
    }
    var properties: [String] = []
    var statements: [String] = []
    for statement in scanner.topLevelStatements(in: body) {
      let text = scanner.text(statement).trimmingSpaces()
      if text.hasPrefix("@Previewable") {
        properties.append(String(text.dropFirst("@Previewable".count)).trimmingSpaces())
      } else {
        statements.append(text)
      }
    }
    let location = "fileID: \(literal(fileID)), line: \(line), column: \(column)"
    let allArguments = arguments.isEmpty ? location : "\(arguments), \(location)"
    let propertyLines = properties.map { "    \($0)\n" }.joined()
    let bodyLines = statements.map { "      \($0)\n" }.joined()
    return .source(
      """
      struct \(typeName): Kinetype.PreviewRegistration {
        static var preview: Kinetype.Preview {
          Kinetype.Preview(\(allArguments)) { PreviewContent() }
        }
        struct PreviewContent: Kinetype.View {
      \(propertyLines)    @Kinetype.ViewBuilder var body: some Kinetype.View {
      \(bodyLines)    }
        }
      }
      """)
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingSpaces() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !blank($0) }),
      let last = lastIndex(where: { !blank($0) })
    else { return "" }
    return String(self[first...last])
  }
}

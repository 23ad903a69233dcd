public import Foundation

/// The key a string literal becomes in `Text("…")`, as SwiftUI's `LocalizedStringKey`: its
/// literal text is read as inline Markdown, and interpolated values keep what they are (an
/// interpolated `Text` keeps its styles and attributes).
///
///     let effects = Text("Visual Effects").customAttribute(EmphasisAttribute()).bold()
///     Text("Build \(effects) with **SwiftUI**")   // "Visual Effects" keeps its attribute
///
/// Kinetype has no string tables: the key is its own text. Interpolated strings and numbers
/// are inserted as characters, never read as Markdown; numbers use SwiftUI's default format
/// specifiers (`%lld` for integers, `%lf` for `Double`, so `\(0.5)` reads `0.500000`, as in
/// SwiftUI), or `specifier:`.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// A piece of the key.
  enum Segment: Hashable, Sendable {
    /// Literal text, read as Markdown.
    case markdown(String)
    /// An interpolated value, kept as it is.
    case value(Text)
  }

  let segments: [Segment]

  /// A key whose whole text is read as Markdown (SwiftUI's `LocalizedStringKey(_:)`, the way
  /// to show Markdown from a string variable).
  public init(_ value: String) {
    segments = [.markdown(value)]
  }

  /// A key from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
  }

  /// The pieces of an interpolated literal, as SwiftUI's
  /// `LocalizedStringKey.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [Segment] = []

    /// Room for the literal's pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {
      segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Literal text (read as Markdown).
    public mutating func appendLiteral(_ literal: String) {
      guard !literal.isEmpty else { return }
      if case .markdown(let previous)? = segments.last {
        segments[segments.count - 1] = .markdown(previous + literal)
      } else {
        segments.append(.markdown(literal))
      }
    }

    /// A string, inserted as it is.
    public mutating func appendInterpolation(_ string: String) {
      segments.append(.value(Text(verbatim: string)))
    }

    /// A text, with its styles and attributes (SwiftUI's `appendInterpolation(_: Text)`).
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.value(text))
    }

    /// An attributed string, with the attributes ``Text/init(_:mapping:)`` reads.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      segments.append(.value(Text(attributedString)))
    }

    /// A number with its default format specifier (`%lld`, `%llu`, `%lf`, `%f`).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      appendInterpolation(value, specifier: T._defaultSpecifier)
    }

    /// A number formatted with a `printf` specifier, such as `"%.2f"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(
      _ value: T, specifier: String
    ) {
      segments.append(.value(Text(verbatim: String(format: specifier, value._cVarArg))))
    }

    /// A value formatted with `format`, such as `.number.precision(.fractionLength(2))`, in
    /// the locale of the view it is in (as ``Text/init(_:format:)``).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      segments.append(.value(Text(formatting: input, format: format)))
    }

    /// A value shown by a `Formatter`, as ``Text/init(_:formatter:)``.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
      segments.append(.value(Text(subject, formatter: formatter)))
    }

    /// Any other value, as `String(describing:)` (SwiftUI accepts fewer types here).
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.value(Text(verbatim: String(describing: value))))
    }
  }
}

/// A number `LocalizedStringKey` formats with a `printf` specifier, as SwiftUI's
/// `_FormatSpecifiable` (an implementation detail: conform no types of your own).
public protocol _FormatSpecifiable {
  /// The specifier used when none is given.
  static var _defaultSpecifier: String { get }
  /// The value as a C variadic argument.
  var _cVarArg: any CVarArg { get }
}

extension Int: _FormatSpecifiable {
  /// `%lld`.
  public static var _defaultSpecifier: String { "%lld" }
  /// The value.
  public var _cVarArg: any CVarArg { Int64(self) }
}
extension Int8: _FormatSpecifiable {
  /// `%lld`.
  public static var _defaultSpecifier: String { "%lld" }
  /// The value.
  public var _cVarArg: any CVarArg { Int64(self) }
}
extension Int16: _FormatSpecifiable {
  /// `%lld`.
  public static var _defaultSpecifier: String { "%lld" }
  /// The value.
  public var _cVarArg: any CVarArg { Int64(self) }
}
extension Int32: _FormatSpecifiable {
  /// `%lld`.
  public static var _defaultSpecifier: String { "%lld" }
  /// The value.
  public var _cVarArg: any CVarArg { Int64(self) }
}
extension Int64: _FormatSpecifiable {
  /// `%lld`.
  public static var _defaultSpecifier: String { "%lld" }
  /// The value.
  public var _cVarArg: any CVarArg { self }
}
extension UInt: _FormatSpecifiable {
  /// `%llu`.
  public static var _defaultSpecifier: String { "%llu" }
  /// The value.
  public var _cVarArg: any CVarArg { UInt64(self) }
}
extension UInt8: _FormatSpecifiable {
  /// `%llu`.
  public static var _defaultSpecifier: String { "%llu" }
  /// The value.
  public var _cVarArg: any CVarArg { UInt64(self) }
}
extension UInt16: _FormatSpecifiable {
  /// `%llu`.
  public static var _defaultSpecifier: String { "%llu" }
  /// The value.
  public var _cVarArg: any CVarArg { UInt64(self) }
}
extension UInt32: _FormatSpecifiable {
  /// `%llu`.
  public static var _defaultSpecifier: String { "%llu" }
  /// The value.
  public var _cVarArg: any CVarArg { UInt64(self) }
}
extension UInt64: _FormatSpecifiable {
  /// `%llu`.
  public static var _defaultSpecifier: String { "%llu" }
  /// The value.
  public var _cVarArg: any CVarArg { self }
}
extension Double: _FormatSpecifiable {
  /// `%lf`.
  public static var _defaultSpecifier: String { "%lf" }
  /// The value.
  public var _cVarArg: any CVarArg { self }
}
extension Float: _FormatSpecifiable {
  /// `%f`.
  public static var _defaultSpecifier: String { "%f" }
  /// The value.
  public var _cVarArg: any CVarArg { self }
}
extension CGFloat: _FormatSpecifiable {
  /// `%lf`.
  public static var _defaultSpecifier: String { "%lf" }
  /// The value.
  public var _cVarArg: any CVarArg { Double(self) }
}

extension Text {
  /// Text from a key: its literal text read as inline Markdown (bold, italic, `code`,
  /// ~~strike~~, [links](https://…), `^[text](attribute: value)` with
  /// ``MarkupAttributeRegistry/default``), its interpolated values kept as they are. What
  /// `Text("…")` with a literal picks, as in SwiftUI; `tableName`, `bundle` and `comment` are
  /// accepted and ignored (Kinetype has no string tables).
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self = key.text(registry: .default)
  }
}

extension LocalizedStringKey {
  /// The key's text, with `registry` for `^[…](…)` attributes.
  func text(registry: MarkupAttributeRegistry) -> Text {
    var characters: [Character] = []
    var atoms: [Int: Int] = [:]
    var values: [Text] = []
    for segment in segments {
      switch segment {
      case .markdown(let source): characters += source
      case .value(let text):
        atoms[characters.count] = values.count
        characters.append("\u{FFFC}")
        values.append(text)
      }
    }
    var reader = Markdown(
      characters: characters, atoms: atoms, syntax: .swiftUI, mode: .lenient, registry: registry)
    // Lenient: whatever does not parse is shown as typed, so there is no error to catch.
    return (try? reader.text(values: values)) ?? Text(verbatim: String(characters))
  }
}

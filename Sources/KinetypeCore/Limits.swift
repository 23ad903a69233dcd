/// The resource limits a render keeps to: how big, how long and how deep its input may be.
///
/// Every limit is checked before the memory or time it guards is spent, so hostile or broken
/// input ends in a ``LimitError`` naming the limit rather than in a runaway allocation or a
/// crash. The defaults suit any ordinary render; a caller that trusts its input raises the one
/// it needs and passes the value in (the command line: `--limit NAME=VALUE`). A value, never a
/// global: two renders in one process may keep to different limits. `docs/limits.md` lists
/// each with its default.
///
/// Each layer owns the limits of what it owns and declares them beside it, as a ``Name`` and a
/// property of the same name in an extension: KinetypeText `textBytes`, `nestingDepth` and
/// `fontSize`; KinetypeRaster `canvasSide`, `canvasPixels` and `blurRadius`; KinetypeRendering
/// `glyphCacheBytes`; KinetypeViews `views`; Kinetype `frames`, `duration` and
/// `sceneFileBytes`. This value holds only the limits given a value other than their default,
/// so one `Limits` carries every layer's limits through the layers between.
public struct Limits: Hashable, Sendable {
  /// One limit: its name (as in `docs/limits.md` and the command line's `--limit NAME=VALUE`),
  /// its default and the largest value it may be given.
  ///
  /// Two names are the same limit when their ``rawValue``s are equal. Each layer declares its
  /// own as static properties (`Limits.Name.canvasSide`); the umbrella module lists them all.
  public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The name, as in `--limit NAME=VALUE`.
    public let rawValue: String
    /// The value of a `Limits()`.
    public let defaultValue: Int
    /// The largest value the limit may be given: what the code can represent. Default:
    /// `Int.max`.
    public let maximum: Int

    /// A limit named `rawValue`, `defaultValue` unless raised, never above `maximum`.
    public init(_ rawValue: String, defaultValue: Int, maximum: Int = Int.max) {
      self.rawValue = rawValue
      self.defaultValue = defaultValue
      self.maximum = maximum
    }

    /// The name, as in `--limit NAME=VALUE`.
    public var description: String { rawValue }

    /// Whether `a` and `b` name the same limit.
    public static func == (a: Name, b: Name) -> Bool { a.rawValue == b.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  }

  /// The limits given a value other than their default, by name.
  private var values: [String: Int] = [:]

  /// The default limits.
  public init() {}

  /// The largest value the limit `name` may be given (``Name/maximum``).
  public static func maximum(of name: Name) -> Int { name.maximum }

  /// The value of the limit `name`: its default unless set.
  public subscript(name: Name) -> Int {
    get { values[name.rawValue] ?? name.defaultValue }
    set { values[name.rawValue] = newValue == name.defaultValue ? nil : newValue }
  }

  /// Throws a ``LimitError`` when `value` is over the limit `name`; `what` says what was
  /// measured ("a 20000×10 canvas", "the text").
  public func check(_ name: Name, _ value: Int, _ what: @autoclosure () -> String)
    throws(LimitError)
  {
    guard value <= self[name] else {
      throw LimitError(limit: name, value: value, maximum: self[name], subject: what())
    }
  }

  /// As ``check(_:_:_:)`` for a measure that is not whole (a duration's frames); NaN is over
  /// every limit.
  public func check(_ name: Name, _ value: Double, _ what: @autoclosure () -> String)
    throws(LimitError)
  {
    guard value <= Double(self[name]) else {
      let clamped = value.isFinite ? Int(min(value.rounded(.up), 9e18)) : Int.max
      throw LimitError(limit: name, value: clamped, maximum: self[name], subject: what())
    }
  }
}

/// Input over one of the ``Limits``: what was over, by how much, and which limit raises it.
///
/// Its message names the limit as `docs/limits.md` and `--limit NAME=VALUE` do; how to raise it
/// is the caller's to say (the command line adds its flag).
public struct LimitError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The limit exceeded.
  public var limit: Limits.Name
  /// The value asked for (`Int.max` for one that is not finite).
  public var value: Int
  /// The limit's value.
  public var maximum: Int
  /// What was measured, for example `"a 20000×10 canvas"`.
  public var subject: String

  /// Creates an error.
  public init(limit: Limits.Name, value: Int, maximum: Int, subject: String) {
    self.limit = limit
    self.value = value
    self.maximum = maximum
    self.subject = subject
  }

  /// `"a 20000×10 canvas is over the canvas-side limit (20000 > 16384)"`.
  public var description: String {
    let asked = value == Int.max ? "not finite" : "\(value) > \(maximum)"
    return "\(subject) is over the \(limit) limit (\(asked))"
  }
}

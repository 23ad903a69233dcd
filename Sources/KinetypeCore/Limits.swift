/// The resource limits a render keeps to: how big, how long and how deep its input may be.
///
/// Every limit is checked before the memory or time it guards is spent, so hostile or broken
/// input ends in a ``LimitError`` naming the limit rather than in a runaway allocation or a
/// crash. The defaults suit any ordinary render; a caller that trusts its input raises the one
/// it needs and passes the value in (the command line: `--limit NAME=VALUE`). A value, never a
/// global: two renders in one process may keep to different limits. `docs/limits.md` lists
/// each with its default.
public struct Limits: Hashable, Sendable {
  /// One limit, named as in `docs/limits.md` and the command line's `--limit NAME=VALUE`.
  public enum Name: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The longest side of a canvas or frame, in pixels.
    case canvasSide = "canvas-side"
    /// The most pixels of a canvas or frame.
    case canvasPixels = "canvas-pixels"
    /// The most frames of a timeline.
    case frames
    /// The longest text, in UTF-8 bytes.
    case textBytes = "text-bytes"
    /// How deep markup may nest.
    case nestingDepth = "nesting-depth"
    /// The bytes a glyph cache keeps before it evicts.
    case glyphCacheBytes = "glyph-cache-bytes"
    /// The largest scene file, in bytes.
    case sceneFileBytes = "scene-file-bytes"
    /// The largest font size, in pixels.
    case fontSize = "font-size"
    /// The longest animation, in seconds.
    case duration

    // Views and effects.
    /// The most views in a rendered view tree.
    case views
    /// The widest blur or shadow, as a standard deviation in pixels.
    case blurRadius = "blur-radius"

    /// The name, as in `--limit NAME=VALUE`.
    public var description: String { rawValue }
  }

  /// The longest side of a canvas or frame. Default: 16,384 pixels.
  public var canvasSide = 16_384
  /// The most pixels of a canvas or frame. Default: 64 Mpx (256 MB of RGBA).
  public var canvasPixels = 64 * 1024 * 1024
  /// The most frames of a timeline. Default: 1,000,000 (over 4.5 hours at 60 fps).
  public var frames = 1_000_000
  /// The longest text. Default: 4 MiB of UTF-8.
  public var textBytes = 4 << 20
  /// How deep markup may nest, counting spans, bold, italic and attribute arrays and objects.
  /// Default: 100 (deeper would risk the parser's stack).
  public var nestingDepth = 100
  /// The bytes a glyph cache keeps before it evicts the least recently used. Default: 64 MiB.
  public var glyphCacheBytes = 64 << 20
  /// The largest scene file, checked before it is read. Default: 16 MiB.
  public var sceneFileBytes = 16 << 20
  /// The largest font size, in pixels (points times the render's scale where a view sets
  /// it). A glyph's mask and outline grow with the square of its size. Default: 2,000 pixels;
  /// it cannot be raised past ``maximumFontSize``.
  public var fontSize = 2_000
  /// The longest animation, in whole seconds: a render's duration, a frame's time, a scene's
  /// timeline and the life a view with state plays. Default: 3,600 (one hour; with the
  /// `frames` limit, which bounds the frames a duration makes at its rate).
  public var duration = 3_600

  // Views and effects.
  /// The most views in a rendered view tree, counting every view resolved (modifiers,
  /// stacks and composite views included). Default: 250,000 (a chain of views as deep as
  /// Kinetype resolves, 100,000 levels, fits).
  public var views = 250_000
  /// The widest blur or shadow, as a Gaussian standard deviation in pixels (a view's radius
  /// in points times the render's scale). A blur's cost and the margin its layer needs grow
  /// with it. Default: 1,000 pixels (wider than any canvas side looks the same).
  public var blurRadius = 1_000

  /// The default limits.
  public init() {}

  /// The largest ``fontSize`` that can be set: HarfBuzz positions glyphs in 32-bit 26.6 fixed
  /// point, so larger sizes would overflow. 16,384 pixels.
  public static let maximumFontSize = 16_384

  /// The largest value each limit may be given: ``maximumFontSize`` for `font-size`,
  /// `Int.max` for the others.
  public static func maximum(of name: Name) -> Int {
    name == .fontSize ? maximumFontSize : Int.max
  }

  /// The value of the limit `name`.
  public subscript(name: Name) -> Int {
    get {
      switch name {
      case .canvasSide: canvasSide
      case .canvasPixels: canvasPixels
      case .frames: frames
      case .textBytes: textBytes
      case .nestingDepth: nestingDepth
      case .glyphCacheBytes: glyphCacheBytes
      case .sceneFileBytes: sceneFileBytes
      case .fontSize: fontSize
      case .duration: duration
      case .views: views
      case .blurRadius: blurRadius
      }
    }
    set {
      switch name {
      case .canvasSide: canvasSide = newValue
      case .canvasPixels: canvasPixels = newValue
      case .frames: frames = newValue
      case .textBytes: textBytes = newValue
      case .nestingDepth: nestingDepth = newValue
      case .glyphCacheBytes: glyphCacheBytes = newValue
      case .sceneFileBytes: sceneFileBytes = newValue
      case .fontSize: fontSize = newValue
      case .duration: duration = newValue
      case .views: views = newValue
      case .blurRadius: blurRadius = newValue
      }
    }
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

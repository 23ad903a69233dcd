/// Something in the input that was drawn differently from what it asked for, without failing:
/// a character no font covers, a draw skipped for a NaN transform, a filter ignored.
///
/// Warnings are values returned with the work they concern (``kind`` to act on, ``message``
/// to show, ``source`` to find it): a layout's, a graphics context's, a view render's. Nothing
/// is printed or kept process-wide; the command line shows each distinct warning once.
/// `docs/errors.md` lists the kinds.
public struct Warning: Hashable, Sendable, CustomStringConvertible {
  /// What sort of problem it is, for code that handles some kinds (tests, a strict mode).
  public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's name, for example `"uncovered-characters"`.
    public var rawValue: String

    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The name.
    public var description: String { rawValue }

    /// Characters no font covers: drawn as `.notdef`.
    public static let uncoveredCharacters = Kind(rawValue: "uncovered-characters")
    /// A font family that is not there: drawn in the default family.
    public static let unknownFontFamily = Kind(rawValue: "unknown-font-family")
    /// Glyphs a font has but Kinetype cannot draw (an unsupported colour format, empty
    /// outlines).
    public static let undrawableGlyphs = Kind(rawValue: "undrawable-glyphs")
    /// A text attribute read under a type that is not the one the text carries.
    public static let attributeMismatch = Kind(rawValue: "attribute-mismatch")
    /// A draw skipped: its transform, path, opacity or size cannot be drawn.
    public static let skippedDraw = Kind(rawValue: "skipped-draw")
    /// A value ignored or replaced (a negative radius, an invalid dash pattern, a filter with a
    /// NaN parameter).
    public static let ignoredValue = Kind(rawValue: "ignored-value")
    /// A value over one of the ``Limits`` that a draw used at the limit instead (a
    /// renderer's blur wider than the `blur-radius` limit); the message names the limit.
    public static let clampedToLimit = Kind(rawValue: "clamped-to-limit")
    /// Drawing that reaches past the edge of the frame and is clipped there (an effect's wave,
    /// blur or rise wider than the room the frame leaves around the text); the message says how
    /// far it reaches.
    public static let outsideCanvas = Kind(rawValue: "outside-canvas")
    /// Metadata that cannot be stored in the output and was dropped (a PNG text that is not
    /// Latin-1).
    public static let droppedMetadata = Kind(rawValue: "dropped-metadata")

    // Views (KinetypeViews): their warnings' `source` is the view's path and name,
    // `"/0/1 (Badge)"`.

    /// A resource that is not there (an image file or asset): a placeholder or nothing is
    /// drawn.
    public static let missingResource = Kind(rawValue: "missing-resource")
    /// A feature Kinetype cannot provide on Linux (SF Symbols, Metal shaders): drawn without
    /// it.
    public static let unsupportedFeature = Kind(rawValue: "unsupported-feature")
    /// Part of the input left out: views nested past the depth Kinetype resolves, a view that
    /// is not drawable, state changes that did not settle, a task's steps that were not
    /// played.
    public static let droppedContent = Kind(rawValue: "dropped-content")
  }

  /// What sort of problem it is.
  public var kind: Kind
  /// What happened, on one line.
  public var message: String
  /// Where: the operation or part of the input concerned (`"fill"`, `"characters 3..<5"`);
  /// nil when the message says it.
  public var source: String?

  /// A warning of `kind` saying `message` about `source`.
  public init(_ kind: Kind, _ message: String, source: String? = nil) {
    self.kind = kind
    self.message = message
    self.source = source
  }

  /// `source: message`, or the message alone.
  public var description: String { source.map { "\($0): \(message)" } ?? message }
}

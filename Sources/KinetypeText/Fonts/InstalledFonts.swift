internal import CFontConfig
import Foundation

/// The fonts installed on this machine, as fontconfig lists them: what `--font-family`, the
/// markup `font:` attribute and the last fallback before `.notdef` search when a collection is
/// not hermetic.
///
/// Owns one `FcConfig` (loaded with `FcInitLoadConfigAndFonts`, so the user's fontconfig
/// settings apply) and the list of its faces, read once. Every fontconfig call happens under
/// the lock, so one instance serves every thread. Loading costs a read of fontconfig's caches
/// (a few milliseconds); ``shared`` does it on first use only.
final class InstalledFonts: @unchecked Sendable {
  /// One installed face.
  struct Face: Hashable, Sendable {
    /// The family names fontconfig gives the face (the first is the primary one).
    var families: [String]
    /// The style name, such as `Bold Oblique`.
    var style: String
    /// The font file.
    var path: String
    /// The face index within the file.
    var index: Int
    /// The weight on the OpenType 1–1000 scale.
    var weight: Double
    /// The width in percent of normal.
    var width: Double
    /// Whether the face is italic or oblique.
    var isItalic: Bool
  }

  /// The process-wide list, loaded on first use; nil when fontconfig cannot load its
  /// configuration (then installed fonts are simply not searched).
  static var shared: InstalledFonts? {
    sharedState.withLock { state in
      if let loaded = state { return loaded }
      let fonts = InstalledFonts()
      state = .some(fonts)
      return fonts
    }
  }

  private static let sharedState = LockedBox<InstalledFonts??>(nil)

  private let lock = NSLock()
  private let config: OpaquePointer
  /// Every installed face with a file, sorted by path and index (fontconfig's listing order is
  /// that of its caches, which varies between machines).
  let faces: [Face]
  private var fallbackCache: [[UInt32]: Face?] = [:]
  private var familyCache: [String: [Face]] = [:]
  private var substituteCache: [String: String?] = [:]

  private init?() {
    guard let config = FcInitLoadConfigAndFonts() else { return nil }
    self.config = config
    self.faces = InstalledFonts.listFaces(config)
  }

  deinit {
    FcConfigDestroy(config)
  }

  /// Every family name, sorted, without duplicates.
  var familyNames: [String] {
    Array(Set(faces.flatMap(\.families))).sorted()
  }

  /// The faces of `family` (case-insensitive, any of a face's family names). Memoized.
  func faces(ofFamily family: String) -> [Face] {
    let wanted = family.lowercased()
    lock.lock()
    defer { lock.unlock() }
    if let known = familyCache[wanted] { return known }
    let found = faces.filter { face in face.families.contains { $0.lowercased() == wanted } }
    familyCache[wanted] = found
    return found
  }

  /// The installed face fontconfig prefers for a cluster of `scalars` that no loaded font
  /// covers: the first face of `FcFontSort` (for the default sans-serif pattern with the
  /// scalars' character set, after the user's configuration) that maps every scalar.
  ///
  /// Memoized per scalar list, so the answer never depends on what was looked up before.
  func fallbackFace(covering scalars: [UInt32]) -> Face? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = fallbackCache[scalars] { return cached }
    let face = sortedFallback(covering: scalars)
    fallbackCache[scalars] = face
    return face
  }

  /// The installed family fontconfig draws `family` in when no installed font has that name:
  /// the primary family of `FcFontMatch` for the name, after the configuration's substitutions
  /// (metric-compatible aliases such as Helvetica → Liberation Sans, then the generic family's
  /// preferred fonts, such as DejaVu Sans for sans-serif); nil when nothing matches. Memoized.
  func substituteFamily(for family: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = substituteCache[family] { return cached }
    let found = matchedFamily(family)
    substituteCache[family] = .some(found)
    return found
  }

  /// Runs `FcFontMatch` for a family name; the caller holds the lock.
  private func matchedFamily(_ family: String) -> String? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    _ = family.withCString {
      // safety: fontconfig copies the string; the pointer is valid during the call.
      $0.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
        FcPatternAddString(pattern, "family", $0)
      }
    }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let font = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(font) }
    return InstalledFonts.face(from: font)?.families.first
  }

  /// Runs `FcFontSort`; the caller holds the lock.
  private func sortedFallback(covering scalars: [UInt32]) -> Face? {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let charset = FcCharSetCreate() else { return nil }
    defer { FcCharSetDestroy(charset) }
    for scalar in scalars { FcCharSetAddChar(charset, scalar) }
    _ = "sans-serif".withCString {
      // safety: fontconfig copies the string; the pointer is valid during the call.
      $0.withMemoryRebound(to: FcChar8.self, capacity: 11) {
        FcPatternAddString(pattern, "family", $0)
      }
    }
    FcPatternAddCharSet(pattern, "charset", charset)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
    defer { FcFontSetDestroy(set) }
    // safety: `set` holds `nfont` valid patterns until it is destroyed.
    for index in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[index] else { continue }
      var fontCharset: OpaquePointer?
      guard FcPatternGetCharSet(font, "charset", 0, &fontCharset) == FcResultMatch,
        let fontCharset,
        scalars.allSatisfy({ FcCharSetHasChar(fontCharset, $0) != 0 }),
        let face = InstalledFonts.face(from: font)
      else { continue }
      return face
    }
    return nil
  }

  /// Lists every face with `FcFontList`, skipping named instances of variable fonts (their
  /// base face, with its axes, is listed too).
  private static func listFaces(_ config: OpaquePointer) -> [Face] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    for name in ["family", "style", "file", "index", "weight", "width", "slant"] {
      FcObjectSetAdd(objects, name)
    }
    guard let set = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(set) }
    var faces: [Face] = []
    // safety: `set` holds `nfont` valid patterns until it is destroyed.
    for index in 0..<Int(set.pointee.nfont) {
      if let font = set.pointee.fonts[index], let face = face(from: font) { faces.append(face) }
    }
    return Array(Set(faces)).sorted {
      ($0.path, $0.index, $0.families.first ?? "") < ($1.path, $1.index, $1.families.first ?? "")
    }
  }

  /// The face a fontconfig pattern describes, or nil without a file or for a named instance.
  private static func face(from font: OpaquePointer) -> Face? {
    func strings(_ object: String) -> [String] {
      var values: [String] = []
      var value: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(font, object, Int32(values.count), &value) == FcResultMatch,
        let value
      {
        // safety: fontconfig returns a NUL-terminated UTF-8 string owned by the pattern.
        values.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
      }
      return values
    }
    func integer(_ object: String) -> Int? {
      var value: Int32 = 0
      if FcPatternGetInteger(font, object, 0, &value) == FcResultMatch { return Int(value) }
      var double = 0.0
      if FcPatternGetDouble(font, object, 0, &double) == FcResultMatch, double.isFinite,
        abs(double) < 1e6
      {
        return Int(double.rounded())
      }
      return nil
    }
    guard let path = strings("file").first else { return nil }
    let index = integer("index") ?? 0
    guard index >> 16 == 0 else { return nil }
    let families = strings("family")
    guard !families.isEmpty else { return nil }
    let fcWeight = integer("weight") ?? Int(FC_WEIGHT_REGULAR)
    let weight = Double(FcWeightToOpenType(Int32(clamping: fcWeight)))
    return Face(
      families: families, style: strings("style").first ?? "", path: path, index: index,
      weight: weight > 0 ? weight : 400, width: Double(integer("width") ?? 100),
      isItalic: (integer("slant") ?? 0) != Int(FC_SLANT_ROMAN))
  }
}

/// A value guarded by a lock, for process-wide state.
final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

import Foundation

/// The fonts text may use, in fallback order, and the faces loaded from them.
///
/// ``bundled(hermetic:)`` loads the fonts shipped in `Fonts/`; ``addFont(atPath:)`` adds a
/// user's font at the front of the fallback chain; ``setDefaultFamily(_:)`` picks the family of
/// text that names none. A collection that is not hermetic also finds the fonts installed on
/// the machine through fontconfig: by family name (`Font.custom`, the markup `font:` attribute,
/// `--font-family`), and as the last fallback before `.notdef` for characters no loaded font
/// covers. A hermetic collection (the default) uses only the files it was given, so frames are
/// the same on every machine.
///
/// Faces are cached by file, size and variation coordinates, up to ``faceCacheByteLimit``
/// (estimated bytes; the least recently used go first). Internally locked: a collection may be
/// shared between threads.
public final class FontCollection: @unchecked Sendable {
  /// The bundled files in fallback order (after Inter's italic, which only italic text uses).
  /// Clusters that ask for emoji presentation try Noto Color Emoji first. The fonts for Tamil,
  /// Sinhala, Georgian, Armenian and Ethiopic come after it, last, so that every character the
  /// earlier fonts cover is drawn as before they were added.
  public static let bundledFileNames = [
    "Inter-Variable.ttf", "Inter-Italic-Variable.ttf", "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf",
    "NotoSansCJKjp-Subset.otf", "NotoColorEmoji-Subset.ttf", "NotoSansTamil-Regular.ttf",
    "NotoSansSinhala-Regular.ttf", "NotoSansGeorgian-Regular.ttf", "NotoSansArmenian-Regular.ttf",
    "NotoSansEthiopic-Regular.ttf",
  ]

  /// Whether the collection uses only the files it was given (true), or also the fonts
  /// installed on the machine (false). Set when the collection is created.
  public let isHermetic: Bool

  private let lock = NSLock()
  /// Loaded files: user fonts, then bundled ones (the fallback order), then installed ones
  /// (looked up by family or for one cluster, never searched in order).
  private var files: [FontFile] = []
  private var faces: [FontFace.CacheKey: (face: FontFace, lastUse: UInt64)] = [:]
  private var faceUseClock: UInt64 = 0
  private var faceByteLimit = 32 << 20
  private var defaultFamilyName: String?
  private var installedFallbacks: [[UInt32]: FontFile?] = [:]

  /// Creates an empty collection; add fonts with ``addFont(atPath:)``.
  ///
  /// - Parameter hermetic: Whether to use only the added fonts (true, the default) or also
  ///   the fonts installed on the machine.
  public init(hermetic: Bool = true) {
    self.isHermetic = hermetic
  }

  /// Loads the bundled fonts from the `Fonts/` folder.
  ///
  /// The folder is ``bundledFontsFolder()``: `KINETYPE_FONTS` when set, else an installed
  /// tool's own `share/kinetype/Fonts` (beside its `bin/`), else the package's `Fonts/`; never
  /// a folder found from the working directory (``BundledFontsFolder``). Throws a ``FontError``
  /// naming every place it looked. Cost: reads ~15 MB of font files once.
  ///
  /// - Parameter hermetic: Whether to use the bundled fonts only (true, the default: frames
  ///   are identical on every machine) or also the fonts installed on this one (false: as the
  ///   command line does unless given `--hermetic`).
  public static func bundled(hermetic: Bool = true) throws -> FontCollection {
    let folder = try bundledFontsFolder()
    let collection = FontCollection(hermetic: hermetic)
    for name in bundledFileNames {
      try collection.appendFile(atPath: folder + "/" + name)
    }
    return collection
  }

  /// One process-wide hermetic collection of the bundled fonts, loaded on first use and shared
  /// after.
  ///
  /// Saves reloading ~15 MB of fonts per call; fonts added to it with ``addFont(atPath:)``
  /// are seen by every user of the shared collection. Throws as ``bundled(hermetic:)`` (and
  /// tries again on the next call).
  public static func shared() throws -> FontCollection {
    sharedLock.lock()
    defer { sharedLock.unlock() }
    if let collection = sharedCollection.value { return collection }
    let collection = try bundled()
    sharedCollection.value = collection
    return collection
  }

  private static let sharedLock = NSLock()
  private static let sharedCollection = SharedBox()

  /// The folder holding the bundled fonts (``BundledFontsFolder/current()``: `KINETYPE_FONTS`,
  /// else an installed tool's `share/kinetype/Fonts`, else the package's `Fonts/`), or a
  /// ``FontError`` listing where it looked.
  public static func bundledFontsFolder() throws -> String {
    try BundledFontsFolder.current().path
  }

  /// Adds the font file at `path` at the front of the fallback chain (after other user fonts)
  /// and returns its family name.
  ///
  /// Throws a ``FontError`` naming the path when it is missing, unreadable or not a font.
  /// Its family can then be asked for by name with `Font.custom(_:size:)` or the markup
  /// `font:` attribute; ``setDefaultFamily(_:)`` makes it the font of text that names none.
  @discardableResult
  public func addFont(atPath path: String) throws -> String {
    let file = try FontFile(path: path)
    file.origin = .user
    lock.lock()
    defer { lock.unlock() }
    let userCount = files.prefix { $0.isUser }.count
    files.insert(file, at: userCount)
    return file.familyName
  }

  /// The family of text whose font names none (`Font.body`, `Font.system(size:)`): Inter
  /// for the bundled fonts, else the first file's family; nil for an empty collection.
  public var defaultFamily: String? {
    lock.lock()
    defer { lock.unlock() }
    return defaultFamilyName ?? files.first?.familyName
  }

  /// Makes `family` the family of text whose font names none; the other fonts stay fallbacks.
  ///
  /// The name is matched without regard to case, among the loaded fonts and, when the
  /// collection is not hermetic, the installed ones (`DejaVu Serif`). Throws a ``FontError``
  /// listing the nearest known names when no family has that name.
  public func setDefaultFamily(_ family: String) throws {
    let name = try self.family(named: family)
    lock.lock()
    defer { lock.unlock() }
    defaultFamilyName = name
  }

  /// The family called `name` (without regard to case), as the font spells it.
  ///
  /// Searches the loaded fonts, then, unless the collection is hermetic, the installed ones.
  /// Throws a ``FontError`` (`unknown font family 'X'; near matches: …`) when there is none.
  public func family(named name: String) throws -> String {
    if let known = resolveFamily(name) { return known }
    throw FontError(unknownFamilyMessage(name))
  }

  /// The family names of the loaded fonts in fallback order, without duplicates.
  public var familyNames: [String] {
    lock.lock()
    defer { lock.unlock() }
    var seen = Set<String>()
    return files.map(\.familyName).filter { seen.insert($0).inserted }
  }

  /// The installed families fontconfig lists, sorted; empty for a hermetic collection or when
  /// fontconfig is unavailable.
  public var installedFamilyNames: [String] {
    isHermetic ? [] : InstalledFonts.shared?.familyNames ?? []
  }

  private func appendFile(atPath path: String) throws {
    let file = try FontFile(path: path)
    lock.lock()
    defer { lock.unlock() }
    files.append(file)
    if defaultFamilyName == nil { defaultFamilyName = file.familyName }
  }

  /// The files in fallback order, installed ones last.
  var allFiles: [FontFile] {
    lock.lock()
    defer { lock.unlock() }
    return files
  }

  /// The loaded family spelled like `name` (any case), or the installed one when not hermetic.
  func resolveFamily(_ name: String) -> String? {
    let wanted = name.lowercased()
    if let file = allFiles.first(where: { $0.familyName.lowercased() == wanted }) {
      return file.familyName
    }
    guard !isHermetic, let face = InstalledFonts.shared?.faces(ofFamily: name).first else {
      return nil
    }
    return face.families.first { $0.lowercased() == wanted } ?? name
  }

  /// `unknown font family 'X'; near matches: A, B`: the loaded and installed families spelled
  /// nearly so. When none is, and the collection is not hermetic, the installed family
  /// fontconfig substitutes for the name (`near matches: DejaVu Sans (fontconfig's
  /// substitute)`), then the loaded families.
  func unknownFamilyMessage(_ name: String) -> String {
    let loaded = familyNames
    let installed = installedFamilyNames
    let near = FamilyNames.nearest(to: name, among: loaded + installed)
    var message = "unknown font family '\(name)'"
    if !near.isEmpty {
      message += "; near matches: " + near.joined(separator: ", ")
    } else {
      if !isHermetic, let substitute = InstalledFonts.shared?.substituteFamily(for: name) {
        message += "; near matches: \(substitute) (fontconfig's substitute)"
      }
      message += "; loaded families: " + loaded.joined(separator: ", ")
    }
    if isHermetic { message += " (hermetic: installed fonts are not searched)" }
    return message
  }

  /// The file for a descriptor's family and style.
  ///
  /// A nil family means ``defaultFamily``. Among the loaded files of the family (or, when the
  /// family is installed and the collection not hermetic, among its installed faces) the best
  /// match for width, italic and weight wins, as CSS font matching orders them. An unknown
  /// family falls back to the default family (layout reports it).
  func primaryFile(for font: Font) -> FontFile? {
    let all = allFiles
    let fallbackFamily = (defaultFamily ?? "").lowercased()
    let family = font.family?.lowercased() ?? fallbackFamily
    let loaded = all.filter { $0.origin != .installed && $0.familyName.lowercased() == family }
    if !loaded.isEmpty { return FontMatching.best(loaded, for: font) }
    if !isHermetic, let installed = installedFile(family: family, font: font) { return installed }
    let fallback = all.filter { $0.familyName.lowercased() == fallbackFamily }
    return fallback.isEmpty ? all.first : FontMatching.best(fallback, for: font)
  }

  /// The installed face of `family` best matching `font`, loaded (once) into the collection.
  private func installedFile(family: String, font: Font) -> FontFile? {
    guard let installed = InstalledFonts.shared else { return nil }
    let candidates = installed.faces(ofFamily: family)
    guard let face = FontMatching.best(candidates, for: font) else { return nil }
    return loadInstalled(face)
  }

  /// The installed font fontconfig prefers for a cluster no loaded font covers, loaded (once)
  /// into the collection; nil when hermetic or when no installed font covers it.
  func installedFallback(covering scalars: [UInt32]) -> FontFile? {
    guard !isHermetic else { return nil }
    lock.lock()
    if let known = installedFallbacks[scalars] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let file = InstalledFonts.shared?.fallbackFace(covering: scalars).flatMap(loadInstalled)
    lock.lock()
    defer { lock.unlock() }
    installedFallbacks[scalars] = .some(file)
    return file
  }

  /// The loaded file for an installed face, loading it on first use. A file that fails to
  /// load is skipped (nil).
  private func loadInstalled(_ face: InstalledFonts.Face) -> FontFile? {
    lock.lock()
    if let file = files.first(where: { $0.path == face.path && $0.faceIndex == face.index }) {
      lock.unlock()
      return file
    }
    lock.unlock()
    guard let file = try? FontFile(path: face.path, faceIndex: face.index) else { return nil }
    file.origin = .installed
    lock.lock()
    defer { lock.unlock() }
    if let existing = files.first(where: { $0.path == face.path && $0.faceIndex == face.index }) {
      return existing
    }
    files.append(file)
    return file
  }

  /// The face of `file` for a descriptor: size and axes (`wght`, `wdth`, `opsz` = size unless
  /// given, then any explicit variations), clamped to the axes' ranges.
  func face(file: FontFile, font: Font) throws -> FontFace {
    var coordinates: [Double] = []
    for axis in file.axes {
      var value = axis.defaultValue
      switch axis.tag.description {
      case "wght": value = font.weight.value
      case "wdth": value = font.width ?? axis.defaultValue
      case "opsz": value = font.size
      case "ital": value = font.isItalic ? 1 : 0
      default: break
      }
      if let explicit = font.variations[axis.tag] { value = explicit }
      if !value.isFinite { value = axis.defaultValue }
      coordinates.append(min(max(value, axis.minimum), axis.maximum))
    }
    let key = FontFace.CacheKey(
      path: file.path, faceIndex: file.faceIndex, size: font.size, coordinates: coordinates)
    lock.lock()
    if let face = faces[key]?.face {
      faceUseClock += 1
      faces[key]?.lastUse = faceUseClock
      lock.unlock()
      return face
    }
    lock.unlock()
    let face = try FontFace(file: file, size: font.size, coordinates: coordinates)
    lock.lock()
    defer { lock.unlock() }
    faceUseClock += 1
    if let existing = faces[key]?.face {
      faces[key]?.lastUse = faceUseClock
      return existing
    }
    faces[key] = (face, faceUseClock)
    evictFaces()
    return face
  }

  /// The most bytes the cached faces may hold, estimated by ``FontFace/estimatedByteCount``
  /// (FreeType's and HarfBuzz's objects and each face's cached outlines). Past it, the least
  /// recently used faces are dropped until half is left; layouts that hold one keep it alive.
  /// A text animating its size or weight makes a face per frame, so without a limit the cache
  /// would grow with the frame count. Default: 32 MiB; 0 caches only the face last asked for.
  public var faceCacheByteLimit: Int {
    get { lock.withLock { faceByteLimit } }
    set {
      lock.withLock {
        faceByteLimit = max(0, newValue)
        evictFaces()
      }
    }
  }

  /// The estimated bytes the cached faces hold now (at most about ``faceCacheByteLimit``).
  public var faceCacheByteCount: Int {
    lock.withLock { faces.values.reduce(0) { $0 + $1.face.estimatedByteCount } }
  }

  /// The number of faces cached now.
  public var cachedFaceCount: Int { lock.withLock { faces.count } }

  /// Drops the least recently used faces while the cache is over its limit, down to half of
  /// it, always keeping the one used last; the caller holds the lock.
  private func evictFaces() {
    var total = faces.values.reduce(0) { $0 + $1.face.estimatedByteCount }
    guard total > faceByteLimit else { return }
    for (key, entry) in faces.sorted(by: { $0.value.lastUse < $1.value.lastUse }).dropLast() {
      guard total > faceByteLimit / 2 else { break }
      total -= entry.face.estimatedByteCount
      faces[key] = nil
    }
  }

  /// The primary face for a descriptor (no fallback): what `Font` asks for.
  ///
  /// Throws when the collection is empty or the size is not positive and finite.
  public func face(for font: Font) throws -> FontFace {
    guard let file = primaryFile(for: font) else { throw FontError("the font collection is empty") }
    return try face(file: file, font: font)
  }
}

/// Storage for ``FontCollection/shared()``, guarded by its lock.
private final class SharedBox: @unchecked Sendable {
  var value: FontCollection?
}

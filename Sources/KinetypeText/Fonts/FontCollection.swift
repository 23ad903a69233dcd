import Foundation

/// The fonts text may use, in fallback order, and the faces loaded from them.
///
/// ``bundled()`` loads the fonts shipped in `Fonts/`; ``addFont(atPath:)`` adds a user's font
/// at the front of the fallback chain. Faces are cached (never evicted) by file, size and variation
/// coordinates. Internally locked: a collection may be shared between threads.
public final class FontCollection: @unchecked Sendable {
  /// The bundled files in fallback order (after Inter's italic, which only italic text uses).
  public static let bundledFileNames = [
    "Inter-Variable.ttf", "Inter-Italic-Variable.ttf", "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf", "NotoSansDevanagari-Regular.ttf", "NotoSansThai-Regular.ttf",
    "NotoSansCJKjp-Subset.otf",
  ]

  private let lock = NSLock()
  private var files: [FontFile] = []
  private var faces: [FontFace.CacheKey: FontFace] = [:]
  private var defaultFamily: String?

  /// Creates an empty collection; add fonts with ``addFont(atPath:)``.
  public init() {}

  /// Loads the bundled fonts from the `Fonts/` folder.
  ///
  /// The folder is found, in order: from the `KINETYPE_FONTS` environment variable; walking up
  /// from this source file to a folder containing `Fonts/Inter-Variable.ttf`; walking up from
  /// the current directory likewise; next to the executable (`../share/kinetype/Fonts`). Throws
  /// a ``FontError`` naming every place it looked. Cost: reads ~25 MB of font files once.
  public static func bundled() throws -> FontCollection {
    let folder = try bundledFontsFolder()
    let collection = FontCollection()
    for name in bundledFileNames {
      try collection.appendFile(atPath: folder + "/" + name)
    }
    return collection
  }

  /// One process-wide collection of the bundled fonts, loaded on first use and shared after.
  ///
  /// Saves reloading ~25 MB of fonts per call; fonts added to it with ``addFont(atPath:)``
  /// are seen by every user of the shared collection. Throws as ``bundled()`` (and tries
  /// again on the next call).
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

  /// The folder holding the bundled fonts, or a ``FontError`` listing where it looked.
  public static func bundledFontsFolder() throws -> String {
    var looked: [String] = []
    let manager = FileManager.default
    func has(_ folder: String) -> Bool {
      looked.append(folder)
      return manager.fileExists(atPath: folder + "/Inter-Variable.ttf")
    }
    if let env = ProcessInfo.processInfo.environment["KINETYPE_FONTS"], !env.isEmpty {
      if has(env) { return env }
    }
    for start in [
      URL(fileURLWithPath: #filePath).deletingLastPathComponent(),
      URL(fileURLWithPath: manager.currentDirectoryPath),
    ] {
      var url = start
      while url.path != "/" && !url.path.isEmpty {
        if has(url.appendingPathComponent("Fonts").path) {
          return url.appendingPathComponent("Fonts").path
        }
        url.deleteLastPathComponent()
      }
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    let installed = executable.appendingPathComponent("../share/kinetype/Fonts").standardized.path
    if has(installed) { return installed }
    throw FontError(
      "bundled fonts not found (no Inter-Variable.ttf); looked in: "
        + looked.joined(separator: ", ") + "; set KINETYPE_FONTS to the Fonts folder")
  }

  /// Adds the font file at `path` at the front of the fallback chain (after other user fonts).
  ///
  /// Throws a ``FontError`` naming the path when it is missing, unreadable or not a font.
  /// Its family can then be asked for by name with `Font.custom(_:size:)`.
  public func addFont(atPath path: String) throws {
    let file = try FontFile(path: path)
    lock.lock()
    defer { lock.unlock() }
    let userCount = files.prefix { $0.isUser }.count
    file.isUser = true
    files.insert(file, at: userCount)
  }

  /// The family names in fallback order, without duplicates.
  public var familyNames: [String] {
    lock.lock()
    defer { lock.unlock() }
    var seen = Set<String>()
    return files.map(\.familyName).filter { seen.insert($0).inserted }
  }

  private func appendFile(atPath path: String) throws {
    let file = try FontFile(path: path)
    lock.lock()
    defer { lock.unlock() }
    files.append(file)
    if defaultFamily == nil { defaultFamily = file.familyName }
  }

  /// The files in fallback order.
  var allFiles: [FontFile] {
    lock.lock()
    defer { lock.unlock() }
    return files
  }

  /// The file for a descriptor's family and style: a case-insensitive family match preferring
  /// the right italic-ness; nil family means the default family (the first bundled one, or
  /// the first file).
  func primaryFile(for font: Font) -> FontFile? {
    let all = allFiles
    let family = (font.family ?? defaultFamily ?? all.first?.familyName ?? "").lowercased()
    let matches = all.filter { $0.familyName.lowercased() == family }
    return matches.first { $0.isItalic == font.isItalic } ?? matches.first
      ?? all.first { $0.familyName == defaultFamily && $0.isItalic == font.isItalic }
      ?? all.first
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
    if let face = faces[key] {
      lock.unlock()
      return face
    }
    lock.unlock()
    let face = try FontFace(file: file, size: font.size, coordinates: coordinates)
    lock.lock()
    defer { lock.unlock() }
    if let existing = faces[key] { return existing }
    faces[key] = face
    return face
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

import Foundation

/// The bundled icon font that stands in for Apple's SF Symbols: Google's Material Icons
/// (`Fonts/MaterialIcons-Regular.ttf`, Apache 2.0), found in the same folder as the other
/// bundled fonts (``BundledFontsFolder``), so every machine and every package depending on
/// Kinetype draws the same icons. It is never a fallback for text: only symbol images use it.
package enum SymbolFont {
  /// The file's name in the bundled fonts folder.
  package static let fileName = "MaterialIcons-Regular.ttf"

  /// The size the face is loaded at, in pixels per em; outlines are scaled from it.
  package static let unitsPerLoad = 100.0

  /// The face at ``unitsPerLoad`` px per em, loaded once per process from the bundled fonts
  /// folder, or the ``FontError`` saying where it was looked for (tried again on the next call).
  package static func face() throws -> FontFace {
    lock.lock()
    defer { lock.unlock() }
    if let face = cache.face { return face }
    let path = try BundledFontsFolder.current().path + "/" + fileName
    guard FileManager.default.fileExists(atPath: path) else {
      throw FontError("the symbol font \(fileName) is not in the bundled fonts folder (\(path))")
    }
    let collection = FontCollection(hermetic: true)
    let family = try collection.addFont(atPath: path)
    let face = try collection.face(for: .custom(family, size: unitsPerLoad))
    cache.face = face
    return face
  }

  private static let lock = NSLock()
  private static let cache = FaceBox()
}

/// Storage for ``SymbolFont/face()``, guarded by its lock.
private final class FaceBox: @unchecked Sendable {
  var face: FontFace?
}

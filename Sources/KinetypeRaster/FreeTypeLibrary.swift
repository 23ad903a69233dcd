internal import CFreeType
import KinetypeCore

/// One `FT_Library`, used by one thread at a time (FreeType's rule for a library's raster
/// pool and stroker memory). Owned by ``FreeTypeLibraries``.
final class FreeTypeLibrary: @unchecked Sendable {
  let handle: FT_Library

  init?() {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    handle = library
  }

  deinit { FT_Done_FreeType(handle) }
}

/// A pool of FreeType libraries: each rasterization borrows one for its duration, so any
/// number of threads can rasterize at once without sharing FreeType state. Thread-safe.
enum FreeTypeLibraries {
  private static let pool = Locked<[FreeTypeLibrary]>([])

  /// Runs `body` with a library no other thread is using; nil if FreeType cannot start.
  static func withLibrary<R>(_ body: (FT_Library) -> R) -> R? {
    guard let library = pool.withLock({ $0.popLast() }) ?? FreeTypeLibrary() else {
      RasterWarnings.warn(
        .skippedDraw, "FreeType could not be initialized; nothing was rasterized", in: "fill")
      return nil
    }
    defer { pool.withLock { $0.append(library) } }
    return body(library.handle)
  }
}

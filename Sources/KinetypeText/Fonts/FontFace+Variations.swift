import KinetypeCore

extension FontFace {
  /// The variation axes of the face's font with their ranges, in the font's order (empty when the
  /// font is not variable).
  public var variationAxes: [FontVariationAxis] { file.axes }

  /// This face with the axes `values` names set to those values (clamped to each axis's range;
  /// tags the font lacks are ignored), every other axis, the size and the file unchanged.
  ///
  /// For drawing a glyph of a laid-out run at another weight without laying the text out again:
  /// the variant has its own outlines (FreeType at the new coordinates), advances and
  /// ``cacheKey``, so the glyph cache keeps its glyphs apart. Variants are shared: asking twice
  /// for the same coordinates gives the same object (a process-wide table of the 512 most
  /// recently made variants); quantize animated values (whole units of `wght`, say) so a moving
  /// axis reuses a few variants. Returns `self` when nothing changes.
  /// - Throws: ``FontError`` when FreeType or HarfBuzz cannot open the face again.
  public func variant(_ values: [FontTag: Double]) throws -> FontFace {
    var coordinates = cacheKey.coordinates
    for (index, axis) in file.axes.enumerated() where index < coordinates.count {
      guard let value = values[axis.tag], value.isFinite else { continue }
      coordinates[index] = min(max(value, axis.minimum), axis.maximum)
    }
    if coordinates == cacheKey.coordinates { return self }
    let key = CacheKey(
      path: cacheKey.path, faceIndex: cacheKey.faceIndex, size: cacheKey.size,
      coordinates: coordinates)
    if let face = FaceVariants.shared.face(for: key) { return face }
    let face = try FontFace(file: file, size: size, coordinates: coordinates)
    return FaceVariants.shared.insert(face, for: key)
  }
}

/// The variants ``FontFace/variant(_:)`` made, by cache key: the most recently used 512.
private final class FaceVariants: Sendable {
  static let shared = FaceVariants()
  private static let capacity = 512

  private struct State: ~Copyable {
    var faces: [FontFace.CacheKey: (face: FontFace, lastUse: UInt64)] = [:]
    var clock: UInt64 = 0
  }

  private let state = Locked(State())

  func face(for key: FontFace.CacheKey) -> FontFace? {
    state.withLock { state in
      guard let entry = state.faces[key] else { return nil }
      state.clock += 1
      state.faces[key] = (entry.face, state.clock)
      return entry.face
    }
  }

  /// Keeps `face` unless another thread made the same variant first; returns the kept one.
  func insert(_ face: FontFace, for key: FontFace.CacheKey) -> FontFace {
    state.withLock { state in
      state.clock += 1
      if let existing = state.faces[key] {
        state.faces[key] = (existing.face, state.clock)
        return existing.face
      }
      if state.faces.count >= Self.capacity {
        // Drop the least recently used half, amortizing the sort.
        let ordered = state.faces.sorted { $0.value.lastUse < $1.value.lastUse }
        for (old, _) in ordered.prefix(Self.capacity / 2) { state.faces[old] = nil }
      }
      state.faces[key] = (face, state.clock)
      return face
    }
  }
}

/// Straight-alpha value of premultiplied channel `c` with alpha `a`: round(c·255/a), at
/// index a·256 + c. Exact inverse of the reader's premultiplication for every c ≤ a.
let unpremultiplyTable: [UInt8] = {
  var table = [UInt8](repeating: 0, count: 256 * 256)
  for a in 1..<256 {
    for c in 0...a { table[a << 8 | c] = UInt8((c * 255 + a / 2) / a) }
  }
  return table
}()

/// Turns a rectangle of a pixmap into PNG's filtered scanlines (PNG spec §7.2 and §9): for
/// each row a filter-type byte, then the row's samples in `format`, filtered.
struct PNGScanlines {
  /// The layout of the samples.
  let format: PNGPixelFormat
  /// The row filter.
  let filter: PNGFilter

  /// The filtered scanlines of the `width`×`height` rectangle at (`x`, `y`) of `pixmap`,
  /// which must lie inside it.
  ///
  /// - Throws: ``RasterError`` when a pixel has no entry in an indexed format's palette.
  func bytes(of pixmap: Pixmap, x: Int, y: Int, width: Int, height: Int) throws -> [UInt8] {
    precondition(
      x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= pixmap.width
        && y + height <= pixmap.height, "PNG region outside the pixmap")
    let rowBytes = width * format.bytesPerPixel
    let stride = rowBytes + 1
    var palette = ColorTable()
    for (index, word) in format.palette.enumerated() { palette.insert(word, value: UInt8(index)) }
    var output = [UInt8](repeating: 0, count: stride * height)
    // The row above the first is all zeros (PNG spec §9.2).
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var trial = [UInt8](repeating: 0, count: filter == .adaptive ? rowBytes : 0)
    var complete = true
    let pixmapWidth = pixmap.width
    let format = self.format
    let filter = self.filter
    pixmap.withWordsReadOnly { words in
      unpremultiplyTable.withUnsafeBufferPointer { table in
        output.withUnsafeMutableBufferPointer { out in
          for row in 0..<height {
            // safety: the row starts inside the pixmap (checked above) and `width` words
            // follow it in the same row.
            let source = words + (y + row) * pixmapWidth + x
            // safety: each output row is `stride` bytes inside `out`, which holds `height` rows.
            let line = out.baseAddress.unsafelyUnwrapped + row * stride
            if filter == .none {
              line[0] = 0
              complete =
                Self.convert(source, count: width, format, table, palette, into: line + 1)
                && complete
              continue
            }
            current.withUnsafeMutableBufferPointer { cur in
              complete =
                Self.convert(
                  source, count: width, format, table, palette,
                  into: cur.baseAddress.unsafelyUnwrapped)
                && complete
            }
            Self.filterRow(
              current, above: previous, filter, format.bytesPerPixel, &trial, into: line)
            swap(&current, &previous)
          }
        }
      }
    }
    guard complete else {
      throw RasterError("a pixel is not in the indexed format's palette", at: "PNG encoder")
    }
    return output
  }

  /// Writes `count` pixels from `source` as samples of `format`; false when a pixel is not in
  /// the palette of an indexed format.
  private static func convert(
    _ source: UnsafePointer<UInt32>, count: Int, _ format: PNGPixelFormat,
    _ table: UnsafeBufferPointer<UInt8>, _ palette: ColorTable,
    into out: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    // safety: `source` has `count` words and `out` has count·bytesPerPixel bytes (caller);
    // table indices are a·256 + c < 65,536.
    switch format.colorType {
    case .grey:
      for i in 0..<count { out[i] = UInt8(truncatingIfNeeded: UInt32(littleEndian: source[i])) }
    case .rgb:
      for i in 0..<count {
        let w = UInt32(littleEndian: source[i])
        out[3 * i] = UInt8(truncatingIfNeeded: w)
        out[3 * i + 1] = UInt8(truncatingIfNeeded: w >> 8)
        out[3 * i + 2] = UInt8(truncatingIfNeeded: w >> 16)
      }
    case .greyAlpha:
      for i in 0..<count {
        let w = UInt32(littleEndian: source[i])
        let a = Int(w >> 24)
        out[2 * i] = table[a << 8 | Int(w & 0xFF)]
        out[2 * i + 1] = UInt8(a)
      }
    case .rgba:
      for i in 0..<count {
        let w = UInt32(littleEndian: source[i])
        let a = Int(w >> 24)
        if a == 255 {
          out[4 * i] = UInt8(truncatingIfNeeded: w)
          out[4 * i + 1] = UInt8(truncatingIfNeeded: w >> 8)
          out[4 * i + 2] = UInt8(truncatingIfNeeded: w >> 16)
        } else {
          out[4 * i] = table[a << 8 | Int(w & 0xFF)]
          out[4 * i + 1] = table[a << 8 | Int(w >> 8 & 0xFF)]
          out[4 * i + 2] = table[a << 8 | Int(w >> 16 & 0xFF)]
        }
        out[4 * i + 3] = UInt8(a)
      }
    case .indexed:
      var lastWord = UInt32(littleEndian: source[0]) ^ 1
      var lastIndex: UInt8 = 0
      for i in 0..<count {
        let w = UInt32(littleEndian: source[i])
        if w != lastWord {
          guard let index = palette.value(of: w) else { return false }
          lastWord = w
          lastIndex = index
        }
        out[i] = lastIndex
      }
    }
    return true
  }

  /// Writes the filter-type byte and the filtered `row` to `line`.
  private static func filterRow(
    _ row: [UInt8], above: [UInt8], _ filter: PNGFilter, _ bpp: Int, _ trial: inout [UInt8],
    into line: UnsafeMutablePointer<UInt8>
  ) {
    row.withUnsafeBufferPointer { cur in
      above.withUnsafeBufferPointer { prev in
        // safety: `line` has 1 + row.count bytes (caller); cur and prev have row.count.
        let c = cur.baseAddress.unsafelyUnwrapped
        let p = prev.baseAddress.unsafelyUnwrapped
        let n = cur.count
        guard filter == .adaptive else {
          let type = Self.type(of: filter)
          line[0] = type
          apply(type, c, p, n, bpp, line + 1)
          return
        }
        // libpng's heuristic: the filter whose residues, read as signed bytes, have the
        // smallest sum of magnitudes.
        trial.withUnsafeMutableBufferPointer { scratch in
          let t = scratch.baseAddress.unsafelyUnwrapped
          var best: (type: UInt8, cost: Int) = (0, .max)
          for type: UInt8 in 0...4 {
            apply(type, c, p, n, bpp, t)
            var cost = 0
            for i in 0..<n { cost += Int(Int8(bitPattern: t[i]).magnitude) }
            if cost < best.cost {
              best = (type, cost)
              line[0] = type
              (line + 1).update(from: t, count: n)
            }
          }
        }
      }
    }
  }

  private static func type(of filter: PNGFilter) -> UInt8 {
    switch filter {
    case .none, .adaptive: 0
    case .sub: 1
    case .up: 2
    case .average: 3
    case .paeth: 4
    }
  }

  /// Filter `type` (0–4) of the `n` bytes at `c`, with `p` the row above, into `out`.
  private static func apply(
    _ type: UInt8, _ c: UnsafePointer<UInt8>, _ p: UnsafePointer<UInt8>, _ n: Int, _ bpp: Int,
    _ out: UnsafeMutablePointer<UInt8>
  ) {
    // safety: every index is in 0..<n, and i - bpp is only read when i >= bpp.
    switch type {
    case 0:
      out.update(from: c, count: n)
    case 1:
      for i in 0..<min(bpp, n) { out[i] = c[i] }
      for i in min(bpp, n)..<n { out[i] = c[i] &- c[i - bpp] }
    case 2:
      for i in 0..<n { out[i] = c[i] &- p[i] }
    case 3:
      for i in 0..<min(bpp, n) { out[i] = c[i] &- p[i] >> 1 }
      for i in min(bpp, n)..<n {
        out[i] = c[i] &- UInt8((UInt16(c[i - bpp]) + UInt16(p[i])) >> 1)
      }
    default:
      for i in 0..<min(bpp, n) { out[i] = c[i] &- p[i] }  // Paeth with a = c = 0 picks b
      for i in min(bpp, n)..<n {
        let a = Int(c[i - bpp])
        let b = Int(p[i])
        let d = Int(p[i - bpp])
        let pa = abs(b - d)
        let pb = abs(a - d)
        let pc = abs(a + b - 2 * d)
        let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : d)
        out[i] = c[i] &- UInt8(predictor)
      }
    }
  }
}

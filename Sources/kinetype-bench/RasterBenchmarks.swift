import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRaster

/// The stand-in glyph: a ring with a stem, about 40×50 px (what scripts/bench-raster's cairo
/// peer draws too).
func benchGlyph() -> Path {
  var path = Path(ellipseIn: CGRect(x: 2, y: 2, width: 34, height: 34))
  path.addEllipse(in: CGRect(x: 9, y: 9, width: 20, height: 20))
  path.addRect(CGRect(x: 30, y: 4, width: 6, height: 44))
  return path
}

/// Measurements for the raster layer; scripts/bench-raster runs pycairo and ImageMagick on the
/// same work. Arguments: `--frame-out PATH` writes the text frame that is PNG-encoded;
/// `--png-sweep` also times every PNG filter at levels 1, 2, 3 and 6.
func runRasterBenchmarks(arguments: [String]) throws {
  let width = 1920
  let height = 1080
  let glyph = benchGlyph()
  let evenOdd = FillStyle(eoFill: true)
  let cached = Rasterizer.coverage(of: glyph, style: evenOdd)
  var canvas = try Pixmap(width: width, height: height, background: .white)
  let ink = Paint.color(Color(red: 0.1, green: 0.1, blue: 0.12))

  // 1. 10,000 composites of one cached mask at random (whole-pixel) positions.
  var random = SeededRandom(seed: 1)
  var positions: [(Double, Double)] = []
  for _ in 0..<10_000 {
    positions.append(
      (random.nextUnit() * Double(width - 40), random.nextUnit() * Double(height - 50)))
  }
  let quantized = secondsPerCall(rounds: 3) {
    for (x, y) in positions {
      canvas.composite(cached.offsetBy(x: Int(x), y: Int(y)), with: ink)
    }
  }
  report("raster.glyphs.cached", quantized * 1000, "ms")

  // 2. The same 10,000 with quantization disabled: one mask per distinct 1/64 px offset,
  //    rasterized on first use (empty cache each run: the first frame's cost).
  let unquantized = secondsPerCall(rounds: 3, minimumSeconds: 0.1) {
    var cache: [Int: CoverageMask] = [:]
    for (x, y) in positions {
      let fx = Int((x - x.rounded(.down)) * 64)
      let fy = Int((y - y.rounded(.down)) * 64)
      let key = fx << 8 | fy
      let mask =
        cache[key]
        ?? {
          let m = Rasterizer.coverage(
            of: glyph,
            transform: CGAffineTransform(translationX: Double(fx) / 64, y: Double(fy) / 64),
            style: evenOdd)
          cache[key] = m
          return m
        }()
      canvas.composite(mask.offsetBy(x: Int(x), y: Int(y)), with: ink)
    }
  }
  report("raster.glyphs.unquantized", unquantized * 1000, "ms")
  let distinct = Set(
    positions.map { x, y in
      Int((x - x.rounded(.down)) * 64) << 8 | Int((y - y.rounded(.down)) * 64)
    })
  report("raster.glyphs.unquantized.masks", Double(distinct.count), "masks")
  let one = secondsPerCall(rounds: 3, minimumSeconds: 0.05) {
    _ = Rasterizer.coverage(
      of: glyph, transform: CGAffineTransform(translationX: 0.3, y: 0.7), style: evenOdd)
  }
  report("raster.glyphs.rasterizeOne", one * 1e6, "us")

  // 3. 1,000 rounded rectangles, filled.
  var shapes = SeededRandom(seed: 2)
  var rects: [(Path, Paint)] = []
  for _ in 0..<1_000 {
    let w = 20 + shapes.nextUnit() * 200
    let h = 20 + shapes.nextUnit() * 120
    let rect = CGRect(
      x: shapes.nextUnit() * (Double(width) - w), y: shapes.nextUnit() * (Double(height) - h),
      width: w,
      height: h)
    let color = Color(
      red: shapes.nextUnit(), green: shapes.nextUnit(), blue: shapes.nextUnit(), opacity: 0.8)
    rects.append((Path(roundedRect: rect, cornerRadius: 12, style: .circular), .color(color)))
  }
  let roundedRects = secondsPerCall(rounds: 3) {
    for (path, paint) in rects { canvas.fill(path, with: paint) }
  }
  report("raster.roundedRects", roundedRects * 1000, "ms")
  let rasterizeOnly = secondsPerCall(rounds: 3) {
    for (path, _) in rects { _ = Rasterizer.coverage(of: path, clipTo: (width, height)) }
  }
  report("raster.roundedRects.coverageOnly", rasterizeOnly * 1000, "ms")

  // 4. A radius-8 (σ = 8) Gaussian blur of a 1920×1080 frame.
  let frame = canvas
  var blurred = frame
  let blur = secondsPerCall(rounds: 3) {
    blurred = frame
    blurred.apply(.blur(radius: 8))
  }
  report("raster.blur8", blur * 1000, "ms")

  // Layer composite (no peer): a full-frame layer drawn back at 50 % opacity.
  var target = frame
  let layer = frame
  let layerTime = secondsPerCall(rounds: 3) { target.draw(layer, opacity: 0.5) }
  report("raster.layer.draw", layerTime * 1000, "ms")

  // 5. PNG-encoding a 1920×1080 text frame: lines of glyphs on white.
  var text = try Pixmap(width: width, height: height, background: .white)
  for line in 0..<18 {
    for column in 0..<44 {
      let x = 40 + column * 42 + (column * 7 + line * 3) % 5
      let mask = cached.offsetBy(x: x, y: 30 + line * 58)
      if (column + line) % 9 != 0 { text.composite(mask, with: ink) }
    }
  }
  if let index = arguments.firstIndex(of: "--frame-out"), index + 1 < arguments.count {
    try text.writePNG(to: arguments[index + 1], options: .archival)
  }
  var size = 0
  let png = secondsPerCall(rounds: 3) { size = (try? text.pngData(options: .frames))?.count ?? 0 }
  report("raster.png.frames", png * 1000, "ms")
  report("raster.png.frames.bytes", Double(size), "bytes")
  if arguments.contains("--png-sweep") {
    for filter in PNGFilter.allCases {
      for level in [1, 2, 3, 6] {
        var bytes = 0
        let options = PNGOptions(compressionLevel: level, filter: filter)
        let t = secondsPerCall(rounds: 2, minimumSeconds: 0.05) {
          bytes = (try? text.pngData(options: options))?.count ?? 0
        }
        report("raster.png.sweep.\(filter).\(level)", t * 1000, "ms \(bytes) bytes")
      }
    }
  }
  var archivalSize = 0
  let archival = secondsPerCall(rounds: 1, minimumSeconds: 0.05) {
    archivalSize = (try? text.pngData(options: .archival))?.count ?? 0
  }
  report("raster.png.archival", archival * 1000, "ms")
  report("raster.png.archival.bytes", Double(archivalSize), "bytes")
}

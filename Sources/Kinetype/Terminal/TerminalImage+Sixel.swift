extension TerminalImage {
  /// `image` as DEC sixel graphics, composited over `background`: a palette of the image's
  /// own colors when it has at most 256 (text on a flat ground usually does, edges included),
  /// otherwise the 6×6×6 color cube and a 40-step grey ramp, each pixel mapped to the nearest
  /// entry. Raster attributes give a 1:1 pixel aspect and the size; runs of four or more
  /// equal sixels are run-length coded (`!n`).
  public static func sixel(_ image: Pixmap, background: Color) -> String {
    let ground = groundBytes(background)
    let (width, height) = (image.width, image.height)
    // Each pixel's palette index, and the palette.
    var indices = [UInt8](repeating: 0, count: width * height)
    var palette: [(UInt8, UInt8, UInt8)] = []
    image.withUnsafePremultipliedBytes { pixels in
      var colors: [UInt32: UInt8] = [:]
      var exact = true
      for i in 0..<(width * height) {
        let c = composite(
          pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2], pixels[4 * i + 3], over: ground)
        let key = UInt32(c.0) << 16 | UInt32(c.1) << 8 | UInt32(c.2)
        if let index = colors[key] {
          indices[i] = index
        } else if palette.count < 256 {
          colors[key] = UInt8(palette.count)
          indices[i] = UInt8(palette.count)
          palette.append(c)
        } else {
          exact = false
          break
        }
      }
      guard !exact else { return }
      palette = fixedPalette
      for i in 0..<(width * height) {
        let c = composite(
          pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2], pixels[4 * i + 3], over: ground)
        indices[i] = nearestFixed(c)
      }
    }
    var out = "\u{1B}Pq\"1;1;\(width);\(height)"
    for (index, color) in palette.enumerated() {
      func percent(_ v: UInt8) -> Int { (Int(v) * 100 + 127) / 255 }
      out += "#\(index);2;\(percent(color.0));\(percent(color.1));\(percent(color.2))"
    }
    var bits = [UInt8](repeating: 0, count: width)
    var used = [Bool](repeating: false, count: palette.count)
    for band in stride(from: 0, to: height, by: 6) {
      let rows = min(6, height - band)
      for k in used.indices { used[k] = false }
      for y in band..<(band + rows) {
        for x in 0..<width { used[Int(indices[y * width + x])] = true }
      }
      var first = true
      for color in used.indices where used[color] {
        for x in 0..<width {
          var value: UInt8 = 0
          for dy in 0..<rows where Int(indices[(band + dy) * width + x]) == color {
            value |= 1 << UInt8(dy)
          }
          bits[x] = value
        }
        // Trailing empty sixels draw nothing: leave them out.
        var end = width
        while end > 0, bits[end - 1] == 0 { end -= 1 }
        if !first { out += "$" }
        first = false
        out += "#\(color)"
        var x = 0
        while x < end {
          var run = 1
          while x + run < end, bits[x + run] == bits[x] { run += 1 }
          let character = String(UnicodeScalar(63 + bits[x]))
          out += run >= 4 ? "!\(run)\(character)" : String(repeating: character, count: run)
          x += run
        }
      }
      out += "-"
    }
    return out + "\u{1B}\\"
  }

  /// The 6×6×6 cube, then greys 8, 18, …, 238 (as xterm's 256 colors).
  static let fixedPalette: [(UInt8, UInt8, UInt8)] = {
    let levels: [UInt8] = [0, 51, 102, 153, 204, 255]
    var palette: [(UInt8, UInt8, UInt8)] = []
    for r in levels { for g in levels { for b in levels { palette.append((r, g, b)) } } }
    for step in 0..<40 {
      let v = UInt8(3 + step * 252 / 39)
      palette.append((v, v, v))
    }
    return palette
  }()

  /// The nearest entry of ``fixedPalette``: the cube's, or the grey ramp's when closer.
  static func nearestFixed(_ c: (UInt8, UInt8, UInt8)) -> UInt8 {
    func level(_ v: UInt8) -> Int { (Int(v) + 25) / 51 }
    let (r, g, b) = (level(c.0), level(c.1), level(c.2))
    let cube = r * 36 + g * 6 + b
    func distance(_ p: (UInt8, UInt8, UInt8)) -> Int {
      let dr = Int(p.0) - Int(c.0)
      let dg = Int(p.1) - Int(c.1)
      let db = Int(p.2) - Int(c.2)
      return dr * dr + dg * dg + db * db
    }
    let mean = (Int(c.0) + Int(c.1) + Int(c.2)) / 3
    let grey = 216 + min(39, max(0, ((mean - 3) * 39 + 126) / 252))
    return UInt8(distance(fixedPalette[grey]) < distance(fixedPalette[cube]) ? grey : cube)
  }
}

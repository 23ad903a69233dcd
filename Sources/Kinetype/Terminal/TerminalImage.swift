import Foundation

/// Pictures as terminal output, in each of the ``TerminalGraphics``: what `kinetype preview`
/// writes, built as strings so that tests can read them back.
public enum TerminalImage {
  /// The largest size with the aspect ratio of `width`×`height` inside `box`, never larger
  /// than the image itself, at least 1×1.
  public static func fit(width: Int, height: Int, into box: (width: Int, height: Int)) -> (
    width: Int, height: Int
  ) {
    guard width > 0, height > 0, box.width > 0, box.height > 0 else { return (1, 1) }
    let scale = min(1, Double(box.width) / Double(width), Double(box.height) / Double(height))
    return (
      max(1, min(box.width, Int((Double(width) * scale).rounded()))),
      max(1, min(box.height, Int((Double(height) * scale).rounded())))
    )
  }

  /// `image` as rows of half blocks: each cell is `▀` with the upper pixel as its 24-bit
  /// foreground color and the lower as its background (a space when both are the same), so
  /// row *r* of the result shows pixel rows 2*r* and 2*r* + 1. Translucent pixels are
  /// composited over `background`; an odd last pixel row is shown over it.
  ///
  /// Colors are set only when they change along a row, and each row ends with `ESC [ 0 m`;
  /// the rows hold no cursor movement, so the caller places them.
  public static func blockRows(_ image: Pixmap, background: Color) -> [String] {
    let ground = groundBytes(background)
    let (width, height) = (image.width, image.height)
    return image.withUnsafePremultipliedBytes { pixels -> [String] in
      func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        guard y < height else { return ground }
        let i = 4 * (y * width + x)
        return composite(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3], over: ground)
      }
      var rows: [String] = []
      rows.reserveCapacity((height + 1) / 2)
      for row in 0..<((height + 1) / 2) {
        var line = ""
        var foreground: (UInt8, UInt8, UInt8)?
        var backgroundColor: (UInt8, UInt8, UInt8)?
        for x in 0..<width {
          let top = pixel(x, 2 * row)
          let bottom = pixel(x, 2 * row + 1)
          if backgroundColor == nil || backgroundColor.map({ $0 != bottom }) == true {
            line += "\u{1B}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m"
            backgroundColor = bottom
          }
          if top == bottom {
            line += " "
            continue
          }
          if foreground == nil || foreground.map({ $0 != top }) == true {
            line += "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m"
            foreground = top
          }
          line += "▀"
        }
        rows.append(line + "\u{1B}[0m")
      }
      return rows
    }
  }

  /// The bytes base64 holds per kitty graphics chunk: 4096 (the protocol's limit).
  static let kittyChunkSize = 4096

  /// `image` as kitty graphics commands: a PNG transmitted and displayed at once (`a=T`) as
  /// image `imageID`, scaled by the terminal into `columns`×`rows` cells from the cursor,
  /// which does not move (`C=1`); the terminal sends no reply (`q=2`). The base64 data is
  /// split into chunks of at most 4096 bytes (`m=1` on all but the last).
  ///
  /// - Throws: ``RasterError`` when the PNG cannot be encoded.
  public static func kitty(_ image: Pixmap, columns: Int, rows: Int, imageID: Int) throws
    -> String
  {
    let png = try image.pngData(options: .fast)
    let encoded = Data(png).base64EncodedString()
    var chunks: [Substring] = []
    var start = encoded.startIndex
    while start < encoded.endIndex {
      let end =
        encoded.index(start, offsetBy: kittyChunkSize, limitedBy: encoded.endIndex)
        ?? encoded.endIndex
      chunks.append(encoded[start..<end])
      start = end
    }
    var output = ""
    for (index, chunk) in chunks.enumerated() {
      let more = index < chunks.count - 1 ? 1 : 0
      let keys =
        index == 0
        ? "a=T,f=100,i=\(imageID),p=1,q=2,C=1,c=\(columns),r=\(rows),m=\(more)" : "m=\(more)"
      output += "\u{1B}_G\(keys);\(chunk)\u{1B}\\"
    }
    return output
  }

  /// Deletes kitty image `imageID` and frees its data.
  public static func kittyDelete(imageID: Int) -> String {
    "\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\"
  }

  /// The background as bytes.
  static func groundBytes(_ color: Color) -> (UInt8, UInt8, UInt8) {
    func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
    return (byte(color.red), byte(color.green), byte(color.blue))
  }

  /// A premultiplied pixel over an opaque ground.
  @inline(__always) static func composite(
    _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, over ground: (UInt8, UInt8, UInt8)
  ) -> (UInt8, UInt8, UInt8) {
    if a == 255 { return (r, g, b) }
    let rest = 255 - Int(a)
    func mix(_ c: UInt8, _ g: UInt8) -> UInt8 {
      UInt8(min(255, Int(c) + (Int(g) * rest + 127) / 255))
    }
    return (mix(r, ground.0), mix(g, ground.1), mix(b, ground.2))
  }
}

/// The bytes of a YUV4MPEG2 stream: its header, then each frame as `FRAME` and its planes
/// (Y′, Cb, Cr, and for ``Y4MWriter/Sampling/yuva444`` alpha), converted by ``YCbCr/bt709``.
/// ``Y4MWriter`` writes them to a file or pipe; ``FFmpegWriter`` feeds them to ffmpeg.
struct Y4MEncoder {
  let width: Int
  let height: Int
  let sampling: Y4MWriter.Sampling
  /// The stream header line.
  let header: [UInt8]
  /// `FRAME\n` and the planes of the last frame encoded.
  private var buffer: [UInt8]
  private static let frameTag = Array("FRAME\n".utf8)

  init(width: Int, height: Int, rate: FrameRate, sampling: Y4MWriter.Sampling) {
    self.width = width
    self.height = height
    self.sampling = sampling
    let tag =
      switch sampling {
      case .yuv420: "C420jpeg"
      case .yuv444: "C444"
      case .yuva444: "C444alpha"
      }
    header = Array(
      "YUV4MPEG2 W\(width) H\(height) F\(rate.numerator):\(rate.denominator) Ip A1:1 \(tag) XCOLORRANGE=LIMITED\n"
        .utf8)
    buffer = Self.frameTag + [UInt8](repeating: 0, count: Self.frameBytes(width, height, sampling))
  }

  /// Bytes of one frame's planes.
  static func frameBytes(_ width: Int, _ height: Int, _ sampling: Y4MWriter.Sampling) -> Int {
    switch sampling {
    case .yuv420: width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    case .yuv444: 3 * width * height
    case .yuva444: 4 * width * height
    }
  }

  /// `FRAME\n` and the planes of `frame`, which must have the stream's size.
  mutating func encode(_ frame: Pixmap) -> [UInt8] {
    precondition(frame.width == width && frame.height == height, "Y4M frame of another size")
    let sampling = self.sampling
    buffer.withUnsafeMutableBufferPointer { out in
      // safety: the buffer holds the 6-byte tag then frameBytes(width, height, sampling).
      Self.convert(frame, sampling: sampling, into: out.baseAddress.unsafelyUnwrapped + 6)
    }
    return buffer
  }

  /// The Y′, Cb, Cr (and alpha) planes of `frame`.
  static func convert(
    _ frame: Pixmap, sampling: Y4MWriter.Sampling, into o: UnsafeMutablePointer<UInt8>
  ) {
    let (w, h) = (frame.width, frame.height)
    let matrix = YCbCr.bt709
    frame.withUnsafePremultipliedBytes { pixels in
      // safety: pixels has 4·w·h bytes; `o` has frameBytes(w, h, sampling) bytes (caller),
      // and every index below stays inside the plane it addresses.
      let p = pixels.baseAddress.unsafelyUnwrapped
      switch sampling {
      case .yuv444, .yuva444:
        let straight = sampling == .yuva444
        for i in 0..<(w * h) {
          var (r, g, b) = (Int(p[4 * i]), Int(p[4 * i + 1]), Int(p[4 * i + 2]))
          let a = Int(p[4 * i + 3])
          if straight, a != 255 {
            (r, g, b) = a == 0 ? (0, 0, 0) : Self.unpremultiplied(r, g, b, a)
          }
          o[i] = matrix.luma(r, g, b)
          (o[w * h + i], o[2 * w * h + i]) = matrix.chroma(r, g, b, shift: 0)
          if straight { o[3 * w * h + i] = UInt8(a) }
        }
      case .yuv420:
        Self.convert420(p, width: w, height: h, matrix, into: o)
      }
    }
  }

  /// 4:2:0: Y′ for every pixel, Cb and Cr of the mean of each 2×2 block (fewer pixels on an
  /// odd last row or column). Two rows at a time, the common 2×2 case without bounds logic.
  private static func convert420(
    _ p: UnsafePointer<UInt8>, width w: Int, height h: Int, _ matrix: YCbCr,
    into o: UnsafeMutablePointer<UInt8>
  ) {
    // safety: p has 4·w·h bytes, o has w·h + 2·cw·ch; rows y and y + 1 < h are read, and
    // chroma index (y/2)·cw + x/2 < cw·ch.
    let (cw, ch) = ((w + 1) / 2, (h + 1) / 2)
    let cbPlane = o + w * h
    let crPlane = cbPlane + cw * ch
    var y = 0
    while y < h {
      let pairedRows = y + 1 < h
      let row0 = p + 4 * y * w
      let row1 = pairedRows ? row0 + 4 * w : row0
      let luma0 = o + y * w
      let luma1 = luma0 + w
      let chromaRow = (y / 2) * cw
      var x = 0
      if pairedRows {
        // The common case: a full 2×2 block. Blocks equal to the one before (the flat
        // background of most frames) reuse its values.
        var last: (UInt64, UInt64) = (0, 0)
        var cacheValid = false
        var cached: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0)
        while x + 1 < w {
          let j = 4 * x
          let block = (
            UnsafeRawPointer(row0 + j).loadUnaligned(as: UInt64.self),
            UnsafeRawPointer(row1 + j).loadUnaligned(as: UInt64.self)
          )
          if !cacheValid || block != last {
            last = block
            cacheValid = true
            let (r0, g0, b0) = (Int(row0[j]), Int(row0[j + 1]), Int(row0[j + 2]))
            let (r1, g1, b1) = (Int(row0[j + 4]), Int(row0[j + 5]), Int(row0[j + 6]))
            let (r2, g2, b2) = (Int(row1[j]), Int(row1[j + 1]), Int(row1[j + 2]))
            let (r3, g3, b3) = (Int(row1[j + 4]), Int(row1[j + 5]), Int(row1[j + 6]))
            let (u, v) = matrix.chroma(
              r0 &+ r1 &+ r2 &+ r3, g0 &+ g1 &+ g2 &+ g3, b0 &+ b1 &+ b2 &+ b3, shift: 2)
            cached = (
              matrix.luma(r0, g0, b0), matrix.luma(r1, g1, b1), matrix.luma(r2, g2, b2),
              matrix.luma(r3, g3, b3), u, v
            )
          }
          luma0[x] = cached.0
          luma0[x + 1] = cached.1
          luma1[x] = cached.2
          luma1[x + 1] = cached.3
          cbPlane[chromaRow + x / 2] = cached.4
          crPlane[chromaRow + x / 2] = cached.5
          x += 2
        }
      }
      // An odd last column, or the last row of an odd height: blocks of one or two pixels.
      while x < w {
        let columns = x + 1 < w ? 2 : 1
        var (r, g, b) = (0, 0, 0)
        for dy in 0..<(pairedRows ? 2 : 1) {
          let row = dy == 0 ? row0 : row1
          let luma = dy == 0 ? luma0 : luma1
          for dx in 0..<columns {
            let j = 4 * (x + dx)
            let (pr, pg, pb) = (Int(row[j]), Int(row[j + 1]), Int(row[j + 2]))
            luma[x + dx] = matrix.luma(pr, pg, pb)
            r += pr
            g += pg
            b += pb
          }
        }
        let count = (pairedRows ? 2 : 1) * columns
        (cbPlane[chromaRow + x / 2], crPlane[chromaRow + x / 2]) = matrix.chroma(
          r, g, b, shift: count == 4 ? 2 : (count == 2 ? 1 : 0))
        x += 2
      }
      y += 2
    }
  }

  /// Straight color of a premultiplied one: round(c·255/a).
  @inline(__always) static func unpremultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> (
    Int, Int, Int
  ) {
    ((r * 255 + a / 2) / a, (g * 255 + a / 2) / a, (b * 255 + a / 2) / a)
  }
}

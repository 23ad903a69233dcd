/// Gaussian blur on premultiplied pixels (so transparent edges never darken): a true
/// separable Gaussian kernel for small radii, three extended-box passes per axis for large
/// ones (O(1) per pixel whatever the radius). An extended box (Gwosdek et al., 2011) adds a
/// fractional tap at each end, so three passes have exactly the Gaussian's variance σ².
extension Pixmap {
  /// Below this standard deviation the exact kernel is used; above, three box passes.
  static let boxBlurThreshold = 3.0

  /// Blurs in place with standard deviation `sigma` (finite, ≥ 0; 0 does nothing). With
  /// `dithers`, wide blurs (the box path) round through a 4×4 ordered dither instead of to
  /// nearest, so smooth ramps do not band (deterministic: the pattern is fixed per pixel).
  mutating func blur(sigma: Double, dithers: Bool = false) {
    guard sigma > 0.1 else { return }
    // Beyond the largest canvas side a wider blur looks the same; the cap keeps sizes finite.
    let sigma = min(sigma, 20_000)
    let (w, h) = (width, height)
    let count = w * h * 4
    pixels.withUnsafeMutableBufferPointer { image in
      do {
        let a = image.baseAddress.unsafelyUnwrapped
        if sigma < Pixmap.boxBlurThreshold {
          let b = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
          defer { b.deallocate() }
          let kernel = Pixmap.gaussianKernel(sigma: sigma)
          Pixmap.convolveRows(a, b, w, h, kernel)
          Pixmap.convolveColumns(b, a, w, h, kernel)
        } else {
          let box = ExtendedBox(sigma: sigma)
          let first = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
          let second = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
          defer {
            first.deallocate()
            second.deallocate()
          }
          Pixmap.boxRows(a, first, w, h, box)
          Pixmap.boxColumns(first, second, w, h, box)
          Pixmap.boxColumns(second, first, w, h, box)
          Pixmap.boxColumns(first, second, w, h, box)
          if dithers {
            for i in 0..<count {
              let pixel = i / 4
              let threshold = Pixmap.bayer4[(pixel / w & 3) * 4 + (pixel % w & 3)]
              a[i] = UInt8(min(255, (UInt32(second[i]) &+ threshold) >> 8))
            }
          } else {
            for i in 0..<count {
              a[i] = UInt8(truncatingIfNeeded: (UInt32(second[i]) &+ 128) >> 8)
            }
          }
        }
        // Rounding may leave a color channel one above alpha; restore premultiplied order.
        for i in stride(from: 0, to: count, by: 4) {
          let alpha = a[i + 3]
          if a[i] > alpha { a[i] = alpha }
          if a[i + 1] > alpha { a[i + 1] = alpha }
          if a[i + 2] > alpha { a[i + 2] = alpha }
        }
      }
    }
  }

  /// A 4×4 ordered-dither matrix as rounding offsets in 1/256ths (8…248; the mean is 128,
  /// so the dither does not shift brightness).
  static let bayer4: [UInt32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
    $0 * 16 + 8
  }

  /// Fixed-point weights (sum 65,536) for taps −r...r, r = ⌈3σ⌉.
  static func gaussianKernel(sigma: Double) -> [UInt32] {
    let r = Int((3 * sigma).rounded(.up))
    let weights = (-r...r).map { i -> Double in
      let x = Double(i) / sigma
      return exp(-0.5 * x * x)
    }
    let total = weights.reduce(0, +)
    var fixed = weights.map { UInt32(($0 / total * 65536).rounded()) }
    let sum = fixed.reduce(0, +)
    fixed[r] = fixed[r] &+ 65536 &- sum  // exact normalization
    return fixed
  }

  private static func exp(_ x: Double) -> Double {
    // e^x for x ≤ 0 (kernel weights): squaring a short series keeps it exact enough.
    var y = x / 1024
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= y / Double(n)
      sum += term
    }
    y = sum
    for _ in 0..<10 { y *= y }
    return y
  }

  static func convolveRows(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int,
    _ kernel: [UInt32]
  ) {
    let r = kernel.count / 2
    kernel.withUnsafeBufferPointer { k in
      for y in 0..<h {
        let row = src + y * w * 4
        let out = dst + y * w * 4
        for x in 0..<w {
          var acc = SIMD4<UInt32>(repeating: 32768)
          for t in max(-r, -x)...min(r, w - 1 - x) {
            let p = row + (x + t) * 4
            acc &+= SIMD4(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3])) &* k[t + r]
          }
          let o = out + x * 4
          o[0] = UInt8(acc[0] >> 16)
          o[1] = UInt8(acc[1] >> 16)
          o[2] = UInt8(acc[2] >> 16)
          o[3] = UInt8(acc[3] >> 16)
        }
      }
    }
  }

  static func convolveColumns(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int,
    _ kernel: [UInt32]
  ) {
    let r = kernel.count / 2
    let stride = w * 4
    let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: stride)
    defer { acc.deallocate() }
    kernel.withUnsafeBufferPointer { k in
      for y in 0..<h {
        acc.update(repeating: 32768, count: stride)
        for t in max(-r, -y)...min(r, h - 1 - y) {
          let row = src + (y + t) * stride
          let weight = k[t + r]
          for i in 0..<stride { acc[i] &+= UInt32(row[i]) &* weight }
        }
        let out = dst + y * stride
        for i in 0..<stride { out[i] = UInt8(acc[i] >> 16) }
      }
    }
  }

  /// Three extended-box passes along every row of `image` (bytes) into `out`, values scaled
  /// by 256 so the passes keep 8 fractional bits.
  static func boxRows(
    _ image: UnsafeMutablePointer<UInt8>, _ out: UnsafeMutablePointer<UInt16>, _ w: Int, _ h: Int,
    _ box: ExtendedBox
  ) {
    // Rows live inside zero margins of r + 1 pixels, so the passes read without bounds checks.
    let pad = box.radius + 1
    let n = (w + 2 * pad) * 4
    let a = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    let b = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    defer {
      a.deallocate()
      b.deallocate()
    }
    a.update(repeating: 0, count: n)
    b.update(repeating: 0, count: n)
    for y in 0..<h {
      let row = image + y * w * 4
      let start = a + pad * 4
      for i in 0..<(w * 4) { start[i] = UInt32(row[i]) << 8 }
      var (from, to) = (a + pad * 4, b + pad * 4)
      for _ in 0..<3 {
        boxLine(from, to, w, box)
        swap(&from, &to)
      }
      let o = out + y * w * 4
      for i in 0..<(w * 4) { o[i] = UInt16(truncatingIfNeeded: from[i]) }
    }
  }

  /// One extended-box pass over `count` RGBA pixels whose neighbours up to r + 1 pixels
  /// outside are readable zeros: taps x−r...x+r weigh 1, taps x±(r+1) weigh α.
  @inline(__always) static func boxLine(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int,
    _ box: ExtendedBox
  ) {
    let r = box.radius
    let inner = SIMD4<Float>(repeating: box.innerWeight)
    let edge = SIMD4<Float>(repeating: box.edgeWeight)
    // Adding 1.5·2²³ leaves round(v) in a float's low mantissa bits: a rounding float-to-int
    // conversion without range checks (v is far below 2²²).
    let magic = SIMD4<Float>(repeating: 12_582_912)
    let magicBits = SIMD4<UInt32>(repeating: 0x4B40_0000)
    @inline(__always) func load(_ x: Int) -> SIMD4<UInt32> {
      UnsafeRawPointer(src + x * 4).loadUnaligned(as: SIMD4<UInt32>.self)
    }
    var sum = SIMD4<UInt32>(repeating: 0)
    for x in -r..<r { sum &+= load(x) }
    for x in 0..<count {
      sum &+= load(x + r)
      let e = load(x - r - 1) &+ load(x + r + 1)
      let v =
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: sum)) * inner
        + SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: e)) * edge + magic
      UnsafeMutableRawPointer(dst + x * 4).storeBytes(
        of: unsafeBitCast(v, to: SIMD4<UInt32>.self) &- magicBits, as: SIMD4<UInt32>.self)
      sum &-= load(x - r)
    }
  }

  /// One extended-box pass along columns, row by row with a running sum per channel
  /// (cache-friendly).
  static func boxColumns(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ w: Int, _ h: Int,
    _ box: ExtendedBox
  ) {
    let r = box.radius
    let stride = w * 4
    let (inner, edge) = (box.innerWeight, box.edgeWeight)
    let sum = UnsafeMutablePointer<UInt32>.allocate(capacity: stride)
    defer { sum.deallocate() }
    sum.update(repeating: 0, count: stride)
    for y in 0..<min(r, h) {
      let row = src + y * stride
      for i in 0..<stride { sum[i] &+= UInt32(row[i]) }
    }
    let zero = UnsafeMutablePointer<UInt16>.allocate(capacity: stride)
    defer { zero.deallocate() }
    zero.update(repeating: 0, count: stride)
    for y in 0..<h {
      if y + r < h {
        let row = src + (y + r) * stride
        for i in 0..<stride { sum[i] &+= UInt32(row[i]) }
      }
      let out = dst + y * stride
      let above = y - r - 1 >= 0 ? src + (y - r - 1) * stride : zero
      let below = y + r + 1 < h ? src + (y + r + 1) * stride : zero
      for i in 0..<stride {
        let e = Int32(above[i]) &+ Int32(below[i])
        let v = Float(Int32(bitPattern: sum[i])) * inner + Float(e) * edge + 12_582_912
        out[i] = UInt16(truncatingIfNeeded: v.bitPattern &- 0x4B40_0000)
      }
      if y - r >= 0 {
        let row = src + (y - r) * stride
        for i in 0..<stride { sum[i] &-= UInt32(row[i]) }
      }
    }
  }
}

/// One of three equal extended-box passes whose combined variance is σ²: taps −r...r weigh 1,
/// taps ±(r+1) weigh α (0 ≤ α < 1), normalized; weights in 32-bit fixed point.
struct ExtendedBox {
  let radius: Int
  let alpha: Double
  /// 1 / total weight.
  let innerWeight: Float
  /// α / total weight.
  let edgeWeight: Float

  init(sigma: Double) {
    let v = sigma * sigma / 3  // each pass's variance
    var r = Int(((12 * v + 1).squareRoot() - 1) / 2)
    while r > 0 && Double(r * (r + 1)) / 3 > v { r -= 1 }
    let rd = Double(r)
    let a = (2 * rd + 1) * (v - rd * (rd + 1) / 3) / (2 * ((rd + 1) * (rd + 1) - v))
    radius = r
    alpha = min(1, max(0, a))
    let total = 2 * rd + 1 + 2 * alpha
    innerWeight = Float(1 / total)
    edgeWeight = Float(alpha / total)
  }

  /// The variance of one pass (for tests).
  var variance: Double {
    let rd = Double(radius)
    return (rd * (rd + 1) * (2 * rd + 1) / 3 + 2 * alpha * (rd + 1) * (rd + 1))
      / (2 * rd + 1 + 2 * alpha)
  }
}

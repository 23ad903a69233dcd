/// Gaussian blur on premultiplied pixels (so transparent edges never darken): a true
/// separable Gaussian kernel for small radii, three box passes per axis for large ones
/// (O(1) per pixel whatever the radius).
extension Canvas {
  /// Below this standard deviation the exact kernel is used; above, three box passes.
  static let boxBlurThreshold = 3.0

  /// Blurs in place with standard deviation `sigma` (finite, ≥ 0; 0 does nothing).
  mutating func blur(sigma: Double) {
    guard sigma > 0.1 else { return }
    // Beyond the largest canvas side a wider blur looks the same; the cap keeps sizes finite.
    let sigma = min(sigma, 20_000)
    let (w, h) = (width, height)
    let count = w * h * 4
    pixels.withUnsafeMutableBufferPointer { image in
      do {
        let a = image.baseAddress.unsafelyUnwrapped
        if sigma < Canvas.boxBlurThreshold {
          let b = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
          defer { b.deallocate() }
          let kernel = Canvas.gaussianKernel(sigma: sigma)
          Canvas.convolveRows(a, b, w, h, kernel)
          Canvas.convolveColumns(b, a, w, h, kernel)
        } else {
          let radii = Canvas.boxRadii(sigma: sigma)
          let first = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
          let second = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
          defer {
            first.deallocate()
            second.deallocate()
          }
          Canvas.boxRows(a, first, w, h, radii)
          Canvas.boxColumns(first, second, w, h, radii[0])
          Canvas.boxColumns(second, first, w, h, radii[1])
          Canvas.boxColumns(first, second, w, h, radii[2])
          for i in 0..<count { a[i] = UInt8(truncatingIfNeeded: (UInt32(second[i]) &+ 128) >> 8) }
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

  /// Three box radii whose combined variance best matches σ² (boxes of width 2r+1).
  static func boxRadii(sigma: Double) -> [Int] {
    let target = 12 * sigma * sigma  // Σ (w² − 1) over three boxes
    var low = Int((target / 3 + 1).squareRoot())
    if low % 2 == 0 { low -= 1 }
    low = max(1, low)
    let high = low + 2
    let m = Int(
      ((3 * Double(high * high - 1) - target) / Double(high * high - low * low)).rounded())
    let lows = min(3, max(0, m))
    return (0..<3).map { $0 < lows ? (low - 1) / 2 : (high - 1) / 2 }
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

  /// Three box passes along every row of `image` (bytes) into `out`, values scaled by 256
  /// so the passes keep 8 fractional bits.
  static func boxRows(
    _ image: UnsafeMutablePointer<UInt8>, _ out: UnsafeMutablePointer<UInt16>, _ w: Int, _ h: Int,
    _ radii: [Int]
  ) {
    let n = w * 4
    let a = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    let b = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    defer {
      a.deallocate()
      b.deallocate()
    }
    for y in 0..<h {
      let row = image + y * n
      for i in 0..<n { a[i] = UInt32(row[i]) << 8 }
      var (from, to) = (a, b)
      for r in radii {
        boxLine(from, to, w, r)
        swap(&from, &to)
      }
      let o = out + y * n
      for i in 0..<n { o[i] = UInt16(truncatingIfNeeded: from[i]) }
    }
  }

  /// One box pass of radius `r` over `count` RGBA pixels: out[x] = mean of in[x−r...x+r].
  @inline(__always) static func boxLine(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int,
    _ r: Int
  ) {
    let scale = UInt64((1 << 32) / (2 * r + 1))
    var s0: UInt32 = 0
    var s1: UInt32 = 0
    var s2: UInt32 = 0
    var s3: UInt32 = 0
    for x in 0..<min(r, count) {
      s0 &+= src[x * 4]
      s1 &+= src[x * 4 + 1]
      s2 &+= src[x * 4 + 2]
      s3 &+= src[x * 4 + 3]
    }
    @inline(__always) func mean(_ s: UInt32) -> UInt32 {
      UInt32(truncatingIfNeeded: (UInt64(s) &* scale &+ (1 << 31)) >> 32)
    }
    for x in 0..<count {
      if x + r < count {
        let p = src + (x + r) * 4
        s0 &+= p[0]
        s1 &+= p[1]
        s2 &+= p[2]
        s3 &+= p[3]
      }
      let o = dst + x * 4
      o[0] = mean(s0)
      o[1] = mean(s1)
      o[2] = mean(s2)
      o[3] = mean(s3)
      if x - r >= 0 {
        let p = src + (x - r) * 4
        s0 &-= p[0]
        s1 &-= p[1]
        s2 &-= p[2]
        s3 &-= p[3]
      }
    }
  }

  /// One box pass along columns, row by row with a running sum per channel (cache-friendly).
  static func boxColumns(
    _ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ w: Int, _ h: Int,
    _ r: Int
  ) {
    let stride = w * 4
    let scale = UInt64((1 << 32) / (2 * r + 1))
    let sum = UnsafeMutablePointer<UInt32>.allocate(capacity: stride)
    defer { sum.deallocate() }
    sum.update(repeating: 0, count: stride)
    for y in 0..<min(r, h) {
      let row = src + y * stride
      for i in 0..<stride { sum[i] &+= UInt32(row[i]) }
    }
    for y in 0..<h {
      if y + r < h {
        let row = src + (y + r) * stride
        for i in 0..<stride { sum[i] &+= UInt32(row[i]) }
      }
      let out = dst + y * stride
      for i in 0..<stride {
        out[i] = UInt16(truncatingIfNeeded: (UInt64(sum[i]) &* scale &+ (1 << 31)) >> 32)
      }
      if y - r >= 0 {
        let row = src + (y - r) * stride
        for i in 0..<stride { sum[i] &-= UInt32(row[i]) }
      }
    }
  }
}

/// Gaussian blur on premultiplied pixels (so transparent edges never darken): a true
/// separable Gaussian kernel for small radii, three box passes per axis for large ones
/// (O(1) per pixel whatever the radius).
extension Canvas {
  /// Below this standard deviation the exact kernel is used; above, three box passes.
  static let boxBlurThreshold = 3.0

  /// Blurs in place with standard deviation `sigma` (finite, ≥ 0; 0 does nothing).
  mutating func blur(sigma: Double) {
    guard sigma > 0.1 else { return }
    let (w, h) = (width, height)
    let count = w * h * 4
    var scratch = [UInt8](repeating: 0, count: count)
    pixels.withUnsafeMutableBufferPointer { image in
      scratch.withUnsafeMutableBufferPointer { temp in
        let a = image.baseAddress.unsafelyUnwrapped
        let b = temp.baseAddress.unsafelyUnwrapped
        if sigma < Canvas.boxBlurThreshold {
          let kernel = Canvas.gaussianKernel(sigma: sigma)
          Canvas.convolveRows(a, b, w, h, kernel)
          Canvas.convolveColumns(b, a, w, h, kernel)
        } else {
          let boxes = Canvas.boxRadii(sigma: sigma)
          for r in boxes {
            Canvas.boxRows(a, b, w, h, r)
            Canvas.boxColumns(b, a, w, h, r)
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

  /// One box pass along rows: out[x] = mean of in[x−r...x+r], zero outside.
  static func boxRows(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int,
    _ r: Int
  ) {
    let scale = UInt64((1 << 32) / (2 * r + 1))
    for y in 0..<h {
      let row = src + y * w * 4
      let out = dst + y * w * 4
      var sum = SIMD4<UInt64>(repeating: 0)
      @inline(__always) func load(_ x: Int) -> SIMD4<UInt64> {
        guard x >= 0, x < w else { return .zero }
        let p = row + x * 4
        return SIMD4(UInt64(p[0]), UInt64(p[1]), UInt64(p[2]), UInt64(p[3]))
      }
      for x in 0..<min(r, w) { sum &+= load(x) }
      for x in 0..<w {
        sum &+= load(x + r)
        let v = (sum &* scale &+ (1 << 31)) &>> 32
        let o = out + x * 4
        o[0] = UInt8(truncatingIfNeeded: v[0])
        o[1] = UInt8(truncatingIfNeeded: v[1])
        o[2] = UInt8(truncatingIfNeeded: v[2])
        o[3] = UInt8(truncatingIfNeeded: v[3])
        sum &-= load(x - r)
      }
    }
  }

  /// One box pass along columns, row by row with a running sum per byte (cache-friendly).
  static func boxColumns(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int,
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
        out[i] = UInt8(truncatingIfNeeded: (UInt64(sum[i]) &* scale &+ (1 << 31)) &>> 32)
      }
      if y - r >= 0 {
        let row = src + (y - r) * stride
        for i in 0..<stride { sum[i] &-= UInt32(row[i]) }
      }
    }
  }
}

/// RGB to Y′CbCr by ITU-R BT.709 in limited ("TV", "MPEG") range, 8 bits, as ffmpeg and
/// video encoders expect for HD video:
///
///     Y′ = 16  + 219 · (0.2126 R′ + 0.7152 G′ + 0.0722 B′)
///     Cb = 128 + 224 · (B′ − Y′) / 1.8556
///     Cr = 128 + 224 · (R′ − Y′) / 1.5748
///
/// with R′G′B′ the sRGB-encoded values scaled to 0…1 (BT.709 and sRGB share primaries; the
/// values are not linearized, as no video pipeline does). Fixed point with 16 fraction bits,
/// rounded; each row of coefficients sums exactly, so white is (235, 128, 128) and black
/// (16, 128, 128).
struct YCbCr {
  /// Y′, Cb and Cr coefficients for R, G, B, times 2¹⁶ / 255 · range.
  let y: (Int, Int, Int)
  let cb: (Int, Int, Int)
  let cr: (Int, Int, Int)

  /// BT.709, limited range.
  static let bt709 = YCbCr(kr: 0.2126, kb: 0.0722)

  init(kr: Double, kb: Double) {
    let kg = 1 - kr - kb
    let one = 65536.0
    func scaled(_ v: Double, _ range: Double) -> Int { Int((v * range / 255 * one).rounded()) }
    // Luma: the green term takes the rounding so that the sum is exactly 219/255.
    let yr = scaled(kr, 219)
    let yb = scaled(kb, 219)
    y = (yr, scaled(1, 219) - yr - yb, yb)
    // Chroma rows sum to 0 (greys have no chroma): the ½ term takes the rounding.
    let cbr = scaled(-kr / (2 * (1 - kb)), 224)
    let cbg = scaled(-kg / (2 * (1 - kb)), 224)
    cb = (cbr, cbg, -cbr - cbg)
    let crg = scaled(-kg / (2 * (1 - kr)), 224)
    let crb = scaled(-kb / (2 * (1 - kr)), 224)
    cr = (-crg - crb, crg, crb)
  }

  /// Y′ of one pixel.
  /// (Wrapping arithmetic: the coefficients keep every result inside 16…240.)
  @inline(__always) func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: 16 &+ ((y.0 &* r &+ y.1 &* g &+ y.2 &* b &+ 32768) >> 16))
  }

  /// Cb and Cr of the mean of `count` pixels whose channels sum to (`r`, `g`, `b`), for
  /// `count` = 2^`shift`.
  @inline(__always) func chroma(_ r: Int, _ g: Int, _ b: Int, shift: Int) -> (UInt8, UInt8) {
    let half = 1 << (15 + shift)
    let u = 128 &+ ((cb.0 &* r &+ cb.1 &* g &+ cb.2 &* b &+ half) >> (16 + shift))
    let v = 128 &+ ((cr.0 &* r &+ cr.1 &* g &+ cr.2 &* b &+ half) >> (16 + shift))
    return (UInt8(truncatingIfNeeded: u), UInt8(truncatingIfNeeded: v))
  }
}

/// The PNG row filter, which trades encoding speed for size (PNG spec §9).
///
/// On text over a flat background ``none`` is both the fastest and the smallest: a glyph drawn
/// twice is the same run of bytes twice, which deflate finds as a match, while the predicting
/// filters turn it into residues that depend on the neighbours (`make bench`, area `png`).
public enum PNGFilter: Hashable, Sendable, CaseIterable {
  /// No filter: fastest; on text frames also the smallest.
  case none
  /// Each byte minus the one to its left: good on horizontal runs.
  case sub
  /// Each byte minus the one above: good on flat frames.
  case up
  /// Each byte minus the mean of left and above.
  case average
  /// Paeth's predictor: often smallest for photos, slowest of the single filters.
  case paeth
  /// Per row, the filter whose residues have the smallest sum of magnitudes (libpng's
  /// heuristic): best on photographic content, five times the filtering work.
  case adaptive
}

/// How a pixmap becomes a PNG file.
///
/// Every preset is lossless: the file decodes to exactly the pixmap's pixels (in straight
/// alpha, as PNG stores them). They differ in speed and size only; `make bench` (area `png`)
/// measures them on the benchmark workloads beside Pango's PNGs.
public struct PNGOptions: Hashable, Sendable {
  /// The deflate effort, libdeflate's scale: 0 (store) … 12 (smallest, slowest); values
  /// outside are clamped. Default (``frames``): 6.
  public var compressionLevel: Int
  /// The row filter. Default (``frames``): ``PNGFilter/none``.
  public var filter: PNGFilter
  /// Whether to store the pixels in the smallest color type that holds them exactly:
  /// 8-bit grey when every pixel is an opaque grey, an indexed (palette) image when there
  /// are at most 256 colors, otherwise RGB when every pixel is opaque, else RGBA. The scan
  /// is exact and deterministic; `false` always writes RGB or RGBA. Default: true.
  public var reducesColorType: Bool
  /// `tEXt` chunks, written in key order (keys 1–79 Latin-1 characters; others are dropped).
  /// Default: `["Software": "Kinetype"]`. Put the scene name and frame time here.
  public var text: [String: String]

  /// Creates options.
  public init(
    compressionLevel: Int = 6, filter: PNGFilter = .none, reducesColorType: Bool = true,
    text: [String: String] = ["Software": "Kinetype"]
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.reducesColorType = reducesColorType
    self.text = text
  }

  /// The default for frame sequences: reduced color type, no filter, level 6. On the
  /// benchmark frames (`make bench`, area `png`): 0.56× (W1) and 1.07× (W2) the bytes of
  /// Pango's PNGs of the same frames, in about 2 and 14 ms per frame on one core.
  public static let frames = PNGOptions()
  /// Previews and scratch renders: reduced color type, no filter, level 2 (libdeflate's
  /// level 1 is slower on text frames); about a fifth faster than ``frames``, 4% larger.
  public static let fast = PNGOptions(compressionLevel: 2)
  /// Files to keep: reduced color type, no filter, level 12 (libdeflate's near-optimal
  /// parse): 7–14% smaller than ``frames`` and 35–100 times slower (about 0.5 s for a
  /// 1080p text frame). Golden images use it.
  public static let archival = PNGOptions(compressionLevel: 12)

  /// The same options with `text` added (existing keys replaced).
  public func addingText(_ entries: [String: String]) -> PNGOptions {
    var copy = self
    copy.text.merge(entries) { $1 }
    return copy
  }

  /// `compressionLevel` clamped to libdeflate's 0…12.
  var clampedLevel: Int32 { Int32(min(12, max(0, compressionLevel))) }
}

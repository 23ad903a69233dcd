/// The PNG row filter, which trades encoding speed for size (PNG spec §9).
public enum PNGFilter: Hashable, Sendable, CaseIterable {
  /// No filter: fastest, largest.
  case none
  /// Each byte minus the one to its left: fast, good on horizontal runs.
  case sub
  /// Each byte minus the one above: fast, good on flat frames.
  case up
  /// Each byte minus the mean of left and above.
  case average
  /// Paeth's predictor: often smallest for photos, slowest of the single filters.
  case paeth
  /// libpng tries every filter on every row and keeps the smallest: slowest, smallest.
  case adaptive
}

/// How a canvas becomes a PNG file.
public struct PNGOptions: Hashable, Sendable {
  /// zlib level 0 (store) ... 9 (smallest). Default (``frames``): 1.
  public var compressionLevel: Int
  /// The row filter. Default (``frames``): ``PNGFilter/up``.
  public var filter: PNGFilter
  /// `tEXt` chunks, written in key order (keys 1–79 Latin-1 characters; others are dropped).
  /// Default: `["Software": "Kinetype"]`. Put the scene name and frame time here.
  public var text: [String: String]

  /// Creates options.
  public init(
    compressionLevel: Int = 1, filter: PNGFilter = .up,
    text: [String: String] = ["Software": "Kinetype"]
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.text = text
  }

  /// Fast encoding for frame sequences: level 1, the Up filter (RLE-friendly on flat frames).
  public static let frames = PNGOptions()
  /// Small files for keeping: level 9 with libpng's adaptive filtering.
  public static let archival = PNGOptions(compressionLevel: 9, filter: .adaptive)

  /// The same options with `text` added (existing keys replaced).
  public func addingText(_ entries: [String: String]) -> PNGOptions {
    var copy = self
    copy.text.merge(entries) { $1 }
    return copy
  }
}

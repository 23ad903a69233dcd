/// The layout a PNG stores its pixels in: a color type (PNG spec §6.1), 8 bits per sample,
/// and for indexed images the palette.
///
/// Every format here stores the pixmaps it was chosen for exactly; ``PNGColorSurvey`` picks
/// the smallest one that does. Grey and indexed images hold a third (or a quarter) of the
/// bytes of RGB(A), which is where most of the size of a text frame goes.
public struct PNGPixelFormat: Hashable, Sendable {
  /// A PNG color type.
  public enum ColorType: UInt8, Hashable, Sendable {
    /// One grey sample per pixel, opaque (type 0).
    case grey = 0
    /// Red, green and blue, opaque (type 2).
    case rgb = 2
    /// An index into a palette of up to 256 colors, with a `tRNS` chunk for alpha (type 3).
    case indexed = 3
    /// Grey and alpha (type 4).
    case greyAlpha = 4
    /// Red, green, blue and alpha (type 6).
    case rgba = 6
  }

  /// The color type.
  public let colorType: ColorType
  /// The palette of an indexed format as premultiplied RGBA words (red in the low byte), in
  /// index order: translucent entries first so that `tRNS` stays short. Empty otherwise.
  let palette: [UInt32]

  init(colorType: ColorType, palette: [UInt32] = []) {
    self.colorType = colorType
    self.palette = palette
  }

  /// Opaque grey, one byte per pixel.
  public static let grey = PNGPixelFormat(colorType: .grey)
  /// Grey with alpha, two bytes per pixel.
  public static let greyAlpha = PNGPixelFormat(colorType: .greyAlpha)
  /// Opaque RGB, three bytes per pixel.
  public static let rgb = PNGPixelFormat(colorType: .rgb)
  /// RGBA, four bytes per pixel: stores any pixmap.
  public static let rgba = PNGPixelFormat(colorType: .rgba)

  /// The number of colors in the palette (0 unless indexed).
  public var paletteCount: Int { palette.count }

  /// Whether this format stores every pixel `survey` saw exactly.
  package func canStore(_ survey: PNGColorSurvey) -> Bool {
    switch colorType {
    case .grey: survey.isOpaque && survey.isGrey
    case .greyAlpha: survey.isGrey
    case .rgb: survey.isOpaque
    case .rgba: true
    case .indexed: survey.colors.map { $0.isSubset(of: Set(palette)) } ?? false
    }
  }

  /// Bytes per pixel in a scanline.
  var bytesPerPixel: Int {
    switch colorType {
    case .grey, .indexed: 1
    case .greyAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }
}

/// An exact scan of one or more pixmaps for the smallest PNG format that stores them all
/// losslessly: grey when every pixel is an opaque grey, indexed when there are at most 256
/// distinct colors, grey+alpha when every pixel is grey, else RGB when every pixel is opaque,
/// else RGBA.
///
/// The result depends only on the set of pixels seen, not on the order of ``add(_:)`` and
/// ``merge(_:)`` calls, so parallel surveys of an animation's frames agree with a serial one.
package struct PNGColorSurvey: Hashable, Sendable {
  /// Whether every pixel seen is fully opaque.
  package private(set) var isOpaque = true
  /// Whether every pixel seen has red = green = blue.
  package private(set) var isGrey = true
  /// The distinct premultiplied pixel words seen, or nil once there are over 256.
  private(set) var colors: Set<UInt32>? = []

  /// An empty survey (its ``format`` is ``PNGPixelFormat/grey``).
  package init() {}

  /// A survey of one pixmap.
  package init(_ pixmap: Pixmap) {
    add(pixmap)
  }

  /// Adds every pixel of `pixmap`. O(pixels); runs of equal pixels cost one comparison each.
  package mutating func add(_ pixmap: Pixmap) {
    let count = pixmap.width * pixmap.height
    var table = ColorTable()
    if let colors { table.insert(contentsOf: colors) }
    var opaque = isOpaque
    var grey = isGrey
    var counting = colors != nil
    pixmap.withWordsReadOnly { words in
      // safety: the pixmap has width·height ≥ 1 words; i stays below that count.
      var last = words[0] ^ 1  // differs from the first pixel (raw words: equal iff equal)
      var i = 0
      while i < count {
        // A run of the last word (most of a frame is its background) is skipped eight words
        // at a time: one branch per block instead of one per pixel.
        while i + 8 <= count {
          let differences =
            (words[i] ^ last) | (words[i + 1] ^ last) | (words[i + 2] ^ last)
            | (words[i + 3] ^ last) | (words[i + 4] ^ last) | (words[i + 5] ^ last)
            | (words[i + 6] ^ last) | (words[i + 7] ^ last)
          if differences != 0 { break }
          i += 8
        }
        if i == count { break }
        let raw = words[i]
        i += 1
        if raw == last { continue }
        last = raw
        let word = UInt32(littleEndian: raw)
        if opaque, word >> 24 != 255 { opaque = false }
        if grey, word & 0xFF != (word >> 8) & 0xFF || word & 0xFF != (word >> 16) & 0xFF {
          grey = false
        }
        if counting, !table.insert(word) { counting = false }
        if !opaque, !grey, !counting { break }  // RGBA: nothing left to learn
      }
    }
    isOpaque = opaque
    isGrey = grey
    colors = counting ? table.elements : nil
  }

  /// Adds what `other` saw.
  package mutating func merge(_ other: PNGColorSurvey) {
    isOpaque = isOpaque && other.isOpaque
    isGrey = isGrey && other.isGrey
    if let mine = colors, let theirs = other.colors {
      let union = mine.union(theirs)
      colors = union.count <= 256 ? union : nil
    } else {
      colors = nil
    }
  }

  /// The smallest format that stores every pixel seen exactly.
  package var format: PNGPixelFormat {
    if isOpaque, isGrey { return .grey }
    if let colors { return PNGPixelFormat(colorType: .indexed, palette: Self.ordered(colors)) }
    if isGrey { return .greyAlpha }
    return isOpaque ? .rgb : .rgba
  }

  /// Palette order: translucent entries first (by alpha, then value) so `tRNS` lists only
  /// them, then opaque ones from dark to light. Deterministic for a given set.
  static func ordered(_ colors: Set<UInt32>) -> [UInt32] {
    func luma(_ w: UInt32) -> UInt32 {
      2126 * (w & 0xFF) + 7152 * (w >> 8 & 0xFF) + 722 * (w >> 16 & 0xFF)
    }
    let translucent = colors.filter { $0 >> 24 != 255 }.sorted {
      ($0 >> 24, $0 & 0xFF_FFFF) < ($1 >> 24, $1 & 0xFF_FFFF)
    }
    let opaque = colors.filter { $0 >> 24 == 255 }.sorted { (luma($0), $0) < (luma($1), $1) }
    return translucent + opaque
  }
}

/// A fixed-size open-addressing set of up to 256 pixel words: the hot path of the survey and
/// of palette lookups, without hashing through `Set`.
struct ColorTable {
  private var keys = [UInt32](repeating: 0, count: 1024)
  private var values = [UInt8](repeating: 0, count: 1024)
  private var used = [Bool](repeating: false, count: 1024)
  private(set) var count = 0

  private static func slot(_ word: UInt32) -> Int { Int((word &* 0x9E37_79B1) >> 22) }

  /// Inserts `word`; false when it is new and the table already holds 256 words.
  @discardableResult
  mutating func insert(_ word: UInt32, value: UInt8 = 0) -> Bool {
    var s = Self.slot(word)
    while used[s] {
      if keys[s] == word { return true }
      s = (s + 1) & 1023
    }
    guard count < 256 else { return false }
    used[s] = true
    keys[s] = word
    values[s] = value
    count += 1
    return true
  }

  mutating func insert(contentsOf words: some Sequence<UInt32>) {
    for word in words { insert(word) }
  }

  /// The value stored with `word`, or nil when it is absent.
  func value(of word: UInt32) -> UInt8? {
    var s = Self.slot(word)
    while used[s] {
      if keys[s] == word { return values[s] }
      s = (s + 1) & 1023
    }
    return nil
  }

  var elements: Set<UInt32> {
    var set = Set<UInt32>()
    for s in 0..<1024 where used[s] { set.insert(keys[s]) }
    return set
  }
}

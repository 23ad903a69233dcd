import Foundation
import Kinetype

/// The font target: the input is a font file (TrueType, CFF, a collection, colour tables:
/// `CBDT`, `COLR` v0 and v1, `sbix`, `SVG `). It is loaded through `addFont(atPath:)` as a user's
/// font would be, a few strings are laid out and drawn with it (upright, rotated and enlarged,
/// so outlines, bitmap strikes and colour paint graphs all run), and the outlines of the first
/// glyph IDs are read.
///
/// The sizes, strings and variation values are picked from a hash of the input, so a mutated
/// font also changes how it is used while the input stays a plain font file (the seed corpus is
/// real fonts).
public enum FontFuzz {
  /// Where the input is written for loading: in memory (`/dev/shm`) when there is one.
  static let path: String = {
    let folder =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return "\(folder)/kinetype-fuzz-font-\(getpid()).ttf"
  }()

  static let strings = [
    "ABCDEF", "Ag fi ffl", "\u{1F600}\u{1F44D}\u{1F3FD}\u{1F1EB}\u{1F1F7}", "漢字かな", "مرحبا بالعالم",
    "नमस्ते क्ष", "A\u{301}B\u{308}\u{327}", "ক্ষমা", "\u{2764}\u{FE0F}#\u{20E3}",
  ]

  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    guard FileManager.default.createFile(atPath: path, contents: Data(data)) else { return }
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fonts = FontCollection(hermetic: true)
    guard let family = try? fonts.addFont(atPath: path) else { return }
    // A cache of our own: the shared one knows fonts by path, and every input has this path.
    let cache = GlyphCache(byteLimit: 4 << 20)
    var hash = StableHash(seeding: data)
    let sizes: [Double] = [17, 64, 1, 160, 9.5, 300]
    for round in 0..<2 {
      var font = Font.custom(family, size: sizes[hash.next(below: sizes.count)])
      if hash.next(below: 2) == 0 { font.weight = Font.Weight(Double(hash.next(below: 1_000))) }
      if hash.next(below: 2) == 0 { font.variations["wdth"] = Double(hash.next(below: 200)) }
      let string = strings[(round + hash.next(below: strings.count)) % strings.count]
      guard let layout = try? Text.Layout(Text(string).font(font), fonts: fonts, width: 200) else {
        continue
      }
      TextLayoutFuzz.checkFinite(layout)
      guard var pixmap = try? Pixmap(width: 64, height: 48) else { return }
      GraphicsContext.render(into: &pixmap, glyphCache: cache) { context in
        context.draw(layout)
        var turned = context
        turned.rotate(by: .degrees(30))
        turned.scaleBy(x: 2.5, y: 1.5)
        turned.draw(layout)
      }
    }
    if let face = try? fonts.face(for: .custom(family, size: 24)) {
      for id in 0..<16 {
        _ = face.glyphPath(GlyphID(UInt32(id)))
        _ = face.glyphImageBounds(GlyphID(UInt32(id)))
      }
      _ = face.glyphPath(GlyphID(UInt32(hash.next(below: 65_536))))
    }
  }
}

/// A small deterministic generator seeded from bytes (FNV-1a, then SplitMix64), for choices
/// that must not consume the input.
struct StableHash {
  var state: UInt64

  /// A generator seeded from `bytes`, the same in every process (Swift's `Hasher` is seeded
  /// per process).
  init(seeding bytes: [UInt8]) {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x100_0000_01B3
    }
    state = value
  }

  /// The next number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(max(1, bound)))
  }
}

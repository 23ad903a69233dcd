/// The grapheme clusters of a paragraph with their code points, stored flat.
struct ClusterTable {
  /// Each cluster's UTF-16 range.
  var ranges: [Range<Int>] = []
  /// `scalarStart[i]..<scalarStart[i + 1]` indexes cluster i's code points in `scalars`.
  var scalarStart: [Int] = [0]
  /// Every code point, in order.
  var scalars: [UInt32] = []

  var count: Int { ranges.count }

  func scalars(of index: Int) -> ArraySlice<UInt32> {
    scalars[scalarStart[index]..<scalarStart[index + 1]]
  }
}

/// The fallback stage: picks a font file for every grapheme cluster, never splitting a cluster
/// across fonts.
///
/// A cluster takes the span's primary font if it covers every character of the cluster
/// (format characters such as ZWJ and variation selectors need no glyph), else the first file
/// in the collection's fallback order that does. After a fallback font, clusters that the
/// primary font does not cover, or that hold only spaces, punctuation and digits, stay in that
/// font if it covers them, so "שלום, עולם" is one run. A cluster no file covers uses the
/// primary font (drawn as `.notdef`) and its code points are reported.
struct FontFallback {
  let files: [FontFile]

  /// The index in `files` of the font for each cluster, plus the uncovered scalars.
  /// `primary[i]` is the index of cluster i's span font.
  func assign(_ clusters: ClusterTable, primary: [Int]) -> (
    files: [Int], uncovered: [Unicode.Scalar]
  ) {
    var result: [Int] = []
    var uncovered: [Unicode.Scalar] = []
    result.reserveCapacity(clusters.count)
    var previous = -1
    for index in 0..<clusters.count {
      let scalars = clusters.scalars(of: index)
      let primaryFile = primary[index]
      func covers(_ fileIndex: Int) -> Bool {
        let file = files[fileIndex]
        for scalar in scalars where !file.covers(scalar) && !FontFallback.needsNoGlyph(scalar) {
          return false
        }
        return true
      }
      var chosen = -1
      let primaryCovers = covers(primaryFile)
      if previous >= 0, previous != primaryFile,
        !primaryCovers || FontFallback.isNeutral(scalars), covers(previous)
      {
        chosen = previous
      } else if primaryCovers {
        chosen = primaryFile
      } else {
        chosen =
          files.indices.first { !files[$0].isItalic && covers($0) }
          ?? files.indices.first { covers($0) } ?? -1
      }
      if chosen < 0 {
        let file = files[primaryFile]
        for scalar in scalars where !file.covers(scalar) && !FontFallback.needsNoGlyph(scalar) {
          uncovered.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
        }
        chosen = primaryFile
      }
      result.append(chosen)
      previous = chosen
    }
    return (result, uncovered)
  }

  /// Characters shaping handles without a glyph of their own: joiners, variation selectors,
  /// bidi controls and other format characters, and line separators.
  static func needsNoGlyph(_ value: UInt32) -> Bool {
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
    // Format characters and variation selectors live only in these blocks; skip the property
    // lookup everywhere else.
    switch value {
    case 0xAD, 0x0600...0x0605, 0x061C, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x180B...0x180F,
      0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xFFF9...0xFFFB,
      0x110BD, 0x110CD, 0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      break
    default: return false
    }
    guard let scalar = Unicode.Scalar(value) else { return true }
    switch scalar.properties.generalCategory {
    case .format, .control, .lineSeparator, .paragraphSeparator: return true
    default: return scalar.properties.isVariationSelector
    }
  }

  /// Whether a cluster has no letters or marks (spaces, punctuation, digits, symbols).
  static func isNeutral(_ scalars: ArraySlice<UInt32>) -> Bool {
    scalars.allSatisfy { value in
      if value < 0x80 {
        let byte = UInt8(value)
        return !((byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A))
      }
      guard let scalar = Unicode.Scalar(value) else { return true }
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark:
        return false
      default: return true
      }
    }
  }
}

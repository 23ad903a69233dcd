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
/// A cluster that asks for emoji presentation (``wantsEmojiPresentation(_:)``) takes the first
/// colour font that covers it. Otherwise a cluster takes the span's primary font if it covers
/// every character of the cluster (format characters such as ZWJ and variation selectors need
/// no glyph), else the first file in the collection's fallback order that does. After a
/// fallback font (other than a colour one), clusters that the primary font does not cover, or
/// that hold only spaces, punctuation and digits, stay in that font if it covers them, so
/// "שלום, עולם" is one run.
/// A cluster no loaded file covers takes the installed font fontconfig prefers for it (when
/// the collection is not hermetic); failing that, the primary font (drawn as `.notdef`), and
/// its code points are reported.
struct FontFallback {
  /// The candidate files; installed fonts found for a cluster are appended.
  private(set) var files: [FontFile]
  /// The installed font for a cluster no loaded file covers, or nil.
  let installed: ([UInt32]) -> FontFile?

  init(files: [FontFile], installed: @escaping ([UInt32]) -> FontFile? = { _ in nil }) {
    self.files = files
    self.installed = installed
  }

  /// The index of `file` in ``files``, appending it when it is not there yet.
  mutating func index(of file: FontFile) -> Int {
    if let index = files.firstIndex(where: { $0 === file }) { return index }
    files.append(file)
    return files.count - 1
  }

  /// The index in `files` of the font for each cluster, plus the uncovered scalars.
  /// `primary[i]` is the index of cluster i's span font.
  mutating func assign(_ clusters: ClusterTable, primary: [Int]) -> (
    files: [Int], uncovered: [Unicode.Scalar]
  ) {
    var result: [Int] = []
    var uncovered: [Unicode.Scalar] = []
    result.reserveCapacity(clusters.count)
    // Only loaded user and bundled files are searched in order; installed ones are found by
    // fontconfig for each cluster, so the choice never depends on what was loaded before.
    let searched = files.indices.filter { files[$0].origin != .installed }
    let colorFiles = searched.filter { files[$0].hasColorGlyphs }
    var previous = -1
    var previousWasFallback = false
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
      if !colorFiles.isEmpty, !files[primaryFile].hasColorGlyphs,
        FontFallback.wantsEmojiPresentation(scalars),
        let color = colorFiles.first(where: covers)
      {
        chosen = color
      } else if previousWasFallback, previous != primaryFile, !files[previous].hasColorGlyphs,
        !primaryCovers || FontFallback.isNeutral(scalars), covers(previous)
      {
        chosen = previous
      } else if primaryCovers {
        chosen = primaryFile
      } else {
        chosen =
          searched.first { !files[$0].isItalic && covers($0) }
          ?? searched.first { covers($0) } ?? -1
      }
      if chosen < 0, let file = installed(Array(scalars)) {
        chosen = self.index(of: file)
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
      previousWasFallback = chosen != primaryFile
    }
    return (result, uncovered)
  }

  /// Whether a cluster asks to be drawn as a colour emoji: it holds VS16 (U+FE0F), a keycap
  /// (U+20E3), a skin-tone modifier, regional indicators (a flag) or a ZWJ between emoji, or it
  /// starts with a character whose default presentation is emoji (`Emoji_Presentation`), and
  /// it holds no VS15 (U+FE0E, text presentation).
  static func wantsEmojiPresentation(_ scalars: ArraySlice<UInt32>) -> Bool {
    guard let first = scalars.first, first >= 0x20 else { return false }
    if first < 0x80 && scalars.count == 1 { return false }
    var hasJoiner = false
    for value in scalars {
      switch value {
      case 0xFE0E: return false
      case 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF: return true
      case 0x200D: hasJoiner = true
      default: break
      }
    }
    guard let scalar = Unicode.Scalar(first) else { return false }
    return scalar.properties.isEmojiPresentation || (hasJoiner && scalar.properties.isEmoji)
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

/// The fallback stage: picks a font file for every grapheme cluster, never splitting a cluster
/// across fonts.
///
/// A cluster takes the span's primary font if it covers every character of the cluster
/// (format characters such as ZWJ and variation selectors need no glyph), else the first file
/// in the collection's fallback order that does. Clusters of only spaces, punctuation and
/// digits first try the previous cluster's font, so "שלום, עולם" stays one run. A cluster no
/// file covers uses the primary font (drawn as `.notdef`) and its code points are reported.
struct FontFallback {
  let files: [FontFile]

  /// The file index in `files` for each cluster, plus the uncovered scalars.
  func assign(
    clusters: [(range: Range<Int>, scalars: [Unicode.Scalar])], primary: [FontFile]
  ) -> (files: [FontFile], uncovered: [Unicode.Scalar]) {
    var result: [FontFile] = []
    var uncovered: [Unicode.Scalar] = []
    result.reserveCapacity(clusters.count)
    var previous: FontFile?
    for (index, cluster) in clusters.enumerated() {
      let needed = cluster.scalars.filter { !FontFallback.needsNoGlyph($0) }
      let primaryFile = primary[index]
      func covers(_ file: FontFile) -> Bool { needed.allSatisfy { file.covers($0.value) } }
      var chosen: FontFile?
      if let previous, previous !== primaryFile, FontFallback.isNeutral(needed), covers(previous) {
        chosen = previous
      } else if covers(primaryFile) {
        chosen = primaryFile
      } else {
        chosen = files.first { !$0.isItalic && covers($0) } ?? files.first { covers($0) }
      }
      if chosen == nil {
        uncovered.append(contentsOf: needed.filter { !primaryFile.covers($0.value) })
      }
      let file = chosen ?? primaryFile
      result.append(file)
      previous = file
    }
    return (result, uncovered)
  }

  /// Characters shaping handles without a glyph of their own: joiners, variation selectors,
  /// bidi controls and other format characters, and line separators.
  static func needsNoGlyph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .control, .lineSeparator, .paragraphSeparator: return true
    default: return scalar.properties.isVariationSelector
    }
  }

  /// Whether a cluster has no letters or marks (spaces, punctuation, digits, symbols).
  static func isNeutral(_ scalars: [Unicode.Scalar]) -> Bool {
    scalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark:
        return false
      default: return true
      }
    }
  }
}

/// A stretch of the paragraph shaped in one go: one span (attributes), one font, one script,
/// one bidi level. UTF-16 offsets into the paragraph.
struct Item: Sendable {
  var range: Range<Int>
  var spanIndex: Int
  var face: FontFace
  var script: String?
  var level: UInt8
}

/// The itemization stage: splits the paragraph wherever the span, the font (fallback per
/// grapheme cluster), the script or the bidi level changes.
struct Itemizer {
  /// The paragraph's UTF-16 code units.
  let utf16: [UInt16]
  /// Each span's UTF-16 range and attributes, in order, covering the paragraph.
  let spans: [(range: Range<Int>, attributes: TextAttributes)]
  /// The grapheme clusters.
  let clusters: ClusterTable
  let fonts: FontCollection

  /// Items in logical order, plus the code points no font covers.
  func items(
    scripts: [(range: Range<Int>, script: String)], levels: [UInt8]
  ) throws -> (items: [Item], uncovered: [Unicode.Scalar]) {
    // The primary file of the span each cluster starts in.
    var spanOfCluster: [Int] = []
    var spanIndex = 0
    spanOfCluster.reserveCapacity(clusters.count)
    for clusterRange in clusters.ranges {
      while spanIndex + 1 < spans.count,
        spans[spanIndex].range.upperBound <= clusterRange.lowerBound
      {
        spanIndex += 1
      }
      spanOfCluster.append(spanIndex)
    }
    var primaryOfSpan: [FontFile] = []
    for span in spans {
      guard let file = fonts.primaryFile(for: span.attributes.resolvedFont) else {
        throw FontError("the font collection is empty")
      }
      primaryOfSpan.append(file)
    }
    let fallback = FontFallback(files: fonts.allFiles)
    let assigned = fallback.assign(
      clusters, primary: spanOfCluster.map { primaryOfSpan[$0] })

    // Boundaries: span starts, script run starts, level changes, font changes.
    var items: [Item] = []
    var scriptIndex = 0
    var faceCache: [ObjectIdentifier: FontFace] = [:]
    for (index, clusterRange) in clusters.ranges.enumerated() {
      let file = assigned.files[index]
      let span = spanOfCluster[index]
      while scriptIndex + 1 < scripts.count,
        scripts[scriptIndex].range.upperBound <= clusterRange.lowerBound
      {
        scriptIndex += 1
      }
      let script = scripts.isEmpty ? nil : scripts[scriptIndex].script
      let level = clusterRange.lowerBound < levels.count ? levels[clusterRange.lowerBound] : 0
      if var last = items.last, last.spanIndex == span, last.face.file === file,
        last.script == script, last.level == level
      {
        last.range = last.range.lowerBound..<clusterRange.upperBound
        items[items.count - 1] = last
        continue
      }
      let key = ObjectIdentifier(file)
      let face: FontFace
      if let cached = faceCache[key], items.last?.spanIndex == span {
        face = cached
      } else {
        face = try fonts.face(file: file, font: spans[span].attributes.resolvedFont)
        faceCache = [key: face]
      }
      items.append(
        Item(range: clusterRange, spanIndex: span, face: face, script: script, level: level))
    }
    return (items, assigned.uncovered)
  }
}

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
    let fontOfSpan = spans.map(\.attributes.resolvedFont)
    // Primary files first: finding an installed family loads it into the collection.
    let primaryFiles = try fontOfSpan.map { font in
      guard let file = fonts.primaryFile(for: font) else {
        throw FontError("the font collection is empty")
      }
      return file
    }
    var fallback = FontFallback(files: fonts.allFiles) { fonts.installedFallback(covering: $0) }
    let primaryOfSpan = primaryFiles.map { file in fallback.index(of: file) }
    let assigned = fallback.assign(clusters, primary: spanOfCluster.map { primaryOfSpan[$0] })
    let files = fallback.files

    // Boundaries: span starts, script run starts, level changes, font changes. The current
    // item is kept in plain variables and built when it ends.
    struct FaceKey: Hashable {
      var span: Int
      var file: Int
    }
    var faces: [FaceKey: FontFace] = [:]
    var items: [Item] = []
    var scriptIndex = 0
    var start = 0
    var end = 0
    var currentSpan = -1
    var currentFile = -1
    var currentScript: String?
    var currentScriptIndex = -1
    var currentLevel: UInt8 = 0
    func flush() throws {
      guard currentFile >= 0, end > start else { return }
      let file = files[currentFile]
      let key = FaceKey(span: currentSpan, file: currentFile)
      let face: FontFace
      if let cached = faces[key] {
        face = cached
      } else {
        face = try fonts.face(file: file, font: fontOfSpan[currentSpan])
        faces[key] = face
      }
      items.append(
        Item(
          range: start..<end, spanIndex: currentSpan, face: face, script: currentScript,
          level: currentLevel))
    }
    for (index, clusterRange) in clusters.ranges.enumerated() {
      let file = assigned.files[index]
      let span = spanOfCluster[index]
      while scriptIndex + 1 < scripts.count,
        scripts[scriptIndex].range.upperBound <= clusterRange.lowerBound
      {
        scriptIndex += 1
      }
      let level = clusterRange.lowerBound < levels.count ? levels[clusterRange.lowerBound] : 0
      // Neighbouring script runs differ in script, so the run index identifies the script.
      if span == currentSpan, file == currentFile, level == currentLevel,
        scriptIndex == currentScriptIndex
      {
        end = clusterRange.upperBound
        continue
      }
      try flush()
      start = clusterRange.lowerBound
      end = clusterRange.upperBound
      currentSpan = span
      currentFile = file
      currentScript = scripts.isEmpty ? nil : scripts[scriptIndex].script
      currentScriptIndex = scriptIndex
      currentLevel = level
    }
    try flush()
    return (items, assigned.uncovered)
  }
}

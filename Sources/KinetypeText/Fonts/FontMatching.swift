/// What font matching needs to know about a face: its style, weights and width.
protocol MatchableFace {
  /// The weights the face draws: one value, or a variable font's `wght` range.
  var matchWeights: ClosedRange<Double> { get }
  /// Whether the face is italic or oblique.
  var isItalic: Bool { get }
  /// The width in percent of normal.
  var matchWidth: Double { get }
  /// A key that orders otherwise equal faces, so matching never depends on listing order.
  var matchTieBreak: String { get }
}

/// Picks the face of a family that best matches a `Font`, in the order CSS Fonts level 4
/// (§5.2) uses: width first, then italic, then weight.
///
/// Weight follows the CSS rule: a face within reach of the wanted weight wins; otherwise, for
/// a wanted weight of 400–500 the faces up to 500 then the lighter ones, for less than 400 the
/// lighter ones first, for more than 500 the heavier ones first.
enum FontMatching {
  static func best<Face: MatchableFace>(_ faces: [Face], for font: Font) -> Face? {
    let width = font.width ?? 100
    let weight = font.weight.value
    return faces.min { a, b in
      let keyA = key(a, width: width, italic: font.isItalic, weight: weight)
      let keyB = key(b, width: width, italic: font.isItalic, weight: weight)
      if keyA != keyB { return keyA.lexicographicallyPrecedes(keyB) }
      return a.matchTieBreak < b.matchTieBreak
    }
  }

  private static func key<Face: MatchableFace>(
    _ face: Face, width: Double, italic: Bool, weight: Double
  ) -> [Double] {
    [abs(face.matchWidth - width), face.isItalic == italic ? 0 : 1, weightPenalty(face, weight)]
  }

  /// 0 inside the face's weights; else the distance, plus 1000 on the side CSS tries last.
  static func weightPenalty<Face: MatchableFace>(_ face: Face, _ wanted: Double) -> Double {
    let range = face.matchWeights
    if range.contains(wanted) { return 0 }
    let isHeavier = range.lowerBound > wanted
    let distance = isHeavier ? range.lowerBound - wanted : wanted - range.upperBound
    let prefersHeavier: Bool
    if wanted > 500 {
      prefersHeavier = true
    } else if wanted < 400 {
      prefersHeavier = false
    } else {
      // 400...500: heavier faces up to 500 first, then lighter, then heavier beyond 500.
      if isHeavier && range.lowerBound <= 500 { return distance }
      prefersHeavier = false
    }
    return distance + (isHeavier == prefersHeavier ? 0 : 1000)
  }
}

extension FontFile: MatchableFace {
  var matchWeights: ClosedRange<Double> { weightRange }
  var matchWidth: Double { width }
  var matchTieBreak: String { "\(path)#\(faceIndex)" }
}

extension InstalledFonts.Face: MatchableFace {
  var matchWeights: ClosedRange<Double> { weight...weight }
  var matchWidth: Double { width }
  var matchTieBreak: String { "\(path)#\(index)" }
}

/// Near matches for a mistyped family name.
enum FamilyNames {
  /// Up to `limit` names from `names` nearest to `name`: those containing it or contained in
  /// it, and those within a third of its length in edit distance (case ignored), nearest first.
  static func nearest(to name: String, among names: [String], limit: Int = 5) -> [String] {
    let wanted = Array(name.lowercased())
    guard !wanted.isEmpty else { return [] }
    var seen = Set<String>()
    var scored: [(distance: Int, name: String)] = []
    for candidate in names where seen.insert(candidate.lowercased()).inserted {
      let lower = candidate.lowercased()
      let distance = editDistance(wanted, Array(lower))
      let contains = lower.contains(String(wanted)) || String(wanted).contains(lower)
      if contains || distance <= max(2, wanted.count / 3) {
        scored.append((contains ? min(distance, 1) : distance, candidate))
      }
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map {
      $0.name
    }
  }

  /// Levenshtein distance, O(a·b) with one row.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var previous = row[0]
      row[0] = i
      for j in 1...b.count {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}

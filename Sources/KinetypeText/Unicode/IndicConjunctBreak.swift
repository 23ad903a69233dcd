/// Unicode 15.1's Indic_Conjunct_Break property and rule GB9c of UAX #29, which keeps an
/// Indic conjunct (consonant, virama, consonant) in one grapheme cluster: स्ते, न्दी, ক্ষ.
///
/// ICU 72 implements Unicode 15.0, before GB9c. Its root rules happen to carry CLDR's aksara
/// tailoring (CLDR 35 on), the draft 15.1 adopted, but that is a property of one ICU build's data,
/// so ``GraphemeClusters`` applies GB9c itself on top of ICU's boundaries. The property data (generated, with its source, in
/// `IndicConjunctBreak+Data.swift`) covers the six scripts whose virama is a linker in 15.1:
/// Bengali, Devanagari, Gujarati, Malayalam, Oriya and Telugu. Gurmukhi, Tamil, Kannada and
/// others are not InCB=Linker, so their conjuncts rely on HarfBuzz's clusters (see
/// `Text.Layout.RunSlice`).
enum IndicConjunctBreak: Equatable {
  case none, linker, consonant, extend

  /// The property value of `scalar`.
  init(_ scalar: UInt32) {
    // Everything the property concerns lies in U+0300…U+1E94A; ASCII and most text is none.
    guard scalar >= 0x300 else {
      self = .none
      return
    }
    if IndicConjunctBreak.contains(IndicConjunctBreak.consonantRanges, scalar) {
      self = .consonant
    } else if IndicConjunctBreak.contains(IndicConjunctBreak.linkerRanges, scalar) {
      self = .linker
    } else if IndicConjunctBreak.contains(IndicConjunctBreak.extendRanges, scalar) {
      self = .extend
    } else {
      self = .none
    }
  }

  /// Binary search in sorted, disjoint ranges.
  private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound < scalar { low = mid + 1 } else { high = mid }
    }
    return low < ranges.count && ranges[low].contains(scalar)
  }

  /// `boundaries` (sorted UTF-16 offsets from ICU, 0 and the end included) without those GB9c
  /// forbids: `Consonant [Extend Linker]* Linker [Extend Linker]* × Consonant`. O(n).
  ///
  /// No earlier rule of UAX #29 can break between a linker or extend character and a
  /// consonant, so wherever GB9c matches ICU's boundary came from the catch-all GB999.
  static func applyingGB9c(to boundaries: [Int], in utf16: [UInt16]) -> [Int] {
    // Offsets of consonants that GB9c joins to the cluster before them.
    var joined: [Int] = []
    // 0: no conjunct open; 1: after Consonant [Extend]*; 2: after a Linker in the sequence.
    var state = 0
    for point in codePoints(of: utf16) {
      switch IndicConjunctBreak(point.value) {
      case .consonant:
        if state == 2 { joined.append(point.offset) }
        state = 1
      case .linker: state = state == 0 ? 0 : 2
      case .extend: break
      case .none: state = 0
      }
    }
    guard !joined.isEmpty else { return boundaries }
    var result: [Int] = []
    result.reserveCapacity(boundaries.count)
    var next = 0
    for boundary in boundaries {
      while next < joined.count, joined[next] < boundary { next += 1 }
      if next < joined.count, joined[next] == boundary { continue }
      result.append(boundary)
    }
    return result
  }
}

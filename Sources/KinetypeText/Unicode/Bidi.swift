internal import CICU
import KinetypeCore

/// A paragraph resolved by the Unicode bidirectional algorithm (UAX #9), with ICU's `ubidi`.
///
/// Resolve once per paragraph, then ask for each line's visual runs with
/// ``visualRuns(in:)`` after line breaking: rule L1 (trailing whitespace goes to the paragraph
/// level) depends on where lines end, so it is applied per line there. Text containing
/// paragraph separators is handled as consecutive paragraphs, each with its own level when the
/// direction is ``BaseDirection/automatic``.
///
/// Thread safety: a `BidiParagraph` is a value and may be shared; the ICU objects it keeps are
/// used under a lock.
struct BidiParagraph: Sendable {
  /// The embedding level of the (first) paragraph: 0 left-to-right, 1 right-to-left.
  let baseLevel: UInt8
  /// The resolved embedding level of every UTF-16 unit, odd for right-to-left.
  ///
  /// Rule L1 is applied as if the paragraph were one line (whitespace before segment and
  /// paragraph separators and at the paragraph's end is at the paragraph level). Characters
  /// that rule X9 removes (embedding controls, BN) carry the level of a neighbour.
  ///
  /// Parity (direction) always follows UAX #9; magnitudes may not: for unidirectional text ICU
  /// skips resolution and reports the paragraph level (an Arabic digit alone in a
  /// left-to-right paragraph gets 0, not 2). Visual order is unaffected.
  let levels: [UInt8]
  private let storage: BidiStorage

  /// Resolves the levels of `utf16` with the given base direction. O(n).
  ///
  /// - Throws: ``UnicodeError`` if ICU fails (out of memory, or more than 2^31 - 1 units).
  init(utf16: [UInt16], baseDirection: BaseDirection) throws(UnicodeError) {
    let level: UInt8
    switch baseDirection {
    case .automatic: level = UInt8(KT_BIDI_DEFAULT_LTR)
    case .leftToRight: level = 0
    case .rightToLeft: level = 1
    }
    storage = try BidiStorage(utf16: utf16, paragraphLevel: level)
    (baseLevel, levels) = try storage.resolved()
  }

  /// The paragraph's visual runs over one line's logical range, left to right (rule L2).
  ///
  /// Each run is a logical UTF-16 range at one embedding level; an odd level means its
  /// characters are displayed right to left. Rule L1 is applied for the line: whitespace and
  /// isolate controls at the end of `range` go to the paragraph level. A range crossing
  /// paragraph separators is cut at each paragraph end, paragraphs staying in logical order.
  /// As with ``levels``, a run's level has the right parity, but for a unidirectional line ICU
  /// may report a lower level of that parity than UAX #9 resolves.
  /// `range` is clamped to the text; an empty range has no runs. O(length of range).
  func visualRuns(in range: Range<Int>) -> [(range: Range<Int>, level: UInt8)] {
    let clamped = range.clamped(to: 0..<levels.count)
    guard !clamped.isEmpty else { return [] }
    if let runs = storage.visualRuns(in: clamped) { return runs }
    // ICU cannot fail here short of exhaustion; fall back to reordering the level slice.
    return Self.runs(
      levels: Array(levels[clamped]), order: Self.visualOrder(levels: Array(levels[clamped])),
      offset: clamped.lowerBound)
  }

  /// The embedding levels of one line's units, with rule L1 applied for that line. O(n).
  ///
  /// `range` is clamped to the text.
  func lineLevels(in range: Range<Int>) -> [UInt8] {
    let clamped = range.clamped(to: 0..<levels.count)
    var result = Array(levels[clamped])
    for run in visualRuns(in: clamped) {
      for index in run.range { result[index - clamped.lowerBound] = run.level }
    }
    return result
  }

  /// Rule L2 over arbitrary levels: for each visual position, left to right, the logical index
  /// displayed there (ICU's `ubidi_reorderVisual`).
  ///
  /// Levels above 126 are invalid; the identity order is returned then. O(n).
  static func visualOrder(levels: [UInt8]) -> [Int] {
    guard !levels.isEmpty, levels.count <= Int(Int32.max) else {
      return Array(levels.indices)
    }
    var map = [Int32](repeating: 0, count: levels.count)
    _ = kt_bidi_reorder_visual(levels, Int32(levels.count), &map)
    return map.map { Int($0) }
  }

  /// Groups a visual order into runs of consecutive logical indices at one level.
  private static func runs(levels: [UInt8], order: [Int], offset: Int)
    -> [(range: Range<Int>, level: UInt8)]
  {
    var result: [(range: Range<Int>, level: UInt8)] = []
    var position = 0
    while position < order.count {
      let level = levels[order[position]]
      var end = position + 1
      let step = level % 2 == 1 ? -1 : 1
      while end < order.count, levels[order[end]] == level, order[end] == order[end - 1] + step {
        end += 1
      }
      let low = min(order[position], order[end - 1])
      let high = max(order[position], order[end - 1])
      result.append((range: (offset + low)..<(offset + high + 1), level: level))
      position = end
    }
    return result
  }
}

/// Owns the ICU paragraph and line objects and the text they borrow; used under a lock.
private final class BidiStorage: Sendable {
  private struct Handles: ~Copyable {
    let paragraph: OpaquePointer
    let line: OpaquePointer
    let text: UnsafeMutableBufferPointer<UInt16>

    deinit {
      kt_bidi_close(line)
      kt_bidi_close(paragraph)
      text.deallocate()
    }
  }

  private let handles: Locked<Handles>

  init(utf16: [UInt16], paragraphLevel: UInt8) throws(UnicodeError) {
    guard utf16.count < Int(Int32.max) else {
      throw UnicodeError(operation: "ubidi_setPara (text too long)", code: 1)
    }
    let length = Int32(utf16.count)
    var error: Int32 = 0
    guard let paragraph = kt_bidi_open(length, &error) else {
      throw UnicodeError(operation: "ubidi_openSized", code: error)
    }
    guard let line = kt_bidi_open(length, &error) else {
      kt_bidi_close(paragraph)
      throw UnicodeError(operation: "ubidi_openSized", code: error)
    }
    let text = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf16.count, 1))
    _ = text.initialize(from: utf16)
    let handles = Handles(paragraph: paragraph, line: line, text: text)
    let status = kt_bidi_set_para(paragraph, text.baseAddress, length, paragraphLevel)
    guard status <= 0 else { throw UnicodeError(operation: "ubidi_setPara", code: status) }
    self.handles = Locked(handles)
  }

  func resolved() throws(UnicodeError) -> (UInt8, [UInt8]) {
    let result: Result<(UInt8, [UInt8]), UnicodeError> = handles.withLock { handles in
      let count = Int(kt_bidi_length(handles.paragraph))
      var levels = [UInt8](repeating: 0, count: count)
      let status = kt_bidi_levels(handles.paragraph, &levels)
      guard status <= 0 else {
        return .failure(UnicodeError(operation: "ubidi_getLevels", code: status))
      }
      return .success((kt_bidi_para_level(handles.paragraph), levels))
    }
    return try result.get()
  }

  /// Visual runs of a non-empty, in-bounds range, or nil if ICU fails.
  func visualRuns(in range: Range<Int>) -> [(range: Range<Int>, level: UInt8)]? {
    handles.withLock { handles -> [(range: Range<Int>, level: UInt8)]? in
      var result: [(range: Range<Int>, level: UInt8)] = []
      for piece in paragraphPieces(of: range, handles.paragraph) {
        let status = kt_bidi_set_line(
          handles.paragraph, Int32(piece.lowerBound), Int32(piece.upperBound), handles.line)
        guard status <= 0 else { return nil }
        var error: Int32 = 0
        let count = kt_bidi_count_runs(handles.line, &error)
        guard count >= 0 else { return nil }
        for index in 0..<count {
          var start: Int32 = 0
          var length: Int32 = 0
          _ = kt_bidi_visual_run(handles.line, index, &start, &length)
          let level = kt_bidi_level_at(handles.line, start)
          let low = piece.lowerBound + Int(start)
          result.append((range: low..<(low + Int(length)), level: level))
        }
      }
      return result
    }
  }

  /// `range` cut at ICU's paragraph boundaries (ubidi_setLine needs one paragraph).
  private func paragraphPieces(of range: Range<Int>, _ paragraph: OpaquePointer) -> [Range<Int>] {
    let count = kt_bidi_count_paragraphs(paragraph)
    guard count > 1 else { return [range] }
    var pieces: [Range<Int>] = []
    for index in 0..<count {
      var start: Int32 = 0
      var limit: Int32 = 0
      var level: UInt8 = 0
      guard kt_bidi_paragraph(paragraph, index, &start, &limit, &level) <= 0 else { continue }
      let piece = range.clamped(to: Int(start)..<Int(limit))
      if !piece.isEmpty { pieces.append(piece) }
    }
    return pieces
  }
}

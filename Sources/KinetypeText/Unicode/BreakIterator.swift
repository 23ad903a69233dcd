internal import CICU

/// An ICU break iterator over a private copy of some UTF-16 text.
///
/// Owns the `UBreakIterator` and the text buffer it borrows; both are released in `deinit`.
/// Not thread-safe: use one per call.
final class BreakIterator {
  /// The kinds of boundary ICU finds.
  enum Kind {
    case character, word, line
  }

  private let handle: OpaquePointer
  private let text: UnsafeMutableBufferPointer<UInt16>

  /// Opens an iterator of `kind` for `locale` (nil: root) over a copy of `utf16`.
  init(kind: Kind, utf16: [UInt16], locale: String?) throws(UnicodeError) {
    let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(utf16.count, 1))
    _ = buffer.initialize(from: utf16)
    let cKind: kt_break_kind
    switch kind {
    case .character: cKind = KT_BREAK_CHARACTER
    case .word: cKind = KT_BREAK_WORD
    case .line: cKind = KT_BREAK_LINE
    }
    var error: Int32 = 0
    let opened: OpaquePointer?
    if let locale {
      opened = locale.withCString {
        kt_break_open(cKind, $0, buffer.baseAddress, Int32(clamping: utf16.count), &error)
      }
    } else {
      opened = kt_break_open(cKind, nil, buffer.baseAddress, Int32(clamping: utf16.count), &error)
    }
    guard let opened, error <= 0 else {
      if let opened { kt_break_close(opened) }
      buffer.deallocate()
      throw UnicodeError(operation: "ubrk_open", code: error)
    }
    handle = opened
    text = buffer
  }

  deinit {
    kt_break_close(handle)
    text.deallocate()
  }

  /// Every boundary after 0, in order, with the rule status ICU reports for it.
  func boundariesWithStatus() -> [(offset: Int, status: Int32)] {
    var result: [(offset: Int, status: Int32)] = []
    _ = kt_break_first(handle)
    while true {
      let next = kt_break_next(handle)
      if next < 0 { break }
      result.append((Int(next), kt_break_rule_status(handle)))
    }
    return result
  }
}

/// Runs `body` with a fresh iterator, turning ICU failures into an empty-handed fallback.
///
/// ICU fails only on exhaustion; the segmenters then fall back to treating the whole text as one
/// segment rather than crashing.
func withBreakIterator<T>(
  _ kind: BreakIterator.Kind, _ utf16: [UInt16], locale: String? = nil, fallback: T,
  _ body: (BreakIterator) -> T
) -> T {
  guard let iterator = try? BreakIterator(kind: kind, utf16: utf16, locale: locale) else {
    return fallback
  }
  return body(iterator)
}

// UTF-16 is the index space of KinetypeText: HarfBuzz clusters (hb_buffer_add_utf16) and ICU
// offsets are both UTF-16 code unit offsets.

extension String {
  /// The string's UTF-16 code units, the index space of every KinetypeText offset. O(n).
  var utf16Array: [UInt16] { Array(utf16) }
}

/// One code point decoded from UTF-16, with its offset and length in code units.
struct UTF16CodePoint {
  /// The scalar value; a lone surrogate decodes to itself (as ICU's U16_NEXT does).
  var value: UInt32
  /// UTF-16 offset of the first unit.
  var offset: Int
  /// 1 or 2 units.
  var length: Int
}

/// Decodes the code points of `utf16`, in order, with their UTF-16 offsets. O(n).
func codePoints(of utf16: [UInt16]) -> [UTF16CodePoint] {
  var result: [UTF16CodePoint] = []
  result.reserveCapacity(utf16.count)
  var index = 0
  while index < utf16.count {
    let unit = utf16[index]
    if unit & 0xFC00 == 0xD800, index + 1 < utf16.count, utf16[index + 1] & 0xFC00 == 0xDC00 {
      let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(utf16[index + 1]) - 0xDC00)
      result.append(UTF16CodePoint(value: value, offset: index, length: 2))
      index += 2
    } else {
      result.append(UTF16CodePoint(value: UInt32(unit), offset: index, length: 1))
      index += 1
    }
  }
  return result
}

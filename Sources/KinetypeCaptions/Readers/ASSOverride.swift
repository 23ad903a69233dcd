/// The override tags of ASS text, `{\tag…}` (ASS specification, "Style override codes").
enum ASSOverride {
  /// One tag of a block: its name (`pos`, `kf`, `1c`) and argument as written.
  struct Tag: Equatable {
    var name: String
    var argument: Substring
  }

  /// The tag names ASS defines, longest first where one is a prefix of another.
  static let known: [String] = [
    "alpha", "iclip", "xbord", "ybord", "xshad", "yshad", "bord", "shad", "blur", "fscx", "fscy",
    "fade", "move", "clip", "fsp", "frx", "fry", "frz", "fax", "fay", "fad", "pos", "org", "pbo",
    "fs", "fn", "fe", "fr", "be", "an", "kf", "ko", "a", "k", "K", "q", "p", "b", "i", "u", "s",
    "c", "r", "t",
  ]

  /// The tags of `block`, the text between `{` and `}`; text that is not a tag (a comment) is
  /// skipped.
  static func tags(in block: Substring) -> [Tag] {
    var tags: [Tag] = []
    var index = block.startIndex
    while let slash = block[index...].firstIndex(of: "\\") {
      var cursor = block.index(after: slash)
      let nameStart = cursor
      if cursor < block.endIndex, block[cursor].isASCII, block[cursor].isNumber {
        cursor = block.index(after: cursor)  // \1c, \3a
      }
      while cursor < block.endIndex, block[cursor].isASCII, block[cursor].isLetter {
        cursor = block.index(after: cursor)
      }
      let letters = String(block[nameStart..<cursor])
      var name = letters
      if let first = letters.first, !first.isNumber {
        name = known.first { letters.hasPrefix($0) } ?? letters
      }
      let argumentStart = block.index(nameStart, offsetBy: name.count)
      var end = argumentStart
      if end < block.endIndex, block[end] == "(" {
        var depth = 0
        while end < block.endIndex {
          if block[end] == "(" { depth += 1 }
          if block[end] == ")" {
            depth -= 1
            if depth == 0 {
              end = block.index(after: end)
              break
            }
          }
          end = block.index(after: end)
        }
      } else {
        end = block[argumentStart...].firstIndex(of: "\\") ?? block.endIndex
      }
      if !name.isEmpty { tags.append(Tag(name: name, argument: block[argumentStart..<end])) }
      index = end
      if index >= block.endIndex { break }
    }
    return tags
  }

  /// The names of the tags of `block`.
  static func tagNames(in block: Substring) -> [String] { tags(in: block).map(\.name) }
}

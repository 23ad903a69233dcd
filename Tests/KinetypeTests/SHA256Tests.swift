import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

@testable import KinetypeFrames

/// SHA-256 against the examples of FIPS 180-2 (NIST's published digests) and against
/// coreutils' `sha256sum` on messages of every length around the padding boundaries.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
    (
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
    ),
  ])
  func sha256_nistExamples(message: String, digest: String) {
    #expect(SHA256.hex(Array(message.utf8)) == digest)
  }

  @Test func sha256_millionAs() {
    // FIPS 180-2, appendix B.3, hashed in uneven pieces to exercise the buffering.
    var hasher = SHA256()
    var remaining = 1_000_000
    var piece = 1
    while remaining > 0 {
      let count = min(piece, remaining)
      hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: count))
      remaining -= count
      piece = piece * 7 % 997 + 1
    }
    #expect(
      SHA256.hexadecimal(hasher.finalize())
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func sha256_matchesSha256sumAroundBlockBoundaries() throws {
    guard let tool = ExternalTool.find("sha256sum") else {
      print("skipped: sha256sum (coreutils) is not installed")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var generator = SplitMix(seed: 12)
    let lengths = Array(0...130) + [191, 192, 193, 1000, 4095, 4096, 65_537]
    var paths: [String] = []
    var expected: [String: String] = [:]
    for length in lengths {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      let path = "\(folder)/m\(length)"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      paths.append(path)
      expected[path] = SHA256.hex(bytes)
    }
    let result = try ExternalTool.run(tool, paths)
    #expect(result.status == 0)
    var checked = 0
    for line in String(decoding: result.bytes, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let path = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " *"))
      #expect(expected[path] == String(parts[0]), "\(path)")
      checked += 1
    }
    #expect(checked == lengths.count)
  }
}

/// A small deterministic generator for test data.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

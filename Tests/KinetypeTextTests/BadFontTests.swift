import Foundation
import KinetypeTestSupport
import Testing

@testable import KinetypeText

/// Fonts from Tests/Fixtures/bad/fonts: each is refused with a ``FontError`` when it is added or
/// first used at a size, never a crash.
@Suite struct BadFontTests {
  static let folder = PackageRoot.url("Tests/Fixtures/bad/fonts")

  static var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test(arguments: names)
  func badFont_isAFontErrorNotACrash(name: String) throws {
    let collection = FontCollection(hermetic: true)
    let path = Self.folder.appendingPathComponent(name).path
    do {
      let family = try collection.addFont(atPath: path)
      // Accepted at first sight: a face at a size must then fail cleanly. A truncated font
      // whose tables FreeType refuses freed its HarfBuzz font twice (an abort), and a table
      // length past the end corrupted the heap.
      _ = try collection.face(for: .custom(family, size: 24))
      Issue.record("\(name) loaded as a font")
    } catch is FontError {
    }
  }

  @Test func badFont_folderIsNotEmpty() {
    #expect(Self.names.count >= 15)
  }
}

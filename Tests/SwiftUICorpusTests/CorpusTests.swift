import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The corpus's previews, found by `Previews.all` as `kinetype previews` finds them, each
/// played on the virtual clock; one contact sheet per group (the files' prefix), a golden of
/// Goldens/Corpus.
@Suite struct CorpusTests {
  /// The corpus's previews: those of this module.
  static let previews = Previews.all.filter { $0.fileID.hasPrefix("SwiftUICorpusTests/") }

  /// The user's actions for the previews that wait for one (by the file's name).
  static let scripts: [String: @Sendable (inout ViewScript) -> Void] = [
    "MotionKeyframeEmoji": { $0.tap("🐸", at: 0.2) },
    "MotionSpringCard": { $0.tap("Tap me", at: 0.2) },
    "MotionTransitionList": { $0.tap("Notify", at: 0.2) },
    "MotionAsymmetricTransition": { $0.tap("Next", at: 0.2) },
    "MotionPreviewableToggle": { $0.tap("ExpandingPill", at: 0.2) },
    "MotionInsertionGlide": { $0.tap("Add", at: 0.2) },
    "LayoutVStackCards": { $0.tap("Message 1 Message 2 Message 3", at: 0.2) },
    "MatchedGeometryTabBar": { $0.tap("Search", at: 0.2) },
    "MatchedUnderlineSegments": { $0.tap("Month", at: 0.1) },
    // Pushed at 0.1 (mid-slide at 0.3, at rest at 0.7), popped by its back button at 1.0.
    "NavigationRecipeList": {
      $0.tap("Pancakes 20 min", at: 0.1)
      $0.tap("Recipes", at: 1.0)
    },
    // The sheet comes up at 0.1 and is dismissed at 1.0.
    "NavigationSettingsSheet": {
      $0.tap("Edit Profile", at: 0.1)
      $0.tap("Done", at: 1.0)
    },
    // The alert opens at 0.1; Cancel closes it at 1.1.
    "NavigationDeleteAlert": {
      $0.tap("Delete Account", at: 0.1)
      $0.tap("Cancel", at: 1.1)
    },
    // The menu opens at 0.1 and picks at 0.9; the dialog comes up at 1.1.
    "NavigationPhotoActions": {
      $0.tap("Sort: Newest", at: 0.1)
      $0.tap("Oldest", at: 0.9)
      $0.tap("Share…", at: 1.1)
    },
    // Up twice, then down: the sheet's cell keeps the width of one digit.
    "CounterNumericText": {
      $0.tap("+", at: 0.2)
      $0.tap("+", at: 0.9)
      $0.tap("−", at: 1.1)
    },
  ]

  /// The warnings a preview is expected to raise (by the file's name). None today: every SF
  /// Symbol the files use has a Material Icons substitute (an unknown name would warn).
  static let expectedWarnings: [String: [String]] = [:]

  /// The previews of a group: the files whose name starts with `prefix`, or, for
  /// "Providers", the `PreviewProvider`s (line 0).
  static func group(_ prefix: String) -> [Preview] {
    if prefix == "Providers" { return previews.filter { $0.line == 0 } }
    return previews.filter { $0.line > 0 && $0.location.hasPrefix(prefix) }
  }

  @Test func everyFileEndsInItsPreview() {
    // One preview per file of the corpus (this suite's own two files have none).
    let files = Set(Self.previews.map { $0.fileID })
    #expect(files.count == Self.previews.count)
    #expect(Self.previews.count >= 51)
  }

  @Test(arguments: [
    "Text", "Motion", "Layout", "Drawing", "Screen", "Providers", "Matched", "Counter",
    "Navigation",
  ])
  func groupSheet(_ prefix: String) throws {
    let group = Self.group(prefix)
    #expect(!group.isEmpty)
    var rows: [(name: String, frames: ViewFrames)] = []
    for preview in group {
      var script = ViewScript()
      let file = String(preview.fileName.prefix { $0 != "-" })
      Self.scripts[file]?(&script)
      let frames = try CorpusPlayer.frames(preview, script: script)
      let expected = Self.expectedWarnings[file] ?? []
      let unexpected = frames.warnings.filter { warning in
        !expected.contains { warning.message.contains($0) }
      }
      #expect(unexpected.isEmpty, "\(preview.fileName): \(unexpected)")
      for message in expected {
        #expect(
          frames.warnings.contains { $0.message.contains(message) },
          "\(preview.fileName) no longer says \(message)")
      }
      rows.append((preview.fileName, frames))
    }
    // A device-sized screen is shown once, at the end.
    let times = prefix == "Screen" ? [CorpusPlayer.duration] : CorpusPlayer.times
    let sheet = try CorpusPlayer.sheet(rows, times: times)
    assertGolden(sheet, named: prefix.lowercased(), suite: "Corpus")
  }
}

import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The corpus's screens and navigation files in the dark appearance: each preview asked for
/// `.preferredColorScheme(.dark)` (as a developer previews a screen in dark mode), played with
/// the corpus's scripts on the screen's default background (`systemBackground`: black in the
/// dark). Goldens/Corpus/screen-dark.png and navigation-dark.png; the light ones are
/// CorpusTests'.
@Suite struct CorpusDarkTests {
  @Test(arguments: ["Screen", "Navigation"])
  func darkSheet(_ prefix: String) throws {
    var rows: [(name: String, frames: ViewFrames)] = []
    for preview in CorpusTests.group(prefix) {
      var script = ViewScript()
      let file = String(preview.fileName.prefix { $0 != "-" })
      CorpusTests.scripts[file]?(&script)
      let frame = try preview.frame()
      let size = frame.size == PreviewDevice.default.screen?.size ? nil : frame.size
      let frames = try ViewFrames(
        duration: CorpusPlayer.duration, size: size, scale: 1, background: .systemBackground,
        script: script
      ) { preview.makeView().preferredColorScheme(.dark) }
      rows.append((preview.fileName, frames))
    }
    let times = prefix == "Screen" ? [CorpusPlayer.duration] : CorpusPlayer.times
    let sheet = try CorpusPlayer.sheet(rows, times: times)
    assertGolden(sheet, named: prefix.lowercased() + "-dark", suite: "Corpus")
  }
}

import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeScenes
import KinetypeTestSupport
import Testing

/// Scene text blocks that leave (`end`, `exit`) and are outlined (`outline`): drawn until
/// their end, gone after their exit, the scene lasting until then.
@Suite struct SceneTextExitTests {
  static func scene(_ text: String) throws -> SceneFile {
    let json = """
      {"canvas": {"width": 200, "height": 100}, "background": "#ffffff", "fps": 10,
       "duration": "auto", "texts": [\(text)]}
      """
    return try SceneFile(json: json, file: "t.json", directory: ".")
  }

  /// Pixels that are not the white field.
  static func ink(_ pixmap: Pixmap) -> Int {
    var count = 0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap.color(atX: x, y: y) != .white { count += 1 }
    }
    return count
  }

  /// The mean row of the ink.
  static func inkRow(_ pixmap: Pixmap) -> Double {
    var sum = 0
    var count = 0
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).red < 0.5 {
        sum += y
        count += 1
      }
    }
    return count == 0 ? .nan : Double(sum) / Double(count)
  }

  @Test(arguments: ["fade", "pop", "slide", "reverse"])
  func exit_drawsUntilTheEndAndNothingAfter(kind: String) throws {
    let scene = try Self.scene(
      """
      {"markup": "Bye", "size": 40, "color": "#000000", "placement": {"alignment": "center"},
       "effect": {"name": "scale-in", "animates": "all"}, "end": 1, "exit": {"name": "\(kind)",
       "duration": 0.5, "ease": "linear"}}
      """)
    #expect(scene.duration == 1.5)
    let frames = try scene.frames()
    let settled = Self.ink(try frames.renderFrame(at: 0.9))
    // A reversed scale-in overshoots on its way back: measured near its first frame.
    let leaving = Self.ink(try frames.renderFrame(at: kind == "reverse" ? 1.45 : 1.3))
    #expect(settled > 100)
    #expect(Self.ink(try frames.renderFrame(at: 1.5)) == 0)
    if kind != "slide" { #expect(leaving < settled) }
    #expect(leaving > 0)
  }

  @Test func exit_slideMovesTowardsItsEdge() throws {
    let scene = try Self.scene(
      """
      {"markup": "Bye", "size": 40, "color": "#000000", "placement": {"alignment": "center"},
       "end": 0.5, "exit": {"name": "slide", "edge": "bottom", "distance": 30,
       "duration": 1, "ease": "linear"}}
      """)
    let frames = try scene.frames()
    let before = Self.inkRow(try frames.renderFrame(at: 0.4))
    let halfway = Self.inkRow(try frames.renderFrame(at: 1.0))
    #expect(abs(halfway - before - 15) < 1.5)
  }

  /// Dark pixels (the outline) in the right half, where the Arabic word is.
  static func darkOnTheRight(_ pixmap: Pixmap) -> Int {
    var count = 0
    for y in 0..<pixmap.height {
      for x in (pixmap.width / 2)..<pixmap.width {
        let color = pixmap.color(atX: x, y: y)
        if color.red < 0.2, color.green < 0.2, color.blue < 0.2 { count += 1 }
      }
    }
    return count
  }

  @Test func outline_staysOnJoinedLettersWhileTheBlockFades() throws {
    // Arabic letters drawn as one group when translucent (so joins show no seams): the group
    // draws their outline too. Found by looking: the outline vanished as the block faded.
    let scene = try Self.scene(
      ##"{"markup": "Hi مرحبا", "size": 40, "color": "#ffffff", "placement": {"alignment": "center"}, "outline": {"width": 4, "color": "#000000"}, "effect": {"name": "scale-in", "animates": "all"}, "end": 1, "exit": {"name": "fade", "duration": 1, "ease": "linear"}}"##
    )
    let frames = try scene.frames()
    let settled = Self.darkOnTheRight(try frames.renderFrame(at: 0.9))
    let fading = Self.darkOnTheRight(try frames.renderFrame(at: 1.1))
    #expect(settled > 200)
    #expect(fading * 10 > settled * 7)
  }

  @Test func outline_growsTheInkAndKeepsTheLayout() throws {
    let plain = try Self.scene(##"{"markup": "Outline", "size": 40, "color": "#ffffff"}"##)
    let outlined = try Self.scene(
      ##"{"markup": "Outline", "size": 40, "color": "#ffffff", "outline": {"width": 3, "color": "#000000"}}"##
    )
    #expect(plain.texts[0].layout == outlined.texts[0].layout)
    let without = Self.ink(try plain.frames().renderFrame(at: 1))
    let with = Self.ink(try outlined.frames().renderFrame(at: 1))
    #expect(without < 200)  // white on white: only the edges' blend
    #expect(with > 1000)
  }
}

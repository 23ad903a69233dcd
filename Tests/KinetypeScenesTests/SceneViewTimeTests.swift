import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeScenes
import KinetypeTestSupport
import KinetypeTesting
import KinetypeViewGraph
import KinetypeViews
import Testing

/// A 60 pt blue circle inserted with `.scale` by a spring, removed by the same spring, in a
/// 200×120 white field: the Swift code a SwiftUI developer writes for the scene below.
private struct PoppingCircle: View {
  @State var shown = false
  @State var played = false

  var body: some View {
    ZStack(alignment: .topLeading) {
      ZStack {
        if shown {
          Circle().fill(Color.blue).frame(width: 60, height: 60)
            .keyframeAnimator(initialValue: Wiggle(), trigger: played) { content, value in
              content.rotationEffect(.degrees(value.rotation)).scaleEffect(CGFloat(value.scale))
            } keyframes: { _ in
              KeyframeTrack(\.rotation) {
                LinearKeyframe(20, duration: 0.1)
                CubicKeyframe(0, duration: 0.2)
              }
              KeyframeTrack(\.scale) {
                SpringKeyframe(1.3, duration: 0.15)
                SpringKeyframe(1, duration: 0.3, spring: Spring(bounce: 0.4))
              }
            }
            .transition(.scale.combined(with: .opacity))
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
    }
    .frame(width: 200, height: 120)
  }
}

private struct Wiggle {
  var rotation = 0.0
  var scale = 1.0
}

/// The same animation as a scene file.
private let poppingScene = """
  {"canvas": {"width": 200, "height": 120}, "background": "white",
   "views": [{"content": {
     "type": "Circle", "fill": "blue", "modifiers": [{"frame": {"width": 60, "height": 60}}],
     "start": 0.3, "end": 1.5,
     "transition": {"combined": ["scale", "opacity"]},
     "animation": {"spring": {"duration": 0.4, "bounce": 0.3}},
     "keyframes": {"start": 0.9, "tracks": {
       "rotation": [{"linear": 20, "duration": 0.1}, {"cubic": 0, "duration": 0.2}],
       "scale": [{"spring": 1.3, "duration": 0.15}, {"spring": 1, "duration": 0.3, "bounce": 0.4}]
     }}
   }}]}
  """

@Suite struct SceneViewTimeTests {
  static func scene(_ json: String) throws -> SceneFile {
    try SceneFile(json: json, file: "t.json", directory: ".")
  }

  /// Whether every pixel of `pixmap` is the same (the white field alone).
  static func isFlat(_ pixmap: Pixmap) -> Bool {
    let first = pixmap.color(atX: 0, y: 0)
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap.color(atX: x, y: y) != first { return false }
    }
    return true
  }

  @Test func sceneViews_equalTheSwiftCodeByteForByte() throws {
    let scene = try Self.scene(poppingScene)
    let frames = try scene.frames()
    let animation = Animation.spring(duration: 0.4, bounce: 0.3)
    var script = ViewScript()
    script.set("shown", to: true, at: 0.3, animation: animation)
    script.set("played", to: true, at: 0.9)
    script.set("shown", to: false, at: 1.5, animation: animation)
    let swift = try ViewFrames(
      duration: scene.duration, size: CGSize(width: 200, height: 120), background: .white,
      script: script
    ) { PoppingCircle() }
    #expect(frames.canvasSize == swift.canvasSize)
    var moving = 0
    for time in [0.0, 0.3, 0.35, 0.45, 0.6, 0.9, 0.95, 1.05, 1.2, 1.5, 1.6, 1.75, scene.duration] {
      let mine = try frames.renderFrame(at: time)
      let theirs = try swift.renderFrame(at: time)
      #expect(
        Fixtures.bytes(mine) == Fixtures.bytes(theirs), "at \(time) s")
      if !Self.isFlat(mine) { moving += 1 }
    }
    // The comparison is not between two empty fields.
    #expect(moving >= 8)
  }

  @Test func sceneViews_nothingBeforeStartNorAfterTheRemovalSettles() throws {
    let scene = try Self.scene(poppingScene)
    let frames = try scene.frames()
    let settle = Animation.spring(duration: 0.4, bounce: 0.3).duration
    for time in [0, 0.1, 0.29, 1.5 + settle + 0.01, 1.5 + settle + 0.5] {
      #expect(Self.isFlat(try frames.renderFrame(at: time)), "at \(time) s")
    }
    for time in [0.35, 0.6, 1.0, 1.49] {
      #expect(!Self.isFlat(try frames.renderFrame(at: time)), "at \(time) s")
    }
  }

  @Test func sceneDuration_autoWaitsForTheLastViewToSettle() throws {
    // The removal at 1.5 s settles last: its spring's settling time after it.
    let removal = try Self.scene(poppingScene)
    #expect(removal.duration == 1.5 + Animation.spring(duration: 0.4, bounce: 0.3).duration)
    // Keyframes at 2 s lasting 0.25 + 0.5 s end after an insertion at 0.2 s.
    let keyframes = try Self.scene(
      """
      {"views": [{"content": {"type": "Color", "color": "red", "start": 0.2,
        "animation": {"easeIn": {"duration": 0.5}},
        "keyframes": {"start": 2, "tracks": {
          "opacity": [{"linear": 0.5, "duration": 0.25}],
          "offsetX": [{"cubic": 10, "duration": 0.5}, {"move": 0}]}}}}]}
      """)
    #expect(keyframes.duration == 2.5)
    // An insertion with a delay: start + delay + duration.
    let delayed = try Self.scene(
      """
      {"texts": [{"markup": "Hi"}],
       "views": [{"content": {"type": "Color", "color": "red", "start": 1,
         "animation": {"linear": {"duration": 0.5}, "delay": 0.25}}}]}
      """)
    #expect(abs(delayed.duration - 1.75) < 1e-9)
    // Repeating keyframes never settle: auto is an error naming the duration.
    #expect(throws: SceneError.self) {
      try Self.scene(
        """
        {"views": [{"content": {"type": "Color", "color": "red",
          "keyframes": {"repeating": true, "tracks": {"scale": [{"linear": 2, "duration": 1}]}}}}]}
        """)
    }
    let repeating = try Self.scene(
      """
      {"duration": 2, "views": [{"content": {"type": "Color", "color": "red",
        "keyframes": {"repeating": true, "tracks": {"scale": [{"linear": 2, "duration": 1}]}}}}]}
      """)
    #expect(repeating.duration == 2)
  }

  @Test func sceneInspect_listsEachViewsEvents() throws {
    let scene = try Self.scene(poppingScene)
    let events = scene.viewEvents()
    #expect(events.map(\.kind) == ["insertion", "keyframes", "removal"])
    #expect(events.map(\.start) == [0.3, 0.9, 1.5])
    #expect(events[1].end == 0.9 + 0.45)
    #expect(events.allSatisfy { $0.view == "Circle at $.views[0].content" })
    #expect(events[0].detail.hasPrefix(".scale.combined(with: .opacity) with "))
    let dump = scene.timingDump()
    #expect(dump.contains("Circle at $.views[0].content removal 1.500–"))
    let json = try scene.timingJSON()
    #expect(json.contains("\"kind\" : \"keyframes\""))
  }

  @Test func sceneLayout_namesTemplatesAndFollowsTheTimeline() throws {
    let path = PackageRoot.url("docs/examples").appendingPathComponent("badge-pop.json").path
    let scene = try SceneFile(contentsOfFile: path)
    let before = try scene.layoutInspection(at: 0.4)
    #expect(before.elements.contains { $0.views.contains("Avatar (template)") })
    #expect(!before.elements.contains { $0.type == "Capsule" }, "the badge comes at 0.5 s")
    let after = try scene.layoutInspection(at: 1.5)
    let capsule = try #require(after.elements.first { $0.type == "Capsule" })
    let badge = try #require(after.elements.first { $0.views.contains("Badge (template)") })
    #expect(badge.frame == capsule.frame)
    // The badge keeps the seed's guides: it overhangs the avatar by a third of its size.
    let circle = try #require(after.elements.first { $0.type == "Circle" }).frame
    #expect(abs((circle.minY - capsule.frame.minY) - capsule.frame.height / 3) <= 1)
    #expect(abs((capsule.frame.maxX - circle.maxX) - capsule.frame.width / 3) <= 1)
  }

  @Test func sceneTexts_onTheVirtualClockDrawAsAtEachTime() throws {
    // A text block moving beside a timed view: on the virtual clock the text is drawn at
    // each frame's time (through a TimelineView), as the still scene draws it at that time.
    let scene = try Self.scene(
      """
      {"canvas": {"width": 240, "height": 100},
       "texts": [{"markup": "^[Hello](emphasis: true)", "size": 32, "start": 0.1}],
       "views": [{"content": {"type": "Rectangle", "fill": "red", "start": 0,
         "transition": "identity", "animation": "linear",
         "modifiers": [{"frame": {"width": 20, "height": 20}}]},
         "placement": {"alignment": "topLeading"}}]}
      """)
    let frames = try scene.frames()
    let still = try ViewFrames(
      duration: scene.duration, size: CGSize(width: 240, height: 100), background: .white
    ) { time in scene.view(at: time) }
    for time in [0.0, 0.15, 0.3, 0.5, scene.duration] {
      #expect(
        Fixtures.bytes(try frames.renderFrame(at: time))
          == Fixtures.bytes(try still.renderFrame(at: time)), "at \(time) s")
    }
  }

  @Test func sceneExamples_goldenContactSheets() throws {
    for (name, columns) in [("badge-pop", 3), ("lower-third", 3)] {
      let path = PackageRoot.url("docs/examples").appendingPathComponent(name + ".json").path
      let scene = try SceneFile(contentsOfFile: path)
      let sheet = ContactSheet(
        animation: try scene.frames(), timeline: try scene.timeline(), frameCount: 12,
        columns: columns)
      assertGolden(try sheet.render(fonts: scene.fonts), named: name, suite: "Scenes")
    }
  }
}

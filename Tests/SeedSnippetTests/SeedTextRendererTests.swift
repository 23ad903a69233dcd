import Kinetype
import KinetypeTesting
import Testing

/// The seed's renderers run as an app's would: their own `EmphasisAttribute`, their own
/// `AppearRenderer` and `AppearanceEffectRenderer` (shadowing Kinetype's built-ins).
@Suite struct SeedTextRendererTests {
  static let fonts: FontCollection = {
    do { return try FontCollection.bundled() } catch {
      preconditionFailure("the bundled fonts load: \(error)")
    }
  }()

  /// The sample's preview text: `Text("Build \(visualEffects) with SwiftUI 🧑‍💻")`.
  static func previewText<Marker: TextAttribute>(_ marker: Marker) -> Text {
    let visualEffects = Text("Visual Effects")
      .customAttribute(marker)
      .foregroundStyle(.pink)
      .bold()
    return Text("Build \(visualEffects) with SwiftUI 🧑‍💻")
      .font(.system(.title, design: .rounded, weight: .semibold))
  }

  static func render(
    _ layout: Text.Layout, width: Int = 560, height: Int = 140,
    _ draw: (Text.Layout, inout GraphicsContext) -> Void
  ) throws -> (Pixmap, [Warning]) {
    var canvas = try Pixmap(width: width, height: height, background: .white)
    var warnings: [Warning] = []
    GraphicsContext.render(into: &canvas) { context in
      context.translateBy(x: 25, y: 20)
      draw(layout, &context)
      warnings = context.warnings
    }
    return (canvas, warnings)
  }

  static func bytes(_ canvas: Pixmap) -> [UInt8] {
    canvas.withUnsafePremultipliedBytes { Array($0) }
  }

  @Test func interpolatedText_keepsTheUsersAttribute() throws {
    let text = Self.previewText(EmphasisAttribute())
    #expect(text.string == "Build Visual Effects with SwiftUI 🧑‍💻")
    let marked = text.spans.filter { $0.attributes[EmphasisAttribute.self] != nil }
    #expect(marked.map(\.string) == ["Visual Effects"])
    #expect(marked.first?.attributes.foregroundColor == .pink)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.8])
  func wwdcRenderer_drawsAsKinetypesBuiltInDoes(time: Double) throws {
    // The verbatim sample reading the app's EmphasisAttribute draws exactly what Kinetype's
    // built-in renderer draws reading Kinetype's, frame for frame (on one line: where a line
    // break splits the span, the sample staggers each run on its own and the built-in the
    // whole span in reading order).
    let width = 520.0
    let sample = try Text.Layout(
      Self.previewText(EmphasisAttribute()), fonts: Self.fonts, width: width)
    let builtIn = try Text.Layout(
      Self.previewText(Kinetype.EmphasisAttribute()), fonts: Self.fonts, width: width)
    let (ours, _) = try Self.render(sample) { layout, context in
      AppearanceEffectRenderer(elapsedTime: time, totalDuration: 0.8)
        .draw(layout: layout, in: &context)
    }
    let (theirs, _) = try Self.render(builtIn) { layout, context in
      Kinetype.AppearanceEffectRenderer(elapsedTime: time, totalDuration: 0.8)
        .draw(layout: layout, in: &context)
    }
    let differing = zip(Self.bytes(ours), Self.bytes(theirs)).filter { $0 != $1 }.count
    #expect(differing == 0)
  }

  @Test func wwdcRenderer_hidesEmphasisAtTheStartAndShowsItAtTheEnd() throws {
    let layout = try Text.Layout(
      Self.previewText(EmphasisAttribute()), fonts: Self.fonts, width: 250)
    func pinkPixels(at time: Double) throws -> Int {
      let (frame, _) = try Self.render(layout) { layout, context in
        AppearanceEffectRenderer(elapsedTime: time, totalDuration: 0.8)
          .draw(layout: layout, in: &context)
      }
      var count = 0
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let c = frame.color(atX: x, y: y)
          if c.red > 0.9 && c.green < 0.5 && c.blue > 0.2 && c.blue < 0.5 { count += 1 }
        }
      }
      return count
    }
    #expect(try pinkPixels(at: 0) == 0)
    #expect(try pinkPixels(at: 0.8) > 200)
  }

  @Test func flattenedRuns_areEveryRunAndSliceOfTheLayout() throws {
    let layout = try Text.Layout(
      Self.previewText(EmphasisAttribute()), fonts: Self.fonts, width: 250)
    #expect(layout.flattenedRuns.count == layout.lines.map(\.count).reduce(0, +))
    #expect(layout.flattenedRunSlices.count == layout.flattenedRuns.map(\.count).reduce(0, +))
    #expect(
      layout.flattenedRunSlices.map(\.characterRange)
        == layout.slices.map(\.characterRange))
  }

  @Test func seedAppearRenderer_animatesOnlyTheMarkedRun() throws {
    let text =
      Text("The ") + Text("moonlight").customAttribute(EmphasisAttribute()) + Text(" spills")
    let layout = try Text.Layout(text.font(.system(size: 36)), fonts: Self.fonts)
    func ink(at time: Double) throws -> Int {
      let (frame, _) = try Self.render(layout, width: 360, height: 80) { layout, context in
        AppearRenderer(elapsedTime: time).draw(layout: layout, in: &context)
      }
      return Self.bytes(frame).enumerated().filter { $0.offset % 4 == 0 && $0.element < 128 }.count
    }
    let (plain, _) = try Self.render(layout, width: 360, height: 80) { layout, context in
      PlainTextRenderer().draw(layout: layout, in: &context)
    }
    let plainInk = Self.bytes(plain).enumerated().filter { $0.offset % 4 == 0 && $0.element < 128 }
      .count
    let start = try ink(at: 0)
    let end = try ink(at: 1)
    #expect(start > 0 && start < plainInk * 2 / 3)  // "moonlight" not drawn yet
    #expect(abs(end - plainInk) < plainInk / 50)  // all drawn, at rest
  }

  @Test func markupEmphasis_reachesTheAppsTypeOnceRegistered() throws {
    // Unregistered: markup attaches Kinetype's EmphasisAttribute, which the app's renderer
    // does not read: the context says why.
    let unregistered = try Text(markup: "The ^[moonlight](emphasis: true) spills")
    #expect(unregistered.spans[1].attributes[EmphasisAttribute.self] == nil)
    let layout = try Text.Layout(unregistered.font(.system(size: 36)), fonts: Self.fonts)
    let (_, warnings) = try Self.render(layout) { layout, context in
      AppearRenderer(elapsedTime: 0).draw(layout: layout, in: &context)
    }
    #expect(
      warnings.contains {
        $0.message.contains("EmphasisAttribute") && $0.message.contains("register")
      })
    // Registered: the markup reaches the app's type, and nothing is reported.
    var registry = MarkupAttributeRegistry.default
    registry.register("emphasis", EmphasisAttribute())
    let registered = try Text(
      markup: "The ^[moonlight](emphasis: true) spills", attributes: registry)
    #expect(registered.spans[1].attributes[EmphasisAttribute.self] != nil)
    let registeredLayout = try Text.Layout(registered.font(.system(size: 36)), fonts: Self.fonts)
    let (_, quiet) = try Self.render(registeredLayout) { layout, context in
      AppearRenderer(elapsedTime: 0).draw(layout: layout, in: &context)
    }
    #expect(quiet.isEmpty)
  }
}

import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

// SwiftUI names that public app files use and a fresh set of them did not find (issue 21's
// acceptance): each test checks what the name does, not only that it compiles.

/// Ticks of a timer seen from outside.
private final class TickProbe: @unchecked Sendable {
  var dates: [Date] = []
}

/// A clock label as apps write it: Combine's timer, autoconnected, read by `onReceive`.
private struct TickingLabel: View {
  let probe: TickProbe
  var stopsAfter = Int.max
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var count = 0

  var body: some View {
    Text("\(count)")
      .onReceive(timer) { date in
        probe.dates.append(date)
        count += 1
        if count >= stopsAfter { timer.upstream.connect().cancel() }
      }
  }
}

/// A counter whose stepper uses the closure form.
private final class StepProbe: @unchecked Sendable {
  var steps = 0
}

/// The dates a timeline's content was built with.
private final class DateProbe: @unchecked Sendable {
  var dates: [Date] = []
}

/// A clock as apps write it: a periodic timeline from the wall clock's now.
private struct WallClockTimeline: View {
  let probe: DateProbe
  var body: some View {
    TimelineView(.periodic(from: .now, by: 1)) { context in
      let _ = probe.dates.append(context.date)
      Text(context.date, style: .time)
    }
  }
}

@Suite struct AppSurfaceTests {
  @Test func periodicTimelineFromNow_ticksFromWhenItAppears() throws {
    let probe = DateProbe()
    let frames = try ViewFrames(duration: 3) { WallClockTimeline(probe: probe) }
    probe.dates = []
    _ = try frames.renderFrame(at: 2.5)
    // `.now` is 2026 on the wall clock; offline it means the appearance at virtual time 0, so
    // at 2.5 s the content shows the tick of 2 s.
    #expect(probe.dates.last?.timeIntervalSinceReferenceDate == 2)
  }

  @Test func removeAtOffsets_removesThoseElements() {
    var items = ["A", "B", "C", "D", "E"]
    items.remove(atOffsets: IndexSet([1, 3, 9]))
    #expect(items == ["A", "C", "E"])
  }

  @Test func moveFromOffsets_keepsOrderAndCountsTheDestinationBeforeTheMove() {
    // SwiftUI's documented semantics: the destination is an offset in the array before the
    // move; moved elements keep their relative order.
    var a = ["A", "B", "C", "D", "E"]
    a.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(a == ["B", "D", "A", "C", "E"])
    var b = ["A", "B", "C", "D", "E"]
    b.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
    #expect(b == ["A", "C", "E", "B", "D"])
    var c = ["A", "B", "C", "D", "E"]
    c.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(c == ["B", "C", "A", "D", "E"])
  }

  @Test func colorMix_endsAndMidpoints() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(red.mix(with: blue, by: 0, in: .device) == red)
    #expect(red.mix(with: blue, by: 1, in: .device) == blue)
    let half = red.mix(with: blue, by: 0.5, in: .device)
    #expect(abs(half.red - 0.5) < 1e-9 && abs(half.blue - 0.5) < 1e-9)
    // Perceptual: black and white meet at Oklab L = 0.5, linear luminance 0.5³ = 0.125, which
    // the sRGB curve encodes as 0.3885.
    let gray = Color.black.mix(with: .white, by: 0.5)
    #expect(abs(gray.red - 0.3885) < 0.001 && abs(gray.green - gray.blue) < 1e-6)
  }

  @Test func animatableValues_actValueByValue() {
    let a = AnimatableValues(1.0, 2.0, 3.0)
    let b = AnimatableValues(10.0, 20.0, 30.0)
    #expect((a + b) == AnimatableValues(11.0, 22.0, 33.0))
    #expect((b - a) == AnimatableValues(9.0, 18.0, 27.0))
    #expect(a.scaled(by: 2) == AnimatableValues(2.0, 4.0, 6.0))
    #expect(a.magnitudeSquared == 14)
    #expect(AnimatableValues<Double, Double>.zero == AnimatableValues(0.0, 0.0))
    let mid = a.interpolated(towards: b, amount: 0.5)
    #expect(mid.value.0 == 5.5 && mid.value.2 == 16.5)
  }

  @Test func unevenRoundedRectangle_roundsOnlyItsRoundedCorners() throws {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20)
    let image = try renderer(
      shape.fill(Color.black).frame(width: 100, height: 60).background(Color.white)
    ).render()
    // The rounded top corners leave the very corner white; the square bottom ones are black.
    #expect(image.color(atX: 1, y: 1) == .white)
    #expect(image.color(atX: 98, y: 1) == .white)
    #expect(image.color(atX: 1, y: 58) == .black)
    #expect(image.color(atX: 98, y: 58) == .black)
    #expect(image.color(atX: 50, y: 1) == .black)
    // Equal radii are a rounded rectangle's.
    let even = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(
        topLeading: 8, bottomLeading: 8, bottomTrailing: 8, topTrailing: 8))
    let rect = CGRect(x: 0, y: 0, width: 80, height: 40)
    #expect(even.path(in: rect) == RoundedRectangle(cornerRadius: 8).path(in: rect))
  }

  @Test func shapeStyleShadow_dropFallsOutsideInnerFallsInside() throws {
    func draw<S: ShapeStyle>(_ style: S) throws -> Pixmap {
      try renderer(
        Rectangle().fill(style).frame(width: 40, height: 40).padding(20)
          .background(Color.white)
      ).render()
    }
    let plain = try draw(Color.white)
    let drop = try draw(Color.white.shadow(.drop(color: .black, radius: 4, y: 4)))
    let inner = try draw(Color.white.shadow(.inner(color: .black, radius: 4)))
    // Under the shape's bottom edge: white without a shadow, darker with a drop shadow.
    #expect(plain.color(atX: 40, y: 62) == .white)
    #expect(drop.color(atX: 40, y: 62).red < 0.9)
    // Just inside the edge: darker with an inner shadow; the centre stays white.
    #expect(inner.color(atX: 40, y: 21).red < 0.9)
    #expect(inner.color(atX: 40, y: 40) == .white)
    #expect(drop.color(atX: 40, y: 21) == .white)
    // The inner shadow stays inside the shape: outside a rounded corner the page is white.
    let rounded = try renderer(
      RoundedRectangle(cornerRadius: 12).fill(Color.white.shadow(.inner(color: .black, radius: 4)))
        .frame(width: 40, height: 40).padding(20).background(Color.white)
    ).render()
    #expect(rounded.color(atX: 21, y: 21) == .white)
    #expect(rounded.color(atX: 40, y: 21).red < 0.9)
  }

  @Test func imageScale_scalesSymbols() throws {
    func side(_ scale: Image.Scale) throws -> CGFloat {
      try inspect(Image(systemName: "star").font(.system(size: 20)).imageScale(scale))
        .size.width
    }
    #expect(try side(.medium) == 20)
    #expect(try side(.small) == 16)
    #expect(try side(.large) == 26)
  }

  @Test func safeAreaInset_givesTheViewWhatTheInsetLeaves() throws {
    let layout = try inspect(
      Color.blue
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) }
        .frame(width: 200, height: 300))
    let colors = layout.frames(ofType: "Color")
    #expect(colors.contains(CGRect(x: 0, y: 0, width: 200, height: 250)))
    #expect(colors.contains(CGRect(x: 0, y: 250, width: 200, height: 50)))
  }

  @Test func listStyle_sidebarIsDrawnInsetGroupedWithAWarning() throws {
    let sidebar = renderer(List { Text("A") }.listStyle(.sidebar).frame(width: 200, height: 120))
    _ = try sidebar.render()
    #expect(
      sidebar.warnings.contains {
        $0.kind == .unsupportedFeature && $0.message.contains(".sidebar")
      })
    // The styles iOS draws are drawn without a warning (ListStyleTests checks how).
    for style in [AnyListStyleProbe.plain, .grouped, .insetGrouped] {
      let drawn = renderer(style.list.frame(width: 200, height: 120))
      _ = try drawn.render()
      #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    }
  }

  @Test func pickerWithLabelView_showsTheLabelInARow() throws {
    let layout = try inspect(
      Form {
        Picker(selection: .constant(1), label: Text("Speed")) {
          Text("Slow").tag(0)
          Text("Fast").tag(1)
        }
      }
      .frame(width: 320, height: 200))
    let texts = layout.elements.filter { $0.type == "Text" }.map(\.details)
    #expect(texts.contains("\"Speed\""))
    #expect(texts.contains("\"Fast\""))
  }

  @Test func sectionFooterView_isDrawnUnderTheCard() throws {
    let layout = try inspect(
      Form {
        Section(footer: Text("Footnote")) { Text("Row") }
      }
      .frame(width: 320, height: 300))
    let row = try #require(layout.elements.first { $0.details == "\"Row\"" })
    let footer = try #require(layout.elements.first { $0.details == "\"Footnote\"" })
    #expect(footer.frame.minY > row.frame.maxY)
  }

  @Test func buttonWithSystemImage_runsItsActionWhenItsTitleIsTapped() throws {
    let probe = StepProbe()
    var script = ViewScript()
    script.tap("Animate", at: 0.1)
    let frames = try ViewFrames(duration: 0.5, script: script) {
      Button("Animate", systemImage: "play.fill") { probe.steps += 1 }
    }
    _ = try frames.renderFrame(at: 0.5)
    #expect(probe.steps == 1)
  }

  @Test func stepperClosureForm_runsIncrement() throws {
    let probe = StepProbe()
    var script = ViewScript()
    script.tap("Increment", at: 0.1)
    let frames = try ViewFrames(duration: 0.5, script: script) {
      Stepper(onIncrement: { probe.steps += 1 }, onDecrement: { probe.steps -= 1 }) {
        Text("Amount")
      }
      .frame(width: 300)
    }
    _ = try frames.renderFrame(at: 0.5)
    #expect(probe.steps == 1)
  }

  @Test func timerPublisher_ticksEverySecondOnTheVirtualClock() throws {
    let probe = TickProbe()
    let frames = try ViewFrames(duration: 3.5) { TickingLabel(probe: probe) }
    _ = try frames.renderFrame(at: 3.5)
    // Ticks at 1, 2 and 3 seconds, dated on the virtual clock.
    let offsets = probe.dates.map { $0.timeIntervalSinceReferenceDate }
    #expect(offsets == [1, 2, 3])
  }

  @Test func timerPublisher_stopsWhenCancelled() throws {
    let probe = TickProbe()
    let frames = try ViewFrames(duration: 3.5) { TickingLabel(probe: probe, stopsAfter: 2) }
    _ = try frames.renderFrame(at: 3.5)
    #expect(probe.dates.count == 2)
  }

  @Test func uiScreenMain_isTheDefaultPreviewDevice() {
    // Xcode's default preview device, the iPhone 16 Pro: 402 × 874 points at 3× (HIG).
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 402, height: 874))
    #expect(UIScreen.main.scale == 3)
    #expect(PreviewDevice.default.rawValue == "iPhone 16 Pro")
  }
}

/// A list in one of the styles Kinetype draws.
private enum AnyListStyleProbe {
  case plain, grouped, insetGrouped

  var list: AnyView {
    switch self {
    case .plain: AnyView(List { Text("A") }.listStyle(.plain))
    case .grouped: AnyView(List { Text("A") }.listStyle(GroupedListStyle()))
    case .insetGrouped: AnyView(List { Text("A") }.listStyle(InsetGroupedListStyle()))
    }
  }
}

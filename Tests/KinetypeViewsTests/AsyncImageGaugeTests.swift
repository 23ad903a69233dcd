import Foundation
import Kinetype
import Testing

/// A `width` × `height` PNG of `color` in a fresh temporary folder; its path.
private func temporaryPNG(width: Int, height: Int, color: Color) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kinetype-asyncimage-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent("picture.png").path
  try Pixmap(width: width, height: height, background: color).writePNG(to: path)
  return path
}

/// The phase an `AsyncImage` shows, as a text.
private struct PhaseProbe: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty: Text("empty")
      case .success(let image): image.resizable().frame(width: 40, height: 40)
      case .failure: Text("failure")
      }
    }
  }
}

@Suite struct AsyncImageTests {
  @Test func aFileURLLoadsThePNGAtItsSize() throws {
    let path = try temporaryPNG(width: 30, height: 20, color: .red)
    let renderer = renderer(AsyncImage(url: URL(fileURLWithPath: path)))
    let image = try renderer.render()
    #expect(image.width == 30 && image.height == 20)
    // `Color.red` is `systemRed`: (255, 59, 48).
    #expect(image.color(atX: 15, y: 10).red > 0.9 && image.color(atX: 15, y: 10).green < 0.3)
    #expect(renderer.warnings.isEmpty, "\(renderer.warnings)")
    // `scale` divides the size; a bare path (no scheme) loads too.
    let half = try inspect(AsyncImage(url: URL(string: path), scale: 2))
    #expect(half.size == CGSize(width: 15, height: 10))
  }

  @Test func theSuccessPhaseCarriesTheImage() throws {
    let path = try temporaryPNG(width: 8, height: 8, color: .blue)
    let layout = try inspect(PhaseProbe(url: URL(fileURLWithPath: path)))
    #expect(layout.size == CGSize(width: 40, height: 40))
    #expect(layout.text("empty") == nil)
  }

  @Test func aNetworkURLStaysEmptyWithAWarning() throws {
    let renderer = renderer(PhaseProbe(url: URL(string: "https://example.com/icon.png")))
    _ = try renderer.render()
    #expect(try renderer.layoutInspection().text("empty") != nil)
    #expect(
      renderer.warnings.contains {
        $0.kind == .unsupportedFeature && $0.message.contains("does not fetch over the network")
          && $0.message.contains("https://example.com/icon.png")
      })
    // A nil URL is empty too, and nothing is wrong.
    let none = ImageRenderer(content: PhaseProbe(url: nil))
    _ = try none.render()
    #expect(try none.layoutInspection().text("empty") != nil)
    #expect(none.warnings.isEmpty)
  }

  @Test func aMissingFileIsAFailureWithAWarning() throws {
    let renderer = renderer(PhaseProbe(url: URL(fileURLWithPath: "/no/such/picture.png")))
    _ = try renderer.render()
    #expect(try renderer.layoutInspection().text("failure") != nil)
    #expect(
      renderer.warnings.contains {
        $0.kind == .missingResource && $0.message.contains("/no/such/picture.png")
      })
  }

  @Test func theDefaultPlaceholderIsAGrayBoxFillingTheFrame() throws {
    let view = AsyncImage(url: URL(string: "https://example.com/icon.png"))
      .frame(width: 200, height: 200)
    let layout = try inspect(view)
    #expect(layout.frames(ofType: "Rectangle").first == CGRect(x: 0, y: 0, width: 200, height: 200))
    // `systemFill`: (120, 120, 128) at 20 %.
    let pixel = try renderer(view).render().premultipliedPixel(atX: 100, y: 100)
    #expect(abs(Int(pixel.3) - 51) <= 1)
    #expect(pixel.2 > pixel.0)
  }

  @Test func theContentPlaceholderFormShowsThePlaceholderUntilLoaded() throws {
    func probe(_ url: URL?) -> some View {
      AsyncImage(url: url) { image in
        image.resizable().frame(width: 60, height: 60)
      } placeholder: {
        Text("loading")
      }
    }
    #expect(try inspect(probe(URL(string: "https://example.com/a.png"))).text("loading") != nil)
    let path = try temporaryPNG(width: 4, height: 4, color: .green)
    let loaded = try inspect(probe(URL(fileURLWithPath: path)))
    #expect(loaded.text("loading") == nil)
    #expect(loaded.size == CGSize(width: 60, height: 60))
  }
}

/// A speedometer gauge in `style`, 300 points wide.
private func speedGauge(_ style: BuiltInGaugeStyle, value: Double = 75) -> some View {
  Gauge(value: value, in: 0...150) {
    Text("MPH")
  } currentValueLabel: {
    Text("\(Int(value))")
  } minimumValueLabel: {
    Text("0")
  } maximumValueLabel: {
    Text("150")
  }
  .gaugeStyle(style)
  .frame(width: 300)
}

@Suite struct GaugeTests {
  @Test func accessoryLinear_putsTheBoundsBesideABarWithAMarkerAtTheValue() throws {
    let layout = try inspect(speedGauge(.accessoryLinear))
    let bar = try #require(layout.element(named: "GaugeBar")).frame
    let minimum = try #require(layout.text("0")).frame
    let maximum = try #require(layout.text("150")).frame
    #expect(minimum.maxX + 4 == bar.minX && bar.maxX + 4 == maximum.minX)
    #expect(bar.height == 6)
    // The marker (10 points and 2 of white around it) is centred at half the bar.
    let marker = try #require(layout.frames(ofType: "Circle").first { $0.width == 10 })
    #expect(abs(marker.midX - (bar.minX + bar.width / 2)) <= 0.5)
    #expect(abs(marker.midY - bar.midY) <= 0.5)
    // Apple: this style shows no label, and the current value only without bound labels.
    #expect(layout.text("MPH") == nil && layout.text("75") == nil)
    let bare = try inspect(
      Gauge(value: 0.25) {
        Text("Level")
      } currentValueLabel: {
        Text("25%")
      }
      .gaugeStyle(.accessoryLinear).frame(width: 200))
    let current = try #require(bare.text("25%")).frame
    #expect(current.minX == 0 && bare.text("Level") == nil)
  }

  @Test func capacityStyles_fillTheBarToTheValueUnderTheLabel() throws {
    for style in [BuiltInGaugeStyle.accessoryLinearCapacity, .linearCapacity, .automatic] {
      let layout = try inspect(speedGauge(style, value: 30))
      let bar = try #require(layout.element(named: "GaugeBar")).frame
      let label = try #require(layout.text("MPH")).frame
      let current = try #require(layout.text("30")).frame
      let minimum = try #require(layout.text("0")).frame
      // The label, 4 points, the row of the bar and its bound labels, 4 points, the value.
      #expect(label.maxY + 4 == minimum.minY && minimum.maxY + 4 == current.minY)
      #expect(abs(bar.midY - minimum.midY) <= 0.5 && minimum.maxX + 4 == bar.minX)
      let fill = try #require(layout.frames(ofType: "Capsule").last)
      #expect(abs(fill.width - bar.width * 0.2) <= 0.5)
      #expect(fill.minX == bar.minX)
    }
  }

  @Test func theValueIsPlacedInItsRangeAndClamped() throws {
    func fill(_ value: Double) throws -> CGFloat {
      let layout = try inspect(
        Gauge(value: value, in: 10...30) { Text("T") }
          .gaugeStyle(.accessoryLinearCapacity).frame(width: 200))
      return try #require(layout.frames(ofType: "Capsule").last).width
    }
    #expect(try fill(20) == 100)
    #expect(try fill(15) == 50)
    #expect(try fill(40) == 200 && fill(0) == 0 && fill(.nan) == 0)
  }

  @Test func accessoryCircular_isAnOpenRingWithTheValueInsideAndTheBoundsInTheOpening() throws {
    let layout = try inspect(speedGauge(.accessoryCircular))
    let ring = try #require(layout.element(named: "GaugeArc")).frame
    #expect(ring.size == CGSize(width: 58, height: 58))
    let current = try #require(layout.text("75")).frame
    #expect(abs(current.midX - ring.midX) <= 0.5 && abs(current.midY - ring.midY) <= 0.5)
    let minimum = try #require(layout.text("0")).frame
    let maximum = try #require(layout.text("150")).frame
    #expect(minimum.maxX < ring.midX && maximum.minX > ring.midX)
    #expect(minimum.maxY == ring.maxY && maximum.maxY == ring.maxY)
    // Both fit whole in the opening (not truncated).
    let whole = try #require(
      try inspect(Text("150").font(.system(size: 10, weight: .medium))).text("150")
    ).frame
    #expect(maximum.width == whole.width)
  }

  @Test func accessoryCircularCapacity_fillsClockwiseFromTwelve() throws {
    let view = Gauge(value: 0.5) { Text("") }
      .gaugeStyle(.accessoryCircularCapacity)
    let image = try renderer(view, scale: 2).render()
    #expect(image.width == 116)
    // The ring's line is 6 points (12 pixels) wide, 3 points in from the edge: at half,
    // three o'clock is filled and nine o'clock is the gray track.
    let right = image.color(atX: 116 - 6, y: 58)
    let left = image.color(atX: 6, y: 58)
    #expect(right.blue > 0.8 && right.red < 0.3)
    #expect(abs(left.blue - left.red) < 0.1)
  }
}

@Suite struct TextEditorTests {
  @Test func showsItsTextFromTheTopLeadingInsetAsUITextView() throws {
    let text = "First line of notes that is long enough to wrap in the editor"
    let layout = try inspect(
      TextEditor(text: .constant(text)).frame(width: 200, height: 300))
    let shown = try #require(layout.elements.first { $0.type == "Text" }).frame
    #expect(shown.minX == 5 && shown.minY == 8)
    #expect(shown.width <= 190)
    let oneLine = try #require(
      try inspect(Text("First").frame(width: 200)).text("First")
    ).frame.height
    #expect(shown.height > 1.5 * oneLine)
  }

  @Test func textTallerThanTheEditorIsClippedNotTruncated() throws {
    let text = "One two three four five six seven eight nine ten eleven twelve"
    let view = TextEditor(text: .constant(text)).frame(width: 100, height: 40)
    let layout = try inspect(view)
    let shown = try #require(layout.elements.first { $0.type == "Text" }).frame
    #expect(shown.height > 40 && shown.minY == 8)
    #expect(layout.size == CGSize(width: 100, height: 40))
  }

  @Test func takesTheEnvironmentFont() throws {
    let small = try inspect(TextEditor(text: .constant("A")).font(.system(size: 12)))
    let large = try inspect(TextEditor(text: .constant("A")).font(.system(size: 40)))
    let a = try #require(small.text("A")).frame.height
    let b = try #require(large.text("A")).frame.height
    #expect(b > 2.5 * a)
  }
}

/// The iOS 13 slider form: end labels as views, in that order, then the label.
private final class SliderProbe: @unchecked Sendable { var value = 0.0 }

private struct OldSlider: View {
  let probe: SliderProbe
  @State private var size = 12.0
  var body: some View {
    Slider(
      value: $size, in: 8...120, minimumValueLabel: Text("a"), maximumValueLabel: Text("A")
    ) {
      Text("Font Size")
    }
    .frame(width: 200)
    .onChange(of: size) { _, value in probe.value = value }
  }
}

@Suite struct SliderValueLabelTests {
  @Test func theEndLabelsStandBesideTheTrackAndTheLabelNamesIt() throws {
    let probe = SliderProbe()
    let layout = try inspect(OldSlider(probe: probe))
    let low = try #require(layout.text("a")).frame
    let high = try #require(layout.text("A")).frame
    #expect(low.minX == 0 && high.maxX == 200)
    #expect(layout.text("Font Size") == nil)
    var script = ViewScript()
    script.slide("Font Size", to: 1, at: 0.1)
    let frames = try ViewFrames(duration: 0.5, script: script) { OldSlider(probe: probe) }
    _ = try frames.renderFrame(at: 0.5)
    #expect(probe.value == 120)
  }
}

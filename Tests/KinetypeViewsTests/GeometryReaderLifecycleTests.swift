import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

// Lifecycle and animation inside a `GeometryReader`'s content, whose views Kinetype builds at
// layout (the acceptance run's LoaderView.swift: a skeleton shimmer stood still).

/// What the views inside a reader did, seen from outside.
private final class LifeProbe: @unchecked Sendable {
  var appears = 0
  var changes: [[Int]] = []
  var tasks = 0
  var widths: [[CGFloat]] = []
}

/// A shimmer as apps write it: a gradient half the reader's width, slid from -1 to 1.5 widths
/// over 1.2 s, linearly, forever, started by an `onAppear` inside the reader.
private struct Shimmer: View {
  let probe: LifeProbe
  @State private var phase: CGFloat = -1

  var body: some View {
    GeometryReader { proxy in
      LinearGradient(colors: [.clear, .black, .clear], startPoint: .leading, endPoint: .trailing)
        .frame(width: proxy.size.width / 2)
        .offset(x: phase * proxy.size.width)
        .onAppear {
          probe.appears += 1
          withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
            phase = 1.5
          }
        }
    }
  }
}

/// A bar that a task inside the reader lengthens three times, a quarter second apart; the
/// reader's content notes each change of the count and of its own width.
private struct GrowingBar: View {
  let probe: LifeProbe
  @State private var steps = 0

  var body: some View {
    GeometryReader { proxy in
      Color.black
        .frame(width: CGFloat(steps) * 10)
        .task {
          probe.tasks += 1
          for _ in 0..<3 {
            try? await Task.sleep(for: .seconds(0.25))
            steps += 1
          }
        }
        .onChange(of: steps) { old, new in probe.changes.append([old, new]) }
        .onChange(of: proxy.size.width) { old, new in probe.widths.append([old, new]) }
        .onAppear { probe.appears += 1 }
    }
  }
}

/// A reader whose width a state changed in its content's `onAppear` halves.
private struct ShrinkingReader: View {
  let probe: LifeProbe
  @State private var width: CGFloat = 200

  var body: some View {
    GeometryReader { proxy in
      Color.black
        .onChange(of: proxy.size.width) { old, new in probe.widths.append([old, new]) }
        .onAppear { width = 100 }
    }
    .frame(width: width, height: 10)
  }
}

@Suite struct GeometryReaderLifecycleTests {
  /// The gradient slides: its ink's centre is where the linear animation puts it, and
  /// `onAppear` ran once although every frame builds the reader's content again; the same
  /// with the frames' size given or taken from the view.
  @Test(arguments: [CGSize(width: 200, height: 20), nil])
  func shimmerInsideAGeometryReader_slidesAndAppearsOnce(size: CGSize?) throws {
    let probe = LifeProbe()
    let frames = try ViewFrames(duration: 1, size: size) {
      Shimmer(probe: probe).frame(width: 200, height: 20)
    }
    // phase(t) = -1 + 2.5 t / 1.2; the gradient spans phase × 200 … + 100 and, symmetric,
    // has its ink's centre 50 points after its leading edge.
    func expectedCentre(_ time: Double) -> Double { (-1 + 2.5 * time / 1.2) * 200 + 50 }
    for time in [0.6, 0.72] {
      let frame = try frames.renderFrame(at: time)
      #expect(Ink.total(frame) > 100, "no gradient at \(time) s")
      #expect(abs(Ink.centroidX(frame) - expectedCentre(time)) < 2, "at \(time) s")
    }
    #expect(probe.appears == 1)
  }

  /// A `.task` inside the reader starts once; its changes reach `onChange` inside the reader
  /// and the frames.
  @Test func taskAndOnChangeInsideAGeometryReader_run() throws {
    let probe = LifeProbe()
    let frames = try ViewFrames(duration: 1, size: CGSize(width: 100, height: 10)) {
      GrowingBar(probe: probe).frame(width: 100, height: 10)
    }
    #expect(probe.tasks == 1)
    #expect(probe.appears == 1)
    #expect(probe.changes == [[0, 1], [1, 2], [2, 3]])
    // The width did not change: no call.
    #expect(probe.widths.isEmpty)
    // 10 points a step: 10 × 10 px of ink after the first step, 30 × 10 after the third.
    #expect(abs(Ink.total(try frames.renderFrame(at: 0.3)) - 100) < 1)
    #expect(abs(Ink.total(try frames.renderFrame(at: 0.9)) - 300) < 1)
  }

  /// `onChange(of: proxy.size.width)` fires when the reader gets a new size.
  @Test func onChangeOfTheReadersSize_firesWhenItsSizeChanges() throws {
    let probe = LifeProbe()
    _ = try ViewFrames(duration: 0.5, size: CGSize(width: 200, height: 10)) {
      ShrinkingReader(probe: probe)
    }
    #expect(probe.widths == [[200, 100]])
  }

  /// The shimmer's frames are the same bytes on 1 and 4 threads.
  @Test func shimmerFramesAreIdenticalOnAnyThreads() throws {
    let frames = try ViewFrames(duration: 1, size: CGSize(width: 200, height: 20)) {
      Shimmer(probe: LifeProbe()).frame(width: 200, height: 20)
    }
    let timeline = try FrameTimeline(duration: 1, framesPerSecond: 10)
    let count = try expectIdenticalFramesOnOneAndFourThreads(
      frames, timeline: timeline, name: "geometry-life")
    #expect(count == 10)
  }
}

import Foundation
import Kinetype
import Testing

/// A 100 × 100 canvas stamping a 20 × 10 red symbol centred on (30, 50) and (70, 50).
private struct Stamps: View {
  var body: some View {
    Canvas { context, _ in
      guard let mark = context.resolveSymbol(id: "mark") else { return }
      #expect(mark.size == CGSize(width: 20, height: 10))
      context.draw(mark, at: CGPoint(x: 30, y: 50))
      context.draw(mark, at: CGPoint(x: 70, y: 50), anchor: .topLeading)
      #expect(context.resolveSymbol(id: "missing") == nil)
    } symbols: {
      Color.red.frame(width: 20, height: 10).tag("mark")
    }
    .frame(width: 100, height: 100)
    .background(Color.white)
  }
}

/// A dot that moves right 40 points a second, drawn by a canvas in a timeline.
private struct Moving: View {
  let start = Date(timeIntervalSinceReferenceDate: 0)
  var body: some View {
    TimelineView(.animation) { timeline in
      Canvas { context, _ in
        let x = 10 + 40 * timeline.date.timeIntervalSince(start)
        context.fill(Path(CGRect(x: x, y: 0, width: 10, height: 10)), with: .color(.blue))
      }
    }
    .frame(width: 100, height: 10)
    .background(Color.white)
  }
}

@Suite struct CanvasSymbolTests {
  @Test func symbols_drawWhereTheRendererPutsThemOnly() throws {
    let image = try renderer(Stamps()).render()
    // Centred on (30, 50): 20…40 × 45…55.
    #expect(image.color(atX: 21, y: 46) == .red)
    #expect(image.color(atX: 39, y: 54) == .red)
    #expect(image.color(atX: 41, y: 50) == .white)
    // Top-leading on (70, 50): 70…90 × 50…60.
    #expect(image.color(atX: 71, y: 51) == .red)
    #expect(image.color(atX: 69, y: 51) == .white)
    // Not drawn at the canvas's origin, where it is laid out.
    #expect(image.color(atX: 5, y: 5) == .white)
  }

  @Test func symbols_drawRelativeToTheCanvasWhereverItIs() throws {
    // The canvas 20 points in: the stamps move with it.
    let image = try renderer(Stamps().padding(20).background(Color.white)).render()
    #expect(image.color(atX: 41, y: 66) == .red)
    #expect(image.color(atX: 59, y: 74) == .red)
    #expect(image.color(atX: 61, y: 70) == .white)
    #expect(image.color(atX: 91, y: 71) == .red)
    #expect(image.color(atX: 89, y: 71) == .white)
    #expect(image.color(atX: 25, y: 25) == .white)
  }

  @Test func timelineCanvas_redrawsAtEachFramesDate() throws {
    let frames = try ViewFrames(duration: 1, size: CGSize(width: 100, height: 10)) { Moving() }
    func blueStart(_ time: Double) throws -> Int? {
      let image = try frames.renderFrame(at: time)
      return (0..<100).first {
        image.color(atX: $0, y: 5).blue > 0.9 && image.color(atX: $0, y: 5).red < 0.1
      }
    }
    let a = try blueStart(0)
    let b = try blueStart(0.5)
    // Half a second later the dot is 20 points further right.
    if let a, let b {
      #expect(b - a == 20)
    } else {
      Issue.record("no dot: \(String(describing: a)) \(String(describing: b))")
    }
  }
}

import Foundation
import Kinetype
import Testing

/// The indeterminate `ProgressView` turns as UIActivityIndicatorView does: a tick every eighth
/// of a second, a whole turn each second (Flutter's `CupertinoActivityIndicator`, which copies
/// it: a one-second controller over eight ticks).
@Suite struct ActivitySpinnerTests {
  private func frames() throws -> ViewFrames {
    try ViewFrames(duration: 2, size: CGSize(width: 40, height: 40), scale: 2) {
      ProgressView()
    }
  }

  @Test func theSpinnerStepsEveryEighthOfASecondAndTurnsOnceASecond() throws {
    let frames = try frames()
    let start = try frames.renderFrame(at: 0).pngData()
    #expect(try frames.renderFrame(at: 0.1).pngData() == start)
    #expect(try frames.renderFrame(at: 0.13).pngData() != start)
    #expect(try frames.renderFrame(at: 1.0).pngData() == start)
    #expect(try frames.renderFrame(at: 0.5).pngData() != start)
  }

  // The darkest tick (147 of 255) moves clockwise one tick at a time: at rest it is the
  // eleventh-hour tick (the one before twelve), an eighth of a second later the twelve
  // o'clock one.
  @Test func theDarkestTickMovesClockwise() throws {
    let frames = try frames()
    func alpha(at time: Double, x: Int, y: Int) throws -> Int {
      let pixels = try frames.renderFrame(at: time)
      // On white, a tick's darkness is 255 minus its red channel.
      return 255 - Int(pixels.color(atX: x, y: y).red * 255)
    }
    // The spinner's centre is (40, 40) in pixels (2×); a tick runs from 6.7 to 20 pixels out,
    // so the middle of the twelve o'clock tick is 13 pixels above the centre, and of the
    // 10:30 tick 13 pixels out at 45° anticlockwise.
    let twelve = (x: 40, y: 27)
    let before = (x: 31, y: 31)
    #expect(try alpha(at: 0, x: before.x, y: before.y) > alpha(at: 0, x: twelve.x, y: twelve.y))
    #expect(
      try alpha(at: 0.13, x: twelve.x, y: twelve.y) > alpha(at: 0.13, x: before.x, y: before.y))
  }
}

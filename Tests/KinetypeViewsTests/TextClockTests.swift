import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// Time 0 of the virtual clock.
private let zero = Date(timeIntervalSinceReferenceDate: 0)

/// Clock texts of every kind, one under the other.
private struct Clocks: View {
  var body: some View {
    VStack {
      Text(timerInterval: zero...zero.addingTimeInterval(65))
      Text(timerInterval: zero...zero.addingTimeInterval(7_200), countsDown: false)
      Text(
        timerInterval: zero...zero.addingTimeInterval(60), pauseTime: zero.addingTimeInterval(10))
      Text(zero.addingTimeInterval(10), style: .relative)
      Text(zero.addingTimeInterval(10), style: .offset)
      Text(zero.addingTimeInterval(10), style: .timer)
      Text("Ends ") + Text(zero.addingTimeInterval(3_600 * 9 + 41 * 60), style: .time)
      Text(zero, style: .date)
      Text(
        "Started \(zero, style: .relative) ago, \(timerInterval: zero...zero.addingTimeInterval(9)) left"
      )
    }
  }
}

/// A timer beside a state a task changes, animated, every second.
private struct TickingBeside: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text(timerInterval: zero...zero.addingTimeInterval(60))
        .contentTransition(.numericText(countsDown: true))
      Color.red.frame(width: 10, height: 10).opacity(isOn ? 1 : 0.5)
    }
    .task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        withAnimation(.linear(duration: 0.5)) { isOn.toggle() }
      }
    }
  }
}

/// Self-updating texts on the virtual clock: the frame at t shows the value at t (issue 21,
/// item 4). Formats are iOS's (docs/views.md, "Clock texts").
@Suite struct TextClockTests {
  static func texts(at times: [Double]) throws -> [[String]] {
    let runtime = ViewRuntime(
      duration: 10, environment: EnvironmentValues(), script: ViewScript(), root: { Clocks() })
    try runtime.run()
    return try times.map { time in
      try ViewRendering.onLargeStack {
        let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
        return [root].texts
      }
    }
  }

  @Test func clocksShowTheirValueAtTheFramesTime() throws {
    let texts = try Self.texts(at: [0, 5, 5.5, 9.999])
    #expect(
      texts[0] == [
        "1:05", "0:00", "0:50", "10 sec", "+10 sec", "0:10", "Ends 9:41\u{202F}AM",
        "January 1, 2001", "Started 0 sec ago, 0:09 left",
      ])
    #expect(
      texts[1] == [
        "1:00", "0:05", "0:50", "5 sec", "+5 sec", "0:05", "Ends 9:41\u{202F}AM", "January 1, 2001",
        "Started 5 sec ago, 0:04 left",
      ])
    // Counting down rounds the time left up; counting up, the time gone down.
    #expect(texts[2][0] == "1:00" && texts[2][1] == "0:05" && texts[2][5] == "0:05")
    #expect(texts[3][0] == "0:56" && texts[3][1] == "0:09" && texts[3][3] == "0 sec")
    // The last: interpolated into a string, as apps write them.
  }

  @Test func formatsAsIOSShowsThem() {
    #expect(TextClockFormat.timer(seconds: 5) == "0:05")
    #expect(TextClockFormat.timer(seconds: 152) == "2:32")
    #expect(TextClockFormat.timer(seconds: 3_723) == "1:02:03")
    // Apple's example for `.timer`: hours do not become days.
    #expect(TextClockFormat.timer(seconds: 36 * 3_600 + 59 * 60 + 1) == "36:59:01")
    #expect(TextClockFormat.timer(seconds: 4_500, showsHours: false) == "75:00")
    #expect(TextClockFormat.relative(seconds: 5) == "5 sec")
    #expect(TextClockFormat.relative(seconds: 123) == "2 min, 3 sec")
    #expect(TextClockFormat.relative(seconds: -123) == "2 min, 3 sec")
    #expect(TextClockFormat.relative(seconds: 2 * 3_600 + 23 * 60 + 9) == "2 hr, 23 min")
    #expect(TextClockFormat.relative(seconds: 3_605) == "1 hr")
    #expect(TextClockFormat.relative(seconds: 3 * 86_400 + 4 * 3_600) == "3 days, 4 hr")
    #expect(TextClockFormat.offset(seconds: -123) == "-2 min, 3 sec")
    #expect(TextClockFormat.offset(seconds: 7_200) == "+2 hr")
    let gmt = TimeZone(secondsFromGMT: 0)!
    let june = Date(timeIntervalSinceReferenceDate: 581_296_980)  // 2019-06-03 23:23 UTC
    #expect(TextClockFormat.date(june, timeZone: gmt) == "June 3, 2019")
    #expect(TextClockFormat.time(june, timeZone: gmt) == "11:23\u{202F}PM")
  }

  /// A ticking clock is not a change of content: updates animated by another change, at
  /// which the timer reads a new second, do not roll it.
  @Test func tickingIsNotAContentChange() throws {
    let runtime = ViewRuntime(
      duration: 3.5, environment: EnvironmentValues(), script: ViewScript(),
      root: { TickingBeside() })
    try runtime.run()
    let records = runtime.records.table(TextContentRecord.self)
    #expect(records.count == 1)
    #expect(records.values.allSatisfy { $0.changes.isEmpty })
    #expect(records.values.first?.text.string == "0:57")
  }
}

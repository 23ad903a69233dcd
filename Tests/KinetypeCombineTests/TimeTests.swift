import Foundation
import Testing

@testable import KinetypeCombine

/// Time-based operators on a virtual clock, checked against Apple's documentation and
/// measurements of Combine published by its users.
@Suite struct TimeTests {
  /// Sends each value at its time on `timeline`, through `subject`.
  private func send<Failure>(
    _ bounces: [(Int, Double)], through subject: PassthroughSubject<Int, Failure>,
    on timeline: TestTimeline
  ) {
    for (value, time) in bounces {
      timeline.schedule(at: time) { subject.send(value) }
    }
  }

  /// Apple's example for `debounce(for:scheduler:options:)`: values at 0, 0.25, 1, 1.25, 1.5
  /// and 2 seconds, debounced for half a second, print "Received index 1", "4" and "5".
  @Test(arguments: [false, true])
  func debounceAsApplesExample(onDispatchQueue: Bool) {
    let timeline = TestTimeline()
    let subject = PassthroughSubject<Int, Never>()
    let got = Received<Int>()
    let cancellable = timeline.bind { () -> AnyCancellable in
      let sink: (Int) -> Void = {
        got.values.append($0)
        got.times.append(timeline.now)
      }
      return onDispatchQueue
        ? subject.debounce(for: .seconds(0.5), scheduler: DispatchQueue.main).sink(
          receiveValue: sink)
        : subject.debounce(for: .seconds(0.5), scheduler: RunLoop.main).sink(receiveValue: sink)
    }
    send([(0, 0), (1, 0.25), (2, 1), (3, 1.25), (4, 1.5), (5, 2)], through: subject, on: timeline)
    timeline.play(until: 5)
    #expect(got.values == [1, 4, 5])
    // Each half a second after the value: 0.75, 2 and 2.5 seconds.
    #expect(got.times.map { ($0 * 1000).rounded() } == [750, 2000, 2500])
    _ = cancellable
  }

  /// A throttle of 50 seconds, latest values, on values at 10, 20, 80, 90, 150 and 160
  /// seconds: Combine sent 1 at 10, 2 at 60, 4 at 110 and 6 after 160 (measured in a
  /// playground, heckj/swiftui-notes issue 257).
  @Test func throttleLatestAsMeasured() {
    let timeline = TestTimeline()
    let subject = PassthroughSubject<Int, Never>()
    let got = Received<Int>()
    let cancellable = timeline.bind {
      subject.throttle(for: .seconds(50), scheduler: RunLoop.main, latest: true).sink {
        got.values.append($0)
        got.times.append(timeline.now)
      }
    }
    send(
      [(1, 10), (2, 20), (3, 80), (4, 90), (5, 150), (6, 160)], through: subject, on: timeline)
    timeline.play(until: 300)
    #expect(got.values == [1, 2, 4, 6])
    #expect(Array(got.times.prefix(3)) == [10, 60, 110])
    #expect((160...165).contains(got.times.last ?? 0))
    _ = cancellable
  }

  /// With `latest: false`, the first value of each interval is the one sent.
  @Test func throttleFirstSendsTheFirstOfEachInterval() {
    let timeline = TestTimeline()
    let subject = PassthroughSubject<Int, Never>()
    let got = Received<Int>()
    let cancellable = timeline.bind {
      subject.throttle(for: .seconds(50), scheduler: RunLoop.main, latest: false).sink {
        got.values.append($0)
      }
    }
    send([(1, 10), (2, 20), (3, 30), (4, 80), (5, 90)], through: subject, on: timeline)
    timeline.play(until: 300)
    #expect(got.values == [1, 2, 4])
    _ = cancellable
  }

  @Test func delayShiftsValuesAndCompletion() {
    let timeline = TestTimeline()
    let subject = PassthroughSubject<Int, Never>()
    let got = Received<Int>()
    let cancellable = timeline.bind {
      subject.delay(for: .milliseconds(300), scheduler: DispatchQueue.main).sink(
        receiveCompletion: { _ in got.completions += 1 },
        receiveValue: {
          got.values.append($0)
          got.times.append(timeline.now)
        })
    }
    send([(1, 1), (2, 1.1)], through: subject, on: timeline)
    timeline.schedule(at: 2) { subject.send(completion: .finished) }
    timeline.play(until: 2.2)
    #expect(got.values == [1, 2])
    #expect(got.times.map { ($0 * 1000).rounded() } == [1300, 1400])
    #expect(got.completions == 0)
    timeline.play(until: 3)
    #expect(got.completions == 1)
    _ = cancellable
  }

  /// `receive(on:)` delivers after what is running, at the same virtual time.
  @Test func receiveOnDeliversAfterTheSender() {
    let timeline = TestTimeline()
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let cancellable = timeline.bind {
      subject.receive(on: DispatchQueue.main).sink { log.append("got \($0)") }
    }
    timeline.schedule(at: 1) {
      subject.send(1)
      log.append("sent")
    }
    timeline.play(until: 2)
    #expect(log == ["sent", "got 1"])
    _ = cancellable
  }

  @Test func autoconnectedTimerTicksOnTheVirtualClock() {
    let timeline = TestTimeline()
    let got = Received<Date>()
    let cancellable = timeline.bind {
      Timer.publish(every: 0.5, on: .main, in: .common).autoconnect().sink {
        got.values.append($0)
      }
    }
    timeline.play(until: 2)
    #expect(
      got.values.map { $0.timeIntervalSince(timeline.referenceDate) } == [0.5, 1, 1.5, 2])
    cancellable.cancel()
  }

  @Test func strideLiteralsAreSeconds() {
    let dispatch: DispatchQueue.SchedulerTimeType.Stride = 0.25
    #expect(dispatch == .milliseconds(250))
    #expect(DispatchQueue.SchedulerTimeType.Stride(integerLiteral: 2) == .seconds(2))
    let runLoop: RunLoop.SchedulerTimeType.Stride = 1.5
    #expect(runLoop.timeInterval == 1.5)
    #expect(RunLoop.SchedulerTimeType.Stride.microseconds(500).timeInterval == 0.0005)
  }
}

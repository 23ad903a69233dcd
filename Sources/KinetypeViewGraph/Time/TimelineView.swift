public import Foundation

/// A view rebuilt on a schedule from the date, as SwiftUI's `TimelineView`: rendering over
/// time, the content receives the date of each frame on the virtual clock.
///
/// ```swift
/// TimelineView(.animation) { context in
///   let t = context.date.timeIntervalSinceReferenceDate
///   Circle().offset(x: 40 * sin(t * 2 * .pi))
/// }
/// ```
///
/// The virtual clock's time 0 is ``ViewRuntime/referenceDate`` (the reference date,
/// 2001-01-01 00:00:00 UTC), so `date.timeIntervalSinceReferenceDate` is the frame's time in
/// seconds. A schedule's entries start when the view appears; the content shows the latest
/// entry at or before the frame's time (every frame for `.animation`). A still picture shows
/// the view at time 0.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  /// What the content receives: the date and cadence.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  package let content: (Context) -> Content

  /// A view rebuilt at the dates of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// A timeline view draws its content.
  public var body: Never { primitiveBody("TimelineView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let reference = ViewRuntime.referenceDate
    var time = 0.0
    var start = 0.0
    if let runtime = context.graph.runtime {
      let key = SlotKey(identity: context.identity, name: "timeline")
      switch context.graph.mode {
      case .still:
        break
      case .update(let index):
        time = runtime.now
        start = runtime.timelineStart(key, update: index)
      case .frame(let frameTime, _):
        time = frameTime
        start = runtime.timelineStart(key, at: frameTime)
      }
    }
    let startDate = reference.addingTimeInterval(start)
    let now = reference.addingTimeInterval(time)
    var date = startDate
    if let animation = schedule as? AnimationTimelineSchedule, !animation.paused,
      animation.minimumInterval.map({ $0 <= 0 }) ?? true
    {
      date = now
    } else {
      for (count, entry) in schedule.entries(from: startDate, mode: .normal).enumerated() {
        if entry > now || count > 1_000_000 { break }
        date = entry
      }
    }
    var inner = context
    inner.isTimeDriven = true
    let cadence: Context.Cadence = schedule is AnimationTimelineSchedule ? .live : .seconds
    return inner.resolve(content(Context(date: date, cadence: cadence)), component: .child(0))
  }
}

/// The dates a `TimelineView` updates at, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
  /// How the schedule is asked for its dates (`entries(from:mode:)` is often written with it).
  public typealias Mode = TimelineScheduleMode
}

/// How a schedule is asked for its dates, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
  /// Every date.
  case normal
  /// A low-frequency mode (treated as normal).
  case lowFrequency
}

/// Every frame (or every `minimumInterval`), as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The shortest time between updates; nil updates every frame.
  public var minimumInterval: Double?
  /// Whether updates stop (the content stays at the view's first date).
  public var paused: Bool

  /// Creates the schedule.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The dates: the start, then every `minimumInterval`; only the start when paused or
  /// updating every frame (the timeline view then shows each frame's date).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    guard !paused, let interval = minimumInterval, interval > 0 else {
      return AnyIterator([startDate].makeIterator())
    }
    var next = 0.0
    return AnyIterator {
      defer { next += 1 }
      return startDate.addingTimeInterval(next * interval)
    }
  }
}

/// Every `interval` seconds from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Creates the schedule.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// A start more than this many seconds after the virtual clock's zero is a wall-clock date.
  static let wallClockThreshold: TimeInterval = 86_400

  /// The dates `startDate + k·interval`.
  ///
  /// A start more than a day after the virtual clock's zero (the reference date, 2001) is a
  /// wall-clock date, as `.periodic(from: .now, by: 1)` gives: offline it is taken as the
  /// moment the timeline appears (`startDate`), which is what `.now` means in an app, and
  /// the ticks are the same on every run.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
    let isWallClock =
      self.startDate.timeIntervalSince(ViewRuntime.referenceDate) > Self.wallClockThreshold
    let first = isWallClock ? startDate : self.startDate
    let step = interval > 0 ? interval : 1
    var index = 0.0
    return AnyIterator {
      defer { index += 1 }
      return first.addingTimeInterval(index * step)
    }
  }
}

/// Dates you list, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// Creates the schedule.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Every frame, or every `minimumInterval`; `paused` stops the updates.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }

  /// Every minute from the start of the clock.
  public static var everyMinute: PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: ViewRuntime.referenceDate, by: 60)
  }
}

extension TimelineSchedule {
  /// The dates you list.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

extension ViewRuntime {
  /// The virtual clock's time 0 as a date: the reference date (2001-01-01 00:00:00 UTC).
  package static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

  /// When the timeline at `key` appeared (now for a new one).
  func timelineStart(_ key: SlotKey, update index: Int) -> Double {
    records.record(TimelineRecord.self, at: key, update: index, now: now) { _ in TimelineRecord() }
      .from
  }

  /// When the timeline at `key` in effect at `time` appeared.
  func timelineStart(_ key: SlotKey, at time: Double) -> Double {
    records.record(TimelineRecord.self, at: key, time: time)?.from ?? 0
  }
}

/// A timeline view's record: its appearances are all it keeps (their start times).
final class TimelineRecord: ViewRecord {}

/// What a `TimelineView`'s content receives, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
  /// How often the timeline updates.
  public enum Cadence: Comparable, Sendable {
    /// Every frame.
    case live
    /// About every second.
    case seconds
    /// About every minute.
    case minutes
  }

  /// The date of the entry being shown.
  public let date: Date
  /// How often the timeline updates.
  public let cadence: Cadence
}

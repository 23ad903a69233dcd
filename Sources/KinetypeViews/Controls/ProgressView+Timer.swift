public import Foundation
import KinetypeCore
import KinetypeText
public import KinetypeViewGraph

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A bar that fills (or, counting down, empties) over `timerInterval` on the virtual clock,
  /// with the time left (or gone) under it, as SwiftUI's
  /// `ProgressView(timerInterval:countsDown:)`.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    fraction = nil
    label = nil
    currentValueLabel = DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    self.timerInterval = TimerProgress(interval: timerInterval, countsDown: countsDown)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer bar over `timerInterval` with `label` above it, as SwiftUI's
  /// `ProgressView(timerInterval:countsDown:label:)`.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    fraction = nil
    self.label = label()
    currentValueLabel = DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    self.timerInterval = TimerProgress(interval: timerInterval, countsDown: countsDown)
  }
}

/// The time left (or gone) of a timer progress view, as SwiftUI's
/// `DefaultDateProgressLabel`: `Text(timerInterval:countsDown:)`, "0:05".
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The timer text.
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// A timer progress view's interval and direction.
struct TimerProgress {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The bar's fill at `date`: the fraction of the interval gone, or left when counting down
  /// (clamped to 0…1; an empty interval is complete).
  func fraction(at date: Date) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let gone =
      total > 0 ? ProgressFraction.of(date.timeIntervalSince(interval.lowerBound), total) : 1
    return countsDown ? 1 - gone : gone
  }
}

/// The bar of a timer progress view, redrawn each frame of the virtual clock.
struct TimerProgressBar<Label: View, CurrentValueLabel: View>: View {
  let timer: TimerProgress
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  var body: some View {
    TimelineView(.animation) { context in
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ProgressBar(fraction: timer.fraction(at: context.date))
        if let currentValueLabel {
          currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
        }
      }
    }
  }
}

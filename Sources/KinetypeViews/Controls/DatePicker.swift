public import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A control for choosing a date, as SwiftUI's `DatePicker`, drawn in iOS's compact style: the
/// label, then the date and the time each in a gray rounded box at the trailing edge.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// ```
///
/// The boxes show the selection clamped to the range, in the view's `\.locale` and
/// `\.timeZone` (English (US) and GMT unless set): "Jan 1, 2001" and "9:41 AM". The picker does
/// not open (a script sets the bound date instead). Disabled, the date and time are drawn in the
/// tertiary label gray. `.graphical` and `.wheel` are drawn compact,
/// with a warning.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  let label: Label
  @Environment(\.locale) private var locale
  @Environment(\.timeZone) private var timeZone
  @Environment(\.datePickerStyleName) private var style

  /// A picker bound to `selection` showing `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: nil, components: displayedComponents, label: label())
  }

  /// A picker bound to `selection` within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  /// A picker bound to `selection` from `range`'s lower bound on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: label())
  }

  /// A picker bound to `selection` up to `range`'s upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: label())
  }

  init(
    selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents,
    label: Label
  ) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  /// The date the picker shows: the selection, clamped to the range.
  var shownDate: Date {
    let date = selection.wrappedValue
    guard let range else { return date }
    return min(max(date, range.lowerBound), range.upperBound)
  }

  /// The label, then the boxes at the trailing edge.
  public var body: some View {
    let date = shownDate
    HStack {
      label
      Spacer(minLength: 8)
      HStack(spacing: 6) {
        if components.contains(.date) {
          DatePickerBox(
            text: Date.FormatStyle(
              date: .abbreviated, time: .omitted, locale: locale, timeZone: timeZone
            ).format(date))
        }
        if components.contains(.hourAndMinute) {
          DatePickerBox(
            text: Date.FormatStyle(
              date: .omitted, time: .shortened, locale: locale, timeZone: timeZone
            ).format(date))
        }
      }
    }
    .modifier(StyleWarning(style: style))
  }
}

extension DatePicker where Label == Text {
  /// A picker titled `title` bound to `selection`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: nil, components: displayedComponents, label: Text(title))
  }

  /// A picker titled `title` bound to `selection` within `range`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range, components: displayedComponents, label: Text(title))
  }

  /// A picker titled `title` bound to `selection` from `range`'s lower bound on.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents, label: Text(title))
  }

  /// A picker titled `title` bound to `selection` up to `range`'s upper bound.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      selection: selection, range: Date.distantPast...range.upperBound,
      components: displayedComponents, label: Text(title))
  }
}

/// One of the compact picker's boxes: 17-point text 11 points in and 6 points from the top
/// and bottom of a `tertiarySystemFill` box with 6-point corners (read off iOS 17 simulator
/// screenshots).
struct DatePickerBox: View {
  let text: String
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Text(verbatim: text)
      .foregroundStyle(isEnabled ? Color.primary : SystemColor.placeholder)
      .lineLimit(1)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 6))
  }
}

/// Warns when the date picker's style is one Kinetype draws compact instead.
private struct StyleWarning: ViewModifier {
  let style: String

  func body(content: Content) -> some View {
    WarningView(
      content: content,
      message: ["automatic", "compact"].contains(style)
        ? nil : "the date picker style .\(style) is drawn as .compact")
  }
}

/// The parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// A set of `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 2)
}

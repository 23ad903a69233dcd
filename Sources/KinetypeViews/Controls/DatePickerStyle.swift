public import KinetypeViewGraph

/// How date pickers draw, as SwiftUI's `DatePickerStyle`. Kinetype draws iOS's compact style;
/// `.graphical` and `.wheel` are drawn compact with a warning.
public protocol DatePickerStyle {}

/// A date picker style Kinetype knows by name.
protocol NamedDatePickerStyle: DatePickerStyle {
  var name: String { get }
}

/// The platform's default: compact on iOS, as SwiftUI's `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: NamedDatePickerStyle, Sendable {
  /// The style.
  public init() {}
  var name: String { "automatic" }
}

/// The label with the date and time in boxes, as SwiftUI's `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: NamedDatePickerStyle, Sendable {
  /// The style.
  public init() {}
  var name: String { "compact" }
}

/// A month's calendar, as SwiftUI's `GraphicalDatePickerStyle` (drawn compact, with a
/// warning).
public struct GraphicalDatePickerStyle: NamedDatePickerStyle, Sendable {
  /// The style.
  public init() {}
  var name: String { "graphical" }
}

/// Wheels, as SwiftUI's `WheelDatePickerStyle` (drawn compact, with a warning).
public struct WheelDatePickerStyle: NamedDatePickerStyle, Sendable {
  /// The style.
  public init() {}
  var name: String { "wheel" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default: compact on iOS.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The label with the date and time in boxes.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month's calendar (drawn compact, with a warning).
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels (drawn compact, with a warning).
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Draws the date pickers in this view in `style`, as SwiftUI's `datePickerStyle(_:)`.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyleName, (style as? any NamedDatePickerStyle)?.name ?? "\(S.self)")
  }
}

extension EnvironmentValues {
  /// The name of the date picker style in effect.
  var datePickerStyleName: String {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: String { "automatic" }
}

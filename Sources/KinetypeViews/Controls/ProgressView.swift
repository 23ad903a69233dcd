import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// Progress toward completion, as SwiftUI's `ProgressView`: a spinner when the amount is not
/// known, a bar when it is.
///
/// ```swift
/// ProgressView("Uploading", value: sent, total: size)
/// ```
///
/// iOS metrics: the spinner is UIActivityIndicatorView's medium style, 20 × 20 points with 8
/// spokes (its large style, 37 × 37, at the large control sizes); the bar is UIProgressView's
/// default, 4 points tall, filling the width offered, in the tint (accent) color over
/// `systemFill`. A label sits above the bar (4 points apart) and
/// below the spinner (8 points apart), in the secondary color under the spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  var timerInterval: TimerProgress? = nil
  @Environment(\.progressViewStyleKind) private var style
  @Environment(\.progressViewCustomStyle) private var customStyle
  @Environment(\.controlSize) private var controlSize

  /// The view as the environment's progress style draws it.
  public var body: some View {
    let circular =
      style == .circular || (style == .automatic && fraction == nil && timerInterval == nil)
    if let timerInterval, customStyle == nil, !circular {
      TimerProgressBar(timer: timerInterval, label: label, currentValueLabel: currentValueLabel)
    } else if let customStyle {
      customStyle(
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { AnyView($0) },
          currentValueLabel: currentValueLabel.map { AnyView($0) }))
    } else if circular {
      VStack(spacing: 8) {
        ActivitySpinner(side: controlSize.spinnerSide)
        if let label { label.foregroundStyle(Color.secondary) }
      }
    } else {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        ProgressBar(fraction: fraction ?? 0)
        if let currentValueLabel {
          currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
        }
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }

  /// A bar showing `value` of `total` (default 1); nil value draws a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { ProgressFraction.of(Double($0), Double(total)) }
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with `label`.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }

  /// A bar showing `value` of `total` with `label`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    fraction = value.map { ProgressFraction.of(Double($0), Double(total)) }
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(String(title))
    currentValueLabel = nil
  }

  /// A bar titled `title` showing `value` of `total`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { ProgressFraction.of(Double($0), Double(total)) }
    label = Text(String(title))
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// A bar showing `value` of `total` with `label` and `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { ProgressFraction.of(Double($0), Double(total)) }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

enum ProgressFraction {
  /// `value / total` clamped to 0…1 (NaN and a zero total give 0).
  static func of(_ value: Double, _ total: Double) -> Double {
    guard total > 0, value.isFinite, total.isFinite else { return 0 }
    return min(max(value / total, 0), 1)
  }
}

/// The 20-point spinner of eight ticks turning clockwise once a second on the virtual clock,
/// as UIActivityIndicatorView's medium style: Flutter's `CupertinoActivityIndicator`, which
/// copies it (`_kDefaultIndicatorRadius` 10; each tick a rounded 2-point bar from a third of
/// the radius to the radius; `_kAlphaValues` 47, 47, 47, 47, 72, 97, 122, 147 of 255 "extracted
/// from the native component", in #3C3C44; the controller's one-second turn, one tick at a
/// time).
struct ActivitySpinner: View {
  /// The ticks' color: #3C3C44, #EBEBF5 in the dark (Flutter's `_kActiveTickColor`).
  static let tickColor = Color.system(light: (60, 60, 68), dark: (235, 235, 245))
  /// The alphas of the ticks, from the one the turn has just left to the darkest.
  static let alphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 255 }

  /// The tick the turn is at `seconds` in (0…7).
  static func activeTick(at seconds: Double) -> Int {
    let turn = seconds - seconds.rounded(.down)
    return min(7, max(0, Int((8 * turn).rounded(.down))))
  }

  /// The spinner's side: 20 points, UIActivityIndicatorView's medium style; 37, its large
  /// style. The ticks scale with it.
  var side: CGFloat = 20

  var body: some View {
    let radius = side / 2
    TimelineView(.animation) { timeline in
      let active = Self.activeTick(at: timeline.date.timeIntervalSinceReferenceDate)
      Canvas { context, size in
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        for index in 0..<8 {
          var tick = context
          tick.translateBy(x: center.x, y: center.y)
          tick.rotate(by: .degrees(Double(index) * 45))
          let bar = Path(
            roundedRect: CGRect(
              x: -radius / 10, y: -radius, width: radius / 5, height: radius - radius / 3),
            cornerRadius: Double(radius / 10))
          let alpha = Self.alphas[((index - active) % 8 + 8) % 8]
          tick.fill(bar, with: .color(Self.tickColor.opacity(alpha)))
        }
      }
    }
    .frame(width: side, height: side)
  }
}

/// The 4-point bar: the tint (`.tint(_:)`, else the accent color) over `systemFill`, both
/// capsules.
struct ProgressBar: View {
  let fraction: Double
  var body: some View {
    Capsule().fill(SystemColor.fill)
      .frame(height: 4)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(.tint)
            .frame(width: proxy.size.width * CGFloat(fraction), height: 4)
        }
      }
  }
}

/// How progress views draw, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The view showing `configuration`'s progress.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given to draw.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style draws, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
  /// The fraction done, 0…1; nil when not known.
  public let fractionCompleted: Double?
  /// The progress view's label, if it has one.
  public var label: AnyView?
  /// The progress view's current-value label, if it has one.
  public var currentValueLabel: AnyView?
}

extension ProgressView where Label == AnyView, CurrentValueLabel == AnyView {
  /// A progress view of `configuration`, drawn in the style around the style that made it,
  /// as SwiftUI's `ProgressView(_:)` in a style's `makeBody`.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

enum ProgressViewStyleKind: Sendable { case automatic, circular, linear }

/// A progress style: automatic, circular or linear.
public struct BuiltInProgressViewStyle: ProgressViewStyle, Sendable {
  let kind: ProgressViewStyleKind

  /// The built-in drawing of `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyleKind, kind)
  }
}

extension ProgressViewStyle where Self == BuiltInProgressViewStyle {
  /// A spinner when the amount is unknown, a bar when it is.
  public static var automatic: BuiltInProgressViewStyle {
    BuiltInProgressViewStyle(kind: .automatic)
  }
  /// A spinner.
  public static var circular: BuiltInProgressViewStyle { BuiltInProgressViewStyle(kind: .circular) }
  /// A bar.
  public static var linear: BuiltInProgressViewStyle { BuiltInProgressViewStyle(kind: .linear) }
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle` (`.circular`), optionally tinted (the
/// iOS 14 `init(tint:)`).
public struct CircularProgressViewStyle: ProgressViewStyle, KindedProgressViewStyle {
  let tint: Color?
  var kind: ProgressViewStyleKind { .circular }

  /// The style.
  public init() { tint = nil }
  /// The style, tinted `tint`.
  public init(tint: Color) { self.tint = tint }

  /// The built-in spinner.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyleKind, kind)
  }
}

/// A bar, as SwiftUI's `LinearProgressViewStyle` (`.linear`), optionally tinted.
public struct LinearProgressViewStyle: ProgressViewStyle, KindedProgressViewStyle {
  let tint: Color?
  var kind: ProgressViewStyleKind { .linear }

  /// The style.
  public init() { tint = nil }
  /// The style, tinted `tint`.
  public init(tint: Color) { self.tint = tint }

  /// The built-in bar.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyleKind, kind)
  }
}

/// The platform's choice, as SwiftUI's `DefaultProgressViewStyle` (`.automatic`).
public struct DefaultProgressViewStyle: ProgressViewStyle, KindedProgressViewStyle {
  var tint: Color? { nil }
  var kind: ProgressViewStyleKind { .automatic }

  /// The style.
  public init() {}

  /// The built-in drawing.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyleKind, kind)
  }
}

/// A style Kinetype draws itself: its kind, and a tint of its own if any.
protocol KindedProgressViewStyle {
  var kind: ProgressViewStyleKind { get }
  var tint: Color? { get }
}

extension BuiltInProgressViewStyle: KindedProgressViewStyle {
  var tint: Color? { nil }
}

extension View {
  /// Draws the progress views in this view in `style`: a built-in one, or a style of your own
  /// whose `makeBody(configuration:)` draws each (inside it, `ProgressView(configuration)`
  /// draws the style around).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.self) { environment in
      if let builtIn = style as? any KindedProgressViewStyle {
        environment.progressViewStyleKind = builtIn.kind
        environment.progressViewCustomStyle = nil
        if let tint = builtIn.tint { environment.tint = tint }
      } else {
        let outer = environment.progressViewCustomStyle
        environment.progressViewCustomStyle = { configuration in
          AnyView(
            style.makeBody(configuration: configuration)
              .environment(\.progressViewCustomStyle, outer))
        }
      }
    }
  }
}

extension EnvironmentValues {
  var progressViewStyleKind: ProgressViewStyleKind {
    get { self[ProgressViewStyleKindKey.self] }
    set { self[ProgressViewStyleKindKey.self] = newValue }
  }
}

private struct ProgressViewStyleKindKey: EnvironmentKey {
  static var defaultValue: ProgressViewStyleKind { .automatic }
}

extension EnvironmentValues {
  /// The progress view style of your own in effect, if any.
  var progressViewCustomStyle: ((ProgressViewStyleConfiguration) -> AnyView)? {
    get { self[ProgressViewCustomStyleKey.self] }
    set { self[ProgressViewCustomStyleKey.self] = newValue }
  }
}

private struct ProgressViewCustomStyleKey: EnvironmentKey {
  static var defaultValue: ((ProgressViewStyleConfiguration) -> AnyView)? { nil }
}

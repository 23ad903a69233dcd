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
/// spokes; the bar is UIProgressView's default, 4 points tall, filling the width offered, in
/// the tint (accent) color over `systemFill`. A label sits above the bar (4 points apart) and
/// below the spinner (8 points apart), in the secondary color under the spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyleKind) private var style

  /// The view as the environment's progress style draws it.
  public var body: some View {
    let circular = style == .circular || (style == .automatic && fraction == nil)
    if circular {
      VStack(spacing: 8) {
        ActivitySpinner()
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

/// The 20-point spinner of eight spokes, darkest at twelve o'clock and fading clockwise.
struct ActivitySpinner: View {
  var body: some View {
    Canvas { context, size in
      let center = CGPoint(x: size.width / 2, y: size.height / 2)
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4 - .pi / 2
        var spoke = Path()
        spoke.move(to: CGPoint(x: center.x + 4.5 * cos(angle), y: center.y + 4.5 * sin(angle)))
        spoke.addLine(to: CGPoint(x: center.x + 9 * cos(angle), y: center.y + 9 * sin(angle)))
        let opacity = 1 - Double(index) * 0.1
        context.stroke(
          spoke,
          with: .color(Color.secondary.opacity(opacity)),
          style: StrokeStyle(lineWidth: 2.4, lineCap: .round))
      }
    }
    .frame(width: 20, height: 20)
  }
}

/// The 4-point bar: the tint over `systemFill`, both capsules.
struct ProgressBar: View {
  let fraction: Double
  var body: some View {
    Capsule().fill(SystemColor.fill)
      .frame(height: 4)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(Color.accentColor)
            .frame(width: proxy.size.width * CGFloat(fraction), height: 4)
        }
      }
  }
}

/// How progress views draw, as SwiftUI's `ProgressViewStyle`.
public protocol ProgressViewStyle {}

enum ProgressViewStyleKind: Sendable { case automatic, circular, linear }

/// A progress style: automatic, circular or linear.
public struct BuiltInProgressViewStyle: ProgressViewStyle, Sendable {
  let kind: ProgressViewStyleKind
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

extension View {
  /// Draws the progress views in this view in `style`.
  public func progressViewStyle(_ style: BuiltInProgressViewStyle) -> some View {
    environment(\.progressViewStyleKind, style.kind)
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

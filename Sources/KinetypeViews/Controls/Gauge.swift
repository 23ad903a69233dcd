import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText
public import KinetypeViewGraph

/// A value within a range, as SwiftUI's `Gauge`, drawn in the environment's gauge style
/// (``GaugeStyle``).
///
/// ```swift
/// Gauge(value: speed, in: 0...150) {
///   Text("MPH")
/// } currentValueLabel: {
///   Text(speed.formatted())
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// The linear styles place the labels as Apple documents them: `minimumValueLabel` and
/// `maximumValueLabel` on the bar's leading and trailing edges; for the capacity styles the
/// `label` above the bar and the `currentValueLabel` below it; for `.accessoryLinear` (which
/// shows no `label`) the `currentValueLabel` on the leading edge when there are no bound
/// labels. The circular styles show the `currentValueLabel` (or, without one, the `label`) in
/// the ring; `.accessoryCircular` puts the bound labels in the ring's opening. The metrics are
/// in ``GaugeMetrics`` and docs/views.md.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  @Environment(\.gaugeStyleKind) private var style

  /// The gauge as the environment's gauge style draws it.
  public var body: some View {
    GaugeBody(
      style: style, fraction: fraction, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge showing `value` in `bounds` (default 0…1), with all its labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = GaugeMetrics.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge showing `value` in `bounds` with `label` and `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = GaugeMetrics.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge showing `value` in `bounds` with `label`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    fraction = GaugeMetrics.fraction(value, in: bounds)
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// The gauges' numbers. Apple publishes no gauge metrics; these are Kinetype's
/// approximations of iOS 17's in-app drawing (docs/views.md says which).
enum GaugeMetrics {
  /// The linear styles' bar: a capsule this tall.
  static let barHeight: CGFloat = 6
  /// `.accessoryLinear`'s marker: a circle this wide, ringed by 2 points of white.
  static let markerDiameter: CGFloat = 10
  /// Between a bar and the labels beside, above and below it.
  static let labelSpacing: CGFloat = 4
  /// The circular styles: this square, the ring's line this wide.
  static let circularSize: CGFloat = 58
  static let ringWidth: CGFloat = 6
  /// `.accessoryCircular`'s opening at the bottom, in degrees.
  static let openingDegrees: Double = 90

  /// `value`'s place in `bounds`, 0…1 (NaN and an empty range give 0), as a progress bar's.
  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let low = Double(bounds.lowerBound)
    return ProgressFraction.of(Double(value) - low, Double(bounds.upperBound) - low)
  }
}

/// The drawing of a gauge in one style.
struct GaugeBody<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let style: GaugeStyleKind
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  var body: some View {
    switch style {
    case .automatic, .linearCapacity, .accessoryLinearCapacity:
      VStack(alignment: .leading, spacing: GaugeMetrics.labelSpacing) {
        label
        bar(marker: false)
        if let currentValueLabel {
          currentValueLabel.font(.footnote).foregroundStyle(Color.secondary)
        }
      }
    case .accessoryLinear:
      bar(marker: true)
    case .accessoryCircular, .accessoryCircularCapacity:
      circular
    }
  }

  /// The bar with the bound labels (or, for `.accessoryLinear` without them, the current value
  /// label) beside it.
  private func bar(marker: Bool) -> some View {
    HStack(spacing: GaugeMetrics.labelSpacing) {
      if let minimumValueLabel {
        minimumValueLabel.font(.caption).foregroundStyle(Color.secondary)
      } else if marker, let currentValueLabel {
        currentValueLabel.font(.caption)
      }
      GaugeBar(fraction: fraction, marker: marker)
      if let maximumValueLabel {
        maximumValueLabel.font(.caption).foregroundStyle(Color.secondary)
      }
    }
  }

  private var circular: some View {
    let open = style == .accessoryCircular
    let opening = open ? GaugeMetrics.openingDegrees : 0
    // The ring starts after the opening (or at twelve o'clock) and turns clockwise.
    let start = open ? 90 + opening / 2 : -90
    let sweep = 360 - opening
    let width = GaugeMetrics.ringWidth
    return ZStack {
      GaugeArc(start: start, sweep: sweep)
        .stroke(SystemColor.fill, style: StrokeStyle(lineWidth: width, lineCap: .round))
      if open {
        GaugeMarker(degrees: start + sweep * fraction, diameter: width + 4)
          .fill(Color.white)
        GaugeMarker(degrees: start + sweep * fraction, diameter: width)
          .fill(Color.accentColor)
      } else {
        GaugeArc(start: start, sweep: sweep * fraction)
          .stroke(Color.accentColor, style: StrokeStyle(lineWidth: width, lineCap: .round))
      }
      Group {
        if let currentValueLabel { currentValueLabel } else { label }
      }
      .font(.system(size: 17, weight: .medium))
      .lineLimit(1)
      .minimumScaleFactor(0.5)
      .padding(width + 2)
      if open {
        HStack(spacing: 0) {
          if let minimumValueLabel { minimumValueLabel }
          Spacer(minLength: 0)
          if let maximumValueLabel { maximumValueLabel }
        }
        .font(.system(size: 10, weight: .medium))
        .lineLimit(1)
        .padding(.horizontal, width)
        .frame(maxHeight: .infinity, alignment: .bottom)
      }
    }
    .frame(width: GaugeMetrics.circularSize, height: GaugeMetrics.circularSize)
  }
}

/// A linear gauge's bar: `systemFill`, with the accent color up to the value (capacity) or a
/// marker at the value.
struct GaugeBar: View {
  let fraction: Double
  let marker: Bool

  var body: some View {
    Capsule().fill(SystemColor.fill)
      .frame(height: GaugeMetrics.barHeight)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          let width = proxy.size.width
          if marker {
            let d = GaugeMetrics.markerDiameter
            Circle().fill(Color.accentColor)
              .frame(width: d, height: d)
              .padding(2)
              .background(Circle().fill(Color.white))
              .position(x: width * CGFloat(fraction), y: GaugeMetrics.barHeight / 2)
          } else {
            Capsule().fill(Color.accentColor)
              .frame(width: width * CGFloat(fraction), height: GaugeMetrics.barHeight)
          }
        }
      }
  }
}

/// An arc of the largest circle in the rect inset by half the ring's width, from `start`
/// degrees turning clockwise by `sweep` (0° at three o'clock).
struct GaugeArc: Shape {
  let start: Double
  let sweep: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard sweep > 0 else { return path }
    let radius = min(rect.width, rect.height) / 2 - GaugeMetrics.ringWidth / 2
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
      startAngle: .degrees(start), endAngle: .degrees(start + sweep), clockwise: false)
    return path
  }
}

/// A dot of `diameter` on the ring at `degrees`.
struct GaugeMarker: Shape {
  let degrees: Double
  let diameter: CGFloat

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2 - GaugeMetrics.ringWidth / 2
    let angle = degrees * .pi / 180
    let center = CGPoint(
      x: rect.midX + radius * CGFloat(cos(angle)), y: rect.midY + radius * CGFloat(sin(angle)))
    return Path(
      ellipseIn: CGRect(
        x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
  }
}

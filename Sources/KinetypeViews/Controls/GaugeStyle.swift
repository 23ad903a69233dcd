import Foundation
public import KinetypeViewGraph

/// How gauges draw, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle {}

enum GaugeStyleKind: Sendable {
  case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular
  case accessoryCircularCapacity
}

/// A built-in gauge style (see ``Gauge``).
public struct BuiltInGaugeStyle: GaugeStyle, Sendable {
  let kind: GaugeStyleKind
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
  /// The default: on iOS, `.linearCapacity`.
  public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(kind: .automatic) }
  /// A bar that fills from the leading edge to the value, the label above it and the current
  /// value label below.
  public static var linearCapacity: BuiltInGaugeStyle {
    BuiltInGaugeStyle(kind: .linearCapacity)
  }
  /// A bar with a marker at the value.
  public static var accessoryLinear: BuiltInGaugeStyle {
    BuiltInGaugeStyle(kind: .accessoryLinear)
  }
  /// A bar that fills to the value, the label above it and the current value label below.
  public static var accessoryLinearCapacity: BuiltInGaugeStyle {
    BuiltInGaugeStyle(kind: .accessoryLinearCapacity)
  }
  /// An open ring with a marker at the value, the current value label inside.
  public static var accessoryCircular: BuiltInGaugeStyle {
    BuiltInGaugeStyle(kind: .accessoryCircular)
  }
  /// A closed ring filled clockwise from twelve o'clock to the value, the current value label
  /// inside.
  public static var accessoryCircularCapacity: BuiltInGaugeStyle {
    BuiltInGaugeStyle(kind: .accessoryCircularCapacity)
  }
}

extension View {
  /// Draws the gauges in this view in `style`.
  public func gaugeStyle(_ style: BuiltInGaugeStyle) -> some View {
    environment(\.gaugeStyleKind, style.kind)
  }
}

extension EnvironmentValues {
  var gaugeStyleKind: GaugeStyleKind {
    get { self[GaugeStyleKindKey.self] }
    set { self[GaugeStyleKindKey.self] = newValue }
  }
}

private struct GaugeStyleKindKey: EnvironmentKey {
  static var defaultValue: GaugeStyleKind { .automatic }
}

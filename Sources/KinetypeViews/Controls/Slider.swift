import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// A control for a value in a range, as SwiftUI's `Slider`: a track filling the width offered
/// with a thumb at the value.
///
/// ```swift
/// Slider(value: $speed, in: 0.5...2, step: 0.25)
/// ```
///
/// iOS metrics (UISlider): the thumb is a white 28-point circle with a soft shadow, the track 4
/// points tall, the accent color up to the thumb and `systemFill` after; the slider is as tall
/// as its thumb; disabled, the track and thumb are drawn at half opacity. On iOS, the `label`
/// is not shown (it names the slider for accessibility and, here, for scripts);
/// `minimumValueLabel` and `maximumValueLabel` stand on either side, 8 points away. A script
/// moves it with ``ViewScript/slide(_:to:at:animation:)``, by its label's text or, without
/// one, `"Slider"`.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  let fraction: Double
  let setFraction: (Double) -> Void
  let label: Label?
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?

  /// The slider draws its track and thumb.
  public var body: Never { primitiveBody("Slider") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels.append("Slider")
    let name =
      label.map { inner.resolve($0, component: .child(1)).texts.joined(separator: " ") } ?? ""
    let set = setFraction
    context.registerControl(
      label: name.isEmpty ? "Slider" : name, action: {}, adjust: { set($0) })
    return inner.resolve(
      SliderBody(fraction: fraction, minimumLabel: minimumLabel, maximumLabel: maximumLabel),
      component: .child(0))
  }
}

extension Slider {
  fileprivate init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V?, label: Label?,
    minimumLabel: ValueLabel?, maximumLabel: ValueLabel?
  ) where V.Stride: BinaryFloatingPoint {
    let low = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - low
    fraction = span > 0 ? min(max((Double(value.wrappedValue) - low) / span, 0), 1) : 0
    setFraction = { wanted in
      var raw = low + min(max(wanted, 0), 1) * span
      if let step, step > 0 { raw = low + ((raw - low) / Double(step)).rounded() * Double(step) }
      value.wrappedValue = V(min(max(raw, low), low + span))
    }
    self.label = label
    self.minimumLabel = minimumLabel
    self.maximumLabel = maximumLabel
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider bound to `value` in `bounds` (default 0…1).
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
  where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: nil, minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider bound to `value` in `bounds`, moving in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: V(step), label: nil, minimumLabel: nil, maximumLabel: nil)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider bound to `value` in `bounds`, as SwiftUI's iOS 13
  /// `init(value:in:onEditingChanged:)`. `onEditingChanged` runs when a finger starts and ends
  /// a drag, which a render never has (a script's slide sets the value).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: nil, minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider moving in steps of `step`, as SwiftUI's iOS 13
  /// `init(value:in:step:onEditingChanged:)` (see ``init(value:in:onEditingChanged:)``).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: V(step), label: nil, minimumLabel: nil, maximumLabel: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label(), minimumLabel: nil, maximumLabel: nil)
  }

  /// A slider named by `label`, moving in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: V(step), label: label(), minimumLabel: nil,
      maximumLabel: nil)
  }
}

extension Slider {
  /// A slider named by `label` with views at its two ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label(), minimumLabel: minimumValueLabel(),
      maximumLabel: maximumValueLabel())
  }

  /// A slider moving in steps of `step`, named by `label`, with views at its two ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: V(step), label: label(),
      minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel())
  }
}

extension Slider {
  /// A slider with `minimumValueLabel` and `maximumValueLabel` at its two ends, named by
  /// `label` (SwiftUI's iOS 13 form, the end labels as views passed in that order).
  /// `onEditingChanged` is kept for no one: offline nothing is dragged.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label(), minimumLabel: minimumValueLabel,
      maximumLabel: maximumValueLabel)
  }

  /// A slider moving in steps of `step` with views at its two ends, named by `label`
  /// (SwiftUI's iOS 13 form).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: V(step), label: label(), minimumLabel: minimumValueLabel,
      maximumLabel: maximumValueLabel)
  }
}

/// The slider's drawing: end labels around a track with its thumb.
struct SliderBody<ValueLabel: View>: View {
  let fraction: Double
  let minimumLabel: ValueLabel?
  let maximumLabel: ValueLabel?

  var body: some View {
    HStack {
      if let minimumLabel { minimumLabel }
      GeometryReader { proxy in
        let width = proxy.size.width
        let thumbX = 14 + (width - 28) * CGFloat(fraction)
        ZStack(alignment: .leading) {
          Capsule().fill(SystemColor.fill).frame(width: width, height: 4)
          Capsule().fill(Color.accentColor).frame(width: thumbX, height: 4)
          Circle().fill(Color.white)
            .frame(width: 28, height: 28)
            .shadow(color: Color(white: 0, opacity: 0.2), radius: 3, y: 2)
            .offset(x: thumbX - 14)
        }
        .frame(width: width, height: 28)
      }
      .frame(height: 28)
      .dimmedWhenDisabled()
      if let maximumLabel { maximumLabel }
    }
  }
}

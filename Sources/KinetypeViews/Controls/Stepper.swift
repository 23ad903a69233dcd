import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A control that adds or takes away a step, as SwiftUI's `Stepper`: on iOS, the label on the
/// leading side and a − | + control on the trailing side, filling the width offered.
///
/// ```swift
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
/// ```
///
/// The control is UIStepper's size: 94 × 32 points, two 47-point halves on `tertiarySystemFill`
/// with an 8-point corner radius and a separator between them; a bound reached dims its half
/// (its symbol in the tertiary label gray), and a disabled stepper dims both.
/// A script taps `"Increment"` or `"Decrement"` (``ViewScript/tap(_:at:)``), the names iOS
/// gives the halves for accessibility.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?

  /// A stepper running `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  /// A stepper labelled by `label` running `onIncrement` and `onDecrement`, as SwiftUI's
  /// (deprecated but common) `Stepper(onIncrement:onDecrement:onEditingChanged:label:)`.
  /// `onEditingChanged` is never called: a script's tap is a press and release at once.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper changing `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let current = value.wrappedValue
    increment =
      current < bounds.upperBound
      ? { value.wrappedValue = min(current.advanced(by: step), bounds.upperBound) } : nil
    decrement =
      current > bounds.lowerBound
      ? { value.wrappedValue = max(current.advanced(by: -step), bounds.lowerBound) } : nil
  }

  /// A stepper changing `value` by `step`, unbounded.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// The label, then the two halves.
  public var body: some View {
    HStack {
      label
      Spacer()
      HStack(spacing: 0) {
        StepperHalf(symbol: "−", name: "Decrement", action: decrement)
        Rectangle().fill(SystemColor.separator).frame(width: 1, height: 18)
        StepperHalf(symbol: "+", name: "Increment", action: increment)
      }
      .frame(width: 94, height: 32)
      .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8))
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` changing `value` by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(String(title)) }
  }

  /// A stepper titled `title` changing `value` by `step`, unbounded.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1
  ) {
    self.init(value: value, step: step) { Text(String(title)) }
  }

  /// A stepper titled `title` running `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
  ) {
    self.init(label: { Text(String(title)) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// One half of a stepper: its symbol, tappable by its accessibility name.
struct StepperHalf: View, PrimitiveView {
  let symbol: String
  let name: String
  let action: (() -> Void)?

  var body: Never { primitiveBody("StepperHalf") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if let action { context.registerControl(label: name, action: action) }
    return context.resolve(
      Text(symbol).font(.system(size: 22, weight: .regular))
        .foregroundStyle(
          action == nil || !context.environment.isEnabled ? SystemColor.placeholder : Color.primary
        )
        .frame(width: 46, height: 32),
      component: .child(0))
  }
}

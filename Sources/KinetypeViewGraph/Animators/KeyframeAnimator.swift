import KinetypeMotion

/// A view whose content is rebuilt every frame from keyframes, as SwiftUI's
/// `KeyframeAnimator`.
///
/// ```swift
/// KeyframeAnimator(initialValue: PulseValues(), repeating: true) { value in
///   Circle().scaleEffect(value.scale)
/// } keyframes: { _ in
///   KeyframeTrack(\.scale) {
///     CubicKeyframe(1.3, duration: 0.5)
///     CubicKeyframe(1.0, duration: 0.5)
///   }
/// }
/// ```
///
/// The repeating form plays the keyframes in a loop from the time the view appears (with
/// `repeating: false` the content shows the value at the start of the keyframes). The trigger
/// form plays them once each time `trigger` changes, from the value shown then (the value
/// the keyframes closure receives), and holds their last value. The content closure is called
/// for every frame with the value at that frame's time.
public struct KeyframeAnimator<Value, Content: View>: View, PrimitiveView {
  let driver: KeyframeDriver<Value>
  package let content: (Value) -> Content

  /// Loops `keyframes` from when the view appears (`repeating`, default), or shows the value
  /// at their start.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>
  ) {
    driver = KeyframeDriver(
      initialValue: initialValue, mode: .repeating(repeating), keyframes: keyframes)
    self.content = content
  }

  /// Plays `keyframes` once whenever `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>
  ) {
    driver = KeyframeDriver(
      initialValue: initialValue, mode: .trigger(AnyEquatableValue(trigger)),
      keyframes: keyframes)
    self.content = content
  }

  /// A keyframe animator draws its content.
  public var body: Never { primitiveBody("KeyframeAnimator") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let value = driver.value(in: context)
    var inner = context
    inner.isTimeDriven = true
    return inner.resolve(content(value), component: .child(0))
  }
}

extension View {
  /// Loops `keyframes` over this view from when it appears, `content` applying the value to
  /// it every frame, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>
  ) -> some View {
    modifier(
      KeyframeModifier(
        driver: KeyframeDriver(
          initialValue: initialValue, mode: .repeating(repeating), keyframes: keyframes),
        content: { content(PlaceholderContentView<Self>(), $0) }))
  }

  /// Plays `keyframes` over this view whenever `trigger` changes, as SwiftUI's
  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public func keyframeAnimator<Value, V: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTrackList<Value>
  ) -> some View {
    modifier(
      KeyframeModifier(
        driver: KeyframeDriver(
          initialValue: initialValue, mode: .trigger(AnyEquatableValue(trigger)),
          keyframes: keyframes),
        content: { content(PlaceholderContentView<Self>(), $0) }))
  }
}

/// The modifier form: the content closure wraps the modified view.
struct KeyframeModifier<Value, V: View>: PrimitiveModifier, ViewModifier {
  let driver: KeyframeDriver<Value>
  let content: (Value) -> V

  func body(content: Content) -> Never { primitiveBody("KeyframeModifier") }

  func apply<C: View>(to modified: C, in context: ResolveContext) -> [ViewNode] {
    let value = driver.value(in: context)
    var bodyContext = context
    bodyContext.isTimeDriven = true
    bodyContext.transitionPlacement = nil
    return bodyContext.resolve(
      body: content(value), standingFor: modified, contentContext: context)
  }
}

/// The value of a keyframe animator at the time being resolved.
struct KeyframeDriver<Value> {
  enum Mode {
    case repeating(Bool)
    case trigger(AnyEquatableValue)
  }

  let initialValue: Value
  let mode: Mode
  let keyframes: (Value) -> KeyframeTrackList<Value>

  /// The value now (in an update, recording triggers) or at the frame's time.
  func value(in context: ResolveContext) -> Value {
    guard let runtime = context.graph.runtime else { return stillValue }
    let key = SlotKey(identity: context.identity, name: "keyframes")
    switch context.graph.mode {
    case .still:
      return stillValue
    case .update(let index):
      let record = runtime.records.record(
        KeyframeRecord<Value>.self, at: key, update: index, now: runtime.now, make: makeRecord
      ).record
      if case .trigger(let trigger) = mode, !context.isSeeding, !context.isDisappearing,
        runtime.changedValue(
          trigger, key: SlotKey(identity: context.identity, name: "keyframes.trigger"),
          context: context) != nil
      {
        let current = record.value(at: runtime.now)
        record.runs.append(
          (runtime.now, KeyframeTimeline(initialValue: current, tracks: keyframes(current))))
      }
      return record.value(at: runtime.now)
    case .frame(let time, _):
      guard let record = runtime.records[KeyframeRecord<Value>.self, at: key, time: time] else {
        return stillValue
      }
      return record.value(at: time)
    }
  }

  /// The value in a still picture: the start of the keyframes.
  private var stillValue: Value { initialValue }

  private func makeRecord(start: Double) -> KeyframeRecord<Value> {
    switch mode {
    case .repeating(let repeats):
      let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))
      return KeyframeRecord(initial: initialValue, loop: repeats ? (start, timeline) : nil)
    case .trigger:
      return KeyframeRecord(initial: initialValue, loop: nil)
    }
  }
}

/// What a keyframe animator played: a loop from its start, or the runs its trigger started.
final class KeyframeRecord<Value>: ViewRecord {
  let initial: Value
  let loop: (start: Double, timeline: KeyframeTimeline<Value>)?
  var runs: [(start: Double, timeline: KeyframeTimeline<Value>)] = []

  init(initial: Value, loop: (start: Double, timeline: KeyframeTimeline<Value>)?) {
    self.initial = initial
    self.loop = loop
  }

  func value(at time: Double) -> Value {
    if let loop {
      let duration = loop.timeline.duration
      guard duration > 0 else { return loop.timeline.value(time: duration) }
      let elapsed = max(0, time - loop.start)
      return loop.timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
    }
    guard let run = runs.last(where: { $0.start <= time }) else { return initial }
    return run.timeline.value(time: time - run.start)
  }
}

import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Runs `effect` on the symbol images in this view while `isActive`, as SwiftUI's
  /// `symbolEffect(_:options:isActive:)`.
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.pulse.byLayer, isActive: isConnecting)
  /// ```
  ///
  /// Kinetype animates the symbol as one layer (see ``SymbolEffect``). A still render shows
  /// an effect at rest, or a held effect (`scale`, `appear`, `disappear`) in its state.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(SymbolEffectModifier(entry: entry(effect, options, .indefinite(isActive: isActive))))
  }

  /// Plays `effect` on the symbol images in this view each time `value` changes, as
  /// SwiftUI's `symbolEffect(_:options:value:)`.
  ///
  /// ```swift
  /// Image(systemName: "bell.fill").symbolEffect(.bounce.byLayer, value: count)
  /// ```
  ///
  /// Rendering over time, each change of `value` between updates plays the effect (from the
  /// time of the change); a still render shows the symbol at rest.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(
      SymbolEffectModifier(
        entry: entry(effect, options, .discrete(triggerCount: 0)),
        trigger: AnyEquatableValue(value)))
  }

  /// Turns off the symbol effects in this view (for Reduce Motion), as SwiftUI's
  /// `symbolEffectsRemoved(_:)`.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    modifier(SymbolEffectsRemovedModifier(isEnabled: isEnabled))
  }

  private func entry<T: SymbolEffect>(
    _ effect: T, _ options: SymbolEffectOptions, _ activation: SymbolEffectEntry.Activation
  ) -> SymbolEffectEntry {
    SymbolEffectEntry(
      motion: (effect as? any SymbolMotionDescribing)?.motion, effectName: "\(T.self)",
      options: options, activation: activation)
  }
}

/// One symbol effect applied above a view.
struct SymbolEffectEntry {
  enum Activation: Equatable {
    case indefinite(isActive: Bool)
    case discrete(triggerCount: Int)
  }

  /// What the effect does, or nil for an effect type Kinetype does not know.
  let motion: SymbolMotion?
  let effectName: String
  let options: SymbolEffectOptions
  var activation: Activation
  /// The seconds since this effect started (became active, or was last triggered), when the
  /// runtime of views in time drives it; nil uses the environment's `symbolEffectTime`.
  var elapsed: Double?

  /// The pose at `time` seconds since the effect started (nil: no clock).
  func pose(at time: Double?) -> SymbolEffectPose {
    guard let motion else { return .identity }
    let time = elapsed ?? time
    switch activation {
    case .indefinite(let isActive):
      return SymbolEffectMotion.indefinitePose(
        motion, options: options, isActive: isActive, elapsed: time)
    case .discrete(let count):
      return SymbolEffectMotion.discretePose(
        motion, options: options, triggerCount: count, sinceTrigger: time)
    }
  }
}

struct SymbolEffectModifier: EnvironmentModifier {
  let entry: SymbolEffectEntry
  /// The value whose changes trigger a discrete effect.
  var trigger: AnyEquatableValue?

  func modify(_ environment: inout EnvironmentValues) {
    environment.symbolEffects.append(entry)
  }

  /// With a runtime, the effect runs on its own clock: from when it became active, or from
  /// the last change of its value.
  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    var entry = self.entry
    if let runtime = context.graph.runtime,
      let clock = runtime.symbolEffectClock(entry, trigger: trigger, context: context)
    {
      entry.elapsed = clock.elapsed
      if case .discrete = entry.activation {
        entry.activation = .discrete(triggerCount: clock.triggers)
      }
    }
    environment.symbolEffects.append(entry)
  }
}

struct SymbolEffectsRemovedModifier: EnvironmentModifier {
  let isEnabled: Bool

  func modify(_ environment: inout EnvironmentValues) {
    if isEnabled { environment.symbolEffectsRemoved = true }
  }
}

extension EnvironmentValues {
  /// The symbol effects applied above a view, outermost first.
  var symbolEffects: [SymbolEffectEntry] {
    get { self[SymbolEffectsKey.self] }
    set { self[SymbolEffectsKey.self] = newValue }
  }

  /// Whether `symbolEffectsRemoved()` turned symbol effects off.
  var symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }

  /// The seconds since the symbol effects above started, when a clock drives the view (the
  /// virtual clock of views in time sets it); nil in a still render.
  var symbolEffectTime: Double? {
    get { self[SymbolEffectTimeKey.self] }
    set { self[SymbolEffectTimeKey.self] = newValue }
  }
}

private struct SymbolEffectsKey: EnvironmentKey {
  static var defaultValue: [SymbolEffectEntry] { [] }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct SymbolEffectTimeKey: EnvironmentKey {
  static var defaultValue: Double? { nil }
}

/// Applies the environment's symbol effects to a symbol's drawing (or its placeholder's).
enum SymbolEffectRendering {
  /// The combined pose of the effects in `environment` (identity when removed), and of a
  /// symbol-effect transition running there.
  static func pose(in environment: EnvironmentValues) -> SymbolEffectPose {
    guard !environment.symbolEffectsRemoved else { return .identity }
    let time = environment.symbolEffectTime
    let effects = environment.symbolEffects.reduce(SymbolEffectPose.identity) {
      $0.combined(with: $1.pose(at: time))
    }
    return environment.symbolTransitionPose.map { effects.combined(with: $0) } ?? effects
  }

  /// Moves, turns, scales and fades `context` for a symbol in `frame`.
  static func apply(
    _ environment: EnvironmentValues, frame: CGRect, to context: inout GraphicsContext
  ) {
    let pose = pose(in: environment)
    guard pose != .identity else { return }
    context.opacity *= pose.opacity
    let center = CGPoint(
      x: frame.midX + pose.offset.width * frame.width,
      y: frame.midY + pose.offset.height * frame.height)
    context.translateBy(x: Double(center.x), y: Double(center.y))
    context.rotate(by: pose.rotation)
    context.scaleBy(x: Double(pose.scale), y: Double(pose.scale))
    context.translateBy(x: Double(-frame.midX), y: Double(-frame.midY))
  }
}

import Foundation
import KinetypeMotion
import KinetypeRendering

/// What a user does to a view at set times, played on the virtual clock when the view renders
/// over time: tap a button, set a state, change the environment.
///
/// ```swift
/// var script = ViewScript()
/// script.environment(\.accessibilityReduceMotion, true, at: 0)
/// script.tap("Details", at: 0.5)
/// script.set("isExpanded", to: false, at: 1.5, animation: .snappy)
/// let frames = try ViewFrames(duration: 2, script: script) { DetailsButton() }
/// ```
///
/// Actions at the same time run in the order they were added. A tap finds the control by its
/// label as the views are at that time (a `Button`'s title or the text inside its label; the
/// text inside a view with `onTapGesture`, or the name of the view whose body it is when it
/// shows no text) and runs its action; setting a state finds the
/// `@State` property by name (`isExpanded` or `_isExpanded`), optionally in a view type.
/// Environment changes at time 0 are where the view starts; later ones update the views
/// without animation.
public struct ViewScript {
  /// One action at its time.
  package struct Action {
    package let time: Double
    package let kind: Kind

    package enum Kind {
      case tap(String)
      case slide(String, to: Double, animation: Animation?)
      case drag(String, ScriptDrag)
      case setState(name: String, owner: String?, value: Any, animation: Animation?)
      case environment((inout EnvironmentValues) -> Void)
      case perform(() -> Void, animation: Animation?)
    }

    package var isEnvironment: Bool {
      if case .environment = kind { return true }
      return false
    }
  }

  private(set) var actions: [Action] = []

  /// An empty script.
  public init() {}

  /// Taps the control labeled `label` at `time` seconds: its action runs, as a user's tap.
  public mutating func tap(_ label: String, at time: Double) {
    add(Action(time: time, kind: .tap(label)))
  }

  /// Moves the slider labeled `label` (its label's text, or `"Slider"`) at `time` to
  /// `fraction` of its range (0 at its lower bound, 1 at its upper), snapped to its step,
  /// animated with `animation` (default: none), as a user's drag ending there.
  public mutating func slide(
    _ label: String, to fraction: Double, at time: Double, animation: Animation? = nil
  ) {
    add(Action(time: time, kind: .slide(label, to: fraction, animation: animation)))
  }

  /// Drags the view labeled `label` (a view with a `DragGesture`, found as taps find
  /// controls) by `translation` points, starting at `time` and moving at an even speed for
  /// `duration` seconds (default 0.25): its gesture's `onChanged` and `updating` run at 60
  /// steps a second on the virtual clock, then `onEnded` with the whole translation, as a
  /// finger lifted there.
  public mutating func drag(
    _ label: String, by translation: CGSize, at time: Double, duration: Double = 0.25
  ) {
    let duration = duration.isFinite ? max(0, duration) : 0
    let steps = max(1, Int((duration * 60).rounded(.up)))
    let velocity =
      duration > 0
      ? CGSize(width: translation.width / duration, height: translation.height / duration)
      : .zero
    for step in 1...steps {
      let fraction = Double(step) / Double(steps)
      let moved = CGSize(
        width: translation.width * fraction, height: translation.height * fraction)
      add(
        Action(
          time: time + duration * fraction,
          kind: .drag(
            label,
            ScriptDrag(translation: moved, velocity: velocity, elapsed: duration * fraction))))
    }
    add(
      Action(
        time: time + duration,
        kind: .drag(
          label,
          ScriptDrag(
            translation: translation, velocity: velocity, elapsed: duration, isEnded: true))))
  }

  /// Sets the `@State` property named `name` (in a view of type `view`, or the first made
  /// with that name) to `value` at `time`, animated with `animation` (default: none), as a
  /// binding set by a control would.
  public mutating func set<Value>(
    _ name: String, to value: Value, at time: Double, animation: Animation? = nil,
    in view: String? = nil
  ) {
    add(
      Action(
        time: time,
        kind: .setState(name: name, owner: view, value: value, animation: animation)))
  }

  /// Sets `binding` to `value` at `time`, animated with `animation` (default: none).
  public mutating func set<Value>(
    _ binding: Binding<Value>, to value: Value, at time: Double, animation: Animation? = nil
  ) {
    add(
      Action(
        time: time, kind: .perform({ binding.wrappedValue = value }, animation: animation)))
  }

  /// Changes the environment value at `keyPath` to `value` from `time` on (the Reduce Motion
  /// setting, the Dynamic Type size…).
  public mutating func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, at time: Double
  ) {
    add(Action(time: time, kind: .environment { $0[keyPath: keyPath] = value }))
  }

  /// Runs `action` at `time` (changing a model, say), animated with `animation` (default:
  /// none).
  public mutating func perform(
    at time: Double, animation: Animation? = nil, _ action: @escaping () -> Void
  ) {
    add(Action(time: time, kind: .perform(action, animation: animation)))
  }

  private mutating func add(_ action: Action) {
    let time = action.time.isFinite ? max(0, action.time) : 0
    let clean = Action(time: time, kind: action.kind)
    let index = actions.firstIndex { $0.time > time } ?? actions.endIndex
    actions.insert(clean, at: index)
  }
}

/// A script action that cannot be played: what, when, and what was there instead.
public enum ViewScriptError: Error, CustomStringConvertible, Equatable, Sendable {
  /// No control has the label at that time.
  case noControl(label: String, time: Double, available: [String])
  /// No `@State` property has the name.
  case noState(name: String, time: Double, available: [String])
  /// The value's type is not the state's.
  case wrongType(name: String, time: Double, expected: String, got: String)

  /// The problem in words.
  public var description: String {
    switch self {
    case .noControl(let label, let time, let available):
      "script at \(ViewFormat.seconds(time)): no control labeled \"\(label)\""
        + (available.isEmpty
          ? " (the views have no buttons or tap targets then)"
          : "; the controls are " + available.map { "\"\($0)\"" }.joined(separator: ", "))
    case .noState(let name, let time, let available):
      "script at \(ViewFormat.seconds(time)): no @State property named \(name)"
        + (available.isEmpty ? "" : "; the states are " + available.joined(separator: ", "))
    case .wrongType(let name, let time, let expected, let got):
      "script at \(ViewFormat.seconds(time)): \(name) holds \(expected), not \(got)"
    }
  }
}

extension ViewFormat {
  /// `1.25 s`.
  static func seconds(_ time: Double) -> String { number(CGFloat(time)) + " s" }
}

/// Something a user can tap: a button or a view with a tap gesture, found by an update.
package struct Control {
  /// The text it shows, joined with spaces.
  package let label: String
  package let identity: ViewIdentity
  package let action: () -> Void
  /// What a slide to a fraction of the range does (sliders only).
  package var adjust: ((Double) -> Void)?
  /// What a step of a scripted drag does (views with a drag gesture only).
  package var drag: ((ScriptDrag) -> Void)?

  /// A control showing `label` at `identity` that runs `action` when tapped.
  package init(
    label: String, identity: ViewIdentity, action: @escaping () -> Void,
    adjust: ((Double) -> Void)? = nil, drag: ((ScriptDrag) -> Void)? = nil
  ) {
    self.label = label
    self.identity = identity
    self.action = action
    self.adjust = adjust
    self.drag = drag
  }

  func matches(_ wanted: String) -> Bool {
    label.trimmingCharacters(in: .whitespaces) == wanted.trimmingCharacters(in: .whitespaces)
  }
}

/// One step of a scripted drag: how far the finger has moved from where it touched down, how
/// fast, and whether it has lifted.
package struct ScriptDrag {
  /// The distance moved since the touch began.
  package let translation: CGSize
  /// The finger's speed, points per second (even over the drag).
  package let velocity: CGSize
  /// Seconds since the touch began.
  package let elapsed: Double
  /// Whether the finger lifts at this step.
  package var isEnded = false
}

extension ResolveContext {
  /// Records `control` for the scripts of the update being recorded (none for frames,
  /// seeding passes and removed views). In a disabled view (`disabled(true)`) it is recorded
  /// doing nothing: a script reaches it, and its tap, slide or drag changes nothing.
  package func addControl(_ control: Control) {
    guard let runtime = graph.runtime, graph.recordingUpdate != nil, !isSeeding,
      !isDisappearing
    else { return }
    guard environment.isEnabled else {
      runtime.controls.append(
        Control(
          label: control.label, identity: control.identity, action: {},
          adjust: control.adjust.map { _ in { _ in } }, drag: control.drag.map { _ in { _ in } }))
      return
    }
    runtime.controls.append(control)
  }
}

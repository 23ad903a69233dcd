import Foundation
import KinetypeMotion
import KinetypeViewGraph
import KinetypeViews

/// Which timed views of a scene are shown and which have played their keyframes: the scene's
/// one piece of `@State`, changed by the scene's script at each view's times.
struct SceneTimelineState: Equatable, Sendable {
  /// The timed views shown.
  var shown: Set<Int>
  /// The timed views whose keyframes were started (their animator's trigger).
  var played: Set<Int>
}

/// A scene's views on Kinetype's virtual clock: the root holds the timeline state, which the
/// scene's ``ViewScript`` sets at each view's times with its animation, as a SwiftUI app
/// would run `withAnimation(animation) { shown = true }`.
struct SceneRootView: View, NamedCompositeView {
  let scene: SceneFile
  /// The content's size when the canvas is automatic: the size with every view shown, so
  /// views coming and going do not move the others.
  let contentSize: CGSize?
  /// Whether the view draws the scene's background (false: the frames draw it once).
  let drawsBackground: Bool
  @State var sceneTimeline: SceneTimelineState

  init(scene: SceneFile, contentSize: CGSize?, drawsBackground: Bool = true) {
    self.scene = scene
    self.contentSize = contentSize
    self.drawsBackground = drawsBackground
    _sceneTimeline = State(initialValue: scene.initialTimelineState)
  }

  var compositeName: String { "Scene" }

  var body: some View {
    scene.view(
      state: sceneTimeline, time: nil, contentSize: contentSize, drawsBackground: drawsBackground)
  }
}

/// A view shown or not, inserted and removed with `transition`, as SwiftUI's
/// `if shown { content.transition(transition) }`.
struct SceneTimedView: View, NamedCompositeView {
  let shown: Bool
  let transition: AnyTransition
  let content: AnyView

  var compositeName: String { "start/end" }

  var body: some View {
    if shown { content.transition(transition) }
  }
}

/// A use of a scene's template: its content, named `Name (template)` in layout dumps.
struct SceneTemplateView: View, NamedCompositeView {
  let name: String
  let content: AnyView

  var compositeName: String { "\(name) (template)" }

  var body: some View { content }
}

/// One thing a timed view does at a time.
public struct SceneViewEvent: Sendable, Equatable, Codable {
  /// The view: its template or type, and its JSON path
  /// (`Badge (template) at $.views[0].content.modifiers[0].overlay.content`).
  public var view: String
  /// `insertion`, `removal` or `keyframes`.
  public var kind: String
  /// When it starts, in seconds on the scene's timeline.
  public var start: Double
  /// When it has settled (a spring at its settling time; keyframes at their end); nil when
  /// it repeats forever.
  public var end: Double?
  /// The transition (insertion, removal) as SwiftUI code, or the keyframe tracks.
  public var detail: String
}

extension SceneFile {
  /// Every timed view of the scene, depth first through the view trees.
  var timedViews: [(label: String, timing: SceneViewTiming)] {
    views.flatMap(\.view.timedViews)
  }

  /// Whether any view comes, goes or plays keyframes: then the scene lives on the virtual
  /// clock.
  var hasTimedViews: Bool { !timedViews.isEmpty }

  /// At time 0: the views without a `start` shown, no keyframes played.
  var initialTimelineState: SceneTimelineState {
    SceneTimelineState(
      shown: Set(timedViews.filter { $0.timing.start == nil }.map(\.timing.id)), played: [])
  }

  /// The timed views' events in time order.
  public func viewEvents() -> [SceneViewEvent] {
    var events: [SceneViewEvent] = []
    for (label, timing) in timedViews {
      let name = "\(label) at \(timing.path)"
      let settle = timing.animation.duration
      let removal: SceneTransition
      let insertion: SceneTransition
      if case .asymmetric(let inserted, let removed) = timing.transition {
        (insertion, removal) = (inserted, removed)
      } else {
        (insertion, removal) = (timing.transition, timing.transition)
      }
      if let start = timing.start {
        events.append(
          SceneViewEvent(
            view: name, kind: "insertion", start: start, end: start + settle,
            detail: "\(insertion) with \(timing.animationName)"))
      }
      if let keyframes = timing.keyframes {
        let start = timing.keyframeStart ?? timing.start ?? 0
        let tracks = keyframes.tracks.map {
          "\($0.property) \(SceneFile.seconds($0.keyframes.reduce(0) { $0 + $1.duration })) s"
        }
        events.append(
          SceneViewEvent(
            view: name, kind: "keyframes", start: start,
            end: keyframes.repeating ? nil : start + keyframes.duration,
            detail: (keyframes.repeating ? "repeating: " : "") + tracks.joined(separator: ", ")))
      }
      if let end = timing.end {
        events.append(
          SceneViewEvent(
            view: name, kind: "removal", start: end, end: end + settle,
            detail: "\(removal) with \(timing.animationName)"))
      }
    }
    return events.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
  }

  /// The script that plays the timeline: at each view's `start` it is inserted, at its
  /// `end` removed, each with its animation; at its keyframes' start their trigger changes.
  /// A keyframe start at an insertion's time comes after it, in its own update, so the
  /// animator has appeared when its trigger changes.
  func timelineScript() -> ViewScript {
    enum Change {
      case insert(Int)
      case play(Int)
      case remove(Int)

      var order: Int {
        switch self {
        case .insert: return 0
        case .play: return 1
        case .remove: return 2
        }
      }
    }
    var changes: [(time: Double, change: Change, animation: Animation?)] = []
    for (_, timing) in timedViews {
      if let start = timing.start { changes.append((start, .insert(timing.id), timing.animation)) }
      if let start = timing.keyframeStart { changes.append((start, .play(timing.id), nil)) }
      if let end = timing.end { changes.append((end, .remove(timing.id), timing.animation)) }
    }
    changes = changes.enumerated().sorted {
      ($0.element.time, $0.element.change.order, $0.offset)
        < ($1.element.time, $1.element.change.order, $1.offset)
    }.map(\.element)
    var script = ViewScript()
    var state = initialTimelineState
    for (time, change, animation) in changes {
      switch change {
      case .insert(let id): state.shown.insert(id)
      case .play(let id): state.played.insert(id)
      case .remove(let id): state.shown.remove(id)
      }
      script.set(
        "sceneTimeline", to: state, at: time, animation: animation, in: "SceneRootView")
    }
    return script
  }
}

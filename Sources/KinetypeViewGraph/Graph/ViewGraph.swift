import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText

/// The resolved views of one render: resolution, its problems, and the runtime whose state and
/// animations the views read.
///
/// A graph resolves a root view into ``ViewNode``s. Problems that do not stop rendering (a NaN
/// from an alignment guide, a missing image) become `Warning`s whose source is the view's path
/// and name; problems that do (a font that cannot load, a tree with more views than
/// `limits.views`) are kept as `firstError` and thrown by the renderer after layout. Views
/// nested deeper than ``maximumDepth`` are cut with a warning instead of overflowing the
/// stack.
///
/// A graph resolves in one of three modes: a still picture (`ImageRenderer`: `@State` keeps
/// its initial value, nothing animates), one update of a ``ViewRuntime``'s pre-pass (bodies
/// run, state is installed, changes start animations), or one frame of a runtime (bodies are
/// the ones the last update kept, animated values are taken at the frame's time).
package final class ViewGraph {
  /// The deepest nesting of views resolved, laid out and drawn: 100,000 levels (a view tree
  /// 10,000 deep built with `AnyView` uses 20,000). Deeper content is dropped with a warning.
  static let maximumDepth = 100_000

  package private(set) var warnings: [Warning] = []
  package private(set) var firstError: (any Error)?
  private var depth = 0
  private var cutAtDepth = false
  /// The limits this render keeps to (`views`, `blurRadius`).
  package let limits: Limits
  /// The views resolved so far, checked against `limits.views`.
  private var viewCount = 0
  private var isOverViewLimit = false

  /// How this graph resolves.
  package enum Mode {
    /// A picture: no runtime.
    case still
    /// Update `index` of the runtime's pre-pass, at the runtime's current time.
    case update(index: Int)
    /// A frame at `time`, in update `index` (the last update at or before `time`).
    case frame(time: Double, index: Int)
  }

  package let mode: Mode
  /// The runtime that keeps state, animations and records across resolutions; nil for
  /// pictures.
  package let runtime: ViewRuntime?

  /// The fonts text is laid out with: from the environment's `fontCollection`, or the shared
  /// bundled collection (loaded once; a failure is kept as the render's error).
  private var sharedFonts: FontCollection?
  /// The view types found to have no `@EnvironmentObject` property (not looked at again).
  var typesWithoutEnvironmentObjects: Set<ObjectIdentifier> = []
  /// The matched views (`matchedGeometryEffect`) resolved so far.
  package let matchedGeometry = MatchedGeometryRegistry()
  /// Whether a view builds its content at layout (a `GeometryReader`): an update then lays
  /// its views out, so that content is resolved, and its lifecycle and animations recorded,
  /// with the update.
  package var buildsContentAtLayout = false

  package init(mode: Mode = .still, runtime: ViewRuntime? = nil, limits: Limits = Limits()) {
    self.mode = mode
    self.runtime = runtime
    self.limits = limits
  }

  /// The update being recorded, in the pre-pass.
  package var recordingUpdate: Int? {
    if case .update(let index) = mode { return index }
    return nil
  }

  /// The frame's time and update, when rendering a frame.
  package var frame: (time: Double, index: Int)? {
    if case .frame(let time, let index) = mode { return (time, index) }
    return nil
  }

  /// Finishes the layout of a placed tree: in a frame, views whose frames an animated update
  /// changed glide from their old frames (``ViewRuntime/applyLayoutGlides(to:time:update:placement:)``);
  /// then the content of matched views goes to the frames their matches give it at the
  /// render's time. Called once `root` is placed as `placement` says.
  package func finishLayout(root: ViewNode, placement: RootPlacement) {
    if case .frame(let time, let index) = mode, let runtime {
      runtime.applyLayoutGlides(to: root, time: time, update: index, placement: placement)
    }
    finishLayout()
  }

  /// Finishes the layout of a placed tree without layout glides: the content of matched views
  /// goes to the frames their matches give it at the render's time.
  package func finishLayout() {
    let time: Double =
      switch mode {
      case .still: 0
      case .update: runtime?.now ?? 0
      case .frame(let time, _): time
      }
    matchedGeometry.apply(at: time)
  }

  /// The nodes of `view`: a primitive view makes its own; a composite view's `body` is
  /// resolved after its dynamic properties (`@Environment`) are installed.
  package func makeNodes(_ view: any View, in context: ResolveContext) -> [ViewNode] {
    guard depth < Self.maximumDepth else {
      if !cutAtDepth {
        cutAtDepth = true
        warn(
          "the view tree is deeper than \(Self.maximumDepth) levels; deeper views are not drawn",
          at: context, kind: .droppedContent)
      }
      return []
    }
    // Counted before the view makes its nodes; past the limit nothing more is resolved.
    guard !isOverViewLimit else { return [] }
    viewCount += 1
    do {
      try limits.check(.views, viewCount, "the view tree")
    } catch {
      isOverViewLimit = true
      fail(error)
      return []
    }
    depth += 1
    defer { depth -= 1 }
    let nodes =
      if let primitive = view as? any PrimitiveView {
        primitive.makeNodes(in: context)
      } else {
        makeCompositeNodes(view, in: context)
      }
    if let runtime, case .update(let index) = mode, index > 0 {
      runtime.noteLayoutAnimation(of: nodes, context: context)
    }
    return nodes
  }

  private func makeCompositeNodes<V: View>(_ view: V, in context: ResolveContext) -> [ViewNode] {
    guard V.Body.self != Never.self else {
      warn(
        "\(V.self) has a Never body but is not a built-in view; skipped", at: context,
        kind: .droppedContent)
      return []
    }
    guard !lacksEnvironmentObject(view, context: context) else { return [] }
    var inner = context
    inner.labels.append((view as? NamedCompositeView)?.compositeName ?? Self.typeName(V.self))
    guard let runtime else {
      var view = view
      installDynamicProperties(in: &view, context: context)
      return inner.resolve(view.body, component: nil)
    }
    return runtime.makeCompositeNodes(view, context: context, inner: inner)
  }

  /// Gives every `@Environment` property of `value` (and of its nested dynamic properties)
  /// the context's environment, and every `@State` property its storage, before `body` runs.
  /// In a frame, properties installed by the pre-pass are left as they are. Returns the state
  /// storages installed.
  @discardableResult
  func installDynamicProperties<T>(in value: inout T, context: ResolveContext)
    -> [AnyStateStorage]
  {
    var storages: [AnyStateStorage] = []
    install(
      Mirror(reflecting: value), owner: Self.typeName(T.self), context: context, level: 0,
      into: &storages)
    return storages
  }

  private func install(
    _ mirror: Mirror, owner: String, context: ResolveContext, level: Int,
    into storages: inout [AnyStateStorage]
  ) {
    guard level < 8 else { return }
    let isFrame = frame != nil
    for child in mirror.children {
      if let reader = child.value as? any EnvironmentReading {
        if !(isFrame && reader.isInstalled) { reader.install(context.environment) }
      } else if let state = child.value as? any StateInstalling {
        guard let runtime else { continue }
        let name = child.label ?? "_state"
        if let storage = state.install(
          in: runtime, key: StateKey(identity: context.identity, property: owner + "." + name),
          name: name, owner: owner)
        {
          storages.append(storage)
        }
      } else if child.value is any DynamicProperty {
        install(
          Mirror(reflecting: child.value), owner: owner + "." + (child.label ?? "_"),
          context: context, level: level + 1, into: &storages)
      }
    }
  }

  /// Records a problem that did not stop rendering, once per message and place. Default
  /// kind: `.ignoredValue` (most view problems are a value replaced or left out).
  package func warn(
    _ message: String, at context: ResolveContext, kind: Warning.Kind = .ignoredValue
  ) {
    record(Warning(kind, message), identity: context.identity, labels: context.labels)
  }

  /// Records a problem at a node.
  package func warn(_ message: String, at node: ViewNode, kind: Warning.Kind = .ignoredValue) {
    record(Warning(kind, message), identity: node.identity, labels: node.labels)
  }

  /// Records a warning from a lower layer (a text layout's, a graphics context's) at a node,
  /// keeping its kind; its source, if any, follows the view's.
  package func warn(_ warning: Warning, at node: ViewNode) {
    record(warning, identity: node.identity, labels: node.labels)
  }

  private func record(_ warning: Warning, identity: ViewIdentity, labels: [String]) {
    var warning = warning
    warning.source = Self.source(
      path: identity.description, view: labels.last, inner: warning.source)
    if !warnings.contains(warning) { warnings.append(warning) }
  }

  /// A view warning's source: `path (View)`, then the lower layer's source after a comma.
  package static func source(path: String, view: String?, inner: String? = nil) -> String {
    path + (view.map { " (\($0))" } ?? "") + (inner.map { ", \($0)" } ?? "")
  }

  /// Whether a blur or shadow of standard deviation `sigma` canvas pixels keeps to
  /// `limits.blurRadius`; when it does not, the render fails with a ``LimitError`` naming
  /// `kind` and the view (its cost and the margin of its layer grow with the radius).
  package func admitsBlur(_ sigma: Double, kind: String, at node: ViewNode) -> Bool {
    do {
      try limits.check(
        .blurRadius, sigma,
        "\(kind) radius \(ViewFormat.number(CGFloat(sigma))) px at "
          + Self.source(path: node.identity.description, view: node.labels.last))
      return true
    } catch {
      fail(error)
      return false
    }
  }

  /// Keeps the first error that stops the render (thrown after layout).
  package func fail(_ error: any Error) {
    if firstError == nil { firstError = error }
  }

  /// The fonts for `environment`.
  package func fonts(for environment: EnvironmentValues) -> FontCollection? {
    if let fonts = environment.fontCollection { return fonts }
    if let sharedFonts { return sharedFonts }
    do {
      sharedFonts = try FontCollection.shared()
    } catch {
      fail(error)
    }
    return sharedFonts
  }

  /// A type's name without its module or generic arguments: `Badge`, `HStack`.
  package static func typeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    return name
  }
}

/// A composite view that names itself in layout dumps and warnings instead of by its type
/// (a scene file's template use: `Badge (template)`).
package protocol NamedCompositeView {
  /// The name shown for the views its body makes.
  var compositeName: String { get }
}

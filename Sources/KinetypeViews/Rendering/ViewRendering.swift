import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

/// A view that cannot be rendered: what is wrong, in words.
public struct ViewRenderError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What went wrong.
  public var message: String
  /// Creates an error.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}

/// A resolved and laid-out view tree.
struct LaidOutView {
  let graph: ViewGraph
  let root: ViewNode
  /// The root's size in points.
  let size: CGSize
}

/// Resolve, lay out and draw, on a thread whose stack fits deep view trees.
package enum ViewRendering {
  /// The stack of the rendering thread: 512 MiB of address space (pages are only committed
  /// as they are used), enough for ``ViewGraph/maximumDepth`` levels of views.
  static let stackSize = 512 << 20

  /// Resolves `view` with `environment` and places it at the origin for `proposal`.
  static func layOut<V: View>(
    _ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
    limits: Limits = Limits()
  ) -> LaidOutView {
    let (graph, root) = resolvePresentation(view, environment: environment, limits: limits)
    let proposal = proposal.sanitized
    let size = root.size(for: proposal)
    root.place(at: .zero, proposal: proposal)
    graph.finishLayout()
    return LaidOutView(graph: graph, root: root, size: size)
  }

  /// Resolves `view` as the root of a presentation: when a view in it asks for another
  /// appearance (`preferredColorScheme(_:)`), it is resolved again with the root environment in
  /// that appearance, as SwiftUI's window takes the preference.
  static func resolvePresentation<V: View>(
    _ view: V, environment: EnvironmentValues, limits: Limits
  ) -> (ViewGraph, ViewNode) {
    func resolve(_ environment: EnvironmentValues) -> (ViewGraph, ViewNode) {
      let graph = ViewGraph(limits: limits)
      let context = ResolveContext(environment: environment, identity: .root, graph: graph)
      return (graph, context.resolveSingle(view, component: nil))
    }
    let (graph, root) = resolve(environment)
    let preferred = root.presentationColorScheme
    guard preferred != environment.colorScheme else { return (graph, root) }
    var presentation = environment
    presentation.colorScheme = preferred
    return resolve(presentation)
  }

  /// The size of the canvas for a view of `size` points at `scale` within `limits`' canvas
  /// limits, or an error saying why there is none.
  package static func pixelSize(of size: CGSize, scale: CGFloat, limits: Limits = Limits()) throws
    -> (width: Int, height: Int)
  {
    guard scale.isFinite, scale > 0 else {
      throw ViewRenderError("the scale must be a positive number, got \(ViewFormat.number(scale))")
    }
    guard size.isFinite else {
      throw ViewRenderError(
        "the view is \(ViewFormat.size(size)) points: it takes all the space it is offered; "
          + "give it a frame or propose a finite size")
    }
    let width = (size.width * scale - 1e-9).rounded(.up)
    let height = (size.height * scale - 1e-9).rounded(.up)
    guard width >= 1, height >= 1 else {
      throw ViewRenderError(
        "the view is \(ViewFormat.size(size)) points: there is nothing to draw")
    }
    try Pixmap.validate(
      width: Int(saturating: width), height: Int(saturating: height), limits: limits)
    return (Int(width), Int(height))
  }

  /// Draws a laid-out view onto a new canvas: filled with `background`, or a copy of
  /// `underlay` when it has the canvas's size (what is under every frame, drawn once).
  static func draw(
    _ laidOut: LaidOutView, scale: CGFloat, background: Color, blendSpace: BlendSpace,
    showsFrameOutlines: Bool, underlay: Pixmap? = nil
  ) throws -> (Pixmap, [Warning]) {
    let limits = laidOut.graph.limits
    let (width, height) = try pixelSize(of: laidOut.size, scale: scale, limits: limits)
    var canvas: Pixmap
    if let underlay, underlay.width == width, underlay.height == height {
      canvas = underlay
    } else {
      // The screen's background in the presentation's appearance (black for the system
      // background in the dark).
      canvas = try Pixmap(
        width: width, height: height,
        background: background.resolved(in: laidOut.root.presentationColorScheme),
        limits: limits)
    }
    canvas.blendSpace = blendSpace
    let pass = DrawPass(scale: scale, showsFrameOutlines: showsFrameOutlines)
    var warnings: [Warning] = []
    GraphicsContext.render(into: &canvas, limits: limits) { context in
      context.scaleBy(x: Double(scale), y: Double(scale))
      pass.draw(laidOut.root, in: context)
      if showsFrameOutlines { FrameOutlines.draw(laidOut.root, pass: pass, in: &context) }
      warnings = context.warnings
    }
    return (canvas, warnings)
  }

  /// Runs `body` on a thread with a ``stackSize`` stack and waits for it.
  static func onLargeStack<R>(_ body: @escaping () throws -> R) throws -> R {
    let box = ResultBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { [box] in
      box.run()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return try box.result()
  }
}

/// Carries a closure to the rendering thread and its result back (the caller waits, so
/// the two threads never touch it at once).
private final class ResultBox<R>: @unchecked Sendable {
  private let body: () throws -> R
  private var outcome: Result<R, any Error>?

  init(_ body: @escaping () throws -> R) { self.body = body }

  func run() { outcome = Result { try body() } }

  func result() throws -> R {
    guard let outcome else { throw ViewRenderError("the rendering thread did not finish") }
    return try outcome.get()
  }
}

extension ViewRendering {
  /// Renders `view` proposed `canvas` points and centred on a canvas of that size (the frame
  /// pipeline's hosting, as a window hosts its root view), with the warnings resolving and
  /// drawing it raised (each once, in order). The canvas starts as `background`, or as
  /// `underlay` when it is given at the canvas's pixel size.
  package static func renderCentered<V: View>(
    _ view: V, canvas: CGSize, scale: CGFloat, background: Color, limits: Limits = Limits(),
    underlay: Pixmap? = nil
  ) throws -> (Pixmap, [Warning]) {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    return try onLargeStack {
      let (graph, root) = resolvePresentation(view, environment: environment, limits: limits)
      return try drawCentered(
        graph: graph, root: root, canvas: canvas, scale: scale, background: background,
        underlay: underlay)
    }
  }

  /// Lays `root` out proposed `canvas` points, centred, and draws it (on the calling thread);
  /// returns the frame and the graph's and the drawing's warnings, each once.
  static func drawCentered(
    graph: ViewGraph, root: ViewNode, canvas: CGSize, scale: CGFloat, background: Color,
    underlay: Pixmap? = nil
  ) throws -> (Pixmap, [Warning]) {
    let placement = RootPlacement(canvas: canvas, scale: scale, isCentered: true)
    placement.place(root)
    graph.finishLayout(root: root, placement: placement)
    if let error = graph.firstError { throw error }
    let laidOut = LaidOutView(graph: graph, root: root, size: canvas)
    let (pixmap, drawWarnings) = try draw(
      laidOut, scale: scale, background: background, blendSpace: .sRGB,
      showsFrameOutlines: false, underlay: underlay)
    if let error = graph.firstError { throw error }
    return (pixmap, merged(graph.warnings, drawing: drawWarnings))
  }

  /// `warnings` (a graph's) followed by a drawing's, each once; a drawing's warning has the
  /// root for its view.
  static func merged(_ warnings: [Warning], drawing: [Warning]) -> [Warning] {
    var result = warnings
    for var warning in drawing {
      warning.source = ViewGraph.source(path: "/", view: nil, inner: warning.source)
      if !result.contains(warning) { result.append(warning) }
    }
    return result
  }
}

import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph
import KinetypeViews

/// A view rendered over time, as a frame source for ``FrameExporter`` and ``ContactSheet``.
///
/// **A view with state** (`init(duration:size:scale:background:script:content:)`): the view
/// lives on Kinetype's virtual clock as it would on screen. `onAppear` runs at t = 0, `.task`
/// bodies run with their `Task.sleep` waits on the virtual clock, the ``ViewScript`` taps
/// buttons and changes state and environment at its times, `withAnimation`, `.animation`,
/// transitions, keyframe and phase animators animate, all played once, in order, when the
/// frames are made; each frame is then drawn from that record at its own time, so frames
/// render in any order, on any number of threads, byte-identically (docs/animation.md).
///
/// ```swift
/// var script = ViewScript()
/// script.tap("Details", at: 0.5)
/// let frames = try ViewFrames(duration: 1.5, scale: 2, script: script) { DetailsButton() }
/// try FrameExporter(directory: "out").export(frames, timeline: FrameTimeline(duration: 1.5))
/// ```
///
/// **A view made for each time** (`init(duration:size:scale:background:content:)` with a
/// closure taking the time): the frame at time *t* is the view `content(t)` returns, so a
/// `TextRenderer` can take the time directly.
///
/// ```swift
/// let frames = try ViewFrames(duration: 0.8) { t in
///   Text("Moonlight").font(.largeTitle).textRenderer(AppearRenderer(elapsedTime: t))
/// }
/// ```
///
/// Every frame has the same size: `size` points (default: the view's ideal size at t = 0)
/// times `scale`; the view is proposed that size and centred in it, as a window hosts its
/// root view.
public struct ViewFrames: FrameSource {
  /// Seconds the animation lasts.
  public var duration: Double
  /// The frame size in points.
  public var size: CGSize
  /// Pixels per point. Default: 1.
  public var scale: CGFloat
  /// The color under the view; nil leaves it transparent. Default: white.
  public var background: Color?
  /// The limits every frame keeps to (`views`, `blurRadius`; see ``Limits``). Default:
  /// `Limits()`.
  public let limits: Limits
  /// What every frame starts from instead of ``background``, drawn once at the frame's size
  /// (a scene's background image or gradient), with the warnings drawing it raised; nil
  /// starts from ``background``.
  package var underlay: (pixmap: Pixmap, warnings: [Warning])?
  private let source: Source

  private enum Source: Sendable {
    case function(@Sendable (Double) -> AnyView)
    case runtime(ViewRuntime)
  }

  /// Frames of `content(t)` for `duration` seconds.
  ///
  /// - Throws: ``FrameError`` when `duration` or `scale` is not a positive finite number;
  ///   ``ViewRenderError`` when the size (given, or the view's at t = 0) has no finite area;
  ///   ``RasterError`` when the frames would be too large; ``LimitError`` when the view at
  ///   t = 0 has more views than `limits.views` or `duration` is over `limits.duration`.
  public init<V: View>(
    duration: Double, size: CGSize? = nil, scale: CGFloat = 1, background: Color? = .white,
    limits: Limits = Limits(), @ViewBuilder content: @escaping @Sendable (Double) -> V
  ) throws {
    try Self.check(duration: duration, scale: scale, limits: limits)
    self.duration = duration
    self.scale = scale
    self.background = background
    self.limits = limits
    // Through `any View`, so that the stored closure does not capture `V`'s metatype (not
    // Sendable for every `V`).
    let views: @Sendable (Double) -> any View = content
    self.source = .function { AnyView(views($0)) }
    if let size {
      self.size = size
    } else {
      let renderer = ImageRenderer(content: content(0))
      renderer.limits = limits
      self.size = try renderer.layoutInspection().size
    }
    _ = try ViewRendering.pixelSize(of: self.size, scale: scale, limits: limits)
  }

  /// Frames of the view `content` makes, living on the virtual clock for `duration` seconds
  /// with `script` playing the user's actions.
  ///
  /// `content` is called once. The views' life is played when the frames are made (this
  /// initializer); rendering a frame only reads what was played.
  ///
  /// - Throws: ``FrameError`` when `duration` or `scale` is not a positive finite number;
  ///   ``ViewScriptError`` when a script action cannot be played (a tap on a label no control
  ///   has at that time); ``ViewRenderError`` when the size has no finite area;
  ///   ``RasterError`` when the frames would be too large; ``LimitError`` when an update has
  ///   more views than `limits.views` or `duration` is over `limits.duration` (checked before
  ///   the life is played).
  public init<V: View>(
    duration: Double, size: CGSize? = nil, scale: CGFloat = 1, background: Color? = .white,
    limits: Limits = Limits(), script: ViewScript = ViewScript(),
    @ViewBuilder content: @escaping () -> V
  ) throws {
    try Self.check(duration: duration, scale: scale, limits: limits)
    self.duration = duration
    self.scale = scale
    self.background = background
    self.limits = limits
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let runtime = ViewRuntime(
      duration: duration, environment: environment, script: script, limits: limits,
      canvas: size, root: { content() })
    try runtime.run()
    self.source = .runtime(runtime)
    self.size = try size ?? runtime.idealSize(at: 0, scale: scale)
    _ = try ViewRendering.pixelSize(of: self.size, scale: scale, limits: limits)
  }

  private static func check(duration: Double, scale: CGFloat, limits: Limits) throws {
    guard duration.isFinite, duration >= 0 else {
      throw FrameError.invalidArgument("duration must be a non-negative number, got \(duration)")
    }
    try limits.check(.duration, duration, "a \(duration) s animation")
    guard scale.isFinite, scale > 0 else {
      throw FrameError.invalidArgument("scale must be a positive number, got \(scale)")
    }
  }

  /// Problems the views met while their life was played (a task waiting for something
  /// outside Kinetype's clock, updates that did not settle…); empty for a view made for each
  /// time. Each is a `Warning` whose `source` is the view's path and name.
  public var warnings: [Warning] {
    if case .runtime(let runtime) = source { return runtime.warnings }
    return []
  }

  /// `size` × `scale`, rounded up.
  public var canvasSize: (width: Int, height: Int) {
    (
      Int(saturating: Double((size.width * scale - 1e-9).rounded(.up))),
      Int(saturating: Double((size.height * scale - 1e-9).rounded(.up)))
    )
  }

  /// The laid-out views at `time`: every view's frame and explicit guides, the views
  /// proposed ``size`` and placed at the origin.
  ///
  /// - Throws: ``ViewRenderError`` when the views cannot be laid out.
  package func layoutInspection(at time: Double) throws -> ViewLayoutInspection {
    switch source {
    case .function(let content):
      let renderer = ImageRenderer(content: content(time))
      renderer.scale = scale
      renderer.proposedSize = ProposedViewSize(size)
      renderer.limits = limits
      return try renderer.layoutInspection()
    case .runtime(let runtime):
      return try runtime.layoutInspection(at: time, canvas: size, scale: scale)
    }
  }

  /// Renders the frame at `time`.
  ///
  /// - Throws: ``ViewRenderError`` or ``RasterError`` when the frame cannot be drawn.
  public func renderFrame(at time: Double) throws -> Pixmap {
    try renderFrameAndWarnings(at: time).0
  }

  /// Renders the frame at `time` and appends to `warnings` what resolving and drawing its
  /// views raised (an `Image(systemName:)` without a substitute, views past the depth cut,
  /// a filter ignored), each with its view's path. The life played before the frames has its
  /// own, in ``warnings``.
  ///
  /// - Throws: as ``renderFrame(at:)``.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap, warnings: inout [Warning])
    throws
  {
    let (frame, frameWarnings) = try renderFrameAndWarnings(at: time)
    pixmap = frame
    warnings += frameWarnings
  }

  private func renderFrameAndWarnings(at time: Double) throws -> (Pixmap, [Warning]) {
    let (frame, warnings) =
      switch source {
      case .function(let content):
        try ViewRendering.renderCentered(
          content(time), canvas: size, scale: scale, background: background ?? .clear,
          limits: limits, underlay: underlay?.pixmap)
      case .runtime(let runtime):
        try runtime.render(
          at: time, canvas: size, scale: scale, background: background ?? .clear,
          underlay: underlay?.pixmap)
      }
    guard let underlay, !underlay.warnings.isEmpty else { return (frame, warnings) }
    return (frame, underlay.warnings + warnings.filter { !underlay.warnings.contains($0) })
  }
}

/// A view rendered over time: the frame at time *t* is the view `content(t)` returns, so a
/// badge can sit beside a title whose `TextRenderer` takes the time, in one frame.
///
/// ```swift
/// let frames = try ViewFrames(duration: 0.8) { t in
///   HStack {
///     Text("Moonlight").font(.largeTitle).textRenderer(AppearRenderer(elapsedTime: t))
///     Badge()
///   }
///   .padding()
/// }
/// try FrameExporter(directory: "out").export(frames, timeline: FrameTimeline(duration: 0.8))
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
  private let content: @Sendable (Double) -> AnyView

  /// Frames of `content(t)` for `duration` seconds.
  ///
  /// - Throws: ``FrameError`` when `duration` or `scale` is not a positive finite number;
  ///   ``ViewRenderError`` when the size (given, or the view's at t = 0) has no finite area;
  ///   ``RasterError`` when the frames would be too large.
  public init<V: View>(
    duration: Double, size: CGSize? = nil, scale: CGFloat = 1, background: Color? = .white,
    @ViewBuilder content: @escaping @Sendable (Double) -> V
  ) throws {
    guard duration.isFinite, duration >= 0 else {
      throw FrameError.invalidArgument("duration must be a non-negative number, got \(duration)")
    }
    guard scale.isFinite, scale > 0 else {
      throw FrameError.invalidArgument("scale must be a positive number, got \(scale)")
    }
    self.duration = duration
    self.scale = scale
    self.background = background
    self.content = { AnyView(content($0)) }
    if let size {
      self.size = size
    } else {
      let renderer = ImageRenderer(content: content(0))
      self.size = try renderer.layoutInspection().size
    }
    _ = try ViewRendering.pixelSize(of: self.size, scale: scale)
  }

  /// `size` × `scale`, rounded up.
  public var canvasSize: (width: Int, height: Int) {
    (
      Int(saturating: Double((size.width * scale - 1e-9).rounded(.up))),
      Int(saturating: Double((size.height * scale - 1e-9).rounded(.up)))
    )
  }

  /// Renders the view built for `time`.
  ///
  /// - Throws: ``ViewRenderError`` or ``RasterError`` when the frame cannot be drawn.
  public func renderFrame(at time: Double) throws -> Pixmap {
    try ViewRendering.renderCentered(
      content(time), canvas: size, scale: scale, background: background ?? .clear)
  }
}

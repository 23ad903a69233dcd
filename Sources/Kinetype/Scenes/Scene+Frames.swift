extension Scene {
  /// The whole scene at `time` as one view: the background filling the canvas, the view
  /// trees, then the text blocks drawn by their effects, each placed on the canvas.
  public func view(at time: Double) -> some View {
    let content = ZStack(alignment: .topLeading) {
      ForEach(0..<views.count) { index in
        views[index].placement.place(views[index].view.view())
      }
      ForEach(0..<texts.count) { index in
        texts[index].placement.place(texts[index].view(at: time))
      }
    }
    let sized: AnyView
    if let canvas {
      sized = AnyView(content.frame(width: canvas.width, height: canvas.height))
    } else {
      sized = AnyView(content.padding(CGFloat(padding)))
    }
    let backed = background.view().map { AnyView(sized.background($0)) } ?? sized
    return backed.environment(\.fontCollection, fonts).environment(\.textLayoutMemo, layouts)
  }

  /// The frames: the scene's view at each time, on a canvas of ``canvas`` (or the content's
  /// size plus ``padding``) times ``scale``.
  ///
  /// - Throws: ``SceneError`` at `$.canvas` when an automatic canvas would be empty or over
  ///   the scene's ``limits``.
  public func frames() throws(SceneError) -> ViewFrames {
    let scene = self
    let frames: ViewFrames
    do {
      frames = try ViewFrames(
        duration: duration, size: canvas, scale: CGFloat(scale),
        background: background.clearColor, limits: limits
      ) { time in scene.view(at: time) }
    } catch {
      throw SceneError(
        file: file, path: "$.canvas", line: nil, column: nil,
        message: "the automatic canvas cannot be made: \(error); give \"canvas\" a size",
        limit: error as? LimitError)
    }
    // An automatic canvas is known only now: it keeps to the scene's limits too.
    let (width, height) = frames.canvasSize
    do {
      try Pixmap.validate(width: width, height: height, limits: limits)
    } catch {
      throw SceneError(
        file: file, path: "$.canvas", line: nil, column: nil,
        message: "the automatic canvas cannot be made: \(error); give \"canvas\" a size",
        limit: error as? LimitError)
    }
    return frames
  }

  /// Every view's frame and explicit alignment guides at `time`, in points.
  public func layoutInspection(at time: Double = 0) throws -> ViewLayoutInspection {
    let renderer = ImageRenderer(content: view(at: time))
    renderer.scale = CGFloat(scale)
    if let canvas { renderer.proposedSize = ProposedViewSize(canvas) }
    return try renderer.layoutInspection()
  }
}

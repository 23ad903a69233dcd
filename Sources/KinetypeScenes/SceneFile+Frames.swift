import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph
import KinetypeViews

extension SceneFile {
  /// The whole scene at `time` as one view: the background filling the canvas, the view
  /// trees, the text blocks drawn by their effects, each placed on the canvas, then the
  /// captions. Every
  /// timed view is shown and keyframes are at their initial values: a scene whose views
  /// move renders them from ``frames()``.
  public func view(at time: Double) -> some View {
    view(state: nil, time: time, contentSize: nil)
  }

  /// The scene's view with its timed views as `state` says (nil: all shown) and its texts at
  /// `time` (nil: at each frame's time, through a `TimelineView`); an automatic canvas's
  /// content framed to `contentSize` when given; without its background when
  /// `drawsBackground` is false (the frames draw it once, under every frame).
  func view(
    state: SceneTimelineState?, time: Double?, contentSize: CGSize?, drawsBackground: Bool = true
  ) -> AnyView {
    let content = ZStack(alignment: .topLeading) {
      ForEach(0..<views.count) { index in
        views[index].placement.place(
          views[index].view.view(state, clock: SceneViewClock(time: time)))
      }
      ForEach(0..<texts.count) { index in
        if let time {
          texts[index].placement.place(texts[index].view(at: time))
        } else {
          TimelineView(.animation) { context in
            texts[index].placement.place(
              texts[index].view(at: context.date.timeIntervalSinceReferenceDate))
          }
        }
      }
      if let captions, let canvas {
        Group {
          if let time {
            captions.view(at: time)
          } else {
            TimelineView(.animation) { context in
              captions.view(at: context.date.timeIntervalSinceReferenceDate)
            }
          }
        }
        .frame(width: canvas.width, height: canvas.height)
      }
    }
    let sized: AnyView
    if let canvas {
      sized = AnyView(content.frame(width: canvas.width, height: canvas.height))
    } else if let contentSize {
      sized = AnyView(
        content.frame(width: contentSize.width, height: contentSize.height)
          .padding(CGFloat(padding)))
    } else {
      sized = AnyView(content.padding(CGFloat(padding)))
    }
    let backed =
      drawsBackground ? background.view().map { AnyView(sized.background($0)) } ?? sized : sized
    return AnyView(
      backed.environment(\.fontCollection, fonts).environment(\.textLayoutMemo, layouts))
  }

  /// The frames: the scene's view at each time, on a canvas of ``canvas`` (or the content's
  /// size plus ``padding``) times ``scale``. A background image or gradient is drawn once, at
  /// the canvas's size and scale, and every frame starts from it: the frames are those of the
  /// view with its background, without resampling the image each time.
  ///
  /// - Throws: ``SceneError`` at `$.canvas` when an automatic canvas would be empty or over
  ///   the scene's ``limits``.
  public func frames() throws(SceneError) -> ViewFrames {
    let scene = self
    var frames: ViewFrames
    do {
      if hasTimedViews {
        // On the virtual clock: the size is the content's with every view shown.
        var contentSize: CGSize?
        var size = canvas
        if canvas == nil {
          let renderer = ImageRenderer(content: view(state: nil, time: 0, contentSize: nil))
          renderer.limits = limits
          let whole = try renderer.layoutInspection().size
          size = whole
          contentSize = CGSize(
            width: max(0, whole.width - 2 * padding), height: max(0, whole.height - 2 * padding))
        }
        frames = try ViewFrames(
          duration: duration, size: size, scale: CGFloat(scale),
          background: background.clearColor, limits: limits, script: timelineScript()
        ) { SceneRootView(scene: scene, contentSize: contentSize, drawsBackground: false) }
      } else {
        frames = try ViewFrames(
          duration: duration, size: canvas, scale: CGFloat(scale),
          background: background.clearColor, limits: limits
        ) { time in
          scene.view(state: nil, time: time, contentSize: nil, drawsBackground: false)
        }
      }
      frames.underlay = try background.underlay(
        size: frames.size, scale: CGFloat(scale), limits: limits)
    } catch let error as SceneError {
      throw error
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
    if hasTimedViews { return try frames().layoutInspection(at: time) }
    let renderer = ImageRenderer(content: view(at: time))
    renderer.scale = CGFloat(scale)
    if let canvas { renderer.proposedSize = ProposedViewSize(canvas) }
    return try renderer.layoutInspection()
  }
}

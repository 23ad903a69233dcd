import Foundation
public import KinetypeCore
public import KinetypeCoreAnimation
public import KinetypeFrames
public import KinetypeRaster

/// A Core Animation layer tree as a ``FrameSource``, so every exporter, thread count and frame
/// split applies to it.
///
/// Each frame builds the tree afresh with `makeLayer` on a new ``CAMediaClock`` at time 0,
/// marks it displayed, advances the clock to the frame's time (firing display links at
/// `framesPerSecond` and delivering animation events on the way) and draws the layers'
/// presentation then. A frame is therefore a pure function of its time: byte-identical
/// whatever order or thread it is rendered in.
///
///     let frames = CALayerFrames(width: 320, height: 240, duration: 1) {
///       let shape = CAShapeLayer()
///       shape.path = CGPath(ellipseIn: CGRect(x: 60, y: 20, width: 200, height: 200))
///       let draw = CABasicAnimation(keyPath: "strokeEnd")
///       draw.fromValue = 0
///       draw.toValue = 1
///       draw.duration = 1
///       shape.add(draw, forKey: "draw")
///       return shape
///     }
public struct CALayerFrames: FrameSource {
  /// The size of every frame, in pixels.
  public let canvasSize: (width: Int, height: Int)
  /// Seconds the animation lasts.
  public let duration: Double
  /// The virtual clock's frame rate: how often display links fire. Default 60.
  public var framesPerSecond: Double
  /// The color under the layers; nil leaves them on transparency. Default white.
  public var background: Color?
  let makeLayer: @Sendable () -> CALayer

  /// A `width`×`height` animation of `duration` seconds of the tree `makeLayer` builds (its
  /// root placed in the frame's pixel space as in a superlayer).
  public init(
    width: Int, height: Int, duration: Double, framesPerSecond: Double = 60,
    background: Color? = .white, _ makeLayer: @escaping @Sendable () -> CALayer
  ) {
    canvasSize = (width, height)
    self.duration = duration
    self.framesPerSecond = framesPerSecond
    self.background = background
    self.makeLayer = makeLayer
  }

  /// Builds the tree, plays it to `time` and draws it.
  public func renderFrame(at time: Double) throws -> Pixmap {
    try CAMediaClock.with(CAMediaClock(framesPerSecond: framesPerSecond)) {
      let root = makeLayer()
      root.markDisplayed()
      CATransaction.flush()
      CAMediaClock.current.advance(to: time)
      let backdrop = background.map {
        CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.opacity)
      }
      return try CALayerRenderer.image(
        of: root, width: canvasSize.width, height: canvasSize.height, at: time,
        background: backdrop)
    }
  }
}

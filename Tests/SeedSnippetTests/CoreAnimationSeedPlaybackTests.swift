import Foundation
import Kinetype
import KinetypeCoreAnimation
import KinetypeTesting
import KinetypeUIKit
import Testing

/// Seed 001's snippets played on the virtual clock: each animates (its frames change) and
/// renders the same bytes twice.
private func bytes(_ image: Pixmap) -> [UInt8] { image.withUnsafePremultipliedBytes { Array($0) } }

/// A 200×120 layer tree: a blue rounded square the snippet `animate` animates.
private func frames(_ animate: @escaping @Sendable (CALayer) -> Void) -> CALayerFrames {
  CALayerFrames(width: 200, height: 120, duration: 1.5) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: 80, y: 40, width: 40, height: 40)
    layer.backgroundColor = UIColor.systemBlue.cgColor
    layer.cornerRadius = 8
    root.addSublayer(layer)
    animate(layer)
    return root
  }
}

private func expectAnimates(
  _ source: some FrameSource, at times: [Double], _ name: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let images = try times.map { try source.renderFrame(at: $0) }
  for (index, pair) in zip(images, images.dropFirst()).enumerated() {
    let changes = bytes(pair.0) != bytes(pair.1)
    #expect(
      changes, "\(name): \(times[index]) s and \(times[index + 1]) s",
      sourceLocation: sourceLocation)
  }
  let again = bytes(try source.renderFrame(at: times[0])) == bytes(images[0])
  #expect(again, "\(name) renders the same twice", sourceLocation: sourceLocation)
}

@Test func seed001_layerSnippetsAnimate() throws {
  try expectAnimates(frames { seed001BasicUsage(layer: $0) }, at: [0.05, 0.15, 0.25], "BasicUsage")
  try expectAnimates(
    frames { seed001CustomBezierTiming(layer: $0) }, at: [0.01, 0.03, 0.06], "CustomBezierTiming")
  try expectAnimates(
    frames { seed001ValueKeyframes(layer: $0) }, at: [0.05, 0.2, 0.4], "ValueKeyframes")
  let travel = CALayerFrames(width: 350, height: 350, duration: 1.5) {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
    layer.backgroundColor = UIColor.systemRed.cgColor
    seed001PathKeyframes(layer: layer)
    return layer
  }
  try expectAnimates(travel, at: [0.2, 0.7, 1.2], "PathKeyframes")
  try expectAnimates(
    frames { seed001PhysicalSpring(layer: $0) }, at: [0.05, 0.2, 0.4], "PhysicalSpring")
  try expectAnimates(
    frames { seed001PerceptualSpring(layer: $0) }, at: [0.01, 0.03, 0.06], "PerceptualSpring")
  try expectAnimates(
    frames { seed001AnimationGroup(layer: $0) }, at: [0.05, 0.15, 0.3], "AnimationGroup")
  try expectAnimates(
    frames { $0.add(shakeAnimation(), forKey: "shake") }, at: [0.05, 0.1, 0.2], "shake")
  try expectAnimates(
    frames {
      $0.shadowOpacity = 0.6
      $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
      seed001ShadowPathAnimation(
        layer: $0, newBounds: CGRect(x: -10, y: -10, width: 60, height: 60))
    }, at: [0.05, 0.25], "shadowPath")
}

@Test func seed001_displayLinkAnimatorStopsAfterTwoSeconds() {
  CAMediaClock.with(CAMediaClock()) {
    let animator = FrameAnimator()
    animator.start()
    CAMediaClock.current.advance(to: 2.5)
    #expect(CAMediaClock.current.displayLinkCount == 0)  // stop() invalidated the link
    var link: CADisplayLink? = CADisplayLink { _ in }
    seed001FrameRateRange(displayLink: link)
    #expect(link?.preferredFrameRateRange.preferred == 60)
    link = nil
  }
}

@Test func seed001_representablesPlayAmongViews() throws {
  let wave = try ViewFrames(duration: 1, size: CGSize(width: 240, height: 200)) { WaveView() }
  try expectAnimates(wave, at: [0, 0.25, 0.5], "WaveView")
  let pulse = try ViewFrames(duration: 1, size: CGSize(width: 120, height: 120)) {
    PulseButton(pulseCount: 1)
  }
  try expectAnimates(pulse, at: [0.05, 0.2, 0.4], "PulseButton")
  let badge = try ViewFrames(duration: 1, size: CGSize(width: 60, height: 60)) {
    AnimatedBadge(isAnimationComplete: .constant(false))
  }
  let still = try badge.renderFrame(at: 0.5)
  #expect(still.color(atX: 20, y: 20).red > 0.9)  // the red badge
}

@Test func seed001_contactSheet() throws {
  let wave = try ViewFrames(duration: 1, size: CGSize(width: 240, height: 200)) { WaveView() }
  let timeline = try FrameTimeline(duration: 1, framesPerSecond: 10)
  let sheet = try ContactSheet(animation: wave, timeline: timeline, frameCount: 3, columns: 3)
    .render()
  assertGolden(sheet, named: "wave-view", suite: "CoreAnimation")
}

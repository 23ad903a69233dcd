import Foundation
import KinetypeCore
import Testing

@testable import KinetypeCoreAnimation

private func onFreshClock(_ body: () -> Void) { CAMediaClock.with(CAMediaClock(), body) }

@Test func keyframes_linearAtKeyTimes() {
  onFreshClock {
    let layer = CALayer()
    let animation = CAKeyframeAnimation(keyPath: "transform.scale")
    animation.values = [1.0, 1.3, 0.9, 1.05, 1.0]
    animation.keyTimes = [0, 0.25, 0.5, 0.75, 1.0]
    animation.duration = 0.6
    layer.add(animation, forKey: "bounce")
    let scale = { (t: Double) in Double(layer.presentation(atLocalTime: t).transform.m11) }
    #expect(abs(scale(0.15) - 1.3) < 1e-9)  // key time 0.25 of 0.6 s
    #expect(abs(scale(0.075) - 1.15) < 1e-9)  // halfway to it
    #expect(abs(scale(0.3) - 0.9) < 1e-9)
  }
}

@Test func keyframes_timingFunctionsPaceEachSegment() {
  let easeIn = CAMediaTimingFunction(name: .easeIn)
  let value = KeyframeMath.value(
    [.number(0), .number(10), .number(20)], progress: 0.25, keyTimes: [0, 0.5, 1],
    timingFunctions: [easeIn], mode: .linear)
  #expect(value == .number(10 * easeIn.value(at: 0.5)))
}

@Test func keyframes_discreteHoldsEachValue() {
  let frames: [CAValue] = [.number(0), .number(-10), .number(10)]
  let at = { (p: Double) in
    KeyframeMath.value(frames, progress: p, keyTimes: nil, timingFunctions: nil, mode: .discrete)
  }
  #expect(at(0.2) == .number(0))
  #expect(at(0.4) == .number(-10))
  #expect(at(0.9) == .number(10))
}

@Test func keyframes_pacedUsesDistances() {
  // 0 → 10 → 40: the first segment is a quarter of the distance, so a quarter of the time.
  let value = KeyframeMath.value(
    [.number(0), .number(10), .number(40)], progress: 0.25, keyTimes: [0, 0.5, 1],
    timingFunctions: nil, mode: .paced)
  #expect(value == .number(10))
}

@Test func keyframes_pathMovesAlongTheCurveAndRotates() {
  onFreshClock {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
    let animation = CAKeyframeAnimation(keyPath: "position")
    animation.path = path
    animation.duration = 1
    animation.rotationMode = .rotateAuto
    let layer = CALayer()
    layer.add(animation, forKey: "path")
    let early = layer.presentation(atLocalTime: 0.25)
    #expect(abs(early.position.x - 50) < 1e-6 && abs(early.position.y) < 1e-6)
    #expect(abs(early.transform.m12) < 1e-6)  // heading along x
    let late = layer.presentation(atLocalTime: 0.75)
    #expect(abs(late.position.x - 100) < 1e-6 && abs(late.position.y - 50) < 1e-6)
    #expect(abs(late.transform.m12 - 1) < 1e-6)  // turned a quarter towards y
  }
}

@Test func group_childrenWithoutDurationLastAsLongAsTheGroup() {
  onFreshClock {
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 0.5
    scale.toValue = 1.0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = 0.4
    let layer = CALayer()
    layer.add(group, forKey: "appear")
    let p = layer.presentation(atLocalTime: 0.2)
    #expect(abs(Double(p.opacity) - 0.5) < 1e-6)
    #expect(abs(p.transform.m11 - 0.75) < 1e-9)
  }
}

private final class Recorder: CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

@Test func delegateAndCompletions_fireOnTheVirtualClock() {
  onFreshClock {
    let recorder = Recorder()
    var transactionDone = false
    var closureFinished: Bool?
    CATransaction.begin()
    CATransaction.setCompletionBlock { transactionDone = true }
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.duration = 0.5
    animation.delegate = recorder
    animation.completion = { closureFinished = $0 }
    let layer = CALayer()
    layer.add(animation, forKey: "a")
    CATransaction.commit()
    #expect(recorder.events.isEmpty && !transactionDone)
    CAMediaClock.current.advance(to: 0.1)
    #expect(recorder.events == ["start"])
    CAMediaClock.current.advance(to: 0.6)
    #expect(recorder.events == ["start", "stop true"])
    #expect(transactionDone && closureFinished == true)
    #expect(layer.animationKeys() == nil)  // removed on completion
    // Replacing an animation stops the old one unfinished.
    let other = Recorder()
    let long = CABasicAnimation(keyPath: "opacity")
    long.duration = 5
    long.delegate = other
    layer.add(long, forKey: "b")
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "b")
    #expect(other.events == ["stop false"])
  }
}

@Test func displayLink_firesEachFrameOfTheClock() {
  onFreshClock {
    var stamps: [Double] = []
    let link = CADisplayLink { stamps.append($0.timestamp) }
    link.add(to: .main, forMode: .common)
    CAMediaClock.current.advance(to: 0.5)
    #expect(stamps.count == 30)
    #expect(abs(stamps[0] - 1.0 / 60) < 1e-12)
    var halves = 0
    let slow = CADisplayLink { _ in halves += 1 }
    slow.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
    slow.add(to: .main, forMode: .common)
    CAMediaClock.current.advance(to: 1.0)
    #expect(halves == 15)
    link.invalidate()
    CAMediaClock.current.advance(to: 1.5)
    #expect(stamps.count == 60)
    #expect(CACurrentMediaTime() == 1.5)
  }
}

@Test func implicitAnimations_afterDisplayUnlessDisabled() {
  onFreshClock {
    let layer = CALayer()
    layer.opacity = 0
    #expect(layer.animationKeys() == nil)  // not displayed yet: no action
    layer.markDisplayed()
    layer.opacity = 1
    #expect(layer.animationKeys() == ["opacity"])
    // The default curve over 0.25 s: halfway in time is past halfway in value.
    let midway = Double(layer.presentation(atLocalTime: 0.125).opacity)
    #expect(abs(midway - CAMediaTimingFunction(name: .default).value(at: 0.5)) < 1e-6)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.cornerRadius = 8
    CATransaction.commit()
    #expect(layer.animation(forKey: "cornerRadius") == nil)
  }
}

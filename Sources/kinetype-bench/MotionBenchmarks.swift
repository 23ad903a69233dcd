import Foundation
import KinetypeCore
import KinetypeMotion

// Motion measurements: evaluations per second of a spring, a Bézier curve and a 4-track
// keyframe timeline, each summed into a value that is printed so the optimizer keeps the work.
//
//   kinetype-bench motion          measurements (name, value, unit)
//   kinetype-bench motion check    sample spring values, for scripts/bench-motion's Python check
//   kinetype-bench motion table    the stagger and spring tables of docs/motion.md (Markdown)
//   kinetype-bench motion samples  CSV samples of every UnitCurve and spring preset, for plots

/// Every measured sum ends here and is printed to standard error, so no evaluation is dead code.
nonisolated(unsafe) private var motionChecksum = 0.0

/// The seed's bouncing badge: four tracks of spring, cubic, linear and move keyframes.
private struct BadgeValues {
  var y = 0.0
  var scale = 1.0
  var opacity = 1.0
  var rotation = Angle.zero
}

private func badgeTimeline() -> KeyframeTimeline<BadgeValues> {
  KeyframeTimeline(initialValue: BadgeValues()) {
    KeyframeTrack(\.y) {
      SpringKeyframe(-20, duration: 0.2)
      CubicKeyframe(5, duration: 0.15)
      SpringKeyframe(0, duration: 0.3)
    }
    KeyframeTrack(\.scale) {
      CubicKeyframe(1.3, duration: 0.2)
      CubicKeyframe(0.95, duration: 0.15)
      SpringKeyframe(1.0, duration: 0.3)
    }
    KeyframeTrack(\.rotation) {
      LinearKeyframe(.degrees(-5), duration: 0.1)
      LinearKeyframe(.degrees(5), duration: 0.1)
      SpringKeyframe(.zero, duration: 0.2)
    }
    KeyframeTrack(\.opacity) {
      LinearKeyframe(0.5, duration: 0.3)
      MoveKeyframe(1.0)
    }
  }
}

/// Measures `evaluate` over `samples` inputs per call and reports evaluations per second.
private func measure(_ name: String, samples: Int = 10_000, _ evaluate: (Double) -> Double) {
  let seconds = secondsPerCall {
    var sum = 0.0
    for index in 0..<samples { sum += evaluate(Double(index) / Double(samples)) }
    motionChecksum += sum
  }
  report(name, Double(samples) / seconds, "evals/s")
}

/// Runs the motion benchmarks (see the file header for the arguments).
func runMotionBenchmarks(arguments: [String]) throws {
  switch arguments.first {
  case "check":
    printSpringCheck()
    return
  case "table":
    print(staggerTable())
    print()
    print(springTable())
    return
  case "samples":
    printPlotSamples()
    return
  default:
    break
  }
  let under = Spring(duration: 0.5, bounce: 0.3)
  let over = Spring(duration: 0.5, bounce: -0.4)
  let curve = UnitCurve.easeInOut
  let wild = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.27, y: 1.55))
  let timeline = badgeTimeline()
  let point = CGPoint(x: 30, y: -12)
  let animation = Animation.snappy.delay(0.05)
  measure("motion.spring.value") { under.value(target: 1.0, time: $0 * 1.2) }
  measure("motion.spring.overdamped.value") { over.value(target: 1.0, time: $0 * 1.2) }
  measure("motion.spring.point.value") {
    under.value(target: point.animatableData, time: $0 * 1.2).first
  }
  measure("motion.bezier.easeInOut.value") { curve.value(at: $0) }
  measure("motion.bezier.overshoot.value") { wild.value(at: $0) }
  measure("motion.animation.progress") { animation.progress(at: $0) }
  measure("motion.keyframes.4track.value") {
    let value = timeline.value(time: $0 * 0.7)
    return value.y + value.scale + value.opacity + value.rotation.radians
  }
  report("motion.checksum", motionChecksum, "sum")
}

/// Prints `t value velocity` of Spring(duration: 0.5, bounce: b) for b in (0.3, 0, −0.4).
private func printSpringCheck() {
  for bounce in [0.3, 0.0, -0.4] {
    let spring = Spring(duration: 0.5, bounce: bounce)
    for step in 0...12 {
      let t = Double(step) * 0.05
      let value = spring.value(target: 1.0, initialVelocity: 2.0, time: t)
      let velocity = spring.velocity(target: 1.0, initialVelocity: 2.0, time: t)
      print("\(bounce)\t\(t)\t\(value)\t\(velocity)")
    }
  }
}

/// The Markdown table of start times (seconds) of 12 units under each stagger model.
private func staggerTable() -> String {
  let count = 12
  let models: [(String, any StaggerModel)] = [
    ("GSAP each 0.1", GSAPStagger(each: 0.1)),
    ("GSAP each 0.1 center", GSAPStagger(each: 0.1, from: .center)),
    ("GSAP each 0.1 end", GSAPStagger(each: 0.1, from: .end)),
    ("GSAP each 0.1 edges", GSAPStagger(each: 0.1, from: .edges)),
    ("GSAP each 0.1 index 3", GSAPStagger(each: 0.1, from: .index(3))),
    ("GSAP each 0.1 random seed 1", GSAPStagger(each: 0.1, from: .random(seed: 1))),
    ("GSAP amount 1 easeIn", GSAPStagger(amount: 1, ease: .easeIn)),
    ("Manim lag_ratio 0.2, 2 s", LagRatioStagger(runTime: 2, lagRatio: 0.2)),
    ("Manim Write defaults", LagRatioStagger.write(count: count)),
    ("WWDC24 fitted T 1.6 e 0.4", GSAPStagger(.fitted(totalDuration: 1.6, elementDuration: 0.4))),
    (
      "AE square, End 0→100 % in 1 s",
      RangeSelectorSweep(sweeping: .end, from: 0, to: 100, duration: 1)
    ),
    (
      "AE ramp down, Offset −100→100 % in 1 s",
      RangeSelectorSweep(
        RangeSelector(shape: .rampDown), sweeping: .offset, from: -100, to: 100, duration: 1)
    ),
  ]
  var lines = ["| model | " + (0..<count).map { "\($0)" }.joined(separator: " | ") + " |"]
  lines.append("|---|" + String(repeating: "---:|", count: count))
  for (name, model) in models {
    let times = model.startTimes(count: count)
    lines.append(
      "| \(name) | " + times.map { String(format: "%.3f", $0) }.joined(separator: " | ") + " |")
  }
  return lines.joined(separator: "\n")
}

/// The spring presets' derived numbers, as a Markdown table.
private func springTable() -> String {
  let springs: [(String, Spring)] = [
    ("`.smooth`", .smooth), ("`.snappy`", .snappy), ("`.bouncy`", .bouncy),
    ("`Spring(duration: 0.5, bounce: -0.5)`", Spring(duration: 0.5, bounce: -0.5)),
    (
      "`Spring(mass: 1, stiffness: 100, damping: 10)`", Spring(mass: 1, stiffness: 100, damping: 10)
    ),
    (
      "`.snappy(duration: 0.35, extraBounce: 0.4)` (WWDC24)",
      .snappy(duration: 0.35, extraBounce: 0.4)
    ),
  ]
  var lines = [
    "| spring | duration | bounce | mass | stiffness | damping | dampingRatio | settlingDuration |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ]
  for (name, spring) in springs {
    let cells = [
      spring.duration, spring.bounce, spring.mass, spring.stiffness, spring.damping,
      spring.dampingRatio, spring.settlingDuration,
    ].map { String(format: "%.4f", $0) }
    lines.append("| \(name) | " + cells.joined(separator: " | ") + " |")
  }
  return lines.joined(separator: "\n")
}

/// CSV of the plots in docs/motion.md: `curve,name,x,y` for every UnitCurve at x = i/200, and
/// `spring,name,t,value` for the presets at t = i/200 · 1.5 s, i in 0…200.
private func printPlotSamples() {
  let curves: [(String, UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
    ("caDefault", MediaTimingFunction(name: .default).curve),
    (
      "bezier(0.68,-0.55,0.27,1.55)",
      .bezier(
        startControlPoint: UnitPoint(x: 0.68, y: -0.55),
        endControlPoint: UnitPoint(x: 0.27, y: 1.55))
    ),
  ]
  for (name, curve) in curves {
    for step in 0...200 {
      let x = Double(step) / 200
      print("curve,\(name),\(x),\(curve.value(at: x))")
    }
  }
  let springs: [(String, Spring)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("overdamped(-0.5)", Spring(duration: 0.5, bounce: -0.5)),
  ]
  for (name, spring) in springs {
    for step in 0...200 {
      let t = Double(step) / 200 * 1.5
      print("spring,\(name),\(t),\(spring.value(target: 1.0, time: t))")
    }
  }
}

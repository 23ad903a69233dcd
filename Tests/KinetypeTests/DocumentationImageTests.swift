import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The pictures in docs/, rendered by Kinetype and kept as goldens (docs link to Goldens/Docs/).
@Suite struct DocumentationImageTests {
  static let samples = (0...200).map { Double($0) / 200 }

  @Test func docs_motionCurves() throws {
    let curves: [(String, UnitCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
      ("easeInOut", .easeInOut), ("circularEaseIn", .circularEaseIn),
      ("circularEaseOut", .circularEaseOut), ("circularEaseInOut", .circularEaseInOut),
      ("CA default", MediaTimingFunction(name: .default).curve),
      (
        "bezier(.68,-.55,.27,1.55)",
        .bezier(
          startControlPoint: UnitPoint(x: 0.68, y: -0.55),
          endControlPoint: UnitPoint(x: 0.27, y: 1.55))
      ),
    ]
    let plots = curves.map { name, curve in
      let overshoots = name.hasPrefix("bezier")
      return Plot(
        title: name, xRange: 0...1, yRange: overshoots ? -0.6...1.6 : -0.05...1.05,
        series: [(Color.blue, Self.samples.map { CGPoint(x: $0, y: curve.value(at: $0)) })])
    }
    assertGolden(try Plot.sheet(plots, columns: 3), named: "motion-curves", suite: "Docs")
  }

  @Test func docs_springPresets() throws {
    let springs: [(String, Spring, Color)] = [
      (".smooth", .smooth, .blue), (".snappy", .snappy, .green), (".bouncy", .bouncy, .pink),
      ("bounce −0.5", Spring(duration: 0.5, bounce: -0.5), .orange),
    ]
    let plots = springs.map { name, spring, color in
      Plot(
        title: "\(name)  (0…1.5 s)", xRange: 0...1.5, yRange: -0.05...1.2,
        series: [
          (
            color,
            Self.samples.map { CGPoint(x: $0 * 1.5, y: spring.value(target: 1.0, time: $0 * 1.5)) }
          )
        ])
    }
    assertGolden(try Plot.sheet(plots, columns: 4), named: "motion-springs", suite: "Docs")
  }
}

import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// One effect configuration for the command line, scene files, markup and Swift (issue 20, 7):
/// the same effect with the same stagger settles at the same time whichever way it is given.
@Suite struct EffectConfigurationTests {
  static let text = "^[M W M W](emphasis: true)"

  /// The settling time `kinetype stagger` charts (the right end of its time axis).
  static func chartedDuration(_ markup: String, _ options: [String]) throws -> Double {
    let result = try Fixtures.runKinetype(["stagger", "--text", markup] + options)
    try #require(result.status == 0, "stagger: \(result.stderr)")
    let header = try #require(result.stdout.split(separator: "\n").first)
    let fields = header.split(separator: " ")
    return try #require(Double(fields[fields.count - 2]))
  }

  /// The settling time of a scene block of `text` with `effect` (JSON).
  static func sceneDuration(_ effect: String) throws -> Double {
    let json = #"{"texts": [{"markup": "\#(text)", "effect": \#(effect)}]}"#
    let scene = try SceneFile(json: json, file: "test.json", directory: ".")
    let block = try #require(scene.texts.first)
    return ((block.end - block.start) * 1000).rounded() / 1000
  }

  /// The settling time of `configuration` over the text, laid out in Swift.
  static func swiftDuration(_ configuration: EffectConfiguration) throws -> Double {
    let layout = try Text.Layout(
      Text(markup: text, attributes: .kinetype).font(.system(size: 48)), fonts: Fixtures.fonts)
    return (configuration.renderer(at: 0).settlingTime(for: layout) * 1000).rounded() / 1000
  }

  @Test(
    arguments: [
      // 7 slices 0.01 s apart, each 0.4 s: the last ends at 6·0.01 + 0.4.
      (["--each", "0.01"], #"{"each": 0.01}"#, "0.01", StaggerAttribute(each: 0.01), 0.46),
      // The WWDC24 sample's clock runs to its total duration T.
      (
        ["--total-duration", "2"], #"{"totalDuration": 2}"#, "{totalDuration: 2}",
        StaggerAttribute(totalDuration: 2), 2
      ),
    ] as [([String], String, String, StaggerAttribute, Double)])
  func appearance_settlesAtOneTimeFromEveryInput(
    options: [String], sceneStagger: String, markupStagger: String, swift: StaggerAttribute,
    expected: Double
  ) throws {
    // Only the command line set the sample's total duration: a scene's appearance kept 0.8 s
    // under any other stagger, and markup could not fit a total duration at all.
    let commandLine = try Self.chartedDuration(Self.text, ["--effect", "appearance"] + options)
    let scene = try Self.sceneDuration(#"{"name": "appearance", "stagger": \#(sceneStagger)}"#)
    let markup = try Self.chartedDuration(
      "^[M W M W](effect: \"appearance\", stagger: \(markupStagger))", [])
    var configuration = try EffectConfiguration(named: "appearance")
    try configuration.applyStagger(swift)
    #expect(commandLine == expected)
    #expect(scene == commandLine)
    #expect(markup == commandLine)
    #expect(try Self.swiftDuration(configuration) == commandLine)
  }

  @Test func configuration_refusesWhatTheEffectCannotHonour() throws {
    // One check for every input: the command line and scenes word it their way.
    var karaoke = try EffectConfiguration(named: "karaoke")
    #expect(throws: EffectError.self) { try karaoke.applyStagger(StaggerAttribute(from: .end)) }
    var range = try EffectConfiguration(named: "range")
    #expect(throws: EffectError.self) { try range.setElementDuration(0.5) }
    #expect(throws: EffectError.unknownEffect("wobble")) {
      _ = try EffectConfiguration(named: "wobble")
    }
  }

  @Test func configuration_fitsTheElementDurationInEitherOrder() throws {
    // --total-duration 0.3 --element-duration 0.5: the sample clamps the element to the total.
    var first = try EffectConfiguration(named: "appearance")
    try first.applyStagger(StaggerAttribute(totalDuration: 0.3))
    try first.setElementDuration(0.5)
    var second = try EffectConfiguration(named: "appearance")
    try second.setElementDuration(0.5)
    try second.applyStagger(StaggerAttribute(totalDuration: 0.3))
    for configuration in [first, second] {
      #expect(configuration.effect.elementDuration == 0.3)
      #expect(
        configuration.effect.stagger.spacing == .fitted(totalDuration: 0.3, elementDuration: 0.3))
    }
  }
}

import Foundation
import KinetypeCaptionFrames
import KinetypeCaptions
import KinetypeRendering
import KinetypeText

/// When one slice of a scene's text moves: its text block, its effect, and its start and end
/// on the scene's timeline (from the effect's stagger schedule, plus the block's start).
public struct SceneSliceTiming: Sendable, Equatable, Codable {
  /// The text block's index in ``SceneFile/texts``.
  public var block: Int
  /// The effect drawing the slice.
  public var effect: String
  /// The slice's characters.
  public var characters: String
  /// Its UTF-16 range in the block's text.
  public var characterRange: Range<Int>
  /// Its stagger unit (`slice`, `word`, `line`) and the unit's index.
  public var unit: String
  /// The unit's index among the effect's units.
  public var index: Int
  /// When it starts moving, in seconds on the scene's timeline.
  public var start: Double
  /// When it has arrived.
  public var end: Double
}

extension SceneFile {
  /// Every staggered slice of every text block with its start and end on the scene's
  /// timeline, block by block in reading order of the layout.
  public func sliceTimings() -> [SceneSliceTiming] {
    var timings: [SceneSliceTiming] = []
    for (number, block) in texts.enumerated() {
      let schedules = block.renderer(at: block.start).schedules(for: block.layout)
      for line in block.layout {
        for run in line where !run.isEllipsis {
          for slice in run {
            for (name, schedule) in schedules {
              guard let entry = schedule.entry(for: slice) else { continue }
              timings.append(
                SceneSliceTiming(
                  block: number, effect: name,
                  characters: block.layout.text(in: slice.characterRange),
                  characterRange: slice.characterRange, unit: entry.unit.rawValue,
                  index: entry.index, start: block.start + entry.start,
                  end: block.start + entry.end))
              break
            }
          }
        }
      }
    }
    return timings
  }

  /// The timing as text: one header per text block, one line per slice; the captions' pages;
  /// the views' events.
  public func timingDump() -> String {
    var out =
      "scene \(name): \(Self.seconds(duration)) s at \(SceneJSON.format(framesPerSecond)) fps\n"
    let timings = sliceTimings()
    for (number, block) in texts.enumerated() {
      let shown = block.layout.string.replacingOccurrences(of: "\n", with: "⏎")
      out +=
        "texts[\(number)] \"\(shown)\" starts \(Self.seconds(block.start)) s, settles \(Self.seconds(block.end)) s\n"
      for timing in timings where timing.block == number {
        let characters = timing.characters.replacingOccurrences(of: "\n", with: "⏎")
        out +=
          "  \(timing.effect) \(timing.unit) \(timing.index) \"\(characters)\" "
          + "chars=\(timing.characterRange.lowerBound)..<\(timing.characterRange.upperBound) "
          + "\(Self.seconds(timing.start))–\(Self.seconds(timing.end)) s\n"
      }
    }
    if let captions {
      out +=
        "captions: \(captions.pages.count) pages, \(captions.style.preset), gone at "
        + "\(Self.seconds(captions.end)) s\n"
      for (number, page) in captions.pages.enumerated() {
        let shown = page.text.replacingOccurrences(of: "\n", with: "⏎")
        out +=
          "  page \(number) \"\(shown)\" \(Self.seconds(Double(page.start) / 1000))–"
          + "\(Self.seconds(Double(page.end) / 1000)) s\n"
      }
    }
    let events = viewEvents()
    if !events.isEmpty { out += "views:\n" }
    for event in events {
      let end = event.end.map { Self.seconds($0) } ?? "∞"
      out +=
        "  \(event.view) \(event.kind) \(Self.seconds(event.start))–\(end) s: \(event.detail)\n"
    }
    return out
  }

  /// The timing as JSON: `{"name", "duration", "fps", "texts": [{"start", "end", "slices":
  /// […]}], "views": [{"view", "kind", "start", "end", "detail"}]}`.
  public func timingJSON() throws -> String {
    struct Block: Encodable {
      var text: String
      var start: Double
      var end: Double
      var slices: [SceneSliceTiming]
    }
    struct Document: Encodable {
      var name: String
      var duration: Double
      var fps: Double
      var texts: [Block]
      var views: [SceneViewEvent]
    }
    let timings = sliceTimings()
    let document = Document(
      name: name, duration: duration, fps: framesPerSecond,
      texts: texts.enumerated().map { number, block in
        Block(
          text: block.layout.string, start: block.start, end: block.end,
          slices: timings.filter { $0.block == number })
      }, views: viewEvents())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  /// Seconds to three decimals.
  static func seconds(_ value: Double) -> String {
    String(format: "%.3f", value)
  }
}

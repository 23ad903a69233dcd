/// When each slice of the marked spans of a layout starts and ends under an
/// ``AppearRenderer``, in reading order: a stagger to look at before rendering it.
public struct StaggerTimeline: Sendable {
  /// One slice's place in time.
  public struct Unit: Hashable, Sendable {
    /// The slice's source text.
    public var text: String
    /// Its stagger step within its span (its slice, word or line, in the renderer's order).
    public var indexInSpan: Int
    /// When it starts appearing, in seconds.
    public var start: Double
    /// When it has fully appeared, in seconds.
    public var end: Double
  }

  /// The marked slices in reading order, span after span.
  public let units: [Unit]
  /// When the last slice has settled.
  public let duration: Double

  /// The timeline of `layout`'s marked slices under `renderer`.
  public init(layout: TextLayout, renderer: AppearRenderer) {
    let steps = renderer.steps(in: layout)
    var units: [Unit] = []
    for slice in layout.slicesInReadingOrder {
      guard let step = steps.step(of: slice),
        let start = renderer.startTime(of: slice, in: slice.run, steps: steps)
      else { continue }
      units.append(
        Unit(
          text: layout.text(in: slice.characterRange), indexInSpan: step.index, start: start,
          end: start + renderer.elementDuration))
    }
    self.units = units
    self.duration = renderer.settlingTime(for: layout)
  }

  /// The timeline as text: one row per slice, a bar (`█`) from its start to its end on a
  /// shared axis `columns` characters wide.
  public func chart(columns: Int = 48) -> String {
    let span = max(duration, units.map(\.end).max() ?? 0, 1e-9)
    func column(_ time: Double) -> Int {
      Int(saturating: (time / span * Double(columns)).rounded())
    }
    let end = Self.seconds(span) + " s"
    let header =
      "step   text   start  0 s" + String(repeating: " ", count: max(1, columns - 3 - end.count))
      + end
    var rows = [header]
    for unit in units {
      let from = min(columns - 1, column(unit.start))
      let to = max(from + 1, min(columns, column(unit.end)))
      let bar =
        String(repeating: "·", count: from) + String(repeating: "█", count: to - from)
        + String(repeating: "·", count: columns - to)
      let label = unit.text.replacingNewlines.padding(toLength: 5)
      rows.append(
        "\(String(unit.indexInSpan).padding(toLength: 5))  \(label)  \(Self.seconds(unit.start))  \(bar)"
      )
    }
    return rows.joined(separator: "\n")
  }

  static func seconds(_ value: Double) -> String {
    let milliseconds = Int(saturating: (value * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

extension String {
  fileprivate var replacingNewlines: String {
    String(map { $0.isNewline ? "⏎" : $0 == " " ? "␣" : $0 })
  }

  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}

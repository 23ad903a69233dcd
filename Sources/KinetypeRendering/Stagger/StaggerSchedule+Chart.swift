extension StaggerSchedule {
  /// The schedule as text, for `kinetype stagger`: a header, then one row per slice in reading
  /// order with its step (its unit's index in its span), its text, its start and a bar (`█`)
  /// from its start to its end on an axis `columns` characters wide that runs from 0 to
  /// `duration` (default: ``duration``).
  public func chart(columns: Int = 48, duration: Double? = nil) -> String {
    let span = max(duration ?? 0, self.duration, entries.map(\.end).max() ?? 0, 1e-9)
    func column(_ time: Double) -> Int {
      Int(saturating: (time / span * Double(columns)).rounded())
    }
    let end = Self.seconds(span) + " s"
    let header =
      "step   text   start  0 s" + String(repeating: " ", count: max(1, columns - 3 - end.count))
      + end
    var rows = [header]
    for entry in entries {
      let from = max(0, min(columns - 1, column(entry.start)))
      let to = max(from + 1, min(columns, column(entry.end)))
      let bar =
        String(repeating: "·", count: from) + String(repeating: "█", count: to - from)
        + String(repeating: "·", count: columns - to)
      let label = layout.text(in: entry.characterRange).visibleWhitespace.padding(toLength: 5)
      rows.append(
        "\(String(entry.index).padding(toLength: 5))  \(label)  \(Self.seconds(entry.start))  \(bar)"
      )
    }
    return rows.joined(separator: "\n")
  }

  /// Seconds with three decimals (`1.250`).
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int(saturating: (value * 1000).rounded())
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = milliseconds.magnitude
    let fraction = String(magnitude % 1000)
    return "\(sign)\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count)
      + fraction
  }
}

extension String {
  /// Newlines as ⏎ and spaces as ␣, so a chart row stays one line.
  fileprivate var visibleWhitespace: String {
    String(map { $0.isNewline ? "⏎" : $0 == " " ? "␣" : $0 })
  }

  fileprivate func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}

import KinetypeCore
import KinetypeText

extension StaggerSchedule {
  /// The schedule as text, for `kinetype stagger`: a header, then one row per slice in reading
  /// order with its step (its unit's index in its span), its text, its start and a bar (`█`)
  /// from its start to its end on an axis `columns` characters wide that runs from 0 to
  /// `duration` (default: ``duration``). `columns` is clamped to ``chartColumns`` (10 to
  /// 400). Labels are padded by their width on a terminal (a CJK character or an emoji takes
  /// two cells, a combining mark none), so the bars line up.
  public func chart(columns: Int = 48, duration: Double? = nil) -> String {
    let columns = min(max(columns, Self.chartColumns.lowerBound), Self.chartColumns.upperBound)
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

  /// The widths ``chart(columns:duration:)`` draws: 10 to 400 characters.
  public static let chartColumns: ClosedRange<Int> = 10...400

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

  /// Padded with spaces to `length` terminal cells.
  fileprivate func padding(toLength length: Int) -> String {
    let width = terminalWidth
    return width >= length ? self : self + String(repeating: " ", count: length - width)
  }

  /// The cells the string takes on a terminal (wcwidth's rules, approximately): an emoji
  /// cluster 2; any other cluster the sum of its code points, as a terminal draws them: a
  /// mark or format character 0 (the virama and vowel sign of स्ते), a conjoining Hangul vowel
  /// or final jamo 0, an East Asian wide or fullwidth character 2, others 1.
  var terminalWidth: Int {
    reduce(0) { width, character in
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { return width }
      let isEmoji =
        first.properties.isEmojiPresentation
        || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
      if isEmoji { return width + 2 }
      return scalars.reduce(width) { $0 + Self.cells(of: $1) }
    }
  }

  /// The cells one code point takes: 0, 1 or 2.
  private static func cells(of scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0
    default: return isWide(scalar.value) ? 2 : 1
    }
  }

  /// Whether `value` is East Asian wide or fullwidth (UAX #11's W and F blocks).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

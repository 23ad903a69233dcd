import Foundation
import KinetypeCaptions
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText

/// The `highlight` and `pill` presets: the spoken word (the timed span whose time has come and
/// not passed) drawn in the highlight colour and grown about its centre, or with a rounded box
/// that glides to it from the word before.
///
/// The words come from the stagger schedule by word (``KinetypeRendering/StaggerSchedule``),
/// so the spoken word is found in reading order: in Arabic and Hebrew the highlight moves right
/// to left, and a word's letters, drawn together where they were shaped, stay joined.
struct CaptionWordRenderer: TextRenderer {
  /// Seconds since the page's first frame.
  var elapsedTime: Double
  /// Which of the two presets.
  var preset: CaptionPreset
  /// Colours and scale.
  var appearance: CaptionAppearance
  /// The font size, for the pill's padding and radius.
  var fontSize: Double

  /// The seconds the pill takes to glide to the next word.
  static let glide = 0.12

  var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// A word: its slices' box, its time and its line.
  struct Word {
    var box: CGRect
    var start: Double
    var end: Double
    var line: Int
    var span: Int
  }

  /// The schedule by word of every span of `layout`: where each slice's word is, and when.
  static func schedule(of layout: Text.Layout) -> StaggerSchedule {
    StaggerSchedule(layout: layout, stagger: Stagger(each: 0, by: .word), spans: .all)
  }

  /// The words of `layout`, in reading order (from its ``schedule(of:)``, made once when
  /// not given).
  static func words(of layout: Text.Layout, schedule: StaggerSchedule? = nil) -> [Word] {
    let schedule = schedule ?? Self.schedule(of: layout)
    var words: [Int: Word] = [:]
    for line in layout {
      for run in line {
        guard run[TimingAttribute.self] != nil else { continue }
        for slice in run {
          guard let entry = schedule.entry(for: slice) else { continue }
          let box = slice.typographicBounds.rect
          if var word = words[entry.spanIndex] {
            word.box = word.box.union(box)
            words[entry.spanIndex] = word
          } else {
            words[entry.spanIndex] = Word(
              box: box, start: entry.start, end: entry.end, line: entry.line, span: entry.spanIndex)
          }
        }
      }
    }
    return words.values.sorted { ($0.start, $0.span) < ($1.start, $1.span) }
  }

  /// The index of the spoken word of `words` at `time`: the last whose time has come and
  /// not passed; nil between words.
  static func active(in words: [Word], at time: Double) -> Int? {
    words.lastIndex { $0.start <= time && time < $0.end }
  }

  /// Whether the pill is still gliding to the spoken word `active` at `time` (it glides from
  /// the word before on the same line for ``glide`` seconds).
  static func isGliding(_ words: [Word], active: Int, at time: Double) -> Bool {
    active > 0 && words[active - 1].line == words[active].line
      && time - words[active].start < glide
  }

  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    let schedule = Self.schedule(of: layout)
    let words = Self.words(of: layout, schedule: schedule)
    let active = Self.active(in: words, at: elapsedTime)
    if preset == .pill, let active {
      let padding = fontSize * 0.18
      var box = words[active].box
      if active > 0, words[active - 1].line == words[active].line {
        let progress = min(1, max(0, (elapsedTime - words[active].start) / Self.glide))
        let eased = UnitCurve.easeInOut.value(at: progress)
        let from = words[active - 1].box
        box = CGRect(
          x: from.minX + (box.minX - from.minX) * eased,
          y: from.minY + (box.minY - from.minY) * eased,
          width: from.width + (box.width - from.width) * eased,
          height: from.height + (box.height - from.height) * eased)
      }
      let pill = CGRect(
        x: box.minX - padding, y: box.minY - padding * 0.5, width: box.width + 2 * padding,
        height: box.height + padding)
      context.fill(
        Path(roundedRect: pill, cornerRadius: fontSize * 0.25),
        with: .color(appearance.pillColor))
    }
    let activeSpan = active.map { words[$0].span }
    let activeBox = active.map { words[$0].box }
    // The other words first, then the spoken one on top. Under `highlight` the words beside
    // the spoken one on its line move apart by what it grows on each side, so it keeps the
    // spaces around it (Japanese, written without spaces, keeps its words apart too).
    let growth =
      preset == .highlight
      ? max(0, appearance.highlightScale - 1) * (activeBox?.width ?? 0) / 2 : 0
    let activeLine = active.map { words[$0].line }
    for line in layout {
      for run in line {
        for slice in run {
          let entry = schedule.entry(for: slice)
          if let entry, entry.spanIndex == activeSpan { continue }
          guard growth > 0, let entry, entry.line == activeLine, let activeBox else {
            context.draw(slice)
            continue
          }
          var beside = context
          let box = slice.typographicBounds.rect
          beside.translateBy(x: box.midX < activeBox.midX ? -growth : growth, y: 0)
          beside.draw(slice)
        }
      }
    }
    guard let activeSpan, let activeBox else { return }
    context.drawLayer { layer in
      if preset == .highlight {
        let scale = appearance.highlightScale
        let center = CGPoint(x: activeBox.midX, y: activeBox.midY)
        layer.translateBy(x: center.x, y: center.y)
        layer.scaleBy(x: scale, y: scale)
        layer.translateBy(x: -center.x, y: -center.y)
        layer.addFilter(.colorMultiply(appearance.highlightColor))
      }
      for line in layout {
        for run in line {
          for slice in run where schedule.entry(for: slice)?.spanIndex == activeSpan {
            layer.draw(slice)
          }
        }
      }
    }
  }
}

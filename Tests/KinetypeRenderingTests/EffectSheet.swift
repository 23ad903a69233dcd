import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText

/// Contact sheets of the built-in effects: a row per script (Latin, Arabic, Devanagari), a
/// column per time, each frame labelled; the goldens docs/effects.md shows.
enum EffectSheet {
  /// The rows: a script's name and a text in it (Devanagari with the conjunct स्ते; Arabic joined
  /// throughout but for its non-joining letters).
  static let rows: [(script: String, text: String)] = [
    ("Latin", "Kinetic type"),
    ("Arabic", "مرحبا بالعالم"),
    ("Devanagari", "नमस्ते दुनिया"),
  ]

  /// The size of each frame.
  static let cell = (width: 320, height: 110)
  /// Font size of the frames.
  static let fontSize = 40.0

  /// The animation of `text` with `effect` on all of it.
  static func animation<E: TextEffect>(_ effect: E, text: String) throws -> AnimatedText {
    let layout = try Text.Layout(
      Text(text).font(.system(size: fontSize)), fonts: Fixtures.fonts)
    return AnimatedText(
      layout: layout, background: .white,
      fixedFrame: AnimatedText.FixedFrame(
        width: cell.width, height: cell.height, centering: layout)
    ) { time in
      var copy = effect
      copy.elapsedTime = time
      return EffectRenderer(elapsedTime: time, effect: copy, spans: .all)
    }
  }

  /// Three times across `effect`'s animation: 15 %, 40 % and 70 % of the shortest row's
  /// settling time (a row of two Arabic words settles before twelve Latin letters), to the
  /// millisecond, so every row is caught moving.
  static func times<E: TextEffect>(for effect: E) throws -> [Double] {
    let shortest = try rows.map { try animation(effect, text: $0.text).duration }.min() ?? 1
    return [0.15, 0.4, 0.7].map { (shortest * $0 * 1000).rounded() / 1000 }
  }

  /// The sheet: rows of frames at `times`, each labelled with its script and time.
  static func render<E: TextEffect>(_ effect: E, times: [Double]) throws -> Pixmap {
    let gap = 8
    let label = 24
    let width = gap + times.count * (cell.width + gap)
    let height = gap + rows.count * (cell.height + label + gap)
    var sheet = try Pixmap(width: width, height: height, background: Color(white: 0.9))
    for (row, entry) in rows.enumerated() {
      let animation = try animation(effect, text: entry.text)
      for (column, time) in times.enumerated() {
        let frame = try animation.frame(at: time)
        let x = gap + column * (cell.width + gap)
        let y = gap + row * (cell.height + label + gap)
        sheet.draw(frame, atX: x, y: y)
        let caption = try Text.Layout(
          Text("\(entry.script) · t = \(format(time)) s").font(.system(size: 14))
            .foregroundColor(Color(white: 0.35)),
          fonts: Fixtures.fonts)
        GraphicsContext.render(into: &sheet) { context in
          context.translateBy(x: Double(x), y: Double(y + cell.height + 3))
          context.draw(caption)
        }
      }
    }
    return sheet
  }

  /// Seconds with three decimals.
  static func format(_ time: Double) -> String {
    let milliseconds = Int((time * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}

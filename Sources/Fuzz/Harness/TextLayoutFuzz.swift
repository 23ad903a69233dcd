import Kinetype

/// The text layout target: arbitrary Unicode, decoded from the input by ``UnicodeRecipe``
/// (combining-mark storms, bidi controls, lone surrogates, 10,000-character words), in up to
/// four styled spans, laid out with the bundled fonts at a random width, line limit, alignment,
/// truncation, line height and direction, then drawn, plainly or through the staggered
/// `AppearRenderer` at a random time.
///
/// Layout takes Swift strings, which cannot hold an unpaired surrogate: the UTF-16 the recipe
/// builds is decoded with repair (a lone surrogate becomes U+FFFD), so the lone surrogates
/// reach layout only as replacement characters. There is no UTF-16 entry point to fuzz.
public enum TextLayoutFuzz {
  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    guard let fonts = try? FontCollection.shared() else { return }
    var input = FuzzInput(data)
    let families = [nil, "Nope"] + fonts.familyNames.map(Optional.some)
    var spans: [(Font?, (Text) -> Text)] = []
    for _ in 0..<(1 + input.int(below: 4)) {
      let family: String? = input.pick(families)
      let size = input.pick([17, 8, 1, 0.5, 48, 300, 16_384, 20_000, input.double()])
      let font: Font? =
        input.bool() ? nil : family.map { .custom($0, size: size) } ?? .system(size: size)
      let style = input.byte()
      let tracking = input.double()
      let offset = input.double()
      let weight = input.double()
      spans.append(
        (
          font,
          { text in
            var text = text
            if style & 1 != 0 { text = text.bold() }
            if style & 2 != 0 { text = text.italic() }
            if style & 4 != 0 { text = text.tracking(tracking) }
            if style & 8 != 0 { text = text.kerning(tracking) }
            if style & 16 != 0 { text = text.baselineOffset(offset) }
            if style & 32 != 0 { text = text.underline().strikethrough() }
            if style & 64 != 0 { text = text.fontWeight(Font.Weight(weight)) }
            if style & 128 != 0 { text = text.customAttribute(EmphasisAttribute()) }
            return text
          }
        ))
    }
    var options = LayoutOptions()
    options.alignment = input.pick(TextAlignment.allCases)
    options.truncationMode = input.pick(TruncationMode.allCases)
    options.baseDirection = input.pick(BaseDirection.allCases)
    options.lineLimit = input.pick([nil, 1, 2, 3, 0, -1, 1_000_000])
    options.lineSpacing = input.pick([0, 4, -20, input.double()])
    options.lineHeight = input.pick([
      .font, .multiple(1.5), .multiple(0.1), .multiple(input.double()),
    ])
    let width: Double? = input.pick([nil, 200, 1, 37.5, 0.01, input.double()])
    let drawMode = input.byte()
    let elapsed = input.double()

    let units = UnicodeRecipe.decode(&input)
    let string = String(decoding: units, as: UTF16.self)
    // The spans split the string at character boundaries.
    let characters = Array(string)
    var text = Text(verbatim: "")
    for (index, span) in spans.enumerated() {
      let start = characters.count * index / spans.count
      let end = characters.count * (index + 1) / spans.count
      var piece = Text(verbatim: String(characters[start..<end]))
      if let font = span.0 { piece = piece.font(font) }
      text = text + span.1(piece)
    }
    // Sizes up to HarfBuzz's bound, past the default font-size limit: their cost is fuzzed too.
    var limits = Limits()
    limits.fontSize = Limits.maximumFontSize
    guard
      let layout = try? Text.Layout(
        text, fonts: fonts, width: width, options: options, limits: limits)
    else { return }
    checkFinite(layout)
    draw(layout, mode: drawMode, elapsed: elapsed)
  }

  /// Draws `layout` into a small canvas (mode bit 0: through `AppearRenderer` at `elapsed`;
  /// bit 1: rotated, so glyphs are rasterized off the pixel grid).
  static func draw(_ layout: Text.Layout, mode: UInt8, elapsed: Double) {
    guard var pixmap = try? Pixmap(width: 96, height: 64) else { return }
    GraphicsContext.render(into: &pixmap) { context in
      if mode & 2 != 0 { context.rotate(by: .degrees(17)) }
      if mode & 1 != 0 {
        AppearRenderer(elapsedTime: elapsed).draw(layout: layout, in: &context)
      } else {
        context.draw(layout)
      }
    }
  }

  /// Traps when layout produced a position, advance or size that is not finite: a finding.
  public static func checkFinite(_ layout: Text.Layout) {
    precondition(layout.size.width.isFinite && layout.size.height.isFinite, "layout size")
    for line in layout {
      for run in line {
        for glyph in run.glyphs {
          precondition(
            glyph.position.x.isFinite && glyph.position.y.isFinite && glyph.advance.isFinite,
            "glyph position")
        }
        for slice in run { _ = slice.typographicBounds }
      }
    }
  }
}

/// Builds UTF-16 from fuzz bytes with a few operations that reach the inputs which break text
/// engines in few bytes: literal units, picks from a list of troublesome characters, and
/// repetition of what came before (a combining-mark storm or a 10,000-character word is three
/// bytes). At most 20,000 units.
public enum UnicodeRecipe {
  /// Characters text engines trip over: combining marks, joiners, bidi controls and
  /// isolates, lone surrogates, line and paragraph separators, tabs, variation selectors,
  /// regional indicators, emoji modifiers, and letters of the bundled scripts.
  static let troublesome: [[UInt16]] = [
    [0x0301], [0x0308], [0x0327], [0x034F], [0x200D], [0x200C], [0x200B], [0x00AD],
    [0x202A], [0x202B], [0x202C], [0x202D], [0x202E], [0x2066], [0x2067], [0x2068], [0x2069],
    [0x200E], [0x200F], [0x061C], [0xD800], [0xDC00], [0xDBFF], [0xFFFF], [0xFFFE], [0xFEFF],
    [0x2028], [0x2029], [0x000A], [0x000D], [0x0009], [0x0020], [0x00A0], [0x3000],
    [0xFE0F], [0xFE0E], [0xD83C, 0xDDEB], [0xD83C, 0xDDF7], [0xD83D, 0xDE00],
    [0xD83C, 0xDFFD], [0xD83D, 0xDC68], [0x0627], [0x0644], [0x064B], [0x05D0], [0x05B8],
    [0x0915], [0x094D], [0x0937], [0x0E01], [0x0E31], [0x4E00], [0x3042], [0x0041],
    [0x0066], [0x0069], [0x002E], [0x2026], [0x0E33], [0x0BCD], [0x1F00], [0x0000],
    [0xDB40, 0xDC01], [0xDB40, 0xDC7F], [0x1160], [0x1100], [0x11A8],
  ]

  /// The most units a recipe makes.
  public static let maximumLength = 20_000

  /// Decodes the rest of `input` into UTF-16 units.
  public static func decode(_ input: inout FuzzInput) -> [UInt16] {
    var units: [UInt16] = []
    var operations = 0
    while !input.isAtEnd, units.count < maximumLength, operations < 4_096 {
      operations += 1
      let op = input.byte()
      switch op {
      case 0..<96:
        units += troublesome[Int(op) % troublesome.count]
      case 96..<224:
        // A printable ASCII letter, cheap to reach.
        units.append(UInt16(op - 96 + 32))
      case 224..<240:
        units.append(input.uint16())
      default:
        // Repeat the last `length` units `count` times (a storm, or a long word).
        let length = 1 + input.int(below: 8)
        let count = [2, 10, 100, 1_000, 10_000][input.int(below: 5)]
        let tail = Array(units.suffix(length))
        guard !tail.isEmpty else { continue }
        for _ in 0..<count where units.count + tail.count <= maximumLength {
          units += tail
        }
      }
    }
    return units
  }
}

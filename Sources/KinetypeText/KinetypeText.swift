// KinetypeText: attributed text to `TextLayout`, without pixels.
//
// The pipeline, one file per stage:
//   Attributes/Text.swift, TextAttribute.swift   `Text` spans with `TextAttributes`
//   Markup/MarkupParser.swift                    `Text(markup:)`: ^[text](name: value), **bold**
//   Fonts/FontCollection.swift, FontFace.swift   bundled fonts, faces at a size, glyph outlines
//   Pipeline/FontFallback.swift, Itemizer.swift  runs by span, font, script, bidi level
//   Pipeline/Shaper.swift                        HarfBuzz per run
//   Pipeline/LayoutBuilder.swift, LineAssembler  lines, alignment, placement
//   Layout/TextLayout*.swift                     `TextLayout` → `Line` → `Run` → `RunSlice`
//
//   let fonts = try FontCollection.bundled()
//   let layout = try TextLayout(try Text(markup: "Hello ^[moon](emphasis: true)"), fonts: fonts)
//   print(layout.dump())

// KinetypeText: attributed text to `Text.Layout`, without pixels. docs/layout.md tells the story.
//
// The pipeline, one file per stage:
//   Attributes/Text.swift, TextStyle.swift        `Text` spans with `TextAttributes`
//   Attributes/TextAttribute.swift                users' own attributes; `EmphasisAttribute`
//   Attributes/LocalizedStringKey.swift           `Text("…")`: Markdown literals, interpolation
//   Attributes/Text+AttributedString.swift        Foundation `AttributedString` interop
//   Markup/Markdown*.swift                        the one inline reader: strict for `Text(markup:)`,
//                                                 lenient for literals (CommonMark's rules)
//   Markup/MarkupParser.swift, MarkupValue.swift  `Text(markup:)`; ^[text](name: value) lists
//   Fonts/FontCollection.swift, FontFace.swift    bundled fonts, faces at a size, glyph outlines
//   Unicode/                                      ICU: graphemes, words, line breaks, bidi, scripts
//   Pipeline/ParagraphAnalysis.swift              clusters, bidi levels, scripts, items, shaping
//   Pipeline/FontFallback.swift, Itemizer.swift   runs by span, font, script, bidi level
//   Pipeline/Shaper.swift, PieceShaper.swift      HarfBuzz per run; cutting shaped runs at lines
//   Pipeline/LineBreaker.swift                    UAX #14 lines at a width
//   Pipeline/Truncation.swift                     lineLimit with an ellipsis
//   Pipeline/LineBuilder.swift, LineAssembler     bidi reordering, alignment, placement
//   Layout/Text.Layout*.swift                      `Text.Layout` → `Line` → `Run` → `RunSlice`
//
//   let fonts = try FontCollection.shared()
//   let text = try Text(markup: "Hello ^[moonlight](emphasis: true)").font(.system(size: 48))
//   let layout = try Text.Layout(text, fonts: fonts, width: 600)
//   print(layout.dump())

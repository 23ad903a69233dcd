import KinetypeCore
import Testing

@testable import KinetypeText

@Suite struct SmokeTests {
  @Test func layout_mixed() throws {
    let fonts = try FontCollection.bundled()
    let text = try Text(
      markup: "The ^[moonlight](emphasis: true) said שלום (עולם 123) and مرحبا بالعالم 2024 today.")
    let layout = try TextLayout(text.font(.system(size: 24)), fonts: fonts, width: 300)
    print(layout.dump())
    let l2 = try TextLayout(
      Text("one two three four five six seven eight nine ten eleven twelve").font(
        .system(size: 24)), fonts: fonts, width: 200,
      options: LayoutOptions(alignment: .justified, lineLimit: 2))
    print(l2.dump())
    let l3 = try TextLayout(
      Text("שלום עולם זה טקסט ארוך מאוד שצריך לשבור").font(.system(size: 24)), fonts: fonts,
      width: 200, options: LayoutOptions(lineLimit: 2, truncationMode: .middle))
    print(l3.dump())
  }
}

// swift-format-ignore-file
// Seed 002, "visualEffect — Geometry Without GeometryReader (iOS 17+)": a view expression. The
// wrapper is the view whose body it is, with the `word` it shows.
import Kinetype

struct HueWord: View {
    let word: String

    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:34-38
Text(word)
    .visualEffect { content, proxy in
        content
            .hueRotation(.degrees(proxy.frame(in: .global).origin.y / 8))
    }
// end verbatim
    }
}

/// A column of words, each with the seed's effect, that a button lowers by 480 points
/// (`withAnimation(.easeInOut(duration: 1))`): their hues turn by 60° as they go.
struct HueColumn: View {
    let words: [String]
    @State private var top = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Button("Lower") { withAnimation(.easeInOut(duration: 1)) { top = 480 } }
            ForEach(words, id: \.self) { word in
                HueWord(word: word)
            }
            .padding(.top, top)
        }
    }
}

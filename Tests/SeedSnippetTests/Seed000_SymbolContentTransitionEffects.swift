// swift-format-ignore-file
// Seed 000, "Content Transition Effects (replace)": two view expressions. The wrapper shows
// them with the `isMuted` and `isPlaying` states they read, and a button that flips both.
import Kinetype

struct ReplaceSymbolEffects: View {
    @State private var isMuted = false
    @State private var isPlaying = true

    var body: some View {
        VStack {
            HStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:622-627
Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.3")
    .contentTransition(.symbolEffect(.replace.downUp))

// Magic replace (morphs between symbols)
Image(systemName: isPlaying ? "pause.fill" : "play.fill")
    .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp)))
// end verbatim
            }
            Button("Flip") {
                withAnimation {
                    isMuted.toggle()
                    isPlaying.toggle()
                }
            }
        }
    }
}

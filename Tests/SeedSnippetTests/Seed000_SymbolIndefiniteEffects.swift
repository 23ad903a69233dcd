// swift-format-ignore-file
// Seed 000, "Indefinite Effects (toggle with `isActive:`)": five view expressions. The
// wrapper shows them with the states they watch, all on.
import Kinetype

struct IndefiniteSymbolEffects: View {
    @State private var isConnecting = true
    @State private var isProcessing = true
    @State private var isPlaying = true
    @State private var isHighlighted = true
    @State private var isFavorite = true

    var body: some View {
        HStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:589-606
Image(systemName: "wifi")
    .symbolEffect(.pulse.byLayer, isActive: isConnecting)

Image(systemName: "gear")
    .symbolEffect(.rotate.clockwise, isActive: isProcessing)

Image(systemName: "speaker.wave.3.fill")
    .symbolEffect(
        .variableColor.cumulative.nonReversing.dimInactiveLayers,
        options: .repeating,
        isActive: isPlaying
    )

Image(systemName: "magnifyingglass")
    .symbolEffect(.scale.up, isActive: isHighlighted)

Image(systemName: "heart.fill")
    .symbolEffect(.breathe, isActive: isFavorite)
// end verbatim
        }
    }
}

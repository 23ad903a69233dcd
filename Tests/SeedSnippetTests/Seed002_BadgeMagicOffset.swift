// swift-format-ignore-file
// Seed 002, "Semantic Alignment over Manual Offsets", the ❌ version: a view expression. The
// wrapper is the view whose body it is; `Avatar` and `Badge` are in PlainViews.swift.
import Kinetype

struct MagicOffsetBadgedAvatar: View {
    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:123-127
// ❌ Magic numbers — break the moment type size or content changes
Avatar()
    .overlay(alignment: .topTrailing) {
        Badge().offset(x: 9, y: -9)
    }
// end verbatim
    }
}

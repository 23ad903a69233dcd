// swift-format-ignore-file
// Seed 002, "Semantic Alignment over Manual Offsets", the ✅ version: a view expression. The
// wrapper is the view whose body it is; `Avatar` and `Badge` are in PlainViews.swift.
import Kinetype

struct BadgedAvatar: View {
    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:129-135
// ✅ Semantic: expressed relative to the badge's own geometry
Avatar()
    .overlay(alignment: .topTrailing) {
        Badge()
            .alignmentGuide(.trailing) { d in d[.trailing] - d.width / 3 }
            .alignmentGuide(.top) { d in d[.top] + d.height / 3 }
    }
// end verbatim
    }
}

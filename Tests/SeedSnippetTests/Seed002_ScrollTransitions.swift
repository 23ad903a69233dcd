// swift-format-ignore-file
// Seed 002, "Scroll Transitions (iOS 17+)": a view expression. The wrapper is the view whose
// body it is, with the `photos` it shows; `Photo` and `PhotoCard` are in PlainViews.swift.
import Kinetype

struct PhotoCarousel: View {
    let photos: [Photo]

    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:11-24
ScrollView(.horizontal) {
    LazyHStack(spacing: 16) {
        ForEach(photos) { photo in
            PhotoCard(photo: photo)
                .scrollTransition(axis: .horizontal) { content, phase in
                    content
                        .scaleEffect(phase.isIdentity ? 1 : 0.85)
                        .opacity(phase.isIdentity ? 1 : 0.6)
                        // phase.value: -1 (entering) ... 0 (visible) ... 1 (leaving)
                        .offset(x: phase.value * -40)   // parallax drift
                }
        }
    }
}
// end verbatim
    }
}

/// The carousel scrolled from code: `withAnimation(.easeInOut(duration: 1))` scrolls it by two
/// cards (272 points) through a bound `ScrollPosition`.
struct ScrollingCarousel: View {
    @State private var position = ScrollPosition(x: 0)

    var body: some View {
        VStack {
            PhotoCarousel(photos: Photo.samples)
                .scrollPosition($position)
                .frame(width: 332, height: 180)
            Button("Scroll") {
                withAnimation(.easeInOut(duration: 1)) { position.scrollTo(x: 272) }
            }
        }
    }
}

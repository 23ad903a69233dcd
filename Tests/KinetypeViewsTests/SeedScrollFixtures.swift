import Kinetype

// Seed 002_150381b79c96b344 ("Visual Effects"), its snippets with only the import changed,
// plus the plain SwiftUI views they use but do not define (`Photo`, `PhotoCard`).

/// A photo of the carousel: a colour and a caption.
struct Photo: Identifiable {
  let id: Int
  let color: Color
  var title: String { "Photo \(id + 1)" }

  /// Five photos in distinct colours.
  static let samples: [Photo] = [Color.indigo, .pink, .orange, .teal, .purple].enumerated().map {
    Photo(id: $0.offset, color: $0.element)
  }
}

/// A card of the carousel: a rounded rectangle with a caption.
struct PhotoCard: View {
  let photo: Photo

  var body: some View {
    RoundedRectangle(cornerRadius: 12)
      .fill(photo.color)
      .frame(width: 120, height: 160)
      .overlay(alignment: .bottomLeading) {
        Text(photo.title)
          .font(.caption)
          .foregroundStyle(.white)
          .padding(8)
      }
  }
}

/// Seed 002, "Scroll Transitions (iOS 17+)", verbatim.
struct PhotoCarousel: View {
  let photos: [Photo]

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 16) {
        ForEach(photos) { photo in
          PhotoCard(photo: photo)
            .scrollTransition(axis: .horizontal) { content, phase in
              content
                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                .opacity(phase.isIdentity ? 1 : 0.6)
                // phase.value: -1 (entering) ... 0 (visible) ... 1 (leaving)
                .offset(x: phase.value * -40)  // parallax drift
            }
        }
      }
    }
  }
}

/// Seed 002, "visualEffect — Geometry Without GeometryReader", verbatim, on each word of a
/// column.
struct HueColumn: View {
  let words: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      ForEach(words, id: \.self) { word in
        Text(word)
          .visualEffect { content, proxy in
            content
              .hueRotation(.degrees(proxy.frame(in: .global).origin.y / 8))
          }
      }
    }
  }
}

/// Seed 002, "MeshGradient (iOS 18+)", verbatim, with `center` as a parameter.
struct LavaLamp: View {
  var center: SIMD2<Float> = [0.5, 0.5]

  var body: some View {
    MeshGradient(
      width: 3, height: 3,
      points: [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], center, [1, 0.5],  // animate `center` for a lava-lamp drift
        [0, 1], [0.5, 1], [1, 1],
      ],
      colors: [
        .indigo, .purple, .pink,
        .blue, .purple, .orange,
        .teal, .blue, .indigo,
      ]
    )
  }
}

/// Seed 002, "Shader Effects (iOS 17+)", verbatim.
struct RippleCover: View {
  var origin = CGPoint(x: 60, y: 40)
  var elapsedTime: TimeInterval = 0.5

  var body: some View {
    Image("cover")
      .layerEffect(
        ShaderLibrary.ripple(.float2(origin), .float(elapsedTime)),
        maxSampleOffset: CGSize(width: 24, height: 24)
      )
  }
}

import Kinetype

/// The bounds of each segment, by its title.
struct SegmentBoundsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGRect>] = [:]

  static func reduce(
    value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]
  ) {
    value.merge(nextValue()) { $1 }
  }
}

struct UnderlineSegments: View {
  let segments = ["Day", "Week", "Month"]
  @State private var selection = "Day"
  @Namespace private var segmentSpace

  var body: some View {
    HStack(spacing: 4) {
      ForEach(segments, id: \.self) { segment in
        Button {
          withAnimation(.easeInOut(duration: 0.45)) { selection = segment }
        } label: {
          Text(segment)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(selection == segment ? Color.primary : Color.secondary)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
        }
        .overlay(alignment: .bottom) {
          if selection == segment {
            Capsule()
              .fill(Color.accentColor)
              .frame(height: 3)
              .matchedGeometryEffect(id: "underline", in: segmentSpace)
          }
        }
        .anchorPreference(key: SegmentBoundsKey.self, value: .bounds) { [segment: $0] }
      }
    }
    .backgroundPreferenceValue(SegmentBoundsKey.self) { bounds in
      // A hairline track under all the segments, from the first one's leading edge to the
      // last one's trailing edge.
      GeometryReader { proxy in
        let frames = bounds.values.map { proxy[$0] }
        if let first = frames.min(by: { $0.minX < $1.minX }),
          let last = frames.max(by: { $0.maxX < $1.maxX })
        {
          Rectangle()
            .fill(Color.secondary.opacity(0.4))
            .frame(width: last.maxX - first.minX, height: 1)
            .position(x: (first.minX + last.maxX) / 2, y: first.maxY - 1)
        }
      }
    }
    .padding()
  }
}

#Preview("Segments", traits: .sizeThatFitsLayout) {
  UnderlineSegments()
}

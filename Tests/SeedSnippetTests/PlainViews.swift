import Foundation
import Kinetype

// Plain SwiftUI views and values the seeds' snippets use but do not define: they compile
// against `import SwiftUI` unchanged.

/// A filled circle, as an avatar placeholder (seed 002's badge).
struct Avatar: View {
  var body: some View {
    Circle()
      .fill(.blue)
      .frame(width: 96, height: 96)
  }
}

/// A short caption-style count on a capsule (seed 002's badge).
struct Badge: View {
  var count = 12

  var body: some View {
    Text("\(count)")
      .font(.caption)
      .foregroundStyle(.white)
      .padding(.horizontal, 6)
      .padding(.vertical, 2)
      .background(.red, in: Capsule())
  }
}

/// A photo of seed 002's carousel: a colour and a caption.
struct Photo: Identifiable {
  let id: Int
  let color: Color
  var title: String { "Photo \(id + 1)" }

  /// Five photos in distinct colours.
  static let samples: [Photo] = [Color.indigo, .pink, .orange, .teal, .purple].enumerated().map {
    Photo(id: $0.offset, color: $0.element)
  }
}

/// A card of seed 002's carousel: a rounded rectangle with a caption.
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

/// An item of seed 000's lists.
struct ListItem: Identifiable {
  let id: Int
  let title: String

  /// Five items.
  static let samples = ["Springs", "Keyframes", "Phases", "Transitions", "Renderers"]
    .enumerated().map { ListItem(id: $0.offset, title: $0.element) }
}

/// A row of seed 000's lists.
struct ItemView: View {
  let item: ListItem

  var body: some View {
    HStack {
      Circle().fill(.indigo).frame(width: 12, height: 12)
      Text(item.title).font(.body)
    }
    .padding(.horizontal, 12)
    .frame(width: 220, height: 36, alignment: .leading)
    .background(Color(white: 0.94), in: RoundedRectangle(cornerRadius: 8))
  }
}

/// The view seed 000 scales ("Scoped Transaction Override", "Use geometryGroup()"): an orange
/// square.
struct ParentView: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 30, height: 30)
  }
}

/// The view seed 000's "Overriding Animations with Transaction" modifies: a dot 60 points
/// further right for each step of the environment's `step`.
struct SomeView: View {
  @Environment(\.step) private var step

  var body: some View {
    Circle()
      .fill(.purple)
      .frame(width: 16, height: 16)
      .offset(x: CGFloat(step) * 60)
  }
}

/// The view seed 000's "Transaction for Selective Animation Override" modifies: a square 60
/// points further right for each step of the environment's `step`.
struct ChildView: View {
  @Environment(\.step) private var step

  var body: some View {
    Rectangle()
      .fill(.teal)
      .frame(width: 16, height: 16)
      .offset(x: CGFloat(step) * 60)
  }
}

/// Seed 000's "Use drawingGroup for Complex Compositing": two overlapping translucent circles.
struct ComplexAnimatedView: View {
  var body: some View {
    ZStack {
      Circle().fill(.pink).opacity(0.7).frame(width: 30, height: 30).offset(x: -8)
      Circle().fill(.blue).opacity(0.7).frame(width: 30, height: 30).offset(x: 8)
    }
  }
}

/// Seed 000's "Pattern 3": what shows instead of a repeating animation.
struct StaticView: View {
  var body: some View {
    Circle().fill(.gray).frame(width: 24, height: 24)
  }
}

/// The environment's step, read by `SomeView` and `ChildView`.
private struct StepKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  /// How many steps `SomeView` and `ChildView` have moved.
  var step: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

import Foundation
import Kinetype

struct Shimmer: ViewModifier {
  @State private var offset: CGFloat = -1

  func body(content: Content) -> some View {
    content
      .mask {
        LinearGradient(
          colors: [.black.opacity(0.4), .black, .black.opacity(0.4)],
          startPoint: UnitPoint(x: offset, y: 0.5), endPoint: UnitPoint(x: offset + 1, y: 0.5))
      }
      .onAppear {
        withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { offset = 1 }
      }
  }
}

struct LoadingPlaceholder: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      RoundedRectangle(cornerRadius: 4).frame(width: 200, height: 14)
      RoundedRectangle(cornerRadius: 4).frame(width: 140, height: 14)
    }
    .foregroundStyle(.gray.opacity(0.5))
    .modifier(Shimmer())
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  LoadingPlaceholder()
}

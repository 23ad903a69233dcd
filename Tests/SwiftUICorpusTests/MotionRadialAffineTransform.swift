import CoreGraphics
import Foundation
import Kinetype

struct OrbitEffect: GeometryEffect {
  var angle: Double

  var animatableData: Double {
    get { angle }
    set { angle = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    let transform = CGAffineTransform(translationX: 50, y: 0)
      .concatenating(CGAffineTransform(rotationAngle: angle))
    return ProjectionTransform(transform)
  }
}

struct Orbit: View {
  @State private var angle = 0.0

  var body: some View {
    Circle().fill(.blue).frame(width: 16, height: 16)
      .modifier(OrbitEffect(angle: angle))
      .frame(width: 140, height: 140)
      .onAppear {
        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { angle = 2 * .pi }
      }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  Orbit()
}

import Foundation
import KinetypeCore
import KinetypeCoreAnimation
import KinetypeRendering
import KinetypeViewGraph
import KinetypeViews

/// A scene's layer tree as a view: it takes the space it is offered (size it with a `frame`
/// modifier), and each frame builds the tree on a fresh clock at 0 when the view appears,
/// plays it to the frame's time and draws it, as `CALayerFrames` does.
struct SceneLayerView: View {
  let layer: SceneLayer
  let clock: SceneViewClock

  var body: some View {
    if let time = clock.time {
      canvas(at: time - clock.appearsAt)
    } else {
      TimelineView(.animation) { context in
        canvas(at: context.date.timeIntervalSinceReferenceDate - clock.appearsAt)
      }
    }
  }

  func canvas(at time: Double) -> some View {
    let layer = self.layer
    return Canvas { context, size in
      CAMediaClock.with(CAMediaClock()) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.addSublayer(layer.make())
        root.markDisplayed()
        CATransaction.flush()
        let local = max(0, time)
        CAMediaClock.current.advance(to: local)
        CALayerRenderer.draw(root, in: &context, at: local)
      }
    }
  }
}

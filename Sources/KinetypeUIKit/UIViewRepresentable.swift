import Foundation
import KinetypeCoreAnimation
import KinetypeRendering
public import KinetypeViewGraph
import KinetypeViews

/// What a representable is given when its view is made and updated, as
/// `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The representable's coordinator, from `makeCoordinator()`.
  public let coordinator: Representable.Coordinator
}

/// A `UIView` placed among views, as SwiftUI's `UIViewRepresentable`.
///
/// Each frame plays the hosted view from the start on its own virtual clock: the coordinator
/// and the view are made (`makeCoordinator()`, `makeUIView(context:)`), updated
/// (`updateUIView(_:context:)`) with the representable's properties at that frame, sized to
/// the space the layout gives it and laid out (`layoutSubviews()`); then the clock advances
/// to the frame's time (display links fire, animations run) and the view's layer tree is drawn
/// where the view sits. `dismantleUIView(_:coordinator:)` runs after drawing. A frame is thus
/// a pure function of its time, as every Kinetype frame.
public protocol UIViewRepresentable: View {
  /// The hosted view's type.
  associatedtype UIViewType: UIView
  /// What `makeCoordinator()` returns. Default `Void`.
  associatedtype Coordinator = Void
  /// The context given to `makeUIView(context:)` and `updateUIView(_:context:)`.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view.
  func makeUIView(context: Context) -> UIViewType
  /// Updates the view from the representable's properties.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Tears the view down. Default: nothing.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator (default for `Void`: nothing).
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable {
  /// Does nothing.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// The hosted view.
  public var body: UIViewRepresentableView<Self> { UIViewRepresentableView(self) }
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

/// The view a ``UIViewRepresentable`` is: a canvas drawing the hosted layer tree at the
/// frame's time.
public struct UIViewRepresentableView<Representable: UIViewRepresentable>: View {
  let representable: Representable

  init(_ representable: Representable) { self.representable = representable }

  /// A time-driven canvas.
  public var body: some View {
    TimelineView(.animation) { timeline in
      Canvas { context, size in
        UIViewHost.draw(
          representable, size: size, time: timeline.date.timeIntervalSinceReferenceDate,
          in: &context)
      }
    }
  }
}

/// Plays a representable's view to a time and draws it.
enum UIViewHost {
  static func draw<R: UIViewRepresentable>(
    _ representable: R, size: CGSize, time: Double, in context: inout GraphicsContext
  ) {
    CAMediaClock.with(CAMediaClock()) {
      let coordinator = representable.makeCoordinator()
      let hostContext = UIViewRepresentableContext<R>(coordinator: coordinator)
      let view = representable.makeUIView(context: hostContext)
      representable.updateUIView(view, context: hostContext)
      view.frame = CGRect(origin: .zero, size: size)
      view.layoutIfNeeded()
      view.layer.markDisplayed()
      CATransaction.flush()
      CAMediaClock.current.advance(to: time)
      CALayerRenderer.draw(view.layer, in: &context, at: time)
      R.dismantleUIView(view, coordinator: coordinator)
    }
  }
}

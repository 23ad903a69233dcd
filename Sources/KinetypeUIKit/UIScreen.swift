public import Foundation

/// The screen, as UIKit's `UIScreen`: what SwiftUI code reads for the device's size
/// (`UIScreen.main.bounds.width`).
///
/// Kinetype renders offline, with no screen: `main` is the screen of Xcode's default preview
/// device, the iPhone 16 Pro (402 × 874 points at 3 pixels per point; Apple's Human Interface
/// Guidelines, "Layout", device screen dimensions), the device `kinetype previews` renders on
/// unless told otherwise.
public final class UIScreen: Sendable {
  /// The screen's rectangle in points, origin at zero.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat

  /// A screen of `bounds` points at `scale` pixels per point.
  public init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen's rectangle in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// Pixels per point of the native screen (the same as ``scale``).
  public var nativeScale: CGFloat { scale }

  /// The device's screen: an iPhone 16 Pro's (see the type's documentation).
  public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 402, height: 874), scale: 3)
}

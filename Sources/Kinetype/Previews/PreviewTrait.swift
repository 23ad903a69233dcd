import Foundation

/// How a preview is laid out and oriented, as SwiftUI's `PreviewTrait` values.
public struct PreviewTrait: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case defaultLayout
    case sizeThatFits
    case fixed(width: Double, height: Double)
    case orientation(InterfaceOrientation)
  }
  let kind: Kind

  /// The device's screen, the view centred in it (the default).
  public static let defaultLayout = PreviewTrait(kind: .defaultLayout)
  /// The view's own ideal size.
  public static let sizeThatFitsLayout = PreviewTrait(kind: .sizeThatFits)
  /// A fixed size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(kind: .fixed(width: Double(width), height: Double(height)))
  }
  /// Portrait: the device's screen as it stands.
  public static let portrait = PreviewTrait(kind: .orientation(.portrait))
  /// Upside-down portrait: the same size as portrait.
  public static let portraitUpsideDown = PreviewTrait(kind: .orientation(.portraitUpsideDown))
  /// Landscape, home button or bar on the left: width and height swapped.
  public static let landscapeLeft = PreviewTrait(kind: .orientation(.landscapeLeft))
  /// Landscape, home button or bar on the right: width and height swapped.
  public static let landscapeRight = PreviewTrait(kind: .orientation(.landscapeRight))
}

/// A device's orientation, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned left.
  case landscapeLeft
  /// Turned right.
  case landscapeRight

  /// Whether width and height are swapped.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public import KinetypeViewGraph

/// The kinds of safe area a view can extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions, as bits.
  public let rawValue: UInt

  /// Regions from bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area bars and the screen's edges take (status bar, home indicator, navigation bars).
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the on-screen keyboard takes.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets this view extend into the safe area along `edges`, as SwiftUI's
  /// `ignoresSafeArea(_:edges:)`.
  ///
  /// Kinetype's screens have no safe-area insets: no status bar, home indicator or keyboard is
  /// drawn, and a frame's content already starts at its top edge (the iPhone's 402 × 874 points
  /// are all the view's). There is nothing to extend into, so the view is drawn as it is, as
  /// SwiftUI draws a view whose safe area is empty. (`safeAreaInset` lays out as a stack here,
  /// so it leaves no inset to ignore either.)
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }

  /// The older form of ``ignoresSafeArea(_:edges:)``, as SwiftUI's
  /// `edgesIgnoringSafeArea(_:)`: the view is drawn as it is.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

public import KinetypeViewGraph

/// How a scroll view settles when a scroll ends, as SwiftUI's `ScrollTargetBehavior`:
/// `.paging` (a page at a time) or `.viewAligned` (at a view of a `scrollTargetLayout()`).
///
/// Kinetype's scroll views move where a script or a `ScrollPosition` puts them and settle
/// there; no fling is played, so the behavior changes nothing drawn: it is accepted.
public protocol ScrollTargetBehavior {}

/// A scroll target behavior Kinetype knows by name.
public struct BuiltInScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
  let name: String
}

extension ScrollTargetBehavior where Self == BuiltInScrollTargetBehavior {
  /// A page (the scroll view's visible size) at a time.
  public static var paging: BuiltInScrollTargetBehavior {
    BuiltInScrollTargetBehavior(name: "paging")
  }
  /// At the views of the scroll target layout.
  public static var viewAligned: BuiltInScrollTargetBehavior {
    BuiltInScrollTargetBehavior(name: "viewAligned")
  }
  /// At the views of the scroll target layout, limited as `limitBehavior` says.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> BuiltInScrollTargetBehavior
  {
    BuiltInScrollTargetBehavior(name: "viewAligned")
  }
}

/// The view-aligned behavior's options, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public enum ViewAlignedScrollTargetBehavior {
  /// How far a scroll may move past views, as SwiftUI's `LimitBehavior`.
  public enum LimitBehavior: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// One view at a time.
    case always
    /// Several views at a time.
    case never
    /// Only in compact size classes.
    case alwaysByFew
    /// One view at a time, only in compact size classes.
    case alwaysByOne
  }
}

extension View {
  /// Makes the views of this layout the places a `.viewAligned` scroll settles at, as
  /// SwiftUI's `scrollTargetLayout(isEnabled:)`: accepted (see ``ScrollTargetBehavior``).
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets how this scroll view settles when a scroll ends, as SwiftUI's
  /// `scrollTargetBehavior(_:)`: accepted (see ``ScrollTargetBehavior``).
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
}

public import KinetypeViewGraph

/// A coordinate space a frame can be measured in, as SwiftUI's `CoordinateSpaceProtocol`:
/// `.global`, `.local`, `.named("scroll")`, `.scrollView` and `.scrollView(axis:)`.
///
/// ```swift
/// Text(title).visualEffect { content, proxy in
///   content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1)
/// }
/// ```
public protocol CoordinateSpaceProtocol {
  /// The space as a ``CoordinateSpace`` value.
  var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  /// The space itself.
  public var coordinateSpace: CoordinateSpace { self }
}

/// The rendered root view's space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The global space.
  public init() {}
  /// ``CoordinateSpace/global``.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The local space.
  public init() {}
  /// ``CoordinateSpace/local``.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named by an ancestor, or a scroll view's, as SwiftUI's `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable

  /// ``CoordinateSpace/named(_:)`` with the name.
  public var coordinateSpace: CoordinateSpace { .named(name) }

  /// The space an ancestor names with `coordinateSpace(.named(name))` or
  /// `coordinateSpace(name:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The visible region of the nearest scroll view: a view at its top-leading visible corner
  /// is at the origin.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: nil)))
  }

  /// The visible region of the nearest scroll view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: axis)))
  }
}

/// The name standing for a scroll view's space.
struct ScrollViewSpace: Hashable {
  let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The rendered root view's space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space an ancestor names `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace.named(name)
  }

  /// The visible region of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }

  /// The visible region of the nearest scroll view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace.scrollView(axis: axis)
  }
}

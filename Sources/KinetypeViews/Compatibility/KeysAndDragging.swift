public import Foundation
public import KinetypeViewGraph

// Keyboard presses, drag and drop, and container backgrounds: names app code uses that change
// nothing in a rendered frame (no hardware keyboard, no finger dragging between views).

/// A key press a view handled or not, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters it typed.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers

  /// Whether a handler used the press, as SwiftUI's `KeyPress.Result`.
  public enum Result: Sendable {
    /// Used: it goes no further.
    case handled
    /// Not used: it goes on to the next handler.
    case ignored
  }
}

/// A value that can be dragged, dropped or shared, as CoreTransferable's `Transferable`
/// (only the conformance: Kinetype moves nothing between apps).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}

/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String
  /// Behind a navigation stack's or split view's content.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// Behind a tab view's content.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// Behind a widget.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
  /// Runs `action` when `key` is pressed while this view has focus, as SwiftUI's
  /// `onKeyPress(_:action:)` (no key is pressed in a render: it never runs).
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  { self }

  /// Runs `action` with each key press while this view has focus, as SwiftUI's
  /// `onKeyPress(action:)` (never runs in a render).
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

  /// Runs `action` when a key typing one of `characters` is pressed, as SwiftUI's
  /// `onKeyPress(characters:phases:action:)` (never runs in a render).
  public func onKeyPress(
    characters: CharacterSet, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Lets people drag `payload` out of this view, as SwiftUI's `draggable(_:)` (accepted: no
  /// finger drags between views in a render).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    self
  }

  /// Lets people drag `payload` out of this view, showing `preview` (accepted).
  public func draggable<T: Transferable, V: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View { self }

  /// Takes dropped values of type `T`, as SwiftUI's `dropDestination(for:action:isTargeted:)`
  /// (accepted: nothing is dropped in a render, so `action` never runs).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }

  /// Draws `style` behind the container this view is the content of, as SwiftUI's
  /// `containerBackground(_:for:)` (accepted: the container keeps its own background).
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View { self }

  /// Draws `content` behind the container this view is the content of, as SwiftUI's
  /// `containerBackground(for:alignment:content:)` (accepted).
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View { self }
}

public import KinetypeViewGraph

/// A part of an app's interface, as SwiftUI's `Scene`: a ``WindowGroup``, or a scene of your
/// own made of others in its `body`.
///
/// Kinetype draws a scene as iOS shows an app's first window: the root view of its first
/// ``WindowGroup`` (what ``App/main()`` renders).
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene Kinetype knows how to show: it has a root view (after the scene modifiers around
/// it), or is a group of scenes.
protocol WindowProvider {
  /// The root view of the first window this scene opens, if it opens one.
  var firstWindowRoot: AnyView? { get }
}

extension Scene {
  /// The root view of the first window in this scene, looking through scenes made of scenes.
  var firstWindowRoot: AnyView? {
    if let provider = self as? any WindowProvider { return provider.firstWindowRoot }
    if Body.self == Never.self { return nil }
    return body.firstWindowRoot
  }
}

/// A window for each of the app's windows, as SwiftUI's `WindowGroup`: on iPhone, the one
/// screen the app shows.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
public struct WindowGroup<Content: View>: Scene, WindowProvider {
  let content: Content

  /// A group whose windows show `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A group titled `title` (the window's title on iPadOS and macOS; iPhone shows none).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A group with an identifier (`openWindow(id:)` on iPadOS and macOS; iPhone shows one).
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  /// A group titled `title` with an identifier.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group is a primitive scene.
  public var body: Never { fatalError("WindowGroup is a primitive scene: it has no body") }

  var firstWindowRoot: AnyView? { AnyView(content) }
}

/// Scenes side by side in an app's `body`, as SwiftUI's `TupleScene`: the first that opens a
/// window is the one shown.
public struct TupleScene<each S: Scene>: Scene, WindowProvider {
  let scenes: (repeat each S)

  /// Scenes in the order written.
  public init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

  /// A group of scenes is a primitive scene.
  public var body: Never { fatalError("TupleScene is a primitive scene: it has no body") }

  var firstWindowRoot: AnyView? {
    var roots: [AnyView] = []
    for scene in repeat each scenes {
      if let root = scene.firstWindowRoot { roots.append(root) }
    }
    return roots.first
  }
}

/// Builds a scene from the scenes written in a `body`, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<repeat each Content>
  {
    TupleScene(repeat each content)
  }

  /// A scene only on some platforms (`#if os(macOS)`): the scene as it is.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

/// A scene whose windows' root views are changed, as a scene modifier makes them
/// (`WindowGroup { … }.environment(model)`).
public struct ModifiedScene<Base: Scene>: Scene, WindowProvider {
  let base: Base
  let transform: (AnyView) -> AnyView

  /// A modified scene is a primitive scene.
  public var body: Never { fatalError("ModifiedScene is a primitive scene: it has no body") }

  var firstWindowRoot: AnyView? { base.firstWindowRoot.map(transform) }
}

extension Scene {
  /// Sets the environment value at `keyPath` for the scene's views, as SwiftUI's
  /// `Scene.environment(_:_:)`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> ModifiedScene<Self>
  {
    ModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
  }

  /// Puts `object` (an `@Observable` model) in the environment of the scene's views, as
  /// SwiftUI's `Scene.environment(_:)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
    ModifiedScene(base: self) { AnyView($0.environment(object)) }
  }

  /// Puts `object` in the environment of the scene's views, where `@EnvironmentObject` reads
  /// it, as SwiftUI's `Scene.environmentObject(_:)`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
    ModifiedScene(base: self) { AnyView($0.environmentObject(object)) }
  }
}

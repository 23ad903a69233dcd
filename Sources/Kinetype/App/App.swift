import Foundation

/// An app, as SwiftUI's `App`: the type marked `@main` whose `body` lists its scenes.
///
/// ```swift
/// @main
/// struct RecipesApp: App {
///   var body: some Scene {
///     WindowGroup { ContentView() }
///   }
/// }
/// ```
///
/// Linux has no window to open, so running the app draws its first window instead: the root
/// view of its first ``WindowGroup`` on an iPhone 16 Pro's screen (402 × 874 points at 3×), as
/// a preview of it would be (``Preview``), to the PNG file `-o` names (see ``main()``).
/// (SwiftUI's `App` is isolated to the main actor; Kinetype's, like its `View`, is not, as
/// views are drawn on any thread.)
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Creates the app (SwiftUI calls it once, at launch).
  init()
}

extension App {
  /// What `@main` runs: draws the app's first window to a PNG.
  ///
  /// `MyApp -o window.png` draws it as it is at launch; `--at SECONDS` draws it that long after
  /// launch on the virtual clock (tasks, timers and animations started in `onAppear` have run);
  /// `--device NAME` picks another screen (`kinetype previews --device` lists them); an
  /// existing file is replaced only with `--force`. Bad arguments exit with status 2 and a
  /// line saying what is wrong; a failure while drawing, with status 1.
  public static func main() {
    let status = AppWindowCommand.run(
      app: Self.self, arguments: Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }
}

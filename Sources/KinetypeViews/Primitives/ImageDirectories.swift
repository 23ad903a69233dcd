public import Foundation
import KinetypeViewGraph

extension EnvironmentValues {
  /// The folders `Image("name")` looks in for `name.png`, in order, after the bundle it is
  /// given and before the current directory. Kinetype's own value: SwiftUI finds named images
  /// in the app's asset catalog, which a Linux render does not have. Default: none.
  ///
  /// ```swift
  /// Image("cover").environment(\.imageDirectories, [URL(fileURLWithPath: "Assets")])
  /// ```
  public var imageDirectories: [URL] {
    get { self[ImageDirectoriesKey.self] }
    set { self[ImageDirectoriesKey.self] = newValue }
  }
}

private struct ImageDirectoriesKey: EnvironmentKey {
  static var defaultValue: [URL] { [] }
}

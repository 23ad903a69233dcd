import Foundation

/// The package's folders, for tests that read files of the repository (docs, examples,
/// fixtures, fonts) or start the built tool: one lookup, from this file's place in the checkout.
public enum PackageRoot {
  /// The folder holding Package.swift: the nearest one above this file.
  public static let url: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    preconditionFailure("no Package.swift above \(#filePath)")
  }()

  /// `relative` (for example `docs/examples`) under the package root.
  public static func url(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// The path of `relative` under the package root.
  public static func path(_ relative: String) -> String {
    url(relative).path
  }

  /// `Tests/Fixtures/Fonts`: the colour and variation fonts the tests make.
  public static var fixtureFonts: String { path("Tests/Fixtures/Fonts") }
}

import Foundation
import Kinetype
import Testing

/// An app as an app's `@main` file declares it (without `@main`: a test target has its own).
private struct RecipesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        Text("Recipes").navigationTitle("Recipes")
      }
    }
  }
}

/// An app with two scenes and a modified window.
private struct TwoScenesApp: App {
  var body: some Scene {
    WindowGroup { Text("First") }
      .environment(\.locale, Locale(identifier: "de_DE"))
    WindowGroup("Second") { Text("Second") }
  }
}

/// A store an app puts in its window's environment.
private final class Store: ObservableObject {
  @Published var count = 3
}

private struct StoreReader: View {
  @EnvironmentObject var store: Store
  var body: some View { Text("Count \(store.count)") }
}

/// An app whose window reads a store the scene puts in its environment.
private struct StoreApp: App {
  @StateObject private var store = Store()
  var body: some Scene {
    WindowGroup { StoreReader() }.environmentObject(store)
  }
}

/// The same window without the store.
private struct StorelessApp: App {
  var body: some Scene {
    WindowGroup { StoreReader() }
  }
}

@Suite struct AppMainTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-app-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func runningTheAppDrawsItsFirstWindowOnAnIPhone() throws {
    let out = try folder().appendingPathComponent("window.png").path
    #expect(AppWindowCommand.run(app: RecipesApp.self, arguments: ["-o", out]) == 0)
    let png = try Pixmap(contentsOfPNGFile: out)
    // The iPhone 16 Pro: 402 × 874 points at 3×.
    #expect(png.width == 1206 && png.height == 2622)
  }

  @Test func theFirstSceneWithAWindowIsShownWithItsModifiers() throws {
    let out = try folder().appendingPathComponent("first.png").path
    #expect(
      AppWindowCommand.run(
        app: TwoScenesApp.self, arguments: ["-o", out, "--device", "iPhone SE (3rd generation)"])
        == 0)
    let png = try Pixmap(contentsOfPNGFile: out)
    #expect(png.width == 375 * 2 && png.height == 667 * 2)
    let first = try ViewFrames(duration: 1, size: CGSize(width: 375, height: 667), scale: 2) {
      Text("First").environment(\.locale, Locale(identifier: "de_DE"))
    }.renderFrame(at: 0)
    #expect(try png.pngData() == first.pngData())
  }

  @Test func aSceneEnvironmentObjectReachesTheWindow() throws {
    let out = try folder().appendingPathComponent("store.png").path
    let device = ["--device", "iPhone SE (3rd generation)"]
    #expect(AppWindowCommand.run(app: StoreApp.self, arguments: ["-o", out] + device) == 0)
    let png = try Pixmap(contentsOfPNGFile: out)
    let expected = try ViewFrames(duration: 1, size: CGSize(width: 375, height: 667), scale: 2) {
      StoreReader().environmentObject(Store())
    }.renderFrame(at: 0)
    #expect(try png.pngData() == expected.pngData())
    // Without it the render fails (SwiftUI traps) and nothing is written.
    let missing = try folder().appendingPathComponent("missing.png").path
    #expect(AppWindowCommand.run(app: StorelessApp.self, arguments: ["-o", missing] + device) == 1)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func anExistingFileIsReplacedOnlyWithForce() throws {
    let out = try folder().appendingPathComponent("window.png").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: out))
    #expect(AppWindowCommand.run(app: RecipesApp.self, arguments: ["-o", out]) == 2)
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data("keep".utf8))
    #expect(AppWindowCommand.run(app: RecipesApp.self, arguments: ["-o", out, "--force"]) == 0)
  }

  @Test func badArgumentsSayWhatIsWrong() {
    func message(_ arguments: [String]) -> String? {
      do {
        _ = try AppWindowCommand.parse(arguments)
        return nil
      } catch { return error.message }
    }
    #expect(message([])?.contains("no output file") == true)
    #expect(message(["-o", "w.jpg"])?.contains("does not end in .png") == true)
    #expect(message(["-o", "w.png", "--at", "soon"])?.contains("--at: 'soon'") == true)
    #expect(
      message(["-o", "w.png", "--device", "Pixel"])?.contains("unknown device 'Pixel'") == true)
    #expect(message(["-o", "w.png", "--frames"])?.contains("unknown argument '--frames'") == true)
    #expect(message(["-o", "w.png", "--at", "1.5", "--force"]) == nil)
  }
}

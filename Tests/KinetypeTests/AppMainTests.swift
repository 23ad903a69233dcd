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

import Foundation
import Kinetype
import Testing

/// A value an app pushes, saved with the path (internal: a private type's name has no module
/// path, in SwiftUI as here, and cannot be found again).
struct SavedRecipe: Codable, Hashable {
  var name: String
  var servings: Int
}

/// A nested enum with a payload, as apps route with.
enum SavedLibrary {
  enum Route: Codable, Hashable {
    case shelf(Int)
    case search(String)
  }
}

/// A value that is not `Codable`.
private struct Unsaved: Hashable { var id = 1 }

/// A stack bound to a path restored from JSON, with a destination for `SavedRecipe`.
private struct RestoredPathProbe: View {
  @State var path: NavigationPath
  var body: some View {
    NavigationStack(path: $path) {
      Text("Recipes")
        .navigationDestination(for: SavedRecipe.self) { Text("Serves \($0.servings)") }
    }
    .frame(width: 300, height: 600)
  }
}

@Suite struct NavigationPathCodableTests {
  private func json(_ path: NavigationPath) throws -> String {
    let representation = try #require(path.codable)
    return String(decoding: try JSONEncoder().encode(representation), as: UTF8.self)
  }

  private func decoded(_ text: String) throws -> NavigationPath {
    NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(text.utf8)))
  }

  // SwiftUI's representation as printed on iOS 16 (Swift Forums, "Obtaining the mangled name
  // of a type from the fully qualified type name only", reply 8): for a path of "Hello" then
  // 123, `remainingItemsReversed` is [(tag: "Swift.Int", item: "123"), (tag: "Swift.String",
  // item: "\"Hello\"")]: the last pushed first, each a qualified type name and JSON text.
  @Test func encodesAsSwiftUIDoesLastPushedFirst() throws {
    var path = NavigationPath()
    path.append("Hello")
    path.append(123)
    #expect(try json(path) == #"["Swift.Int","123","Swift.String","\"Hello\""]"#)
  }

  @Test func readsSwiftUIsJSONBack() throws {
    let path = try decoded(#"["Swift.Int","123","Swift.String","\"Hello\""]"#)
    #expect(path == NavigationPath(["Hello" as AnyHashable, 123 as AnyHashable]))
    #expect(path.count == 2)
  }

  @Test func userTypesAndNestedEnumsRoundTrip() throws {
    var path = NavigationPath()
    path.append(SavedRecipe(name: "Shakshuka", servings: 4))
    path.append(SavedLibrary.Route.shelf(3))
    path.append(SavedLibrary.Route.search("mint"))
    let text = try json(path)
    #expect(text.contains(#""KinetypeViewsTests.SavedRecipe""#))
    #expect(text.contains(#""KinetypeViewsTests.SavedLibrary.Route""#))
    #expect(try decoded(text) == path)
  }

  @Test func aValueThatIsNotCodableHasNoRepresentation() {
    var path = NavigationPath()
    path.append(1)
    path.append(Unsaved())
    #expect(path.codable == nil)
    #expect(NavigationPath().codable != nil)
  }

  @Test func unknownTypesAndBrokenPairsFailToDecode() {
    for text in [
      #"["MyApp.NoSuchType","1"]"#, #"["Swift.Int"]"#, #"["Swift.Int","\"text\""]"#,
      #"["KinetypeViewsTests.Unsaved","{}"]"#,
    ] {
      #expect(throws: DecodingError.self, "\(text)") { _ = try decoded(text) }
    }
  }

  @Test func aRestoredPathPushesItsDestination() throws {
    var saved = NavigationPath()
    saved.append(SavedRecipe(name: "Dal", servings: 6))
    let path = try decoded(try json(saved))
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 300, height: 600), scale: 1,
      content: { RestoredPathProbe(path: path) })
    #expect(try frames.layoutInspection(at: 0.5).text("Serves 6") != nil)
  }

  // Foundation on Linux lacks `URL.documentsDirectory` and its kin; Kinetype's are the XDG
  // folders FileManager gives, under the home folder when no XDG variable moves them.
  @Test func userFoldersAreUnderTheHomeFolder() {
    let environment = ProcessInfo.processInfo.environment
    let home = URL.homeDirectory.standardizedFileURL.path
    func path(_ url: URL) -> String { url.standardizedFileURL.path }
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(path(URL.documentsDirectory).hasPrefix(home))
    if environment["XDG_CACHE_HOME"] == nil {
      #expect(path(URL.cachesDirectory) == home + "/.cache")
    }
    if environment["XDG_DATA_HOME"] == nil {
      #expect(path(URL.applicationSupportDirectory) == home + "/.local/share")
    }
    let saved = URL.documentsDirectory.appending(path: "SavedPath")
    #expect(saved.lastPathComponent == "SavedPath")
  }
}

import Foundation
import KinetypeTestSupport
import Testing

/// Each module's public declarations are those listed in docs/api/<Module>.txt: a change to the
/// public surface is made on purpose, by regenerating the lists (`scripts/public-surface`).
@Suite struct PublicSurfaceTests {
  /// The build folder this test bundle was built in, holding the modules' `Modules/`.
  static var buildFolder: URL? {
    let bundle = Bundle.main.bundleURL
    return [bundle.deletingLastPathComponent(), bundle].first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules").path)
    }
  }

  @Test func publicSurface_isTheListedOne() throws {
    let build = try #require(Self.buildFolder, "no Modules/ beside \(Bundle.main.bundleURL.path)")
    let result = try ExternalTool.run(
      "/usr/bin/env",
      ["python3", PackageRoot.path("scripts/public-surface"), "--check", "--build-dir", build.path])
    #expect(result.status == 0, "\(result.output)")
  }
}

// swift-tools-version: 6.0
// Kinetype: kinetic typography for Linux, in Swift.
//
// Layers, with dependencies pointing one way only:
//   C modules (CFreeType, CHarfBuzz, CPNG, CDeflate, CICU, CFontConfig)
//   KinetypeCore      geometry, transforms, colors, paths: no C, no I/O
//   KinetypeText      fonts, attributed text, itemize, shape, break lines -> TextLayout
//   KinetypeMotion    springs, curves, animations, keyframes, staggers: pure math
//   KinetypeRaster    pixmaps, coverage from FreeType's rasterizer, blending, filters, PNG, APNG
//   KinetypeRendering GraphicsContext, TextRenderer and the built-in renderers, staggers
//   KinetypeViews     views, stacks, modifiers, layout, alignment guides, environment
//   Kinetype          the umbrella users import; frame sequences, scenes, exports
//   KinetypeTesting   golden assertions
//   kinetype          the command-line tool
//   FuzzHarness       what each fuzz target does with its bytes (Sources/Fuzz/Harness)
import PackageDescription

// Every Swift target: Swift 6 with strict concurrency, and each file imports the modules whose
// members it uses (SE-0444), so a target's dependencies are exactly its files' imports
// (`scripts/check-imports`, run by `make lint`, checks both).
let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6), .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Kinetype",
  products: [
    .library(name: "Kinetype", targets: ["Kinetype"]),
    // One layer, for people who want only it.
    .library(name: "KinetypeCore", targets: ["KinetypeCore"]),
    .library(name: "KinetypeText", targets: ["KinetypeText"]),
    .library(name: "KinetypeMotion", targets: ["KinetypeMotion"]),
    .library(name: "KinetypeRaster", targets: ["KinetypeRaster"]),
    .library(name: "KinetypeRendering", targets: ["KinetypeRendering"]),
    .library(name: "KinetypeTesting", targets: ["KinetypeTesting"]),
    // What `import CoreGraphics` and `import QuartzCore` resolve to in SwiftUI files on Linux.
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .executable(name: "kinetype", targets: ["kinetype"]),
  ],
  targets: [
    // C libraries from Debian, found with pkg-config.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CFontConfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(name: "CICUSystem", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
    // ICU renames every symbol with its version (ubidi_open_72), which Swift cannot import,
    // so a small C shim re-exports what KinetypeText uses under stable names.
    .target(name: "CICU", dependencies: ["CICUSystem"]),

    .target(
      name: "KinetypeCore", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
    // Shims: Core Graphics' names as SwiftUI files import them (re-exports only).
    .target(name: "CoreGraphics", dependencies: ["KinetypeCore"], swiftSettings: strict),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: strict),
    .target(
      name: "KinetypeText",
      dependencies: ["KinetypeCore", "CFreeType", "CHarfBuzz", "CICU", "CFontConfig"],
      swiftSettings: strict),
    .target(name: "KinetypeMotion", dependencies: ["KinetypeCore"], swiftSettings: strict),
    .target(
      name: "KinetypeRaster",
      dependencies: ["KinetypeCore", "CFreeType", "CPNG", "CDeflate"],
      swiftSettings: strict),
    .target(
      name: "KinetypeRendering",
      dependencies: ["KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster"],
      swiftSettings: strict),
    .target(
      name: "KinetypeViews",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
      ],
      swiftSettings: strict),
    .target(
      name: "Kinetype",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeViews",
      ],
      swiftSettings: strict),
    .target(
      name: "KinetypeTesting", dependencies: ["KinetypeCore", "KinetypeRaster"],
      swiftSettings: strict),
    .executableTarget(
      name: "kinetype", dependencies: ["Kinetype", "KinetypeCore"], swiftSettings: strict),
    // `make bench`: measurements, run side by side with peers by scripts/bench.
    .executableTarget(
      name: "kinetype-bench",
      dependencies: [
        "Kinetype", "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster",
      ],
      swiftSettings: strict),

    // What each libFuzzer target does with its input, shared with the regression tests that
    // replay saved findings and the seed corpora in `swift test` (docs/fuzzing.md).
    .target(
      name: "FuzzHarness", dependencies: ["Kinetype"], path: "Sources/Fuzz/Harness",
      swiftSettings: strict),

    .testTarget(name: "KinetypeCoreTests", dependencies: ["KinetypeCore"], swiftSettings: strict),
    .testTarget(
      name: "KinetypeTextTests",
      dependencies: ["KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeMotionTests", dependencies: ["KinetypeCore", "KinetypeMotion"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeRasterTests",
      dependencies: ["KinetypeCore", "KinetypeMotion", "KinetypeRaster", "KinetypeTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeTests",
      dependencies: ["Kinetype", "KinetypeCore", "KinetypeRendering", "KinetypeTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeViewsTests", dependencies: ["Kinetype", "KinetypeViews", "KinetypeTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "FuzzRegressionTests", dependencies: ["FuzzHarness"], swiftSettings: strict),
    .testTarget(
      name: "KinetypeTestingTests",
      dependencies: ["KinetypeCore", "KinetypeRaster", "KinetypeTesting"], swiftSettings: strict),
    // Every code snippet of the seeds (the SwiftUI documents Kinetype models), word for word
    // but for the import, one file each (docs/seeds.md), in a module of its own so that their
    // types (`EmphasisAttribute`, `AppearRenderer`…) shadow Kinetype's as in an app.
    .testTarget(
      name: "SeedSnippetTests",
      dependencies: ["Kinetype", "KinetypeMotion", "KinetypeViews", "KinetypeTesting"],
      swiftSettings: strict),
  ]
)

// libFuzzer targets, one small executable each (Sources/Fuzz/<Name>/<Name>.swift), declared
// only when `KINETYPE_FUZZ` lists them. scripts/fuzz (`make fuzz`) sets it from its table of
// targets and builds them with `-Xswiftc -sanitize=fuzzer,address` in `.build/fuzz`. They
// cannot be part of the normal package: an executable without `main` links only against
// libFuzzer, so a plain `swift build` (which builds every target) would fail, and would pay
// for them when nobody fuzzes.
if let fuzzTargets = Context.environment["KINETYPE_FUZZ"] {
  package.targets.append(.target(name: "CFuzzDriver", path: "Sources/Fuzz/CFuzzDriver"))
  for name in fuzzTargets.split(separator: " ").map(String.init) {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["CFuzzDriver", "FuzzHarness"], path: "Sources/Fuzz/\(name)",
        swiftSettings: strict))
    package.products.append(.executable(name: name, targets: [name]))
  }
}

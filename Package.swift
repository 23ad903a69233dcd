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
//   KinetypeCaptions  subtitle and transcript readers, caption paging (Core + Text only)
//   KinetypeCombine   Combine's publishers, subjects, operators and schedulers, ObservableObject
//                     and @Published: values in order, time on a runtime's virtual clock
//   KinetypeViewGraph the view graph: View, ViewBuilder, resolution and identity, state,
//                     environment, the Layout protocol and stack layouts, animation and
//                     transactions, transitions' protocol, the runtime and its virtual time
//   KinetypeViews     the primitives: stacks, shapes, modifiers, text, images, controls,
//                     scroll views, symbols, effects, gradients, shaders, ImageRenderer
//   KinetypeCoreAnimation  CALayer, CA animations and transactions on a virtual clock
//   KinetypeUIKit     UIView, UIColor, UIBezierPath, UIViewRepresentable over the layers
//   KinetypeFrames    frame sequences (AnimatedText, ViewFrames), the exporter, render manifests
//   KinetypeCaptionFrames  caption pages drawn: presets, appearance, CaptionFrames
//   KinetypeScenes    scene files (JSON) read into views and frames
//   Kinetype          the umbrella users import; video/APNG exports, terminal images
//   KinetypeTesting   golden assertions
//   kinetype          the command-line tool
//   FuzzHarness       what each fuzz target does with its bytes (Sources/Fuzz/Harness)
import CompilerPluginSupport
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
    .library(name: "KinetypeCombine", targets: ["KinetypeCombine"]),
    .library(name: "KinetypeViewGraph", targets: ["KinetypeViewGraph"]),
    .library(name: "KinetypeFrames", targets: ["KinetypeFrames"]),
    .library(name: "KinetypeScenes", targets: ["KinetypeScenes"]),
    .library(name: "KinetypeViews", targets: ["KinetypeViews"]),
    .library(name: "KinetypeTesting", targets: ["KinetypeTesting"]),
    .library(name: "KinetypeCaptions", targets: ["KinetypeCaptions"]),
    .library(name: "KinetypeCaptionFrames", targets: ["KinetypeCaptionFrames"]),
    .library(name: "KinetypeCoreAnimation", targets: ["KinetypeCoreAnimation"]),
    .library(name: "KinetypeUIKit", targets: ["KinetypeUIKit"]),
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
    .target(
      name: "CoreGraphics", dependencies: ["KinetypeCore", "_Testing_CoreGraphics"],
      swiftSettings: strict),
    // The empty cross-import overlay Swift Testing asks for beside `CoreGraphics`
    // (Sources/_Testing_CoreGraphics explains).
    .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: strict),
    // Combine's names for models and views (docs/views.md, "Combine"); `Combine` is the shim
    // that `import Combine` at the top of a SwiftUI file resolves to.
    .target(name: "KinetypeCombine", dependencies: ["KinetypeCore"], swiftSettings: strict),
    .target(name: "Combine", dependencies: ["KinetypeCombine"], swiftSettings: strict),
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
    // Subtitle files and transcripts read into timed words, and words paged as captions:
    // no pixels, so it sits beside Rendering rather than above it.
    .target(
      name: "KinetypeCaptions", dependencies: ["KinetypeCore", "KinetypeText"],
      swiftSettings: strict),
    .target(
      name: "KinetypeViewGraph",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeCombine",
      ],
      swiftSettings: strict),
    .target(
      name: "KinetypeViews",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeViewGraph",
      ],
      swiftSettings: strict),
    .target(
      name: "KinetypeFrames",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeRaster", "KinetypeRendering", "KinetypeViewGraph",
        "KinetypeViews",
      ],
      swiftSettings: strict),
    // Caption pages drawn (presets, appearance, `CaptionFrames`): above frames, since
    // `CaptionFrames` is a `FrameSource`, and under scenes, whose `captions` blocks draw them.
    .target(
      name: "KinetypeCaptionFrames",
      dependencies: [
        "KinetypeCaptions", "KinetypeCore", "KinetypeFrames", "KinetypeMotion", "KinetypeRaster",
        "KinetypeRendering", "KinetypeText",
      ],
      swiftSettings: strict),
    .target(
      name: "KinetypeScenes",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeViewGraph", "KinetypeViews", "KinetypeFrames", "KinetypeCoreAnimation",
        "KinetypeCaptions", "KinetypeCaptionFrames",
      ],
      swiftSettings: strict),
    .target(
      name: "Kinetype",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeViewGraph", "KinetypeViews", "KinetypeFrames", "KinetypeScenes",
        "KinetypePreviewMacros", "CKinetypePreviewsHook", "KinetypeCaptions",
        "KinetypeCaptionFrames",
        "KinetypeCoreAnimation", "KinetypeUIKit", "KinetypeCombine",
      ],
      swiftSettings: strict),
    // Core Animation's layers and animations on the virtual clock (docs/core-animation.md).
    .target(
      name: "KinetypeCoreAnimation",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
      ],
      swiftSettings: strict),
    // UIKit's `UIView`, `UIColor`, `UIBezierPath` and `UIViewRepresentable` over the layers.
    .target(
      name: "KinetypeUIKit",
      dependencies: [
        "KinetypeCore", "KinetypeCoreAnimation", "KinetypeRendering", "KinetypeViewGraph",
        "KinetypeViews",
      ],
      swiftSettings: strict),
    // The compiler plugin of `#Preview` and `@Previewable`: it speaks the plugin protocol
    // itself, with Foundation only, so that it needs no swift-syntax package and no unsafe
    // flags, and builds for a package that depends on Kinetype by URL (docs/previews.md).
    .macro(name: "KinetypePreviewMacros", swiftSettings: strict),
    // Renders a program's previews at start-up when `kinetype previews` asks (an environment
    // variable), before the program's main.
    .target(name: "CKinetypePreviewsHook"),
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

    // What the test targets share (Tests/KinetypeTestSupport): the package root, the
    // fontconfig set-up every process a test starts gets, the runners of the built `kinetype`
    // and of external tools, the bundled fonts. A regular target that only test targets use.
    .target(
      name: "KinetypeTestSupport",
      dependencies: ["KinetypeCore", "KinetypeText", "KinetypeRaster"],
      path: "Tests/KinetypeTestSupport", swiftSettings: strict),

    // A test target per module; KinetypeCommandLineTests runs the built `kinetype`.
    .testTarget(name: "KinetypeCoreTests", dependencies: ["KinetypeCore"], swiftSettings: strict),
    .testTarget(
      name: "KinetypeTextTests",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeTesting", "KinetypeTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeMotionTests", dependencies: ["KinetypeCore", "KinetypeMotion"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeRasterTests",
      dependencies: [
        "KinetypeCore", "KinetypeMotion", "KinetypeRaster", "KinetypeTesting",
        "KinetypeTestSupport",
      ],
      swiftSettings: strict),
    // Effects and glyphs are drawn through `AnimatedText` (KinetypeFrames), the harness that
    // sizes a canvas for a layout and its effect.
    .testTarget(
      name: "KinetypeRenderingTests",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeRendering",
        "KinetypeFrames", "KinetypeTesting", "KinetypeTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeCombineTests", dependencies: ["KinetypeCombine"], swiftSettings: strict),
    .testTarget(
      name: "KinetypeViewGraphTests", dependencies: ["KinetypeViewGraph"], swiftSettings: strict),
    .testTarget(
      name: "KinetypeViewsTests",
      dependencies: [
        "Kinetype", "KinetypeViewGraph", "KinetypeViews", "KinetypeTesting", "CoreGraphics",
        "QuartzCore", "KinetypeTestSupport", "Combine",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeScenesTests",
      dependencies: [
        "KinetypeCore", "KinetypeText", "KinetypeMotion", "KinetypeRaster", "KinetypeViewGraph",
        "KinetypeViews", "KinetypeFrames", "KinetypeScenes", "KinetypeTesting",
        "KinetypeCoreAnimation",
        "KinetypeTestSupport", "KinetypeCaptions", "KinetypeCaptionFrames",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeTests",
      dependencies: [
        "Kinetype", "KinetypeCore", "KinetypeCoreAnimation", "KinetypeFrames", "KinetypeTesting",
        "KinetypeTestSupport", "KinetypeCaptionFrames",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeCommandLineTests",
      dependencies: ["Kinetype", "KinetypeCore", "KinetypeFrames", "KinetypeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeCoreAnimationTests",
      dependencies: [
        "KinetypeCoreAnimation", "KinetypeCore", "KinetypeMotion", "KinetypeRaster",
        "KinetypeText", "KinetypeTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeCaptionsTests", dependencies: ["KinetypeCaptions", "KinetypeCore"],
      swiftSettings: strict),
    .testTarget(
      name: "FuzzRegressionTests", dependencies: ["FuzzHarness", "KinetypeTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "KinetypeTestingTests",
      dependencies: ["KinetypeCore", "KinetypeRaster", "KinetypeTesting"], swiftSettings: strict),
    // Every code snippet of the seeds (the SwiftUI documents Kinetype models), word for word
    // but for the import, one file each (docs/seeds.md), in a module of its own so that their
    // types (`EmphasisAttribute`, `AppearRenderer`…) shadow Kinetype's as in an app.
    .testTarget(
      name: "SeedSnippetTests",
      dependencies: [
        "Kinetype", "KinetypeMotion", "KinetypeViewGraph", "KinetypeTesting", "KinetypeTestSupport",
        "KinetypeCoreAnimation", "KinetypeUIKit",
      ],
      swiftSettings: strict),
    // SwiftUI files written the way apps write them, each ending in its #Preview (docs/previews.md):
    // compiled unchanged, played on the virtual clock, and shown as contact sheets
    // (Goldens/Corpus). Tests/SwiftUICorpus/pending holds those waiting for a feature.
    .testTarget(
      name: "SwiftUICorpusTests",
      dependencies: ["Kinetype", "KinetypeTesting", "CoreGraphics"],
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

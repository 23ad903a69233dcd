// Kinetype: lays out text, animates it glyph by glyph, places it among views, and renders the
// frames.
//
// One import gives the whole toolkit, as `import SwiftUI` does; each type still lives in
// the layer that owns it:
// - KinetypeCore: `CGPoint`, `CGRect`, `CGAffineTransform`, `Color`, `Path`.
// - KinetypeText: `Text`, `TextAttribute`, `FontCollection`, `Text.Layout`.
// - KinetypeMotion: `Spring`, `UnitCurve`, `Animation`, keyframes, staggers.
// - KinetypeRaster: `Pixmap`, `CoverageMask`, blending, filters, PNG.
// - KinetypeRendering: `GraphicsContext`, `TextRenderer` and the built-in renderers.
// - KinetypeViewGraph: `View`, `ViewBuilder`, `@State`, environment, `Layout`, transactions.
// - KinetypeViews: stacks, shapes, modifiers, `Text` and `Image` views, `ImageRenderer`.
// - KinetypeFrames: frame sequences (`AnimatedText`, `ViewFrames`, `FrameExporter`,
//   `ContactSheet`) and render manifests.
// - KinetypeScenes: scene files (`SceneFile`), read into views and frames.
// - KinetypeCaptions: subtitle and transcript readers, caption pages.
// - KinetypeCaptionFrames: caption pages drawn (`CaptionFrames`, presets, `CaptionStyle`).
// - KinetypeCoreAnimation, KinetypeUIKit: `CALayer`, CA animations, `UIViewRepresentable`.
// - KinetypeCombine: `ObservableObject`, `@Published`, publishers, subjects, schedulers.
// - Here: video and APNG exports (`FFmpegWriter`, `APNGWriter`), terminal images.
//
//     let text = try Text(markup: "Hello ^[moonlight](emphasis: true)")
//     let layout = try Text.Layout(text.font(.system(size: 48)), fonts: .bundled())
//     let frame = try AnimatedText(layout: layout) { AppearRenderer(elapsedTime: $0) }
//       .frame(at: 0.25)
//     try frame.writePNG(to: "frame.png")
// Foundation comes along, as with `import SwiftUI`: `CGFloat`, `CGSize`, `TimeInterval`,
// `sin`, `pow` are visible to view code written for SwiftUI.
@_exported public import Foundation
@_exported public import KinetypeCaptionFrames
@_exported public import KinetypeCaptions
@_exported public import KinetypeCombine
@_exported public import KinetypeCore
@_exported public import KinetypeCoreAnimation
@_exported public import KinetypeFrames
@_exported public import KinetypeMotion
@_exported public import KinetypeRaster
@_exported public import KinetypeRendering
@_exported public import KinetypeScenes
@_exported public import KinetypeText
@_exported public import KinetypeUIKit
@_exported public import KinetypeViewGraph
@_exported public import KinetypeViews
// `@Observable` models, as `import SwiftUI` makes them available.
@_exported public import Observation

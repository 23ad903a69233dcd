public import Foundation
public import KinetypeRaster
public import KinetypeRendering

/// Renders a view to pixels, as SwiftUI's `ImageRenderer`: set `content`, `scale`,
/// `proposedSize`, then take the pixels (`render()`, `pixmap`) or a PNG (`pngData()`).
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge())
/// renderer.scale = 2
/// try renderer.pngData().write(to: URL(fileURLWithPath: "badge.png"))
/// ```
///
/// The image is the root view's size for `proposedSize` times `scale`, rounded up to whole
/// pixels; the root sits at the top-left corner, every view's edges rounded to the pixel
/// grid. Rendering runs on its own thread with a large stack, so deep view trees cannot
/// overflow the caller's. Unlike SwiftUI's, this renderer is not tied to the main actor.
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// Pixels per point. Default: 1 (SwiftUI's default).
  public var scale: CGFloat = 1
  /// The size proposed to the root view. Default: `.unspecified`, the view's ideal size.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Whether the image has no transparency: transparent areas come out black, as in an
  /// opaque Core Graphics context. Default: false.
  public var isOpaque = false
  /// The space colors blend in. Default: `.nonLinear` (sRGB values, as SwiftUI).
  public var colorMode: ColorRenderingMode = .nonLinear
  /// Kinetype's debug drawing: every view's frame outlined (hue by depth) and text
  /// baselines dashed. Default: false.
  public var showsFrameOutlines = false
  /// Problems met by the last render that did not stop it (NaN guides, missing images, SF
  /// Symbols drawn as placeholders…).
  public private(set) var warnings: [ViewWarning] = []

  /// A renderer for `content`.
  public init(content: Content) { self.content = content }

  /// The environment the root view starts with: the display scale set from `scale`.
  private var rootEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    return environment
  }

  /// Renders the view.
  ///
  /// - Throws: ``ViewRenderError`` when the view has no area or no finite size, or the scale
  ///   is not positive; ``RasterError`` when the image would be too large; the error of a
  ///   font that cannot load.
  public func render() throws -> Pixmap {
    let (content, proposal, scale, environment) = (
      self.content, proposedSize, self.scale, rootEnvironment
    )
    let background: Color = isOpaque ? .black : .clear
    let space: BlendSpace = colorMode == .nonLinear ? .sRGB : .linear
    let outlines = showsFrameOutlines
    let (pixmap, warnings) = try ViewRendering.onLargeStack {
      () throws -> (Pixmap, [ViewWarning]) in
      let laidOut = ViewRendering.layOut(content, proposal: proposal, environment: environment)
      if let error = laidOut.graph.firstError { throw error }
      let (pixmap, drawWarnings) = try ViewRendering.draw(
        laidOut, scale: scale, background: background, blendSpace: space,
        showsFrameOutlines: outlines)
      if let error = laidOut.graph.firstError { throw error }
      let drawing = drawWarnings.map { ViewWarning(message: $0, view: nil, path: "/") }
      return (pixmap, laidOut.graph.warnings + drawing)
    }
    self.warnings = warnings
    return pixmap
  }

  /// The rendered pixels, or nil when the view cannot be rendered (as SwiftUI's `cgImage`);
  /// `render()` says why.
  public var pixmap: Pixmap? { try? render() }

  /// The rendered image as PNG data.
  ///
  /// - Throws: as ``render()``, or when PNG encoding fails.
  public func pngData() throws -> Data {
    Data(try render().pngData())
  }

  /// The laid-out tree: every view's type, frame and guides (see ``ViewLayoutInspection``).
  ///
  /// - Throws: as ``render()`` (a font that cannot load).
  public func layoutInspection() throws -> ViewLayoutInspection {
    let (content, proposal, scale, environment) = (
      self.content, proposedSize, self.scale, rootEnvironment
    )
    let (inspection, warnings) = try ViewRendering.onLargeStack {
      () throws -> (ViewLayoutInspection, [ViewWarning]) in
      let laidOut = ViewRendering.layOut(content, proposal: proposal, environment: environment)
      if let error = laidOut.graph.firstError { throw error }
      return (ViewLayoutInspection(laidOut, scale: scale), laidOut.graph.warnings)
    }
    self.warnings = warnings
    return inspection
  }

  /// Draws the view through `renderer`, as SwiftUI's `render(rasterizationScale:renderer:)`:
  /// the closure receives the view's size in points and a function that draws the view into
  /// a `GraphicsContext` whose user space is points.
  public func render(
    rasterizationScale: CGFloat = 1,
    renderer: (CGSize, (inout GraphicsContext) -> Void) -> Void
  ) {
    let laidOut = ViewRendering.layOut(
      content, proposal: proposedSize, environment: rootEnvironment)
    let pass = DrawPass(scale: rasterizationScale, showsFrameOutlines: false)
    renderer(laidOut.size) { context in pass.draw(laidOut.root, in: context) }
    warnings = laidOut.graph.warnings
  }
}

/// How colors are blended when a view is drawn, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Blend the sRGB-encoded values (the default, as SwiftUI).
  case nonLinear
  /// Blend in linear light.
  case linear
  /// Blend in linear light (Kinetype keeps values within 0…1).
  case extendedLinear
}

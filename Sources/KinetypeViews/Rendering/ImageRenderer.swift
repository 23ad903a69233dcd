public import Foundation
public import KinetypeCore
public import KinetypeRaster
public import KinetypeRendering
import KinetypeViewGraph

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
  /// The limits the render keeps to: the number of views in the tree (`views`) and the widest
  /// blur or shadow (`blurRadius`); going over one throws a ``LimitError``. Default: `Limits()`.
  public var limits = Limits()
  /// Problems met by the last render that did not stop it (NaN guides, missing images, SF
  /// Symbols drawn as placeholders…), each once, in the order met. A view's warning has the
  /// view's path and name as its `source` (`"/0/1 (Badge)"`); a drawing's without a view has
  /// `"/"`.
  public private(set) var warnings: [Warning] = []

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
  ///   is not positive; ``RasterError`` when the image would be too large; ``LimitError``
  ///   when the tree has more views than `limits.views` or a blur is wider than
  ///   `limits.blurRadius`; the error of a font that cannot load.
  public func render() throws -> Pixmap {
    let (content, proposal, scale, environment, limits) = (
      self.content, proposedSize, self.scale, rootEnvironment, self.limits
    )
    let background: Color = isOpaque ? .black : .clear
    let space: BlendSpace = colorMode == .nonLinear ? .sRGB : .linear
    let outlines = showsFrameOutlines
    let (pixmap, warnings) = try ViewRendering.onLargeStack {
      () throws -> (Pixmap, [Warning]) in
      let laidOut = ViewRendering.layOut(
        content, proposal: proposal, environment: environment, limits: limits)
      if let error = laidOut.graph.firstError { throw error }
      let (pixmap, drawWarnings) = try ViewRendering.draw(
        laidOut, scale: scale, background: background, blendSpace: space,
        showsFrameOutlines: outlines)
      if let error = laidOut.graph.firstError { throw error }
      return (pixmap, ViewRendering.merged(laidOut.graph.warnings, drawing: drawWarnings))
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
  /// - Throws: as ``render()`` (a font that cannot load, too many views).
  public func layoutInspection() throws -> ViewLayoutInspection {
    let (content, proposal, scale, environment, limits) = (
      self.content, proposedSize, self.scale, rootEnvironment, self.limits
    )
    let (inspection, warnings) = try ViewRendering.onLargeStack {
      () throws -> (ViewLayoutInspection, [Warning]) in
      let laidOut = ViewRendering.layOut(
        content, proposal: proposal, environment: environment, limits: limits)
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
      content, proposal: proposedSize, environment: rootEnvironment, limits: limits)
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

public import Foundation
public import KinetypeCore
public import KinetypeRaster
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// A picture, as SwiftUI's `Image`: from a PNG file (decoded with libpng), from pixels, or an
/// SF Symbol name (drawn as its Material Icons substitute: Apple's symbols cannot ship with
/// Kinetype).
///
/// An image is its natural size (pixels / `scale`) whatever it is offered; `resizable()`
/// makes it take the offered size, usually with `aspectRatio(contentMode:)` or
/// `scaledToFit()`.
///
/// ```swift
/// Image(contentsOfPNGFile: "cover.png").resizable().scaledToFill().frame(height: 120).clipped()
/// ```
public struct Image: View, PrimitiveView, Sendable {
  enum Source {
    case pixels(Pixmap)
    case named(String, resourcePath: String?)
    case system(String)
  }

  let source: Source
  let scale: CGFloat
  var isResizable = false
  var interpolationQuality: Interpolation = .high
  /// `renderingMode(_:)`: `.template` draws a picture's alpha in the foreground style.
  var templateRendering: TemplateRenderingMode?

  /// Resampling quality, as SwiftUI's `Image.Interpolation`: `.none` keeps hard pixel edges,
  /// the others interpolate bilinearly.
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel.
    case none
    /// Bilinear.
    case low
    /// Bilinear.
    case medium
    /// Bilinear (the default).
    case high
  }

  /// How a resizable image fills its frame, as SwiftUI's `Image.ResizingMode` (Kinetype
  /// stretches in both modes).
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image (drawn stretched by Kinetype, with a warning).
    case tile
    /// Stretches the image.
    case stretch
  }

  /// The PNG named `name` (".png" added when it has no extension): looked up in `bundle`'s
  /// resources, then in each of the environment's ``EnvironmentValues/imageDirectories`` in
  /// order, then relative to the current directory. An image that cannot be found or decoded
  /// draws a placeholder (a gray 100×100-point box crossed from corner to corner, or the
  /// offered size when resizable), with a warning naming it; use
  /// ``init(contentsOfPNGFile:scale:)`` to get an error instead.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name, resourcePath: bundle?.resourcePath)
    scale = 1
  }

  /// The named PNG, marked as decorative (see ``init(_:bundle:)``).
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

  /// An SF Symbol by name. The symbols are Apple's and do not ship with Kinetype: the symbols
  /// apps use most are drawn as the Material Icons glyph that means the same (`heart.fill` is
  /// Material's `favorite`), sized by the font and `imageScale(_:)` and tinted by the
  /// foreground style as SwiftUI draws symbols; a name without a substitute draws a
  /// placeholder (a rounded square with a cross, as tall as the font), with a warning naming
  /// it.
  public init(systemName: String) {
    source = .system(systemName)
    scale = 1
  }

  /// An image of `pixmap`'s pixels, `scale` pixels per point. Kinetype's own initializer.
  public init(pixmap: Pixmap, scale: CGFloat = 1) {
    source = .pixels(pixmap)
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The PNG file at `path`, `scale` pixels per point. Kinetype's own initializer.
  ///
  /// - Throws: ``RasterError`` naming the path when the file is missing, unreadable or not a
  ///   PNG.
  public init(contentsOfPNGFile path: String, scale: CGFloat = 1) throws {
    self.init(pixmap: try Pixmap(contentsOfPNGFile: path), scale: scale)
  }

  /// The image, taking the size it is offered.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// The image, resampled with `interpolation`.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolationQuality = interpolation
    return copy
  }

  /// An image draws itself.
  public var body: Never { primitiveBody("Image") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let behavior: any NodeBehavior
    let directories = context.environment.imageDirectories.map(\.path)
    switch source {
    case .pixels(let pixmap):
      behavior = ImageBehavior(
        pixmap: pixmap, scale: scale, isResizable: isResizable,
        filter: interpolationQuality == .none ? .nearest : .bilinear, name: nil,
        isTemplate: templateRendering == .template)
    case .named(let name, let resourcePath):
      if let pixmap = Image.load(
        name, directories: [resourcePath].compactMap { $0 } + directories, context: context)
      {
        behavior = ImageBehavior(
          pixmap: pixmap, scale: scale, isResizable: isResizable,
          filter: interpolationQuality == .none ? .nearest : .bilinear, name: name,
          isTemplate: templateRendering == .template)
      } else {
        behavior = SymbolPlaceholderBehavior(
          name: name, isResizable: isResizable, placeholder: .missingImage)
      }
    case .system(let name):
      behavior = Image.symbolBehavior(name, isResizable: isResizable, context: context)
    }
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: [], graph: context.graph)
    ]
  }

  /// Finds and decodes a named PNG, or warns why not.
  private static func load(_ name: String, directories: [String], context: ResolveContext)
    -> Pixmap?
  {
    let file = (name as NSString).pathExtension.isEmpty ? name + ".png" : name
    var candidates = directories.map { ($0 as NSString).appendingPathComponent(file) }
    candidates.append(file)
    guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
      context.graph.warn(
        "no image named \"\(name)\" (looked for \(candidates.joined(separator: ", "))); "
          + "a placeholder is drawn", at: context, kind: .missingResource)
      return nil
    }
    do {
      return try Pixmap(contentsOfPNGFile: path)
    } catch {
      context.graph.warn(
        "image \"\(name)\": \(error); a placeholder is drawn", at: context,
        kind: .missingResource)
      return nil
    }
  }
}

struct ImageBehavior: NodeBehavior {
  let pixmap: Pixmap
  let scale: CGFloat
  let isResizable: Bool
  let filter: ResamplingFilter
  let name: String?
  /// Drawn as a template: its alpha filled with the foreground style.
  var isTemplate = false

  var kind: String { "Image" }
  var details: String {
    (name.map { "\"\($0)\" " } ?? "") + "\(pixmap.width)×\(pixmap.height) px"
      + (isResizable ? ", resizable" : "")
  }
  var isUnaryModifier: Bool { false }

  var naturalSize: CGSize {
    CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    if RedactedText.isActive(in: node.environment) {
      return RedactedText.drawImageBox(frame, environment: node.environment, in: context)
    }
    guard isTemplate else { return context.draw(pixmap, in: frame, filter: filter) }
    // A template: the picture's alpha, filled with the foreground style.
    let shading = ForegroundStyle().resolvedShading(
      in: frame, environment: node.environment, node: node)
    context.drawLayer { layer in
      layer.draw(pixmap, in: frame, filter: filter)
      layer.blendMode = .sourceIn
      layer.fill(Path(frame), with: shading)
    }
  }
}

/// A stand-in for a picture Kinetype cannot draw: an SF Symbol without a substitute (a rounded
/// square with a cross in the foreground style, as tall as the font's point size), or a named
/// image that could not load (a gray box crossed from corner to corner, 100×100 points).
struct SymbolPlaceholderBehavior: NodeBehavior {
  enum Placeholder {
    case symbol
    case missingImage
  }

  let name: String
  let isResizable: Bool
  let placeholder: Placeholder

  /// The side of a missing image's placeholder, in points.
  static let missingImageSide: CGFloat = 100

  var kind: String { placeholder == .symbol ? "Image(systemName:)" : "Image" }
  var details: String { "\"\(name)\"" + (placeholder == .symbol ? "" : " (missing)") }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let side: CGFloat
    switch placeholder {
    case .symbol:
      let font = (node.environment.font ?? .body).resolved(for: node.environment.dynamicTypeSize)
      side = CGFloat(font.size) * node.environment.imageScale.factor
    case .missingImage:
      side = Self.missingImageSide
    }
    let natural = CGSize(width: side, height: side)
    return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    guard frame.width > 0, frame.height > 0 else { return }
    switch placeholder {
    case .symbol:
      var context = context
      SymbolEffectRendering.apply(node.environment, frame: frame, to: &context)
      drawSymbol(in: frame, node: node, context: &context)
    case .missingImage:
      drawMissingImage(in: frame, pass: pass, context: &context)
    }
  }

  private func drawSymbol(in frame: CGRect, node: ViewNode, context: inout GraphicsContext) {
    let shading = ForegroundStyle().shading(in: frame, environment: node.environment)
    let line = max(1, min(frame.width, frame.height) / 12)
    let box = frame.insetBy(dx: line / 2, dy: line / 2)
    context.stroke(
      Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 4), with: shading,
      lineWidth: Double(line))
    var cross = Path()
    let inner = box.insetBy(dx: box.width / 4, dy: box.height / 4)
    cross.move(to: CGPoint(x: inner.minX, y: inner.minY))
    cross.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
    cross.move(to: CGPoint(x: inner.maxX, y: inner.minY))
    cross.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
    context.stroke(cross, with: shading, lineWidth: Double(line))
  }

  private func drawMissingImage(in frame: CGRect, pass: DrawPass, context: inout GraphicsContext) {
    let line = 1 / pass.scale
    context.fill(Path(frame), with: .color(Color(white: 0.9)))
    let box = frame.insetBy(dx: line / 2, dy: line / 2)
    var outline = Path(box)
    outline.move(to: CGPoint(x: box.minX, y: box.minY))
    outline.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
    outline.move(to: CGPoint(x: box.maxX, y: box.minY))
    outline.addLine(to: CGPoint(x: box.minX, y: box.maxY))
    context.stroke(outline, with: .color(Color(white: 0.6)), lineWidth: Double(line))
  }
}

public import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRaster
public import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension GraphicsContext {
  /// An image ready to draw, as SwiftUI's `GraphicsContext.ResolvedImage`: its pixels and its
  /// size in points. Resolve once and draw many times (a `Canvas` stamping a sprite).
  public struct ResolvedImage {
    /// The pixels, or nil for a symbol or an image Kinetype cannot draw (a file not found).
    let pixmap: Pixmap?
    /// How the pixels are resampled.
    let filter: ResamplingFilter
    /// The image's size in points (pixels divided by its scale).
    public let size: CGSize
    /// An SF Symbol's glyph, drawn in `.primary` (a canvas has no foreground style).
    var symbol: SymbolGlyph? = nil
    /// The distance from the image's top to its baseline: its height, as SwiftUI's default.
    public var baseline: CGFloat { size.height }
  }

  /// `image` ready to draw, as SwiftUI's `resolve(_:)` for images. An image from pixels
  /// resolves to them; a named image is read from its bundle path or the current directory
  /// (a `Canvas` has no view environment, so `imageDirectories` do not apply); an SF Symbol
  /// resolves to its Material Icons glyph at the body font's size (17 points: no environment
  /// sets another), drawn in `.primary`; a symbol without a substitute or a named image that is
  /// not found resolves to nothing, with a warning on the context.
  public func resolve(_ image: Image) -> ResolvedImage {
    let filter: ResamplingFilter = image.interpolationQuality == .none ? .nearest : .bilinear
    let pixmap: Pixmap?
    var symbol: SymbolGlyph?
    switch image.source {
    case .pixels(let pixels):
      pixmap = pixels
    case .named(let name, let resourcePath):
      let file = (name as NSString).pathExtension.isEmpty ? name + ".png" : name
      let path = resourcePath.map { ($0 as NSString).appendingPathComponent(file) } ?? file
      pixmap = try? Pixmap(contentsOfPNGFile: path)
      if pixmap == nil {
        warn("image \"\(name)\" not found at \(path); nothing drawn", kind: .missingResource)
      }
    case .system(let name):
      pixmap = nil
      switch SymbolGlyph.resolve(name, variants: .none, fonts: { try? FontCollection.shared() }) {
      case .success(let glyph):
        symbol = glyph
      case .failure(.noSubstitute):
        warn(
          "Image(systemName: \"\(name)\"): SF Symbols are Apple's, and this name has no "
            + "Material Icons substitute; nothing drawn", kind: .unsupportedFeature)
      case .failure(.font(let error)):
        warn("Image(systemName: \"\(name)\"): \(error); nothing drawn", kind: .missingResource)
      }
    }
    let size =
      pixmap.map {
        CGSize(width: CGFloat($0.width) / image.scale, height: CGFloat($0.height) / image.scale)
      } ?? symbol.map {
        $0.size(height: CGFloat(SymbolImageBehavior.font(in: EnvironmentValues()).size))
      } ?? .zero
    return ResolvedImage(pixmap: pixmap, filter: filter, size: size, symbol: symbol)
  }

  /// Draws `image` scaled to fill `rect` (user space), as SwiftUI's `draw(_:in:style:)`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    if let symbol = image.symbol { symbol.draw(in: rect, with: .color(.primary), in: self) }
    guard let pixmap = image.pixmap else { return }
    draw(pixmap, in: rect, filter: image.filter)
  }

  /// Draws `image` at its size with its `anchor` point (default: its centre) at `point`, as
  /// SwiftUI's `draw(_:at:anchor:)`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let origin = CGPoint(
      x: point.x - CGFloat(anchor.x) * image.size.width,
      y: point.y - CGFloat(anchor.y) * image.size.height)
    draw(image, in: CGRect(origin: origin, size: image.size))
  }

  /// Resolves `image` and draws it to fill `rect` (see ``resolve(_:)-(Image)``).
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Resolves `image` and draws it with its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }
}

public import Foundation
import KinetypeCore
public import KinetypeMotion
public import KinetypeRendering
public import KinetypeViewGraph

extension Canvas {
  /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags
  /// (`context.resolveSymbol(id:)`), as SwiftUI's `Canvas(opaque:colorMode:…:symbols:)`.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   if let star = context.resolveSymbol(id: "star") {
  ///     context.draw(star, at: CGPoint(x: size.width / 2, y: size.height / 2))
  ///   }
  /// } symbols: {
  ///   Text("★").font(.largeTitle).tag("star")
  /// }
  /// ```
  ///
  /// Each symbol is laid out at its ideal size (proposed nothing) and drawn only where the
  /// renderer draws it, as often as it likes; the symbols are views, so their state,
  /// animations and transitions live as a view's do.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    self.symbols = symbols()
  }
}

extension GraphicsContext {
  /// A canvas symbol ready to draw, as SwiftUI's `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    /// The symbol's size in points.
    public let size: CGSize
    let node: ViewNode
    let pass: DrawPass
  }

  /// The symbol of the canvas tagged `id`, or nil when it has none, as SwiftUI's
  /// `resolveSymbol(id:)`.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbolLookup?(AnyHashable(id)) as? ResolvedSymbol
  }

  /// Draws `symbol` at its size in `rect`'s top-left corner, as SwiftUI's `draw(_:in:)` for
  /// symbols (it is not stretched).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    var copy = self
    let frame = symbol.pass.pixelFrame(of: symbol.node)
    copy.translateBy(x: rect.minX - frame.minX, y: rect.minY - frame.minY)
    copy.symbolLookup = nil
    symbol.pass.draw(symbol.node, in: copy)
  }

  /// Draws `symbol` with its `anchor` point (default: its centre) at `point`, as SwiftUI's
  /// `draw(_:at:anchor:)`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    let origin = CGPoint(
      x: point.x - CGFloat(anchor.x) * symbol.size.width,
      y: point.y - CGFloat(anchor.y) * symbol.size.height)
    draw(symbol, in: CGRect(origin: origin, size: symbol.size))
  }
}

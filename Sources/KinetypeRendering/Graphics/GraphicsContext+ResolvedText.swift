public import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRaster
import KinetypeText

extension GraphicsContext {
  /// What text drawn with ``draw(_:in:)-(Text,_)`` or ``resolve(_:)`` gets where it sets
  /// nothing itself: the fonts it is laid out with, its font and its color. The default is
  /// the shared bundled fonts, `.body`, black; a view that makes a context (a `Canvas`) sets
  /// them from its environment.
  package struct TextDefaults {
    /// The fonts; nil for ``FontCollection/shared()``.
    package var fonts: FontCollection?
    /// The font of spans that set none.
    package var font: Font = .body
    /// The color of spans that set none.
    package var foregroundColor: Color = .black

    package init() {}
  }

  /// A text ready to measure and draw in this context, as SwiftUI's
  /// `GraphicsContext.ResolvedText`: the context's font and color filled in where the text
  /// sets none, laid out by Kinetype's text engine.
  public struct ResolvedText {
    /// How uncolored text is filled. Default: ``Shading/foreground`` (the context's
    /// foreground color, black unless a view set another); a gradient fills the glyphs of
    /// uncolored spans.
    public var shading: Shading
    let text: Text
    let fonts: FontCollection?

    /// The layout at `width` (nil: unlimited), `lineLimit` lines at most.
    func layout(width: Double?, lineLimit: Int? = nil) -> Text.Layout? {
      guard let fonts, !text.isEmpty else { return nil }
      let limit = width.map { Swift.max($0, 0.001) }
      return try? Text.Layout(
        text, fonts: fonts, width: limit, options: LayoutOptions(lineLimit: lineLimit))
    }

    /// The layout that fits `size`: lines broken at its width when the text is wider, and
    /// only as many lines as its height holds (at least one; the last one truncated).
    func fitted(_ size: CGSize) -> Text.Layout? {
      guard var layout = layout(width: nil) else { return nil }
      let width = Double(size.width)
      if width.isFinite, ResolvedText.usedWidth(layout) > width {
        layout = self.layout(width: width) ?? layout
      }
      let height = Double(size.height)
      if height.isFinite, height < layout.size.height, layout.lines.count > 1 {
        let fitting = Swift.max(
          1, layout.lines.filter { $0.origin.y + $0.typographicBounds.descent <= height }.count)
        if fitting < layout.lines.count {
          layout = self.layout(width: layout.width, lineLimit: fitting) ?? layout
        }
      }
      return layout
    }

    static func usedWidth(_ layout: Text.Layout) -> Double {
      layout.lines.map(\.typographicBounds.width).max() ?? 0
    }

    /// The size the text takes when offered `size`: its widest line (at most `size.width`,
    /// where lines wrap) by the height of its lines.
    public func measure(in size: CGSize) -> CGSize {
      guard let layout = fitted(size) else { return .zero }
      return CGSize(width: ResolvedText.usedWidth(layout), height: layout.size.height)
    }

    /// The distance from the top of the first line (its ascender) to its baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat {
      CGFloat(fitted(size)?.lines.first?.origin.y ?? 0)
    }

    /// The distance from the top of the first line to the last line's baseline.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      CGFloat(fitted(size)?.lines.last?.origin.y ?? 0)
    }
  }

  /// `text` with this context's font and color filled in where it sets none, ready to measure
  /// and draw (SwiftUI's `resolve(_:)`).
  public func resolve(_ text: Text) -> ResolvedText {
    let defaults = textDefaults
    let fonts = defaults.fonts ?? (try? FontCollection.shared())
    if fonts == nil { warn("text skipped: the bundled fonts could not be loaded") }
    return ResolvedText(
      shading: .foreground, text: text.font(defaults.font), fonts: fonts)
  }

  /// Draws `text` laid out in `rect` (user space): lines wrap at its width, as many as its
  /// height holds are shown, from its top-left corner.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    guard let layout = text.fitted(rect.size) else { return }
    draw(text, layout: layout, at: CGPoint(x: Double(rect.minX), y: Double(rect.minY)))
  }

  /// Draws `text` at its ideal size with its `anchor` point (default: its centre) at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    guard let layout = text.layout(width: nil) else { return }
    let width = ResolvedText.usedWidth(layout)
    let origin = CGPoint(
      x: Double(point.x) - anchor.x * width, y: Double(point.y) - anchor.y * layout.size.height)
    draw(text, layout: layout, at: origin)
  }

  /// Resolves `text` and draws it in `rect` (see ``draw(_:in:)-(ResolvedText,_)``).
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Resolves `text` and draws it with its `anchor` point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `layout` of `text` with its top-left corner at `origin`, uncolored spans filled
  /// with the text's shading.
  private func draw(_ text: ResolvedText, layout: Text.Layout, at origin: CGPoint) {
    var copy = self
    copy.translateBy(x: origin.x, y: origin.y)
    let color: Color
    switch text.shading {
    case .color(let solid): color = solid
    case .foreground: color = textDefaults.foregroundColor
    default:
      // A gradient: uncolored glyphs mask it, then the colored ones draw on top.
      let bounds = CGRect(
        x: 0, y: 0, width: ResolvedText.usedWidth(layout), height: layout.size.height)
      copy.drawLayer { layer in
        layer.draw(recolored(layout, uncolored: .white, colored: .clear))
        layer.blendMode = .sourceIn
        layer.fill(Path(bounds.insetBy(dx: -bounds.height, dy: -bounds.height)), with: text.shading)
      }
      copy.draw(recolored(layout, uncolored: .clear, colored: nil))
      return
    }
    copy.draw(recolored(layout, uncolored: color, colored: nil))
  }

  /// `layout` with uncolored runs in `uncolored` and colored ones in `colored` (nil: their own).
  private func recolored(_ layout: Text.Layout, uncolored: Color, colored: Color?) -> Text.Layout {
    layout.recolored { own in own == nil ? uncolored : (colored ?? own) }
  }
}

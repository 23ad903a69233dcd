import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
public import KinetypeText
import KinetypeViewGraph

/// Text is a view: laid out by Kinetype's text engine (HarfBuzz, ICU, FreeType) at the width
/// it is offered, drawn by the environment's `TextRenderer` (`.textRenderer(_:)`).
///
/// The environment supplies what the text does not set itself: `font` (default `.body`),
/// `foregroundStyle` (default `.primary`), `bold()`/`italic()`/`fontWeight(_:)` on a
/// container, `multilineTextAlignment`, `lineLimit`, `truncationMode`, `lineSpacing`; text
/// styles take their size from `dynamicTypeSize`. The text's size is its widest line by its
/// lines' height, rounded up to the pixel grid; it provides explicit first and last text
/// baselines.
extension Text: View, PrimitiveView {
  /// Text draws itself.
  public typealias Body = Never
  /// Text draws itself.
  public var body: Never { primitiveBody("Text") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // Clock texts show their value at the time being resolved (t = 0 in a still picture).
    // Formatted values show in the view's locale.
    let shown = showingClocks(
      at: ViewRuntime.referenceDate.addingTimeInterval(context.clockTime), in: context.environment
    ).formatted(in: context.environment.locale, timeZone: context.environment.timeZone)
    let resolved = TextBehavior.resolve(shown, in: context.environment)
    var behavior = TextBehavior(text: resolved.text, gradient: resolved.gradient)
    if let (change, progress) = context.textContentChange(resolved.text, key: contentKey) {
      behavior.change = ActiveTextChange(
        old: TextBehavior(text: change.old, gradient: resolved.gradient), style: change.style,
        progress: progress)
    }
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: [], graph: context.graph)
    ]
  }
}

struct TextBehavior: NodeBehavior {
  let text: Text
  /// The foreground style when it is not a solid color (a gradient masked by the glyphs).
  let gradient: AnyShapeStyle?
  /// The content change playing in this frame (`contentTransition`), if any.
  var change: ActiveTextChange?
  let layouts = TextLayoutCache()

  init(text: Text, gradient: AnyShapeStyle?) {
    self.text = text
    self.gradient = gradient
  }

  var kind: String { "Text" }
  var details: String {
    let string = text.string.replacingOccurrences(of: "\n", with: "⏎")
    return "\"" + (string.count > 40 ? String(string.prefix(39)) + "…" : string) + "\""
  }
  var isUnaryModifier: Bool { false }

  /// The text with the environment's font, weight, color and Dynamic Type applied to every
  /// span that does not set its own.
  static func resolve(_ text: Text, in environment: EnvironmentValues) -> (
    text: Text, gradient: AnyShapeStyle?
  ) {
    let modifiers = environment.fontModifiers
    var font = environment.font ?? .body
    if let design = modifiers.design { font.design = design }
    if modifiers.monospacedDigit { font = font.monospacedDigit() }
    var result = text.font(font)
    if let weight = modifiers.weight { result = result.fontWeight(weight) }
    if modifiers.isItalic == true { result = result.italic() }
    if let width = modifiers.width { result = result.fontWidth(width) }
    var gradient: AnyShapeStyle?
    if let color = ForegroundStyle().solidColor(in: environment) {
      result = result.foregroundColor(color)
    } else if let style = environment.foregroundStyle {
      gradient = style
    }
    result = Text.cased(result, environment.textCase, locale: environment.locale)
    let size = environment.dynamicTypeSize
    let spans = result.spans.map { span -> Text.Span in
      var span = span
      span.attributes.font = span.attributes.font?.resolved(for: size)
      return InlineSymbols.sized(span)
    }
    return (Text(spans: spans), gradient)
  }

  /// The layout at `width` (nil: one line per paragraph) and `lineLimit`, with every font
  /// size multiplied by `scale` (`minimumScaleFactor`), cached.
  ///
  /// `extraLines` lines are added after the text (a reserved line limit measures them), and
  /// `tracking` to every character's (`allowsTightening(_:)`).
  func layout(
    width: CGFloat?, lineLimit: Int?, scale: CGFloat = 1, extraLines: Int = 0,
    tracking: Double = 0, node: ViewNode
  ) -> Text.Layout? {
    let key = TextLayoutCache.Key(
      width: width, lineLimit: lineLimit, scale: scale, extraLines: extraLines,
      tracking: tracking)
    if let cached = layouts.layouts[key] { return cached }
    guard let fonts = node.graph.fonts(for: node.environment) else { return nil }
    let environment = node.environment
    var options = LayoutOptions(
      alignment: environment.multilineTextAlignment, lineLimit: lineLimit,
      truncationMode: environment.truncationMode,
      lineSpacing: Double(environment.lineSpacing) + Self.leadingAdjustment(of: text))
    options.alignmentDirection = Self.alignmentDirection(in: environment)
    do {
      let width = width.map { Double(max($0, 0.001)) }
      let limits = node.graph.limits
      var text = scale == 1 ? self.text : TextFitting.scaled(self.text, by: scale)
      if extraLines > 0 { text = ReservedLines.padded(text, by: extraLines) }
      if tracking != 0 { text = Tightening.tracked(text, by: tracking) }
      let make = {
        try Text.Layout(text, fonts: fonts, width: width, options: options, limits: limits)
      }
      let layout =
        try environment.textLayoutMemo?.layout(
          text, fonts: fonts, width: width, options: options, make: make) ?? make()
      for warning in layout.warnings { node.graph.warn(warning, at: node) }
      layouts.layouts[key] = layout
      return layout
    } catch {
      node.graph.fail(error)
      return nil
    }
  }

  /// Whose edges `multilineTextAlignment` names: in a right-to-left environment its
  /// leading edge (the right) for every paragraph, as SwiftUI's leading is; left to right,
  /// each paragraph's own start edge (an Arabic paragraph stays flush right).
  static func alignmentDirection(in environment: EnvironmentValues) -> LayoutDirection? {
    environment.layoutDirection == .rightToLeft ? .rightToLeft : nil
  }

  /// The width the lines use: the widest line, trailing spaces excluded.
  func usedWidth(_ layout: Text.Layout) -> CGFloat {
    CGFloat(layout.lines.map(\.typographicBounds.width).max() ?? 0)
  }

  /// The layout for `proposal` and the size it reports: at the largest font scale down to
  /// `minimumScaleFactor` at which the text fits (``fittingScale(_:node:)``).
  func fitted(_ proposal: ProposedViewSize, node: ViewNode) -> (Text.Layout, CGSize)? {
    fitted(proposal, scale: fittingScale(proposal, node: node), node: node)
  }

  /// The layout for `proposal` with the font sizes multiplied by `scale`, and its size.
  func fitted(_ proposal: ProposedViewSize, scale: CGFloat, node: ViewNode) -> (
    Text.Layout, CGSize
  )? {
    let pixel = node.environment.pixelLength
    let lineLimit = node.environment.lineLimit
    guard var layout = layout(width: nil, lineLimit: lineLimit, scale: scale, node: node) else {
      return nil
    }
    var width = usedWidth(layout).roundedUp(toMultipleOf: pixel)
    if let proposed = proposal.width, proposed < width,
      let tight = tightened(layout, to: proposed, lineLimit: lineLimit, scale: scale, node: node)
    {
      layout = tight
      width = usedWidth(tight).roundedUp(toMultipleOf: pixel)
    } else if let proposed = proposal.width, proposed < width {
      guard
        let wrapped = self.layout(width: proposed, lineLimit: lineLimit, scale: scale, node: node)
      else {
        return nil
      }
      width = usedWidth(wrapped).roundedUp(toMultipleOf: pixel)
      // Lines are aligned within the layout width: lay out again at the width reported.
      layout =
        self.layout(width: max(width, pixel), lineLimit: lineLimit, scale: scale, node: node)
        ?? wrapped
    }
    var height = CGFloat(layout.size.height)
    // Offered less height than the lines need: as many lines as fit (at least one), the
    // last one truncated.
    if let proposed = proposal.height, proposed < height, layout.lines.count > 1 {
      let fitting = max(
        1,
        layout.lines.filter { CGFloat($0.origin.y + $0.typographicBounds.descent) <= proposed }
          .count)
      if fitting < layout.lines.count,
        let cut = self.layout(
          width: layout.width.map { CGFloat($0) }, lineLimit: min(fitting, lineLimit ?? .max),
          scale: scale, node: node)
      {
        layout = cut
        height = CGFloat(cut.size.height)
      }
    }
    if layout.isEmpty { return (layout, .zero) }
    if node.environment.lineLimitReservesSpace, let limit = lineLimit,
      layout.lines.count < limit,
      let padded = self.layout(
        width: layout.width.map { CGFloat($0) }, lineLimit: lineLimit, scale: scale,
        extraLines: limit - layout.lines.count, node: node)
    {
      height = max(height, CGFloat(padded.size.height))
    }
    return (layout, CGSize(width: width, height: height.roundedUp(toMultipleOf: pixel)))
  }

  /// The text's size, or the size its renderer asks for from it
  /// (`TextRenderer.sizeThatFits(proposal:text:)`).
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let measure = { (proposal: ProposedViewSize) in
      if let change { return changingSize(proposal, change: change, node: node) }
      return fitted(proposal, node: node)?.1 ?? .zero
    }
    guard let renderer = node.environment.textRenderer else { return measure(proposal) }
    return renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: measure))
  }

  /// How far the glyphs move down so that the first baseline sits on the pixel grid (less
  /// than half a pixel). Glyphs snap to whole pixels vertically when drawn, so texts aligned
  /// by their baselines then share one pixel row (docs/views.md).
  func baselineShift(_ layout: Text.Layout, node: ViewNode) -> CGFloat {
    guard let first = layout.lines.first else { return 0 }
    let baseline = CGFloat(first.origin.y)
    return baseline.roundedToNearestOrUp(toMultipleOf: node.environment.pixelLength) - baseline
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    guard let (layout, _) = fitted(proposal, node: node), let first = layout.lines.first,
      let last = layout.lines.last
    else { return nil }
    let shift = baselineShift(layout, node: node)
    if key == VerticalAlignment.firstTextBaseline.key { return CGFloat(first.origin.y) + shift }
    if key == VerticalAlignment.lastTextBaseline.key {
      return (CGFloat(last.origin.y) + shift).roundedToNearestOrUp(
        toMultipleOf: node.environment.pixelLength)
    }
    return nil
  }

  func spacing(node: ViewNode) -> ViewSpacing {
    guard let (layout, size) = fitted(.unspecified, node: node) else { return ViewSpacing() }
    return Self.spacing(of: layout, size: size, pixelLength: node.environment.pixelLength)
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    guard let (layout, _) = fitted(node.placedProposal, node: node) else { return }
    let frame = pass.pixelFrame(of: node)
    let renderer = node.environment.textRenderer ?? PlainTextRenderer()
    let undrawn = renderer.undrawnEffects(in: layout)
    if !undrawn.isEmpty {
      // Never ignored silently: the markup asks for motion this renderer does not draw.
      let names = undrawn.map { "\"\($0)\"" }.joined(separator: ", ")
      node.graph.warn(
        "the markup names the effect \(names), which this Text's renderer does not draw: drawn "
          + "as laid out (give it .textRenderer(EffectRenderer(elapsedTime:effect:spans:)))",
        at: node)
    }
    let drawText = { (context: inout GraphicsContext) in
      if let change {
        // A content transition playing: the old and new glyphs as it places them.
        drawChange(change, new: layout, size: frame.size, node: node, in: &context)
      } else {
        context.translateBy(x: 0, y: baselineShift(layout, node: node))
        renderer.draw(layout: layout, in: &context)
        InlineSymbols.draw(layout, node: node, in: &context)
      }
    }
    context.translateBy(x: frame.minX, y: frame.minY)
    if RedactedText.isActive(in: node.environment) {
      context.translateBy(x: 0, y: baselineShift(layout, node: node))
      let local = CGRect(origin: .zero, size: frame.size)
      let shading =
        gradient?.resolvedShading(in: local, environment: node.environment, node: node)
        ?? text.spans.first?.attributes.foregroundColor.map { .color($0) }
        ?? ForegroundStyle().shading(in: local, environment: node.environment)
      return RedactedText.draw(
        layout, shading: shading, environment: node.environment, in: &context)
    }
    guard let gradient else { return drawText(&context) }
    // A gradient foreground: the glyphs mask the gradient.
    let local = CGRect(origin: .zero, size: frame.size)
    let shading = gradient.resolvedShading(in: local, environment: node.environment, node: node)
    context.drawLayer { layer in
      drawText(&layer)
      layer.blendMode = .sourceIn
      let box = local.insetBy(dx: -frame.height, dy: -frame.height)
      layer.fill(Path(box), with: shading)
    }
  }
}

/// Layouts of one text by width, line limit and font scale, and the scale chosen for each
/// proposal.
final class TextLayoutCache {
  struct Key: Hashable {
    let width: CGFloat?
    let lineLimit: Int?
    let scale: CGFloat
    let extraLines: Int
    let tracking: Double
  }
  var layouts: [Key: Text.Layout] = [:]
  /// The font scale ``TextBehavior/fittingScale(_:node:)`` chose, by proposed width and height.
  var scales: [ProposalKey: CGFloat] = [:]

  struct ProposalKey: Hashable {
    let width: CGFloat?
    let height: CGFloat?
  }
}

import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// A block of markup in a scene: its styles, where it sits, when it starts and its effect.
///
/// ```json
/// {"markup": "Hello ^[moonlight](emphasis: true)", "font": "Inter", "size": 64,
///  "weight": "bold", "color": "#ffffff", "alignment": "center", "width": 800,
///  "lineSpacing": 4, "placement": {"alignment": "top", "offset": {"x": 0, "y": 40}},
///  "start": 0.5, "effect": {"name": "appear", "animates": "all"}}
/// ```
public struct SceneText: Sendable {
  /// The markup (see docs/effects.md for `effect:`, `stagger:` and `timing:` on spans).
  public var markup: String
  /// The parsed text, styled.
  public var text: Text
  /// The wrapping width in points; nil: one line per paragraph.
  public var width: Double?
  /// How lines align within the width. Default: leading.
  public var alignment: TextAlignment
  /// Extra space between lines, in points. Default: 0.
  public var lineSpacing: Double
  /// The most lines (the key `lineLimit`); nil: any number.
  public var lineLimit: Int?
  /// How far text too big for its ``width`` × ``lineLimit`` may shrink (the key
  /// `minimumScaleFactor`), as SwiftUI's `minimumScaleFactor(_:)`: it is laid out at the
  /// largest fraction of its size, down to this, at which it fits. Default: 1 (never).
  public var minimumScaleFactor: Double
  /// Where the block sits on the canvas.
  public var placement: ScenePlacement
  /// When its effect starts, in seconds on the scene's timeline. Default: 0.
  public var start: Double
  /// Its effect. Default: appear on the marked spans.
  public var effect: SceneEffect
  /// The effects its markup names, each with its defaults.
  public var namedEffects: [any TextEffect]
  /// The text laid out at its width, for its schedule and settling time.
  public var layout: Text.Layout
  /// When it starts to leave (the key `end`), in seconds on the scene's timeline; nil: it
  /// stays.
  public var exitStart: Double?
  /// How it leaves at ``exitStart`` (the key `exit`). Default: a fade of 0.3 s.
  public var exit: TextExit
  /// An outline outside its glyphs (the key `outline`): width in points and colour; nil: none.
  public var outline: (width: Double, color: Color)?

  static let keys = [
    "markup", "font", "size", "weight", "italic", "color", "alignment", "width", "lineSpacing",
    "placement", "start", "effect", "end", "exit", "outline", "lineLimit", "minimumScaleFactor",
  ]

  /// The font sizes a block or a view's font may have, in points, before the `font-size`
  /// limit: 1 to ``Limits/maximumFontSize``.
  public static let sizes: ClosedRange<Double> = 1...Double(Limits.maximumFontSize)

  /// The font size at `node`: a number in ``sizes`` and within `limits.fontSize`.
  static func fontSize(_ node: SceneNode, limits: Limits) throws(SceneError) -> Double {
    let size = try node.number(in: sizes, unit: "pt")
    do {
      try limits.check(.fontSize, Int(size.rounded(.up)), "a \(SceneJSON.format(size)) pt font")
    } catch {
      throw node.error(error)
    }
    return size
  }
  /// The font weights by name (SwiftUI's `Font.Weight`).
  static let weights: [(String, Font.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  init(
    _ node: SceneNode, fonts: FontCollection, limits: Limits, warnings: inout [SceneWarning]
  ) throws(SceneError) {
    let object = try node.object(keys: Self.keys, required: ["markup"])
    // Read before any property is set: a throw after the first assignment would have to undo
    // a partly built block.
    let start = try object["start"]?.number(in: 0...3600, unit: "s") ?? 0
    let leaving = try TextExit.read(object, start: start)
    let lineLimit = try object["lineLimit"]?.integer(in: 1...1000)
    let minimumScaleFactor = try object["minimumScaleFactor"]?.number(in: 0.01...1) ?? 1
    let markupNode = object["markup"] ?? node
    markup = try markupNode.string()
    var parsed: Text
    do {
      parsed = try Text(
        markup: markup, attributes: .kinetype(limits: limits), fonts: fonts, limits: limits)
    } catch let error as LimitError {
      throw markupNode.error(error)
    } catch let error as MarkupError {
      var sceneError = markupNode.error("invalid markup: \(error)")
      sceneError.limit = error.limit
      throw sceneError
    } catch {
      throw markupNode.error("invalid markup: \(error)")
    }
    let size =
      try object["size"].map { node throws(SceneError) in
        try Self.fontSize(node, limits: limits)
      } ?? 48
    var font: Font = .system(size: size)
    if let family = object["font"] {
      let name = try family.string()
      do {
        font = .custom(try fonts.family(named: name), size: size)
      } catch {
        throw family.error(Self.unknownFont(name, error))
      }
    }
    if let weight = object["weight"] { font = font.weight(try Self.weight(weight)) }
    if try object["italic"]?.bool() == true { font = font.italic() }
    parsed = parsed.font(font).foregroundColor(try object["color"]?.color() ?? .black)
    text = parsed
    width = try object["width"]?.number(in: 1...Double(Pixmap.maximumSide), unit: "pt")
    alignment = .leading
    if let node = object["alignment"] {
      alignment =
        TextAlignment(rawValue: try node.choice(TextAlignment.allCases.map(\.rawValue))) ?? .leading
    }
    lineSpacing =
      try object["lineSpacing"]?.number(in: LayoutOptions.lineSpacingRange, unit: "pt") ?? 0
    self.lineLimit = lineLimit
    self.minimumScaleFactor = minimumScaleFactor
    placement =
      try object["placement"].map { node throws(SceneError) in try ScenePlacement(node) }
      ?? ScenePlacement()
    self.start = start
    effect =
      try object["effect"].map { node throws(SceneError) in
        try SceneEffect(node, limits: limits)
      } ?? SceneEffect()
    exitStart = leaving?.start
    exit = leaving?.exit ?? TextExit()
    outline = try object["outline"].map { node throws(SceneError) in try Self.outline(node) }
    do {
      layout = try Text.Layout(
        text, fonts: fonts, width: width,
        options: LayoutOptions(alignment: alignment, lineSpacing: lineSpacing), limits: limits)
    } catch let error as LimitError {
      throw markupNode.error(error)
    } catch {
      throw node.error("the text cannot be laid out: \(error)")
    }
    for warning in layout.warnings {
      warnings.append(SceneWarning(path: markupNode.path, message: "\(warning)"))
    }
    namedEffects = EffectRenderer.effects(namedIn: layout)
    do {
      try effect.renderer(at: 0, others: namedEffects).validate(layout)
    } catch {
      throw (object["effect"] ?? markupNode).error(error.description)
    }
  }

  /// The renderer at `time` on the scene's timeline (before ``start``, the effect's first
  /// frame).
  public func renderer(at time: Double) -> EffectRenderer {
    effect.renderer(at: max(0, time - start), others: namedEffects)
  }

  /// When the block stops changing, on the scene's timeline: its start plus the latest
  /// settling time of its effects, or when its exit is over if that is later.
  public var end: Double {
    max(
      start + renderer(at: start).settlingTime(for: layout),
      exitStart.map { $0 + exit.duration } ?? 0)
  }

  /// The renderer at `time` through the exit: a reversed exit plays the effect backwards from
  /// the time it settled.
  func exitingRenderer(at time: Double) -> EffectRenderer {
    guard let exitStart, exit.kind == .reverse, time > exitStart else { return renderer(at: time) }
    let settle = renderer(at: start).settlingTime(for: layout)
    return renderer(at: start + settle * (1 - exit.progress(after: time - exitStart)))
  }

  /// The text as a view, drawn by its effect at `time`, outlined, and leaving as its exit says.
  func view(at time: Double) -> some View {
    let styled = text.multilineTextAlignment(alignment).lineSpacing(CGFloat(lineSpacing))
    let base: AnyView
    if lineLimit == nil, minimumScaleFactor >= 1 {
      base = AnyView(styled.frame(width: width.map { CGFloat($0) }))
    } else {
      base = AnyView(
        styled.lineLimit(lineLimit).minimumScaleFactor(CGFloat(minimumScaleFactor))
          .frame(width: width.map { CGFloat($0) }))
    }
    let drawn: AnyView
    if let outline {
      drawn = AnyView(
        base.textRenderer(
          TextOutlineRenderer(exitingRenderer(at: time), width: outline.width, color: outline.color)
        ))
    } else {
      drawn = AnyView(base.textRenderer(exitingRenderer(at: time)))
    }
    guard let exitStart, time > exitStart else { return drawn }
    let progress = exit.progress(after: time - exitStart)
    let opacity = exit.opacity(at: progress)
    switch exit.kind {
    case .fade:
      return AnyView(drawn.opacity(opacity))
    case .pop:
      return AnyView(drawn.scaleEffect(CGFloat(exit.scale(at: progress))).opacity(opacity))
    case .slide:
      let offset = exit.offset(at: progress)
      return AnyView(drawn.offset(x: offset.width, y: offset.height).opacity(opacity))
    case .reverse:
      return opacity == 0 ? AnyView(drawn.opacity(0)) : drawn
    }
  }

  /// An outline: a width in points, or `{"width": 4, "color": "#000000"}` (black by default).
  static func outline(_ node: SceneNode) throws(SceneError) -> (width: Double, color: Color) {
    if node.number != nil { return (try node.number(in: 0...200, unit: "pt"), .black) }
    let members = try node.object(keys: ["width", "color"], required: ["width"])
    let width = try members["width"]?.number(in: 0...200, unit: "pt") ?? 0
    return (width, try members["color"]?.color() ?? .black)
  }

  static func weight(_ node: SceneNode) throws(SceneError) -> Font.Weight {
    if let number = node.number {
      guard (1...1000).contains(number) else {
        throw node.expected("a weight from 1 to 1000 or a name")
      }
      return Font.Weight(number)
    }
    let name = try node.choice(weights.map(\.0))
    return weights.first { $0.0 == name }?.1 ?? .regular
  }

  /// Why the family `name` cannot be used, said once: the font collection's own message
  /// (`unknown font family 'X'; near matches: …`), or the error after the name.
  static func unknownFont(_ name: String, _ error: any Error) -> String {
    (error as? FontError)?.message ?? "unknown font \"\(name)\": \(error)"
  }
}

import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph
import KinetypeViews

/// Reads view trees from a scene file: each node's type and keys, its modifiers, and the
/// scene's templates, refusing a template that uses itself (directly or through others).
struct SceneViewReader {
  let fonts: FontCollection
  /// Where relative image paths start.
  let directory: String
  /// The templates' JSON by name.
  let templates: [String: SceneNode]
  /// The limits: `views` bounds the views read, `textBytes` and `nestingDepth` each text.
  let limits: Limits
  /// The views read so far, shared by every copy of the reader.
  let count = Count()
  /// The templates being read, outermost first, to find cycles.
  var using: [String] = []

  /// A count shared by copies of a reader.
  final class Count {
    var views = 0
    /// The next timed view's number: unique in the scene.
    var timings = 0
    /// The timed views read so far (those with `start`, `end`, a transition, an animation or
    /// keyframes).
    var timed = 0
    /// Each template read so far without a timed view in it, with the views it counts: every
    /// later use is the same view, so it is counted, not read again (a few templates that
    /// each use the next ten times expand to a million views, which reading would take
    /// seconds to refuse).
    var untimedTemplates: [String: (view: SceneView, views: Int)] = [:]

    func nextTimingID() -> Int {
      timings += 1
      return timings
    }
  }

  init(
    fonts: FontCollection, directory: String, templates: [String: SceneNode], limits: Limits
  ) {
    self.fonts = fonts
    self.directory = directory
    self.templates = templates
    self.limits = limits
  }

  static let dimension: ClosedRange<Double> = 0...Double(Pixmap.maximumSide)

  /// Reads the view at `node`, counting it (through a template, the template's views)
  /// against ``Limits/views`` before anything is built.
  func read(_ node: SceneNode) throws(SceneError) -> SceneView {
    guard case .object(let members) = node.json.value else {
      throw node.expected(
        "a view: an object with \"type\" (\(SceneView.types.joined(separator: ", "))) or \"template\""
      )
    }
    if members.contains(where: { $0.key == "template" }) {
      let object = try node.object(
        keys: ["template", "modifiers"] + SceneViewTiming.keys, required: ["template"])
      let nameNode = object["template"] ?? node
      let name = try nameNode.string()
      guard let template = templates[name] else {
        let known = templates.keys.sorted()
        throw nameNode.error(
          "unknown template \"\(name)\"; "
            + (known.isEmpty
              ? "the scene has no \"templates\""
              : "expected one of \(known.joined(separator: ", "))"))
      }
      guard !using.contains(name) else {
        throw nameNode.error(
          "the template \"\(name)\" uses itself: " + (using + [name]).joined(separator: " → "))
      }
      let base: SceneView
      if let known = count.untimedTemplates[name], count.views + known.views <= limits.views {
        count.views += known.views
        base = known.view
      } else {
        // Read for real: the first use, or a use that crosses the limit, so the error names
        // the very view that crossed it.
        var inner = self
        inner.using.append(name)
        let (viewsBefore, timedBefore) = (count.views, count.timed)
        base = try inner.read(template)
        if count.timed == timedBefore {
          count.untimedTemplates[name] = (base, count.views - viewsBefore)
        }
      }
      let extra = try modifiers(object["modifiers"])
      var timing = base.timing
      if let own = try readTiming(object) {
        if base.timing != nil {
          throw node.error(
            "the template \"\(name)\" has its own start, end, transition, animation or "
              + "keyframes; give them in the template or in its use, not both")
        }
        timing = own
      }
      return SceneView(
        kind: base.kind, modifiers: base.modifiers + extra, template: name, timing: timing)
    }
    count.views += 1
    do {
      try limits.check(.views, count.views, "this view")
    } catch {
      throw node.error(error)
    }
    let partial = SceneObject(node: node, members: members)
    guard let typeNode = partial["type"] else {
      throw node.error(
        "missing the required key \"type\" (one of \(SceneView.types.joined(separator: ", "))) or \"template\""
      )
    }
    let type = try typeNode.choice(SceneView.types)
    let kind: SceneView.Kind
    let object: SceneObject
    switch type {
    case "VStack", "HStack", "ZStack":
      object = try node.object(
        keys: ["type", "alignment", "spacing", "content", "modifiers"] + SceneViewTiming.keys,
        required: ["type"])
      let children = try (object["content"]?.array() ?? []).map { child throws(SceneError) in
        try read(child)
      }
      let spacing = try object["spacing"].map { node throws(SceneError) in
        CGFloat(try node.number(in: Self.dimension, unit: "pt"))
      }
      if type == "VStack" {
        let name = try object["alignment"]?.choice(["leading", "center", "trailing"]) ?? "center"
        let alignment: HorizontalAlignment =
          name == "leading" ? .leading : name == "trailing" ? .trailing : .center
        kind = .vStack(alignment, spacing, children)
      } else if type == "HStack" {
        let names = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
        let name = try object["alignment"]?.choice(names) ?? "center"
        kind = .hStack(Self.vertical(name), spacing, children)
      } else {
        if object.has("spacing") {
          throw (object["spacing"] ?? node).error("ZStack takes no spacing")
        }
        let alignment =
          try object["alignment"].map { node throws(SceneError) in
            try ScenePlacement.alignment(node)
          } ?? .center
        kind = .zStack(alignment, children)
      }
    case "Text":
      object = try node.object(
        keys: ["type", "text", "modifiers"] + SceneViewTiming.keys, required: ["type", "text"])
      let textNode = object["text"] ?? node
      do {
        kind = .text(
          try Text(
            markup: try textNode.string(), attributes: .kinetype(limits: limits), fonts: fonts,
            limits: limits))
      } catch let error as SceneError {
        throw error
      } catch let error as LimitError {
        throw textNode.error(error)
      } catch let error as MarkupError {
        var sceneError = textNode.error("invalid markup: \(error)")
        sceneError.limit = error.limit
        throw sceneError
      } catch {
        throw textNode.error("invalid markup: \(error)")
      }
    case "Color":
      object = try node.object(
        keys: ["type", "color", "modifiers"] + SceneViewTiming.keys, required: ["type", "color"])
      kind = .color(try (object["color"] ?? node).color())
    case "Image":
      object = try node.object(
        keys: ["type", "path", "scale", "modifiers"] + SceneViewTiming.keys,
        required: ["type", "path"])
      let pathNode = object["path"] ?? node
      let scale = try object["scale"]?.number(in: 0.01...100) ?? 1
      kind = .image(try Self.image(pathNode, directory: directory), scale: CGFloat(scale))
    case "Layer":
      object = try node.object(
        keys: ["type", "layer", "modifiers"] + SceneViewTiming.keys, required: ["type", "layer"])
      var reader = SceneLayerReader(fonts: fonts)
      kind = .layer(try reader.read(object["layer"] ?? node))
    case "Spacer":
      object = try node.object(
        keys: ["type", "minLength", "modifiers"] + SceneViewTiming.keys, required: ["type"])
      kind = .spacer(
        try object["minLength"].map { node throws(SceneError) in
          CGFloat(try node.number(in: Self.dimension, unit: "pt"))
        })
    default:
      var keys = ["type", "fill", "stroke", "lineWidth", "modifiers"] + SceneViewTiming.keys
      if type == "RoundedRectangle" { keys.append("cornerRadius") }
      object = try node.object(
        keys: keys, required: type == "RoundedRectangle" ? ["type", "cornerRadius"] : ["type"])
      let shape: SceneShape
      switch type {
      case "Rectangle": shape = .rectangle
      case "RoundedRectangle":
        shape = .roundedRectangle(
          CGFloat(try (object["cornerRadius"] ?? node).number(in: Self.dimension, unit: "pt")))
      case "Capsule": shape = .capsule
      case "Circle": shape = .circle
      default: shape = .ellipse
      }
      let lineWidth = try object["lineWidth"]?.number(in: 0...1000, unit: "pt") ?? 1
      kind = .shape(
        shape, fill: try object["fill"]?.color(), stroke: try object["stroke"]?.color(),
        lineWidth: CGFloat(lineWidth))
    }
    return SceneView(
      kind: kind, modifiers: try modifiers(object["modifiers"]),
      timing: try readTiming(object))
  }

  /// The node's timing, if it has any, numbered and counted.
  private func readTiming(_ object: SceneObject) throws(SceneError) -> SceneViewTiming? {
    guard let timing = try SceneViewTiming.read(object, id: count.nextTimingID()) else {
      return nil
    }
    count.timed += 1
    return timing
  }

  static func vertical(_ name: String) -> VerticalAlignment {
    switch name {
    case "top": return .top
    case "bottom": return .bottom
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default: return .center
    }
  }

  /// Reads the PNG at `node`'s path (relative to the scene's folder).
  static func image(_ node: SceneNode, directory: String) throws(SceneError) -> Pixmap {
    let path = try node.string()
    let full = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    do {
      return try Pixmap(contentsOfPNGFile: full)
    } catch {
      throw node.error("cannot read the PNG image \"\(path)\": \(error)")
    }
  }

  func modifiers(_ node: SceneNode?) throws(SceneError) -> [SceneViewModifier] {
    guard let node else { return [] }
    var result: [SceneViewModifier] = []
    for item in try node.array() {
      guard case .object(let members) = item.json.value, members.count == 1,
        let member = members.first
      else {
        throw item.expected(
          "a modifier: an object with one key, one of \(SceneViewModifier.names.joined(separator: ", "))"
        )
      }
      let object = try item.object(keys: SceneViewModifier.names)
      guard let value = object[member.key] else {
        throw item.error("the modifier \"\(member.key)\" needs a value")
      }
      result.append(try modifier(member.key, value))
    }
    return result
  }

  func modifier(_ name: String, _ node: SceneNode) throws(SceneError) -> SceneViewModifier {
    switch name {
    case "padding":
      if node.number != nil {
        return .padding(.all, CGFloat(try node.number(in: Self.dimension, unit: "pt")))
      }
      let object = try node.object(keys: ["edges", "length"])
      let edges: Edge.Set
      switch try object["edges"]?.choice([
        "all", "horizontal", "vertical", "top", "leading", "bottom", "trailing",
      ]) ?? "all" {
      case "horizontal": edges = .horizontal
      case "vertical": edges = .vertical
      case "top": edges = .top
      case "leading": edges = .leading
      case "bottom": edges = .bottom
      case "trailing": edges = .trailing
      default: edges = .all
      }
      let length = try object["length"].map { node throws(SceneError) in
        CGFloat(try node.number(in: Self.dimension, unit: "pt"))
      }
      return .padding(edges, length)
    case "frame":
      let object = try node.object(keys: [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment",
      ])
      let alignment =
        try object["alignment"].map { node throws(SceneError) in try ScenePlacement.alignment(node)
        } ?? .center
      func side(_ key: String) throws(SceneError) -> CGFloat? {
        guard let value = object[key] else { return nil }
        if case .string("infinity") = value.json.value, key.hasPrefix("max") { return .infinity }
        return CGFloat(try value.number(in: Self.dimension, unit: "pt"))
      }
      if ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains(where: object.has) {
        if object.has("width") || object.has("height") {
          throw node.error("give either width and height or min/max limits in one frame, not both")
        }
        return .flexibleFrame(
          minWidth: try side("minWidth"), maxWidth: try side("maxWidth"),
          minHeight: try side("minHeight"), maxHeight: try side("maxHeight"), alignment: alignment)
      }
      return .frame(width: try side("width"), height: try side("height"), alignment: alignment)
    case "offset": return .offset(try ScenePlacement.size(node, keys: ("x", "y")))
    case "overlay", "background":
      if name == "background", case .string = node.json.value {
        return .backgroundStyle(try node.color(), nil)
      }
      let object = try node.object(keys: ["alignment", "content", "color", "shape"])
      let alignment =
        try object["alignment"].map { node throws(SceneError) in try ScenePlacement.alignment(node)
        } ?? .center
      if name == "background", let color = object["color"] {
        if object.has("content") {
          throw node.error("give either content or color (with shape), not both")
        }
        var shape: SceneShape?
        if let shapeNode = object["shape"] {
          switch try shapeNode.choice(["Rectangle", "Capsule", "Circle", "Ellipse"]) {
          case "Capsule": shape = .capsule
          case "Circle": shape = .circle
          case "Ellipse": shape = .ellipse
          default: shape = .rectangle
          }
        }
        return .backgroundStyle(try color.color(), shape)
      }
      guard let content = object["content"] else {
        throw node.error("missing the required key \"content\"")
      }
      let view = try read(content)
      return name == "overlay" ? .overlay(alignment, view) : .background(alignment, view)
    case "alignmentGuide":
      let object = try node.object(keys: ["guide", "value"], required: ["guide", "value"])
      let guideNode = object["guide"] ?? node
      let guide = try guideNode.choice(
        GuideExpression.horizontalNames + [
          "top", "bottom", "firstTextBaseline", "lastTextBaseline", "verticalCenter",
        ])
      let valueNode = object["value"] ?? node
      let expression: GuideExpression
      if let number = valueNode.number {
        expression = try Self.expression(SceneJSON.format(number), valueNode)
      } else {
        expression = try Self.expression(try valueNode.string(), valueNode)
      }
      if GuideExpression.horizontalNames.contains(guide) {
        let alignment: HorizontalAlignment =
          guide == "leading" ? .leading : guide == "trailing" ? .trailing : .center
        return .horizontalGuide(alignment, expression)
      }
      return .verticalGuide(guide == "verticalCenter" ? .center : Self.vertical(guide), expression)
    case "foregroundStyle": return .foregroundStyle(try node.color())
    case "font": return .font(try font(node))
    case "fontWeight": return .fontWeight(try SceneText.weight(node))
    case "opacity": return .opacity(try node.number(in: 0...1))
    case "cornerRadius":
      return .cornerRadius(CGFloat(try node.number(in: Self.dimension, unit: "pt")))
    case "dynamicTypeSize":
      let names = DynamicTypeSize.allCases.map { "\($0)" }
      let name = try node.choice(names)
      return .dynamicTypeSize(DynamicTypeSize.allCases.first { "\($0)" == name } ?? .large)
    case "rotationEffect": return .rotationEffect(try node.number(in: -36000...36000, unit: "°"))
    case "scaleEffect": return .scaleEffect(CGFloat(try node.number(in: 0...100)))
    case "blur": return .blur(CGFloat(try node.number(in: 0...1000, unit: "pt")))
    default:
      let object = try node.object(keys: ["color", "radius", "x", "y"], required: ["radius"])
      return .shadow(
        try object["color"]?.color() ?? Color(white: 0, opacity: 0.33),
        radius: CGFloat(try (object["radius"] ?? node).number(in: 0...1000, unit: "pt")),
        x: CGFloat(try object["x"]?.number(in: -1000...1000, unit: "pt") ?? 0),
        y: CGFloat(try object["y"]?.number(in: -1000...1000, unit: "pt") ?? 0))
    }
  }

  static func expression(_ text: String, _ node: SceneNode) throws(SceneError) -> GuideExpression {
    do {
      return try GuideExpression(text)
    } catch {
      throw node.error("invalid guide value \"\(text)\": \(error.message)")
    }
  }

  /// A font: a text style name (`"caption"`) or `{"style"|"family", "size", "weight"}`.
  func font(_ node: SceneNode) throws(SceneError) -> Font {
    let styles = Font.TextStyle.allCases.map(\.rawValue)
    if case .string = node.json.value {
      return .system(Font.TextStyle(rawValue: try node.choice(styles)) ?? .body)
    }
    let object = try node.object(keys: ["style", "family", "size", "weight"])
    var font: Font
    if let style = object["style"] {
      if object.has("size") { throw node.error("give a style or a size, not both") }
      if let familyNode = object["family"] {
        throw familyNode.error("a family goes with a size, not a style")
      }
      font = .system(Font.TextStyle(rawValue: try style.choice(styles)) ?? .body)
    } else {
      let size =
        try object["size"].map { node throws(SceneError) in
          try SceneText.fontSize(node, limits: limits)
        } ?? 17
      font = .system(size: size)
      if let familyNode = object["family"] { font = .custom(try family(familyNode), size: size) }
    }
    if let weight = object["weight"] { font = font.weight(try SceneText.weight(weight)) }
    return font
  }

  func family(_ node: SceneNode) throws(SceneError) -> String {
    let name = try node.string()
    do {
      return try fonts.family(named: name)
    } catch {
      throw node.error(SceneText.unknownFont(name, error))
    }
  }
}

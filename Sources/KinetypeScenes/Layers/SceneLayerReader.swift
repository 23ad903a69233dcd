import Foundation
import KinetypeCore
import KinetypeCoreAnimation
import KinetypeText

/// Reads a scene file's layer trees (`{"type": "Layer", "layer": {…}}`), each error at its
/// JSON path: the layer's own keys, then any other key as one of its animatable key paths
/// (`opacity`, `strokeEnd`, `transform.rotation.z`), its value of the kind the key path holds.
struct SceneLayerReader {
  let fonts: FontCollection

  static let ownKeys = [
    "type", "frame", "path", "string", "font", "alignmentMode", "isWrapped", "colors",
    "locations", "gradientType", "instanceCount", "instanceDelay", "masksToBounds",
    "animations", "sublayers",
  ]

  /// Animatable key paths offered when a key is misspelt (any key path of the layer works).
  static let commonKeyPaths = [
    "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "position",
    "bounds", "anchorPoint", "zPosition", "shadowOpacity", "shadowRadius", "shadowOffset",
    "shadowColor", "transform.scale", "transform.rotation.z", "transform.translation.x",
    "transform.translation.y", "fillColor", "strokeColor", "lineWidth", "strokeStart",
    "strokeEnd", "fontSize", "foregroundColor", "startPoint", "endPoint", "instanceTransform",
  ]

  mutating func read(_ node: SceneNode) throws(SceneError) -> SceneLayer {
    guard case .object(let members) = node.json.value else { throw node.expected("an object") }
    let object = SceneObject(node: node, members: members)
    let kind =
      try object["type"].map { node throws(SceneError) in
        SceneLayer.Kind(rawValue: try node.choice(SceneLayer.Kind.allCases.map(\.rawValue)))
          ?? .layer
      } ?? .layer
    guard let frameNode = object["frame"] else {
      throw node.error("missing the required key \"frame\" ({\"x\", \"y\", \"width\", \"height\"})")
    }
    var layer = SceneLayer(kind: kind, frame: try Self.rect(frameNode))
    let prototype = layer.make()
    for member in members where !Self.ownKeys.contains(member.key) {
      let valueNode = SceneNode(
        json: member.value, path: SceneNode.join(node.path, member.key), file: node.file)
      guard let current = prototype.value(forKeyPath: member.key) else {
        let names = Self.ownKeys + Self.commonKeyPaths
        var message =
          "unknown key \"\(member.key)\": not a key of a \(kind.rawValue) layer nor one of its "
          + "animatable key paths"
        if let near = SceneNode.nearest(to: member.key, among: names) {
          message += " (did you mean \"\(near)\"?)"
        }
        throw valueNode.error(message)
      }
      layer.values.append((member.key, try Self.value(valueNode, like: current)))
    }
    try readOwnKeys(object, kind: kind, into: &layer)
    layer.masksToBounds = try object["masksToBounds"]?.bool() ?? false
    layer.animations = try (object["animations"]?.array() ?? []).map {
      node throws(SceneError) in try Self.animation(node, on: prototype)
    }
    for child in try object["sublayers"]?.array() ?? [] {
      layer.sublayers.append(try read(child))
    }
    return layer
  }

  /// The keys only one class has.
  func readOwnKeys(_ object: SceneObject, kind: SceneLayer.Kind, into layer: inout SceneLayer)
    throws(SceneError)
  {
    let owned: [SceneLayer.Kind: [String]] = [
      .shape: ["path"], .text: ["string", "font", "alignmentMode", "isWrapped"],
      .gradient: ["colors", "locations", "gradientType"],
      .replicator: ["instanceCount", "instanceDelay"],
    ]
    for (owner, keys) in owned where owner != kind {
      for key in keys {
        if let node = object[key] { throw node.error("a \(kind.rawValue) layer has no \"\(key)\"") }
      }
    }
    switch kind {
    case .shape:
      layer.path = try object["path"].map { node throws(SceneError) in try path(node) }
    case .text:
      let alignments = ["natural", "left", "right", "center", "justified"]
      layer.text = (
        try object["string"]?.string() ?? "",
        try object["font"]?.string(),
        CATextLayerAlignmentMode(
          rawValue: try object["alignmentMode"]?.choice(alignments) ?? "natural"),
        try object["isWrapped"]?.bool() ?? false
      )
    case .gradient:
      let colors = try (object["colors"]?.array() ?? []).map { node throws(SceneError) in
        Self.cgColor(try node.color())
      }
      let locations = try object["locations"]?.array().map { node throws(SceneError) in
        try node.number(in: 0...1)
      }
      if let locations, locations.count != colors.count, let node = object["locations"] {
        throw node.error("\(locations.count) locations for \(colors.count) colors")
      }
      let type = try object["gradientType"]?.choice(["axial", "radial", "conic"]) ?? "axial"
      layer.gradient = (colors, locations, CAGradientLayerType(rawValue: type))
    case .replicator:
      layer.replicator = (
        try object["instanceCount"]?.integer(in: 0...1000) ?? 1,
        try object["instanceDelay"]?.number(in: 0...3600, unit: "s") ?? 0
      )
    case .layer: break
    }
  }

  /// `{"ellipse": rect}`, `{"rect": rect, "cornerRadius": r}`, `{"lines": [[x, y], …],
  /// "closed": true}` or `{"text": "…", "size": 40, "family": "…"}` (the glyph outlines, in
  /// reading order, with the top of the first line at y 0).
  func path(_ node: SceneNode) throws(SceneError) -> CGPath {
    let object = try node.object(
      keys: ["ellipse", "rect", "cornerRadius", "lines", "closed", "text", "size", "family"])
    if let rect = object["ellipse"] {
      return CGPath(ellipseIn: try Self.rect(rect), transform: nil)
    }
    if let rect = object["rect"] {
      let radius = try object["cornerRadius"]?.number(in: 0...100_000, unit: "pt") ?? 0
      return CGPath(
        roundedRect: try Self.rect(rect), cornerWidth: radius, cornerHeight: radius,
        transform: nil)
    }
    if let lines = object["lines"] {
      let path = CGMutablePath()
      path.addLines(
        between: try lines.array().map { node throws(SceneError) in try Self.point(node) })
      if try object["closed"]?.bool() ?? false { path.closeSubpath() }
      return path
    }
    if let textNode = object["text"] {
      let size = try object["size"]?.number(in: 1...2000, unit: "pt") ?? 36
      var font = Font.system(size: size)
      if let family = try object["family"]?.string() { font = .custom(family, size: size) }
      do {
        let layout = try Text.Layout(Text(verbatim: try textNode.string()).font(font), fonts: fonts)
        return layout.path.cgPath
      } catch let error as SceneError {
        throw error
      } catch {
        throw textNode.error("cannot lay out the text: \(error)")
      }
    }
    throw node.error("a path needs \"ellipse\", \"rect\", \"lines\" or \"text\"")
  }
}

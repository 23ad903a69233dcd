import Foundation

/// What a scene draws under everything: a color (default white), a linear or radial
/// gradient, a PNG image stretched to the canvas, or nothing (`"transparent"`).
///
/// ```json
/// "background": "#101820"
/// "background": "transparent"
/// "background": {"linearGradient": {"colors": ["#1e3c72", "#2a5298"], "startPoint": "top", "endPoint": "bottom"}}
/// "background": {"radialGradient": {"colors": ["#ffffff", "#88aaff"], "center": "center", "startRadius": 0, "endRadius": 400}}
/// "background": {"image": "backdrop.png"}
/// ```
public enum SceneBackground: Sendable {
  /// One color (``Color/clear`` for transparent).
  case color(Color)
  /// SwiftUI's `LinearGradient`.
  case linearGradient([Color], startPoint: UnitPoint, endPoint: UnitPoint)
  /// SwiftUI's `RadialGradient`.
  case radialGradient([Color], center: UnitPoint, startRadius: Double, endRadius: Double)
  /// A PNG image stretched to the canvas.
  case image(Pixmap)

  /// Whether every pixel it draws is opaque: a transparent background needs a format with
  /// alpha.
  public var isOpaque: Bool {
    switch self {
    case .color(let color): return color.opacity >= 1
    case .linearGradient(let colors, _, _), .radialGradient(let colors, _, _, _):
      return colors.allSatisfy { $0.opacity >= 1 }
    case .image(let pixmap): return pixmap.isOpaque
    }
  }

  /// SwiftUI's unit points by name.
  static let unitPoints: [(String, UnitPoint)] = [
    ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading),
    ("trailing", .trailing), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]

  init(_ node: SceneNode, directory: String) throws(SceneError) {
    if case .string = node.json.value {
      self = .color(try node.color())
      return
    }
    let object = try node.object(keys: ["linearGradient", "radialGradient", "image"])
    guard object.members.count == 1 else {
      throw node.expected(
        "a color, \"transparent\" or an object with one of linearGradient, radialGradient, image")
    }
    if let image = object["image"] {
      self = .image(try SceneViewReader.image(image, directory: directory))
    } else if let linear = object["linearGradient"] {
      let gradient = try linear.object(
        keys: ["colors", "startPoint", "endPoint"], required: ["colors"])
      self = .linearGradient(
        try Self.colors(gradient["colors"] ?? linear),
        startPoint: try gradient["startPoint"].map { node throws(SceneError) in
          try Self.unitPoint(node)
        } ?? .top,
        endPoint: try gradient["endPoint"].map { node throws(SceneError) in try Self.unitPoint(node)
        } ?? .bottom)
    } else {
      let radial = object["radialGradient"] ?? node
      let gradient = try radial.object(
        keys: ["colors", "center", "startRadius", "endRadius"], required: ["colors", "endRadius"])
      let limit = 0...Double(Pixmap.maximumSide) * 2
      let start = try gradient["startRadius"]?.number(in: limit, unit: "pt") ?? 0
      let end = try (gradient["endRadius"] ?? radial).number(in: limit, unit: "pt")
      self = .radialGradient(
        try Self.colors(gradient["colors"] ?? radial),
        center: try gradient["center"].map { node throws(SceneError) in try Self.unitPoint(node) }
          ?? .center,
        startRadius: start, endRadius: end)
    }
  }

  static func colors(_ node: SceneNode) throws(SceneError) -> [Color] {
    let items = try node.array()
    guard items.count >= 2 else { throw node.expected("an array of at least two colors") }
    return try items.map { item throws(SceneError) in try item.color() }
  }

  /// A unit point: a name (`"topLeading"`) or `{"x": 0.5, "y": 0}`.
  static func unitPoint(_ node: SceneNode) throws(SceneError) -> UnitPoint {
    if case .object = node.json.value {
      let object = try node.object(keys: ["x", "y"], required: ["x", "y"])
      return UnitPoint(
        x: try (object["x"] ?? node).number(in: -10...10),
        y: try (object["y"] ?? node).number(in: -10...10))
    }
    let name = try node.choice(unitPoints.map(\.0))
    return unitPoints.first { $0.0 == name }?.1 ?? .center
  }

  /// The background as a view filling the canvas; nil for a plain color (the frame is
  /// cleared to it).
  func view() -> AnyView? {
    switch self {
    case .color: return nil
    case .linearGradient(let colors, let start, let end):
      return AnyView(LinearGradient(colors: colors, startPoint: start, endPoint: end))
    case .radialGradient(let colors, let center, let start, let end):
      return AnyView(
        RadialGradient(
          colors: colors, center: center, startRadius: CGFloat(start), endRadius: CGFloat(end)))
    case .image(let pixmap): return AnyView(Image(pixmap: pixmap).resizable())
    }
  }

  /// The background drawn once for frames of `size` points at `scale`, as the frames' view
  /// draws it under its content (proposed the canvas, at its origin, over ``clearColor``), with
  /// the warnings drawing it raised; nil for a plain color, which the frame is cleared to.
  ///
  /// - Throws: ``ViewRenderError`` or ``RasterError`` when it cannot be drawn.
  func underlay(size: CGSize, scale: CGFloat, limits: Limits) throws -> (
    pixmap: Pixmap, warnings: [Warning]
  )? {
    guard let view = view() else { return nil }
    return try ViewRendering.renderCentered(
      view.frame(width: size.width, height: size.height), canvas: size, scale: scale,
      background: clearColor, limits: limits)
  }

  /// The color the frame is cleared to.
  var clearColor: Color {
    if case .color(let color) = self { return color }
    return .clear
  }
}

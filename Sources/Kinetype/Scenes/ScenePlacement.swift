import Foundation

/// Where a text block or a view tree sits on the canvas: aligned within it (SwiftUI's
/// `Alignment`, default `center`), then moved by an offset in points (default none).
///
/// ```json
/// "placement": {"alignment": "bottomLeading", "offset": {"x": 40, "y": -40}}
/// ```
public struct ScenePlacement: Sendable, Equatable {
  /// Which point of the canvas the content's same point sits on.
  public var alignment: Alignment
  /// The alignment's name in the scene file.
  public var alignmentName: String
  /// Moves the content right (x) and down (y), in points.
  public var offset: CGSize

  /// Centred, not moved.
  public init() {
    alignment = .center
    alignmentName = "center"
    offset = .zero
  }

  /// SwiftUI's nine alignments by name.
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
    ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
    ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
  ]

  init(_ node: SceneNode) throws(SceneError) {
    self.init()
    let object = try node.object(keys: ["alignment", "offset"])
    if let alignment = object["alignment"] {
      alignmentName = try alignment.choice(Self.alignments.map(\.0))
      self.alignment = Self.alignments.first { $0.0 == alignmentName }?.1 ?? .center
    }
    if let offset = object["offset"] { self.offset = try Self.size(offset, keys: ("x", "y")) }
  }

  /// An alignment by name.
  static func alignment(_ node: SceneNode) throws(SceneError) -> Alignment {
    let name = try node.choice(alignments.map(\.0))
    return alignments.first { $0.0 == name }?.1 ?? .center
  }

  /// `{"x": …, "y": …}` (or other keys), each a number; a missing one is 0.
  static func size(_ node: SceneNode, keys: (String, String)) throws(SceneError) -> CGSize {
    let object = try node.object(keys: [keys.0, keys.1])
    let limit = Double(Pixmap.maximumSide) * 4
    let x = try object[keys.0]?.number(in: -limit...limit, unit: "pt") ?? 0
    let y = try object[keys.1]?.number(in: -limit...limit, unit: "pt") ?? 0
    return CGSize(width: x, height: y)
  }

  /// `content` placed: filling the space offered, aligned, then offset.
  func place<V: View>(_ content: V) -> some View {
    content
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      .offset(offset)
  }
}

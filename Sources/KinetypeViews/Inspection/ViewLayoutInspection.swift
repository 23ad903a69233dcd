public import Foundation
import KinetypeRendering
import KinetypeViewGraph

/// A laid-out view tree as data: every view's type, the composite views that made it, its
/// identity, its frame and its explicit alignment guides; printable as text (`dump()`) and
/// JSON (`json()`) for tests and text goldens. Made by `ImageRenderer.layoutInspection()`.
///
/// Frames are in points in the root's coordinates, rounded to the pixel grid as drawn.
/// Guides are in the view's own coordinates. The elements are flat, depth first (parents
/// before children), so even a tree 10,000 deep dumps without recursion.
///
/// ```
/// overlay [Avatar] (0, 0, 44, 44)
///   Circle (0, 0, 44, 44)
///   alignmentGuide top (36, -6, 20, 18)  guides: top 6, trailing 13.333
/// ```
public struct ViewLayoutInspection: Sendable, CustomStringConvertible {
  /// One view.
  public struct Element: Sendable, Equatable {
    /// The element's index in ``ViewLayoutInspection/elements``.
    public var index: Int
    /// The parent's index, nil for the root.
    public var parent: Int?
    /// The number of ancestors.
    public var depth: Int
    /// The view or modifier: `Text`, `HStack`, `padding`, `frame`, `Circle`, a custom
    /// `Layout`'s type.
    public var type: String
    /// Its parameters: `"Hello"`, `16`, `width: 40`.
    public var details: String
    /// The composite views (and user modifiers) whose bodies produced it, outermost first.
    public var views: [String]
    /// Its structural identity (see ``ViewIdentity``).
    public var path: String
    /// Its frame in root points, rounded to the pixel grid.
    public var frame: CGRect
    /// Its explicit guides by name (`firstTextBaseline`, `trailing`, a custom ID's type
    /// name), in its own coordinates.
    public var guides: [String: CGFloat]
  }

  /// The views, depth first.
  public let elements: [Element]
  /// The root's size in points.
  public let size: CGSize
  /// Pixels per point the frames were rounded for.
  public let scale: CGFloat

  init(_ laidOut: LaidOutView, scale: CGFloat) {
    self.size = laidOut.size
    self.scale = scale
    let pass = DrawPass(scale: scale, showsFrameOutlines: false)
    var customKeys: [AlignmentKey] = []
    var stack: [(ViewNode, Int?, Int)] = [(laidOut.root, nil, 0)]
    var elements: [Element] = []
    var visited: [ViewNode] = []
    while let (node, parent, depth) = stack.popLast() {
      if let guide = node.behavior as? AlignmentGuideBehavior, !customKeys.contains(guide.key) {
        customKeys.append(guide.key)
      }
      let index = elements.count
      elements.append(
        Element(
          index: index, parent: parent, depth: depth, type: node.behavior.kind,
          details: node.behavior.details, views: node.labels, path: node.identity.description,
          frame: node.isPlaced ? pass.pixelFrame(of: node) : .zero, guides: [:]))
      visited.append(node)
      for child in node.children.reversed() { stack.append((child, index, depth + 1)) }
    }
    let keys = Self.builtInKeys + customKeys.filter { !Self.builtInKeys.contains($0) }
    for (index, node) in visited.enumerated() where node.isPlaced {
      for key in keys {
        if let value = node.explicitAlignment(
          key, size: node.frame.size, proposal: node.placedProposal)
        {
          let name =
            key.axis == .horizontal && key.description == "center"
            ? "centerX"
            : key.axis == .vertical && key.description == "center"
              ? "centerY"
              : key.description
          elements[index].guides[name] = value
        }
      }
    }
    self.elements = elements
  }

  static let builtInKeys: [AlignmentKey] = [
    HorizontalAlignment.leading.key, HorizontalAlignment.center.key,
    HorizontalAlignment.trailing.key, VerticalAlignment.top.key, VerticalAlignment.center.key,
    VerticalAlignment.bottom.key, VerticalAlignment.firstTextBaseline.key,
    VerticalAlignment.lastTextBaseline.key,
  ]

  /// The root element.
  public var root: Element? { elements.first }

  /// The children of `element`, in order.
  public func children(of element: Element) -> [Element] {
    elements.filter { $0.parent == element.index }
  }

  /// The first element (depth first) made by the composite view `name` (the outermost view
  /// of its body), or of type `name`.
  public func element(named name: String) -> Element? {
    elements.first { $0.views.contains(name) } ?? elements.first { $0.type == name }
  }

  /// Every element made by the composite view `name` or of type `name`, outermost first.
  public func elements(named name: String) -> [Element] {
    elements.filter { $0.views.contains(name) || $0.type == name }
  }

  /// One line per view, indented by depth:
  /// `type details [views] (x, y, width, height)  guides: name value, …`. Past depth 40 the
  /// indentation stops growing and the line starts with its depth, as `‹41› `.
  public func dump() -> String {
    var lines: [String] = []
    for element in elements {
      var line = String(repeating: "  ", count: min(element.depth, Self.maximumIndent))
      if element.depth > Self.maximumIndent { line += "‹\(element.depth)› " }
      line += element.type
      if !element.details.isEmpty { line += " " + element.details }
      if !element.views.isEmpty { line += " [" + element.views.joined(separator: ", ") + "]" }
      line += " " + ViewFormat.rect(element.frame)
      if !element.guides.isEmpty {
        line +=
          "  guides: "
          + element.guides.sorted { $0.key < $1.key }
          .map { "\($0.key) \(ViewFormat.number($0.value))" }.joined(separator: ", ")
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The dump.
  public var description: String { dump() }

  /// The deepest indentation of the dump, in levels.
  static let maximumIndent = 40

  /// The tree as JSON: `{"size": …, "scale": …, "views": [{"type", "details", "views", "path",
  /// "frame": {"x", "y", "width", "height"}, "guides", "children": [indices]}]}`, keys sorted,
  /// numbers with at most three decimals. Described in docs/views.md.
  public func json() -> String {
    func string(_ value: String) -> String {
      var out = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default:
          if scalar.value < 0x20 {
            out += String(format: "\\u%04x", scalar.value)
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    func number(_ value: CGFloat) -> String {
      value.isFinite ? ViewFormat.number(value) : "null"
    }
    var childLists = [[Int]](repeating: [], count: elements.count)
    for element in elements {
      if let parent = element.parent { childLists[parent].append(element.index) }
    }
    var out = "{\n  \"scale\": \(number(scale)),\n"
    out += "  \"size\": {\"height\": \(number(size.height)), \"width\": \(number(size.width))},\n"
    out += "  \"views\": ["
    for (position, element) in elements.enumerated() {
      out += position == 0 ? "\n" : ",\n"
      let guides = element.guides.sorted { $0.key < $1.key }
        .map { "\(string($0.key)): \(number($0.value))" }.joined(separator: ", ")
      let frame = element.frame
      out +=
        "    {\"children\": [\(childLists[element.index].map(String.init).joined(separator: ", "))], "
      out += "\"details\": \(string(element.details)), "
      out += "\"frame\": {\"height\": \(number(frame.height)), \"width\": \(number(frame.width)), "
      out += "\"x\": \(number(frame.minX)), \"y\": \(number(frame.minY))}, "
      out += "\"guides\": {\(guides)}, \"path\": \(string(element.path)), "
      out += "\"type\": \(string(element.type)), "
      out += "\"views\": [\(element.views.map(string).joined(separator: ", "))]}"
    }
    out += "\n  ]\n}\n"
    return out
  }
}

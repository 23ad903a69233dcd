public import Foundation
import KinetypeRendering

/// The space a view prefers next to its neighbours, per edge and per kind of neighbour, as
/// SwiftUI's `ViewSpacing`.
///
/// Kinetype models SwiftUI's iOS rules (OpenSwiftUI's `Spacing` and `Text+Spacing`, read, not
/// copied; docs/views.md lists the numbers): each edge holds values by category, and two
/// neighbours' facing edges meet on the categories both have, the largest sum winning; with
/// none in common, the larger of their plain values, and with none of those SwiftUI's default,
/// 8 points.
///
/// - Most views (shapes, colors, images, stacks of them) carry a zero "beside text" value on
///   each edge: next to a `Text`, the text's own value is the distance.
/// - A `Text` carries, on its top edge, the distance from a view above
///   (`lineHeight + spacing − ascender`) and on its bottom edge the distance to a view below
///   (the larger of `lineHeight + spacing − capHeight` and `spacing + descender`), where
///   `spacing` is a tenth of the font's line height rounded up to the pixel; and its font
///   metrics, so that text follows text by the lower font's line gap. Its sides have no values:
///   8 points horizontally.
/// - Padding on an edge resets it to the "beside text" zero; `ViewSpacing.zero` (a `Spacer`'s)
///   has plain zeros and nothing else.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
  /// One edge's values by category.
  package struct EdgeValues: Equatable, Sendable {
    /// The plain value, used when no category is shared.
    package var plain: CGFloat?
    /// The distance toward a text on this edge (`edgeBelowText` on a top edge, `edgeAboveText`
    /// on a bottom edge in SwiftUI's terms): zero for most views.
    package var towardText: CGFloat?
    /// A text's distance toward a view that is not text on this edge.
    package var textTowardView: CGFloat?
    /// A text's font metrics on this edge (text to text).
    package var textMetrics: TextMetrics?

    /// Values by category; `nil` where the edge has none.
    package init(
      plain: CGFloat? = nil, towardText: CGFloat? = nil, textTowardView: CGFloat? = nil,
      textMetrics: TextMetrics? = nil
    ) {
      self.plain = plain
      self.towardText = towardText
      self.textTowardView = textTowardView
      self.textMetrics = textMetrics
    }

    /// Takes the larger value of each category.
    package mutating func formUnion(_ other: EdgeValues) {
      func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
      }
      plain = larger(plain, other.plain)
      towardText = larger(towardText, other.towardText)
      textTowardView = larger(textTowardView, other.textTowardView)
      if let metrics = other.textMetrics, metrics.lineSpacing > (textMetrics?.lineSpacing ?? -1) {
        textMetrics = metrics
      }
    }

    /// The distance between this edge and `next`'s facing edge, or nil when they share no
    /// value.
    package func distance(to next: EdgeValues) -> CGFloat? {
      var best: CGFloat?
      func consider(_ value: CGFloat) { best = max(best ?? value, value) }
      // A text's value toward a view meets the other view's zero toward text.
      if let a = textTowardView, let b = next.towardText { consider(a + b) }
      if let a = towardText, let b = next.textTowardView { consider(a + b) }
      if let upper = textMetrics, let lower = next.textMetrics {
        consider(TextMetrics.spacing(above: upper, below: lower))
      }
      if let best { return best }
      switch (plain, next.plain) {
      case (let a?, let b?): return max(a, b)
      case (let a?, nil): return a
      case (nil, let b?): return b
      case (nil, nil): return nil
      }
    }
  }

  /// A text's font metrics, for the spacing between two texts.
  package struct TextMetrics: Equatable, Sendable {
    package var ascent: CGFloat
    package var descent: CGFloat
    package var leading: CGFloat
    package var pixelLength: CGFloat

    /// A font's metrics at a display scale.
    package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, pixelLength: CGFloat) {
      self.ascent = ascent
      self.descent = descent
      self.leading = leading
      self.pixelLength = pixelLength
    }
    package var lineSpacing: CGFloat { ascent + descent + leading }

    /// Text below text: the lower text's line gap, rounded up to the pixel (SwiftUI's
    /// `TextSpacingUIKit0059v2` rule), so that the two read as lines of one paragraph.
    package static func spacing(above: TextMetrics, below: TextMetrics) -> CGFloat {
      below.leading.roundedUp(toMultipleOf: above.pixelLength)
    }
  }

  package var top: EdgeValues
  package var leading: EdgeValues
  package var bottom: EdgeValues
  package var trailing: EdgeValues

  /// The default spacing of a view that is not text: zero toward text vertically, SwiftUI's
  /// default (8 points) from anything else.
  public init() {
    let vertical = EdgeValues(towardText: 0)
    self.init(top: vertical, leading: EdgeValues(), bottom: vertical, trailing: EdgeValues())
  }

  package init(top: EdgeValues, leading: EdgeValues, bottom: EdgeValues, trailing: EdgeValues) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  package init(all value: CGFloat) {
    let edge = EdgeValues(plain: value)
    self.init(top: edge, leading: edge, bottom: edge, trailing: edge)
  }

  /// No preferred space on any edge.
  public static let zero = ViewSpacing(all: 0)

  /// SwiftUI's default spacing on iOS: 8 points (OpenSwiftUI's CoreGlue `defaultSpacing`).
  package static let defaultValue: CGFloat = 8

  /// The space between this view and `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let found =
      axis == .horizontal ? trailing.distance(to: next.leading) : bottom.distance(to: next.top)
    return found ?? Self.defaultValue
  }

  /// Takes the larger value of this and `other` on each of `edges`, category by category.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top.formUnion(other.top) }
    if edges.contains(.leading) { leading.formUnion(other.leading) }
    if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
    if edges.contains(.trailing) { trailing.formUnion(other.trailing) }
  }

  /// The larger value of this and `other` on each of `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// Resets `edges` to a plain view's (what padding on them does).
  package mutating func reset(_ edges: Edge.Set) {
    let plain = ViewSpacing()
    if edges.contains(.top) { top = plain.top }
    if edges.contains(.leading) { leading = plain.leading }
    if edges.contains(.bottom) { bottom = plain.bottom }
    if edges.contains(.trailing) { trailing = plain.trailing }
  }

  /// The four edges' values.
  public var description: String {
    func text(_ edge: EdgeValues) -> String {
      var parts: [String] = []
      if let plain = edge.plain { parts.append("\(ViewFormat.number(plain))") }
      if let value = edge.towardText { parts.append("toward text \(ViewFormat.number(value))") }
      if let value = edge.textTowardView {
        parts.append("text toward view \(ViewFormat.number(value))")
      }
      if let metrics = edge.textMetrics {
        parts.append("text gap \(ViewFormat.number(metrics.leading))")
      }
      return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
    return "ViewSpacing(top: \(text(top)), leading: \(text(leading)), bottom: \(text(bottom)), "
      + "trailing: \(text(trailing)))"
  }
}

import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// A content change playing in the frame being drawn: the old text's behavior (its layouts
/// cached as the new one's are), how it plays, and the progress.
final class ActiveTextChange {
  let old: TextBehavior
  let style: TextContentChange.Style
  let progress: Double

  init(old: TextBehavior, style: TextContentChange.Style, progress: Double) {
    self.old = old
    self.style = style
    self.progress = progress
  }
}

extension TextBehavior {
  /// The size while `change` plays: the old and new sizes interpolated by the progress.
  func changingSize(_ proposal: ProposedViewSize, change: ActiveTextChange, node: ViewNode)
    -> CGSize
  {
    let new = fitted(proposal, node: node)?.1 ?? .zero
    let old = change.old.fitted(proposal, node: node)?.1 ?? .zero
    let p = CGFloat(change.progress)
    let pixel = node.environment.pixelLength
    return CGSize(
      width: max(0, old.width + (new.width - old.width) * p).roundedUp(toMultipleOf: pixel),
      height: max(0, old.height + (new.height - old.height) * p).roundedUp(toMultipleOf: pixel))
  }

  /// Draws the old and new layouts as `change` has them at its progress, in a frame `size`
  /// points large whose origin is the context's.
  func drawChange(
    _ change: ActiveTextChange, new: Text.Layout, size: CGSize, node: ViewNode,
    in context: inout GraphicsContext
  ) {
    guard let (old, _) = change.old.fitted(node.placedProposal, node: node) else { return }
    let oldShift = change.old.baselineShift(old, node: node)
    let newShift = baselineShift(new, node: node)
    switch change.style {
    case .roll, .interpolate:
      if old.lines.count <= 1, new.lines.count <= 1 {
        let roll = TextContentRoll(
          old: Self.glyphs(of: old), oldWidth: usedWidth(old),
          new: Self.glyphs(of: new), newWidth: usedWidth(new),
          style: change.style.rollStyle,
          distance: CGFloat(new.lines.first?.typographicBounds.ascent ?? 0))
        let oldSlices = Self.slices(of: old)
        let newSlices = Self.slices(of: new)
        for placement in roll.placements(at: change.progress) {
          let (slice, shift) =
            switch placement.source {
            case .old(let index): (oldSlices[index], oldShift)
            case .new(let index): (newSlices[index], newShift)
            }
          guard placement.opacity > 0 else { continue }
          var copy = context
          copy.translateBy(x: placement.offset.width, y: placement.offset.height + shift)
          copy.opacity *= placement.opacity
          if placement.blur > 0 { copy.addFilter(.blur(radius: Double(placement.blur))) }
          copy.draw(slice)
        }
        return
      }
      fallthrough
    case .opacity:
      // The two texts cross-fade, each aligned in the frame as the text aligns its lines.
      let p = min(1, max(0, change.progress))
      for (layout, shift, opacity) in [(old, oldShift, 1 - p), (new, newShift, p)]
      where opacity > 0 {
        var copy = context
        let free = size.width - usedWidth(layout)
        let dx: CGFloat =
          switch node.environment.multilineTextAlignment {
          case .center: free / 2
          case .trailing: free
          default: 0
          }
        copy.translateBy(x: dx, y: shift)
        copy.opacity *= opacity
        for line in layout { copy.draw(line) }
      }
    }
  }

  /// The clusters of a one-line layout, in visual order.
  static func slices(of layout: Text.Layout) -> [Text.Layout.RunSlice] {
    layout.lines.flatMap { line in line.runs.flatMap { run in Array(run) } }
  }

  /// What ``TextContentRoll`` needs of each cluster: its characters, start and width.
  static func glyphs(of layout: Text.Layout) -> [TextContentRoll.Glyph] {
    let utf16 = Array(layout.string.utf16)
    return slices(of: layout).map { slice in
      let range = slice.characterRange.clamped(to: 0..<utf16.count)
      let bounds = slice.typographicBounds
      return TextContentRoll.Glyph(
        string: String(decoding: utf16[range], as: UTF16.self), minX: CGFloat(bounds.origin.x),
        width: CGFloat(bounds.width))
    }
  }
}

extension TextContentChange.Style {
  /// The roll's style (`.opacity` does not roll).
  var rollStyle: TextContentRoll.Style {
    switch self {
    case .roll(let direction): .roll(direction)
    case .interpolate, .opacity: .interpolate
    }
  }
}

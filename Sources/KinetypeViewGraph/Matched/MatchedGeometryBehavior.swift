import Foundation
import KinetypeMotion
import KinetypeRendering

/// A matched view's node: laid out as its content (its parent sees the content's own size and
/// place), then, once the whole tree is placed, its content is placed again at the frame the
/// match gives it (``MatchedGeometryRegistry/apply(at:)``).
struct MatchedGeometryBehavior: NodeBehavior {
  let key: MatchKey
  var kind: String { "matchedGeometryEffect" }
  var details: String { "\(key.id.base)" }
}

extension ResolveContext {
  /// The nodes of `content` with `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
  /// applied: each view of the content in a node whose content takes the frame of the source
  /// of `key` (`isSource: false`), or glides from the frame of the view removed with the same
  /// key when it is inserted in the same transaction.
  package func matchedGeometryNodes<C: View>(
    content: C, key: MatchKey, properties: MatchedGeometryProperties, anchor: UnitPoint,
    isSource: Bool
  ) -> [ViewNode] {
    var inner = self
    inner.labels = []
    let children = inner.resolve(content, component: .child(0))
    var record: MatchedGeometryRecord?
    if let runtime = graph.runtime {
      let slot = SlotKey(identity: identity, name: MatchedGeometryRecord.name)
      switch graph.mode {
      case .still: break
      case .update(let index):
        record = runtime.recordMatchedGeometry(
          key: key, isSource: isSource, context: self, update: index)
      case .frame(let time, _):
        record = runtime.records[MatchedGeometryRecord.self, at: slot, time: time]
      }
    }
    let behavior = MatchedGeometryBehavior(key: key)
    let nodes = children.enumerated().map { index, child in
      ViewNode(
        identity: children.count == 1 ? identity : identity.appending(.child(index)),
        labels: labels, environment: environment, behavior: behavior, children: [child],
        graph: graph)
    }
    if let first = nodes.first {
      graph.matchedGeometry.add(
        MatchedGeometryRegistry.Entry(
          identity: identity, node: first, key: key, properties: properties, anchor: anchor,
          isSource: isSource, isDisappearing: isDisappearing, base: record?.base ?? key,
          segments: record?.segments ?? []))
    }
    return nodes
  }
}

/// The matched views of one render, and where their content goes once the tree is placed.
package final class MatchedGeometryRegistry {
  /// One matched view of the render.
  struct Entry {
    let identity: ViewIdentity
    let node: ViewNode
    let key: MatchKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    let isDisappearing: Bool
    /// The key followed before the segments (`isSource: false`).
    let base: MatchKey
    let segments: [MatchedSegment]
  }

  private var entries: [Entry] = []
  private var byIdentity: [ViewIdentity: Int] = [:]
  /// The deepest chain of matches followed for one frame (a view glides from a view that was
  /// itself gliding…).
  static let maximumDepth = 16

  init() {}

  func add(_ entry: Entry) {
    // A view rebuilt later in the render (a geometry reader's content) replaces the earlier
    // node; a live view is preferred to a ghost with the same identity.
    if let index = byIdentity[entry.identity], !entries[index].isDisappearing,
      entry.isDisappearing
    {
      return
    }
    byIdentity[entry.identity] = entries.count
    entries.append(entry)
  }

  /// Places the content of every matched view at its frame at `time`: sources and gliding
  /// views first, then the views with `isSource: false`.
  package func apply(at time: Double) {
    guard !entries.isEmpty else { return }
    let ordered =
      entries.indices.filter { entries[$0].isSource }
      + entries.indices.filter { !entries[$0].isSource }
    for index in ordered where byIdentity[entries[index].identity] == index {
      let entry = entries[index]
      guard entry.node.isPlaced else { continue }
      let target = presentedFrame(entry, before: nil, at: time, depth: 0)
      if entry.isSource, target == entry.node.frame { continue }
      place(entry, at: target)
    }
  }

  /// The frame of `entry` at `time` from its segments that started before `limit` (all when
  /// nil), in root coordinates.
  private func presentedFrame(_ entry: Entry, before limit: Double?, at time: Double, depth: Int)
    -> CGRect
  {
    let own = entry.node.frame
    guard depth < Self.maximumDepth else { return own }
    var current =
      entry.isSource ? own : sourceFrame(entry.base, at: time, depth: depth + 1) ?? own
    for segment in entry.segments where segment.start <= time {
      if let limit, segment.start >= limit { break }
      let progress = segment.progress(at: time)
      switch segment.kind {
      case .insertion(let from):
        guard progress != 1, let source = placedEntry(from) else { continue }
        let start = presentedFrame(source, before: segment.start, at: time, depth: depth + 1)
        current = Self.interpolate(start, current, progress)
      case .removal(let to):
        guard let target = placedEntry(to)?.node.frame else { continue }
        current = Self.interpolate(current, target, progress)
      case .follow(let key):
        guard let target = sourceFrame(key, at: time, depth: depth + 1) else { continue }
        current = Self.interpolate(current, target, progress)
      }
    }
    return current
  }

  /// The frame at `time` of the source of `key`: the placed view with that key and
  /// `isSource: true`, a live one before a ghost.
  private func sourceFrame(_ key: MatchKey, at time: Double, depth: Int) -> CGRect? {
    let sources = entries.indices.filter {
      byIdentity[entries[$0].identity] == $0 && entries[$0].key == key && entries[$0].isSource
        && entries[$0].node.isPlaced
    }
    guard let index = sources.first(where: { !entries[$0].isDisappearing }) ?? sources.first
    else { return nil }
    return presentedFrame(entries[index], before: nil, at: time, depth: depth)
  }

  private func placedEntry(_ identity: ViewIdentity) -> Entry? {
    guard let index = byIdentity[identity], entries[index].node.isPlaced else { return nil }
    return entries[index]
  }

  /// `from` moved `progress` of the way to `to` (0: `from`, 1: `to`), origin and size.
  static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
    CGRect(
      x: from.minX + (to.minX - from.minX) * progress,
      y: from.minY + (to.minY - from.minY) * progress,
      width: from.width + (to.width - from.width) * progress,
      height: from.height + (to.height - from.height) * progress)
  }

  /// Places the content of `entry` at `target` as its properties say: `.size` proposes the
  /// target's size, `.position` puts the content's anchor point on the target's (else on the
  /// view's own).
  private func place(_ entry: Entry, at target: CGRect) {
    let node = entry.node
    guard let child = node.children.first else { return }
    let own = node.frame
    let proposal =
      entry.properties.contains(.size) ? ProposedViewSize(target.size) : node.placedProposal
    let size = child.size(for: proposal)
    let anchor = entry.anchor
    let point =
      entry.properties.contains(.position)
      ? CGPoint(x: target.minX + anchor.x * target.width, y: target.minY + anchor.y * target.height)
      : CGPoint(x: own.minX + anchor.x * own.width, y: own.minY + anchor.y * own.height)
    child.place(
      at: CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height),
      proposal: proposal)
  }
}

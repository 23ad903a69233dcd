import Foundation
import KinetypeMotion
import KinetypeRendering

/// Layout animation, as SwiftUI animates layout: when an update runs under an animating
/// transaction, every view whose frame the update changed (a sibling inserted or removed, a
/// layout switched, a size changed) glides from the frame it had just before the update to
/// its new one, origin and size, with that animation.
///
/// The pre-pass notes the animation each node was resolved under (``noteLayoutAnimation(of:context:)``)
/// and starts one progress per animation (``finishLayoutGlides(update:)``). A frame lays its
/// views out as usual, then moves each node by what is left of its change: the change is the
/// node's frame laid out with the update before, less its frame laid out with the update,
/// both at the update's time (worked out once per update). Each node's offset from its frame
/// is one animation track whose target every change moves: a glide started while another
/// plays continues from where the views are, with their velocity (a spring merges: it takes
/// over the running glide's offset and velocity; a timing curve adds to it).
extension ViewRuntime {
  /// Notes the animation of `context`'s transaction for each of `nodes` (the first noted for
  /// a node wins: the innermost view that made it).
  func noteLayoutAnimation(of nodes: [ViewNode], context: ResolveContext) {
    guard !context.isSeeding, !context.isTimeDriven else { return }
    for node in nodes {
      let key = LayoutGlideKey(identity: node.identity, kind: node.behavior.kind)
      guard layoutAnimations[key] == nil else { continue }
      layoutAnimations[key] = LayoutGlideChoice(
        animation: context.transaction.animation,
        reduceMotion: context.environment.accessibilityReduceMotion)
    }
  }

  /// At the end of update `index`: the progresses of the animations its nodes were resolved
  /// under, from 0 to 1 starting now; nothing when none animates.
  func finishLayoutGlides(update index: Int) {
    defer { layoutAnimations = [:] }
    guard index > 0 else { return }
    var tracks: [AnimationTrack<Double>] = []
    var choices: [LayoutGlideChoice] = []
    var trackOf: [LayoutGlideChoice: Int] = [:]
    var nodes: [LayoutGlideKey: Int] = [:]
    for (key, choice) in layoutAnimations {
      guard let animation = choice.animation else { continue }
      if let track = trackOf[choice] {
        nodes[key] = track
        continue
      }
      var track = AnimationTrack(initial: 0.0, at: now, reduceMotion: choice.reduceMotion)
      guard track.set(1, at: now, animation: animation) != nil else { continue }
      trackOf[choice] = tracks.count
      nodes[key] = tracks.count
      tracks.append(track)
      choices.append(choice)
    }
    guard !nodes.isEmpty else { return }
    records[LayoutGlideRecord.self, for: index] = LayoutGlideRecord(
      time: now, tracks: tracks, choices: choices, nodes: nodes)
  }

  /// Moves the nodes of `root` (placed as `placement` says, in the frame at `time` of update
  /// `index`) by what is left of the changes of the glides playing at `time`.
  func applyLayoutGlides(
    to root: ViewNode, time: Double, update index: Int, placement: RootPlacement
  ) {
    let glides = records.table(LayoutGlideRecord.self)
    let updates = glides.keys.sorted().filter { $0 <= index }
    guard
      updates.contains(where: { update in
        glides[update]?.tracks.contains { $0.isAnimating(at: time) } ?? false
      })
    else { return }
    let paths = layoutGlidePaths(through: updates, glides: glides, placement: placement)
    guard !paths.isEmpty else { return }
    var laidOut: [ObjectIdentifier: (frame: CGRect, proposal: ProposedViewSize)] = [:]
    Self.collectFrames(root) { node in
      laidOut[ObjectIdentifier(node)] = (node.frame, node.placedProposal)
    }
    Self.visit(root) { node in
      guard node.isPlaced, let (frame, proposal) = laidOut[ObjectIdentifier(node)] else {
        return
      }
      let key = LayoutGlideKey(identity: node.identity, kind: node.behavior.kind)
      guard let path = paths[key], path.isAnimating(at: time) else {
        Self.move(node, to: frame, proposal: proposal)
        return
      }
      // What is left of the node's changes: the presented offset less its target.
      let offset = path.value(at: time) - path.target(at: time)
      Self.move(node, to: LayoutGlideDelta.applying(offset, to: frame), proposal: proposal)
    }
  }

  /// The paths of the gliding nodes after the last of `updates` (sorted; the updates with a
  /// glide), each glide's changes set on the paths of the glides before it.
  private func layoutGlidePaths(
    through updates: [Int], glides: [Int: LayoutGlideRecord], placement: RootPlacement
  ) -> LayoutGlidePaths {
    var paths: LayoutGlidePaths = [:]
    for update in updates {
      let key = LayoutGlideCache.Key(update: update, placement: placement)
      if let kept = layoutGlideCache.paths(for: key) {
        paths = kept
        continue
      }
      guard let record = glides[update] else { continue }
      let deltas = layoutGlideCache.deltas(for: key) {
        layoutDeltas(update: update, record: record, placement: placement)
      }
      for (node, delta) in deltas {
        guard let which = record.nodes[node] else { continue }
        let choice = record.choices[which]
        var path =
          paths[node]
          ?? AnimationTrack(initial: .zero, at: record.time, reduceMotion: choice.reduceMotion)
        // The layout jumped by the change; the target moves the other way, so the node starts
        // where it was and animates to its new frame.
        path.set(path.target - delta.vector, at: record.time, animation: choice.animation)
        paths[node] = path
      }
      layoutGlideCache.keep(paths, for: key)
    }
    return paths
  }

  /// How the frame of each gliding node of update `index` changed: its frame laid out with
  /// the update before, less its frame with the update, both at the update's time.
  private func layoutDeltas(
    update index: Int, record: LayoutGlideRecord, placement: RootPlacement
  ) -> [LayoutGlideKey: LayoutGlideDelta] {
    let old = laidOutFrames(update: index - 1, time: record.time, placement: placement)
    let new = laidOutFrames(update: index, time: record.time, placement: placement)
    var deltas: [LayoutGlideKey: LayoutGlideDelta] = [:]
    for key in record.nodes.keys {
      guard let from = old[key], let to = new[key], from != to else { continue }
      deltas[key] = LayoutGlideDelta(
        dx: from.minX - to.minX, dy: from.minY - to.minY, dwidth: from.width - to.width,
        dheight: from.height - to.height)
    }
    return deltas
  }

  /// The frame of every node of update `index` resolved as a frame at `time` and placed as
  /// `placement` says, without glides or matches (the first node of a key wins).
  private func laidOutFrames(update index: Int, time: Double, placement: RootPlacement)
    -> [LayoutGlideKey: CGRect]
  {
    guard let root = resolveTree(at: time, update: index, scale: placement.scale) else {
      return [:]
    }
    ViewTime.$frame.withValue(time) { placement.place(root.node) }
    var frames: [LayoutGlideKey: CGRect] = [:]
    Self.collectFrames(root.node) { node in
      let key = LayoutGlideKey(identity: node.identity, kind: node.behavior.kind)
      if frames[key] == nil { frames[key] = node.frame }
    }
    return frames
  }

  /// The views of update `index` resolved as a frame at `time`: state, animations and
  /// transitions at `time`.
  package func resolveTree(at time: Double, update index: Int, scale: CGFloat)
    -> (graph: ViewGraph, node: ViewNode)?
  {
    guard let root else { return nil }
    let graph = ViewGraph(mode: .frame(time: time, index: index), runtime: self, limits: limits)
    var environment = self.environment(at: time)
    environment.displayScale = scale
    let context = ResolveContext(environment: environment, identity: .root, graph: graph)
    let node = ViewTime.$frame.withValue(time) { context.resolveSingle(root, component: nil) }
    return (graph, node)
  }

  /// Calls `body` with every placed node of the tree at `node`, parents first.
  private static func collectFrames(_ node: ViewNode, _ body: (ViewNode) -> Void) {
    visit(node) { if $0.isPlaced { body($0) } }
  }

  /// Calls `body` with every node of the tree at `node`, parents first (without recursion:
  /// trees may be very deep).
  private static func visit(_ node: ViewNode, _ body: (ViewNode) -> Void) {
    var stack = [node]
    while let next = stack.popLast() {
      body(next)
      stack.append(contentsOf: next.children.reversed())
    }
  }

  /// Places `node` at `target` when it is not there (its parent's move may have put it
  /// there), with the proposal it was laid out with (a text keeps its lines: it is not
  /// proposed less than it needs mid-glide) and the target's size (a color or shape fills
  /// it; a container places its children within it).
  private static func move(
    _ node: ViewNode, to target: CGRect, proposal: ProposedViewSize
  ) {
    let tolerance: CGFloat = 1e-9
    func same(_ a: CGRect, _ b: CGRect) -> Bool {
      abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }
    guard !same(node.frame, target) else { return }
    node.place(at: target.origin, proposal: proposal, size: target.size)
  }
}

import Foundation
import KinetypeCore

/// GSAP's `grid` stagger: each unit's delay grows with its distance from the origin in two
/// dimensions (or along one axis), so a stagger `from: .center` ripples out from the middle of a
/// paragraph instead of from the middle of a row.
///
/// GSAP measures distance in grid cells (`grid: [rows, columns]`, or `"auto"`, where it finds the
/// columns from the elements' positions). A paragraph has no cells: its units stand where the
/// layout put them, so this model takes their **positions** (any unit, usually the centre of a
/// slice, word or line box) and measures in those units. The rest is GSAP's `distribute()`:
/// distances normalized to 0…1 between the nearest and the farthest unit, reshaped by `ease`,
/// times the spread — `amount`, or `each` times the steps across the measured extent, one less
/// than `max(columns, rows)` in 2-D, `columns` along x, `rows` along y (GSAP counts one step more;
/// one less makes a single row of N units span `each·(N − 1)`, as the linear stagger does).
///
/// Origins: ``StaggerOrigin/start`` and ``StaggerOrigin/end`` are the first and the last
/// unit in the caller's order (so in reading order a right-to-left paragraph ripples from its top
/// right), ``StaggerOrigin/center`` the centre of the units' bounding box,
/// ``StaggerOrigin/edges`` the same centre with the spread reversed (the farthest first),
/// ``StaggerOrigin/index(_:)`` that unit's position, and ``StaggerOrigin/random(seed:)``
/// the distances from the first unit, shuffled.
///
/// ```swift
/// GridStagger(.each(0.05), from: .center).startTimes(positions: centres, columns: 24, rows: 6)
/// ```
public struct GridStagger: Hashable, Sendable {
  /// The one axis distances are measured along (GSAP `axis`).
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Horizontal distance only: a column starts together.
    case x
    /// Vertical distance only: a row (a line) starts together.
    case y
  }

  /// How far apart the starts are.
  public var spacing: StaggerSpacing
  /// Where the ripple starts. Default: ``StaggerOrigin/center``.
  public var from: StaggerOrigin
  /// Distributes the delays. Default: ``UnitCurve/linear``.
  public var ease: UnitCurve
  /// The axis distances are measured along; nil (the default) measures straight-line distance.
  public var axis: Axis?

  /// A grid stagger.
  public init(
    _ spacing: StaggerSpacing, from: StaggerOrigin = .center, ease: UnitCurve = .linear,
    axis: Axis? = nil
  ) {
    self.spacing = spacing
    self.from = from
    self.ease = ease
    self.axis = axis
  }

  /// The start time of each unit at `positions` (in the caller's order), laid out over
  /// `columns` × `rows` steps. O(N). Non-finite numbers give 0.
  public func startTimes(positions: [CGPoint], columns: Int, rows: Int) -> [TimeInterval] {
    let count = positions.count
    guard count > 0 else { return [] }
    guard spacing.isFinite else { return [TimeInterval](repeating: 0, count: count) }
    let origin: CGPoint
    switch from {
    case .start, .random: origin = positions[0]
    case .end: origin = positions[count - 1]
    case .index(let index): origin = positions[max(0, min(index, count - 1))]
    case .center, .edges:
      let xs = positions.map(\.x)
      let ys = positions.map(\.y)
      origin = CGPoint(
        x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
    }
    var distances = positions.map { position -> Double in
      let dx = position.x - origin.x
      let dy = position.y - origin.y
      switch axis {
      case nil: return (dx * dx + dy * dy).squareRoot()
      case .x: return abs(dx)
      case .y: return abs(dy)
      }
    }
    if case .random(let seed) = from {
      let permutation = SeededRandom.permutation(count: count, seed: seed)
      distances = permutation.map { distances[$0] }
    }
    let minimum = distances.min() ?? 0
    let range = (distances.max() ?? 0) - minimum
    var spread: Double
    if case .amount(let amount) = spacing {
      spread = amount
    } else {
      let steps: Int
      switch axis {
      case nil: steps = max(columns, rows)
      case .x: steps = columns
      case .y: steps = rows
      }
      spread = spacing.each(count: count) * Double(max(0, steps - 1))
    }
    if from == .edges { spread = -spread }
    let base = spread < 0 ? -spread : 0
    return distances.map { distance in
      let normalized = range > 0 ? (distance - minimum) / range : 0
      let eased = spread < 0 ? 1 - ease.value(at: 1 - normalized) : ease.value(at: normalized)
      let start = base + eased * spread
      return start.isFinite ? start : 0
    }
  }
}

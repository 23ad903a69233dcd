import Foundation
import KinetypeCore
import KinetypeMotion

/// How the slices of a text are staggered: how far apart their starts are, where the stagger
/// starts, how the delays are eased, what one step moves and in which order steps are counted.
///
/// The one configuration every staggered renderer takes (``AppearRenderer``,
/// ``AppearanceEffectRenderer``, the built-in effects, your own ``StaggeredTextRenderer``), that
/// `kinetype render` and `kinetype stagger` build from `--each`, `--amount`, `--total-duration`,
/// `--lag-ratio`, `--from`, `--ease`, `--by`, `--order`, `--grid`, `--axis` and `--joined-by`,
/// and that a span's markup `stagger:` attribute (``StaggerAttribute``) overrides field by field. A ``StaggerSchedule`` turns it into each slice's start time.
///
/// ```swift
/// Stagger(each: 0.05, from: .end, by: .word)
/// ```
public struct Stagger: Hashable, Sendable {
  /// How far apart the starts are. Default: `.each(0.05)`.
  public var spacing: StaggerSpacing
  /// Where the stagger starts (GSAP `from`). Default: ``StaggerOrigin/start``.
  public var from: StaggerOrigin
  /// Distributes the delays (GSAP `ease`). Default: ``UnitCurve/linear``.
  public var ease: UnitCurve
  /// What one step moves: each slice, word or line. Default: ``StaggerUnit/slice``.
  public var by: StaggerUnit
  /// The order steps are counted in. Default: ``StaggerOrder/reading``.
  public var order: StaggerOrder
  /// GSAP's `grid: "auto"`: delays grow with each unit's distance on the page from the origin,
  /// in two dimensions or along one axis, instead of with its place in ``order``. Default: nil
  /// (a row).
  public var grid: Stagger.Grid?
  /// What a step moves at least in scripts whose letters join or hang from a headline (Arabic,
  /// Syriac, N'Ko, Mongolian, Devanagari, Bengali, Gurmukhi…; ``joinedScripts``): a slice step
  /// there moves the slice's word when this is ``StaggerUnit/word``, so an effect that moves its
  /// units keeps the letters of a word joined. Default: ``StaggerUnit/slice`` (no change).
  public var joinedBy: StaggerUnit

  /// A stagger with any spacing.
  public init(
    _ spacing: StaggerSpacing = .each(0.05), from: StaggerOrigin = .start,
    ease: UnitCurve = .linear, by: StaggerUnit = .slice, order: StaggerOrder = .reading,
    grid: Stagger.Grid? = nil, joinedBy: StaggerUnit = .slice
  ) {
    self.spacing = spacing
    self.from = from
    self.ease = ease
    self.by = by
    self.order = order
    self.grid = grid
    self.joinedBy = joinedBy
  }

  /// Steps `each` seconds apart (GSAP `each`).
  public init(
    each: Double, from: StaggerOrigin = .start, ease: UnitCurve = .linear,
    by: StaggerUnit = .slice, order: StaggerOrder = .reading, grid: Stagger.Grid? = nil,
    joinedBy: StaggerUnit = .slice
  ) {
    self.init(
      .each(each), from: from, ease: ease, by: by, order: order, grid: grid, joinedBy: joinedBy)
  }

  /// Steps sharing a total spread of `amount` seconds (GSAP `amount`).
  public init(
    amount: Double, from: StaggerOrigin = .start, ease: UnitCurve = .linear,
    by: StaggerUnit = .slice, order: StaggerOrder = .reading, grid: Stagger.Grid? = nil,
    joinedBy: StaggerUnit = .slice
  ) {
    self.init(
      .amount(amount), from: from, ease: ease, by: by, order: order, grid: grid, joinedBy: joinedBy)
  }

  /// The start time of each of `count` units, by position in ``order``: GSAP's distribution of
  /// ``spacing`` from ``from`` with ``ease``. O(count). Non-finite numbers give 0.
  public func startTimes(count: Int) -> [Double] {
    guard spacing.isFinite else { return [Double](repeating: 0, count: max(0, count)) }
    var model = GSAPStagger(each: 0)
    model.spacing = spacing
    model.from = from
    model.ease = ease
    return model.startTimes(count: count).map { $0.isFinite ? $0 : 0 }
  }

  /// The start time of each unit at `positions` (its centre on the page), counted in
  /// ``order``, under ``grid``: GSAP's grid distribution (``GridStagger``) over `columns` ×
  /// `rows` steps. Without a grid, ``startTimes(count:)``. O(count).
  public func startTimes(positions: [CGPoint], columns: Int, rows: Int) -> [Double] {
    guard let grid else { return startTimes(count: positions.count) }
    return GridStagger(spacing, from: from, ease: ease, axis: grid.axis)
      .startTimes(positions: positions, columns: columns, rows: rows)
  }

  /// This stagger with the fields `attribute` names replaced (nil: unchanged). A span marked
  /// `stagger: 0.1` keeps the renderer's `from`, `ease`, `by` and `order`. Its
  /// ``StaggerAttribute/totalDuration`` fits steps of `elementDuration` seconds (at most the
  /// total) into it, as `--total-duration` does.
  public func applying(_ attribute: StaggerAttribute?, elementDuration: Double = 0) -> Stagger {
    guard let attribute else { return self }
    var result = self
    if let spacing = attribute.spacing { result.spacing = spacing }
    if let total = attribute.totalDuration {
      result.spacing = .fitted(totalDuration: total, elementDuration: min(elementDuration, total))
    }
    if let from = attribute.from { result.from = from }
    if let ease = attribute.ease { result.ease = ease }
    if let by = attribute.by { result.by = by }
    if let order = attribute.order { result.order = order }
    if let grid = attribute.grid { result.grid = grid }
    if let joinedBy = attribute.joinedBy { result.joinedBy = joinedBy }
    return result
  }

  /// The scripts whose slices ``joinedBy`` groups (ISO 15924): those whose letters join
  /// (Arabic, Syriac, N'Ko, Mongolian, Adlam, Hanifi Rohingya, Mandaic, Phags-pa, Sogdian) and
  /// those whose letters hang from one headline (Devanagari, Bengali, Gurmukhi). Moving one
  /// slice of such a word on its own breaks the join or the headline where it meets its
  /// neighbours.
  public static let joinedScripts: Set<String> = [
    "Arab", "Syrc", "Nkoo", "Mong", "Adlm", "Rohg", "Mand", "Phag", "Sogd", "Deva", "Beng",
    "Guru",
  ]
}

extension Stagger {
  /// GSAP's `grid: "auto"` for a layout: the units' positions come from where the layout put them.
  public struct Grid: Hashable, Sendable {
    /// The one axis distances are measured along, or nil for straight-line distance.
    public var axis: GridStagger.Axis?

    /// A grid measuring along `axis` (nil: in two dimensions).
    public init(axis: GridStagger.Axis? = nil) {
      self.axis = axis
    }

    /// Straight-line distance in two dimensions.
    public static let auto = Grid()
  }
}

/// What one step of a stagger moves: each slice, each word or each line of a span.
public enum StaggerUnit: String, Sendable, Hashable, CaseIterable {
  /// Every slice (glyph cluster) starts on its own. The default.
  case slice
  /// The slices of a word start together (UAX #29 words; spaces and punctuation go with the
  /// word before them).
  case word
  /// The slices of a line start together.
  case line
}

/// The order a stagger counts its steps in: which unit is first, second, …
public enum StaggerOrder: String, Sendable, Hashable, CaseIterable {
  /// As the text is read: a right-to-left span starts at its right. The default.
  case reading
  /// Left to right on the page, line by line, whatever the direction.
  case visual
}

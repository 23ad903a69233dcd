/// How the slices of a text are staggered: how far apart their starts are, where the stagger
/// starts, how the delays are eased, what one step moves and in which order steps are counted.
///
/// The one configuration every staggered renderer takes (``AppearRenderer``,
/// ``AppearanceEffectRenderer``, your own ``StaggeredTextRenderer``), that `kinetype render` and
/// `kinetype stagger` build from `--each`, `--amount`, `--total-duration`, `--from`, `--ease`,
/// `--by` and `--order`, and that a span's markup `stagger:` attribute (``StaggerAttribute``)
/// overrides field by field. A ``StaggerSchedule`` turns it into each slice's start time.
///
/// ```swift
/// Stagger(each: 0.05, from: .end, by: .word)
/// ```
public struct Stagger: Hashable, Sendable {
  /// How far apart the starts are. Default: `.each(0.05)`.
  public var spacing: StaggerSpacing
  /// Where the stagger starts (GSAP `from`). Default: ``GSAPStagger/Origin/start``.
  public var from: GSAPStagger.Origin
  /// Distributes the delays (GSAP `ease`). Default: ``UnitCurve/linear``.
  public var ease: UnitCurve
  /// What one step moves: each slice, word or line. Default: ``StaggerUnit/slice``.
  public var by: StaggerUnit
  /// The order steps are counted in. Default: ``StaggerOrder/reading``.
  public var order: StaggerOrder

  /// A stagger with any spacing.
  public init(
    _ spacing: StaggerSpacing = .each(0.05), from: GSAPStagger.Origin = .start,
    ease: UnitCurve = .linear, by: StaggerUnit = .slice, order: StaggerOrder = .reading
  ) {
    self.spacing = spacing
    self.from = from
    self.ease = ease
    self.by = by
    self.order = order
  }

  /// Steps `each` seconds apart (GSAP `each`).
  public init(
    each: Double, from: GSAPStagger.Origin = .start, ease: UnitCurve = .linear,
    by: StaggerUnit = .slice, order: StaggerOrder = .reading
  ) {
    self.init(.each(each), from: from, ease: ease, by: by, order: order)
  }

  /// Steps sharing a total spread of `amount` seconds (GSAP `amount`).
  public init(
    amount: Double, from: GSAPStagger.Origin = .start, ease: UnitCurve = .linear,
    by: StaggerUnit = .slice, order: StaggerOrder = .reading
  ) {
    self.init(.amount(amount), from: from, ease: ease, by: by, order: order)
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

  /// This stagger with the fields `attribute` names replaced (nil: unchanged). A span marked
  /// `stagger: 0.1` keeps the renderer's `from`, `ease`, `by` and `order`.
  public func applying(_ attribute: StaggerAttribute?) -> Stagger {
    guard let attribute else { return self }
    var result = self
    if let spacing = attribute.spacing { result.spacing = spacing }
    if let from = attribute.from { result.from = from }
    if let ease = attribute.ease { result.ease = ease }
    if let by = attribute.by { result.by = by }
    if let order = attribute.order { result.order = order }
    return result
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

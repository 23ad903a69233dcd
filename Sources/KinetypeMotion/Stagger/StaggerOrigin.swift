/// Where a stagger starts (GSAP's `from`): the unit that starts first, and the order the
/// others follow. ``GSAPStagger`` measures it along a row, ``GridStagger`` in two dimensions.
public enum StaggerOrigin: Hashable, Sendable {
  /// The first unit in the order (default).
  case start
  /// The middle; both halves follow outwards.
  case center
  /// The last unit.
  case end
  /// Both ends first, the middle last.
  case edges
  /// A random order, reproducible from `seed` on every platform.
  case random(seed: UInt64)
  /// A given unit position.
  case index(Int)
}

extension Int {
  /// `value` rounded toward zero and clamped to ±2⁴⁰, NaN as 0: a conversion that cannot trap,
  /// for sizes and counts computed from user input (a canvas of 10³⁰⁰ px is then refused by
  /// the canvas's own size check instead of crashing).
  package init(saturating value: Double) {
    let limit = Double(1 << 40)
    self = value.isNaN ? 0 : Int(Swift.min(limit, Swift.max(-limit, value)))
  }
}

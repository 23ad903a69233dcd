/// Which runs of a layout a staggered renderer animates: the spans marked with an attribute, or
/// all text.
///
/// Two selections are equal when they test for the same attribute type (or are both ``all``),
/// so schedules can be cached by it.
public struct StaggeredSpans: Hashable, Sendable {
  private let attributeType: ObjectIdentifier?
  private let test: @Sendable (TextLayout.Run) -> Bool

  private init(attributeType: ObjectIdentifier?, test: @escaping @Sendable (TextLayout.Run) -> Bool)
  {
    self.attributeType = attributeType
    self.test = test
  }

  /// Every run of the text.
  public static let all = StaggeredSpans(attributeType: nil) { _ in true }

  /// The runs carrying an attribute of type `type` (`.marked(by: EmphasisAttribute.self)`).
  public static func marked<T: TextAttribute>(by type: T.Type) -> StaggeredSpans {
    StaggeredSpans(attributeType: ObjectIdentifier(type)) { $0[type] != nil }
  }

  /// Whether `run` is animated. A truncation ellipsis carries its span's attributes; it has no
  /// place in the schedule, so renderers start it at 0.
  public func contains(_ run: TextLayout.Run) -> Bool { test(run) }

  /// Equal when they select by the same attribute type.
  public static func == (lhs: StaggeredSpans, rhs: StaggeredSpans) -> Bool {
    lhs.attributeType == rhs.attributeType
  }

  /// Hashes the attribute type.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(attributeType)
  }
}

import KinetypeText

/// Which runs of a layout a staggered renderer animates: the spans marked with an attribute, the
/// spans whose `effect:` names an effect, all text, or none.
///
/// Two selections are equal when they select the same way (the same attribute type, the same
/// effect name and fallback, or both ``all``), so schedules can be cached by it.
public struct StaggeredSpans: Hashable, Sendable {
  /// How a selection selects: what equality compares.
  private indirect enum Identity: Hashable, Sendable {
    case all
    case empty
    case marked(ObjectIdentifier)
    case effect(String, otherwise: Identity?)
  }

  private let identity: Identity
  private let test: @Sendable (Text.Layout.Run) -> Bool
  /// The value of the attribute that marks `run` (nil when the selection is not by a mark, or
  /// for a run naming its effect): part of what makes runs one span.
  private let markOf: @Sendable (Text.Layout.Run) -> AnyHashable?

  private init(
    identity: Identity, mark: @escaping @Sendable (Text.Layout.Run) -> AnyHashable? = { _ in nil },
    test: @escaping @Sendable (Text.Layout.Run) -> Bool
  ) {
    self.identity = identity
    self.markOf = mark
    self.test = test
  }

  /// Every run of the text.
  public static let all = StaggeredSpans(identity: .all) { _ in true }

  /// No run: given to an ``EffectRenderer``, its default effect animates only the spans whose
  /// `effect:` names it, and every other effect its own (how a view's `Text` draws its markup's
  /// effects).
  public static let empty = StaggeredSpans(identity: .empty) { _ in false }

  /// The runs carrying an attribute of type `type` (`.marked(by: EmphasisAttribute.self)`).
  public static func marked<T: TextAttribute>(by type: T.Type) -> StaggeredSpans {
    StaggeredSpans(
      identity: .marked(ObjectIdentifier(type)), mark: { $0[type].map(AnyHashable.init) }
    ) { $0[type] != nil }
  }

  /// The runs whose ``EffectAttribute`` names the effect `name` (markup `effect: "wave"`), and
  /// the runs of `otherwise` that name no effect: how a built-in effect finds its text. With
  /// `otherwise: .marked(by: EmphasisAttribute.self)` (the effects' default) a span marked
  /// `emphasis: true` is animated by the effect unless it names another one.
  public static func effect(_ name: String, otherwise: StaggeredSpans? = nil) -> StaggeredSpans {
    let fallback = otherwise?.test
    let fallbackMark = otherwise?.markOf
    return StaggeredSpans(
      identity: .effect(name, otherwise: otherwise?.identity),
      mark: { run in run[EffectAttribute.self] == nil ? fallbackMark?(run) ?? nil : nil }
    ) { run in
      if let attribute = run[EffectAttribute.self] { return attribute.name == name }
      return fallback?(run) ?? false
    }
  }

  /// The runs naming the effect `name`, and the runs of this selection naming none: this
  /// selection itself when it already selects for `name`.
  func withEffect(_ name: String) -> StaggeredSpans {
    if case .effect(name, _) = identity { return self }
    return .effect(name, otherwise: self)
  }

  /// The value of the mark that selects `run`: the attribute of ``marked(by:)`` (nil for
  /// ``all`` and for a run whose `effect:` names its effect, which is marked by that).
  func mark(of run: Text.Layout.Run) -> AnyHashable? { markOf(run) }

  /// Whether `run` is animated. A truncation ellipsis carries its span's attributes; it has no
  /// place in the schedule, so renderers start it at 0.
  public func contains(_ run: Text.Layout.Run) -> Bool { test(run) }

  /// Equal when they select the same way.
  public static func == (lhs: StaggeredSpans, rhs: StaggeredSpans) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Hashes how the selection selects.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}

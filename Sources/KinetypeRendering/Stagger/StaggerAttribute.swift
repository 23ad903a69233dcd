/// The delay between the slices of one span, overriding the renderer's stagger for that span:
/// `^[moonlight](emphasis: true, stagger: 0.08)`.
///
/// Markup name `stagger` (with ``KinetypeText/MarkupAttributeRegistry/kinetype``); the value is
/// the delay in seconds, or an object `{"delay": 0.08}`.
public struct StaggerAttribute: TextAttribute, Decodable {
  /// Seconds between the starts of neighbouring slices.
  public var delay: Double

  /// Creates the attribute; `delay` must be finite and not negative.
  public init(delay: Double) {
    self.delay = delay
  }

  private enum CodingKeys: String, CodingKey { case delay }

  /// Decodes `{"delay": seconds}`, rejecting a negative or non-finite delay.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let delay = try? container.decode(Double.self, forKey: .delay), delay.isFinite,
      delay >= 0
    else {
      let value =
        (try? container.decode(String.self, forKey: .delay)).map { "\"\($0)\"" }
        ?? (try? container.decode(Double.self, forKey: .delay)).map { "\($0)" }
        ?? "another kind of value"
      throw MarkupValueError("stagger takes a delay of 0 or more seconds, got \(value)")
    }
    self.delay = delay
  }
}

extension MarkupAttributeRegistry {
  /// The default names plus Kinetype's own: `emphasis` and `stagger` (seconds between the
  /// slices of the span). The command line parses markup with this registry.
  public static var kinetype: MarkupAttributeRegistry {
    var registry = MarkupAttributeRegistry.default
    registry.register("stagger", as: StaggerAttribute.self, key: "delay")
    return registry
  }
}

/// Reusable scratch state for laying out many paragraphs: the HarfBuzz shaping buffer.
///
/// Pass one to ``Text/Layout/init(_:fonts:width:options:context:)`` when laying out text in a
/// loop, so the buffer is allocated once. A context is used by one thread at a time (it is not
/// `Sendable`); give each thread its own.
public final class LayoutContext {
  let shaper = Shaper()

  /// Creates a context with an empty shaping buffer.
  public init() {}
}

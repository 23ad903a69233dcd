import KinetypeCore
public import KinetypeText
import KinetypeViewGraph

/// Text layouts kept across renders of one view tree: a `Text` laid out again with the same
/// text, width, options and fonts gets the layout made the first time.
///
/// A layout is a pure function of those inputs, so a hit gives exactly what a miss computes
/// and no frame depends on which frames rendered before it or on which thread. A memo serves
/// one font collection only (layouts depend on its fonts): give it one whose fonts no longer
/// change, and set it with `.environment(\.textLayoutMemo, memo)` on the views that share it
/// (a scene sets one for all its frames). It holds at most ``capacity`` layouts and forgets
/// them all when full. Thread-safe.
public final class TextLayoutMemo: Sendable {
  /// The fonts the layouts were made with.
  public let fonts: FontCollection
  /// The most layouts kept. Default: 256.
  public let capacity: Int

  struct Key: Hashable {
    let text: Text
    let width: Double?
    let options: LayoutOptions
  }

  private let layouts = Locked<[Key: Text.Layout]>([:])

  /// A memo of layouts made with `fonts`, keeping at most `capacity`.
  public init(fonts: FontCollection, capacity: Int = 256) {
    self.fonts = fonts
    self.capacity = max(1, capacity)
  }

  /// The layout of `text` with `fonts` at `width` and `options`: the kept one, or `make()`'s,
  /// kept. Only layouts made with this memo's ``fonts`` are kept.
  func layout(
    _ text: Text, fonts: FontCollection, width: Double?, options: LayoutOptions,
    make: () throws -> Text.Layout
  ) rethrows -> Text.Layout {
    guard fonts === self.fonts else { return try make() }
    let key = Key(text: text, width: width, options: options)
    if let kept = layouts.withLock({ $0[key] }) { return kept }
    let layout = try make()
    layouts.withLock {
      if $0.count >= capacity { $0.removeAll() }
      $0[key] = layout
    }
    return layout
  }
}

private struct TextLayoutMemoKey: EnvironmentKey {
  static let defaultValue: TextLayoutMemo? = nil
}

extension EnvironmentValues {
  /// Layouts shared by the `Text` views below across renders (frames); nil lays each text out
  /// again each render. Kinetype's own key. Default: nil.
  public var textLayoutMemo: TextLayoutMemo? {
    get { self[TextLayoutMemoKey.self] }
    set { self[TextLayoutMemoKey.self] = newValue }
  }
}

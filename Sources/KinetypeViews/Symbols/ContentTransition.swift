import Foundation
import KinetypeViewGraph

/// How a view's content changes when its value changes, as SwiftUI's `ContentTransition`:
/// a cross-fade, interpolated text, rolling digits, or a symbol replacement.
///
/// ```swift
/// Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.3")
///   .contentTransition(.symbolEffect(.replace.downUp))
/// ```
///
/// A `Text` below plays it when its characters change under an animation (docs/animation.md,
/// "Text content"): `.numericText` rolls the changed digits, `.interpolate` cross-fades them in
/// place, `.opacity` fades the whole text. Symbol images keep the value but do not play it.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity
    case opacity
    case interpolate
    case numericText(countsDown: Bool)
    case numericValue(Double)
    case symbolEffect(String, SymbolEffectOptions)
  }

  let kind: Kind

  /// The new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in (the default).
  public static let opacity = ContentTransition(kind: .opacity)
  /// Text glyphs interpolate between the two contents where they can.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Digits roll, down when `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// Digits roll in the direction of the change of `value`.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericValue(value))
  }

  /// Symbol images are replaced with the system's choice of effect.
  public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }

  /// Symbol images are replaced with `effect`.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(kind: .symbolEffect("\(effect)", options))
  }
}

extension View {
  /// Sets how this view's content changes, as SwiftUI's `contentTransition(_:)`.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}

extension EnvironmentValues {
  /// How content changes in this view. Default: `.opacity`.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] ?? .opacity }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition? { nil }
}

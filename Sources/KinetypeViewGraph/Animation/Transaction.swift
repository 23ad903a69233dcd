import KinetypeMotion

/// The context of a state change, as SwiftUI's `Transaction`: above all the animation the
/// views that change because of it animate with.
///
/// `withAnimation` and `withTransaction` set the transaction of the changes made in their
/// body; `.transaction { }` and `.animation(_:value:)` change it for a subtree. Your own
/// values travel with a ``TransactionKey``.
public struct Transaction: @unchecked Sendable {
  // The values are the keys' values and completion handlers; a transaction is made and read on
  // the thread that runs the views' updates.
  private var values: [ObjectIdentifier: Any] = [:]
  /// Completions waiting for the animations this transaction starts.
  var completions: [AnimationCompletion] = []

  /// A transaction without an animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The animation of the changes; nil changes at once. Default: nil.
  public var animation: Animation? {
    get { self[AnimationKey.self] }
    set { self[AnimationKey.self] = newValue }
  }

  /// Whether `.animation(_:)` and `.animation(_:value:)` modifiers leave the transaction's
  /// animation alone. Default: false.
  public var disablesAnimations: Bool {
    get { self[DisablesAnimationsKey.self] }
    set { self[DisablesAnimationsKey.self] = newValue }
  }

  /// Whether the change is part of a continuous interaction (a drag). Default: false.
  public var isContinuous: Bool {
    get { self[IsContinuousKey.self] }
    set { self[IsContinuousKey.self] = newValue }
  }

  /// Whether the change's velocity should be tracked. Default: false.
  public var tracksVelocity: Bool {
    get { self[TracksVelocityKey.self] }
    set { self[TracksVelocityKey.self] = newValue }
  }

  /// The value for `key`, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Calls `completion` when the animations this transaction starts are done by `criteria`
  /// (default: logically complete), as SwiftUI's `addAnimationCompletion(criteria:_:)`. With
  /// no animation started, it is called right after the change is applied.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletion(criteria: criteria, action: completion))
  }

  /// The transaction of the code running now: the one `withAnimation` or `withTransaction`
  /// set, or an empty one.
  @TaskLocal static var currentValue: Transaction?

  /// The transaction of the code running now.
  static var current: Transaction { currentValue ?? Transaction() }
}

/// A key for your own values in a ``Transaction``, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no one sets it.
  static var defaultValue: Value { get }
}

private struct AnimationKey: TransactionKey {
  static var defaultValue: Animation? { nil }
}
private struct DisablesAnimationsKey: TransactionKey {
  static var defaultValue: Bool { false }
}
private struct IsContinuousKey: TransactionKey {
  static var defaultValue: Bool { false }
}
private struct TracksVelocityKey: TransactionKey {
  static var defaultValue: Bool { false }
}

/// When a completion added to a transaction runs, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let removes: Bool

  /// When every animation is logically complete (a spring after its response, a timing curve
  /// at its end), although some may still be moving.
  public static let logicallyComplete = AnimationCompletionCriteria(removes: false)
  /// When every animation has finished and been removed.
  public static let removed = AnimationCompletionCriteria(removes: true)

  var waitsForRemoval: Bool { removes }
}

/// A completion handler and the times of the animations it waits for.
final class AnimationCompletion {
  let criteria: AnimationCompletionCriteria
  let action: () -> Void
  /// The latest logical completion or finish time noted so far.
  var latest: Double?
  /// Whether it has been scheduled.
  var isScheduled = false

  init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
    self.criteria = criteria
    self.action = action
  }

  /// Notes an animation started with the transaction.
  func note<V>(_ started: AnimationTrack<V>.Started) {
    let time = criteria.waitsForRemoval ? started.finished : started.logicallyComplete
    latest = max(latest ?? time, time)
  }
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes, as
/// SwiftUI's `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try Transaction.$currentValue.withValue(transaction) { try body() }
}

/// Runs `body` with the transaction's value at `keyPath` set to `value`.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction.current
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` and animates the views that change because of it with `animation` (default:
/// `.default`, a spring), as SwiftUI's `withAnimation(_:_:)`; nil changes them at once.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current
  transaction.animation = animation
  return try withTransaction(transaction, body)
}

/// Runs `body`, animates the changes with `animation`, and calls `completion` when the
/// animations are done by `completionCriteria` (default: logically complete), as SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction.current
  transaction.animation = animation
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

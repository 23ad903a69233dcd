/// A cancellable that cancels when it is freed, as Combine's `AnyCancellable`: keep it (in a
/// property or a `Set<AnyCancellable>`) for as long as the subscription should last.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// Runs `cancel` when cancelled or freed (once).
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// Cancels `canceller` when cancelled or freed.
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  deinit { action?() }

  /// Cancels now; later calls do nothing.
  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Identity: two cancellables are equal only if they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// This cancellable, cancelled when the result is freed.
  public func eraseToAnyCancellable() -> AnyCancellable { AnyCancellable(self) }

  /// Keeps this cancellable (as an ``AnyCancellable``) in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable (as an ``AnyCancellable``) in `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

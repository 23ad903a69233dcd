#if canImport(Glibc)
  import Glibc
#endif

/// A value guarded by a POSIX mutex: the package's lock, shaped like `Synchronization.Mutex`.
///
/// Why not `Mutex`: on Linux it waits with raw `futex` system calls, which ThreadSanitizer does
/// not intercept, so TSan sees none of its happens-before edges and reports every access under
/// it as a race (docs/fuzzing.md). `pthread_mutex_lock` is intercepted, so the TSan run of
/// `make test` checks the real synchronization. Its uncontended path is one atomic
/// compare-and-swap in glibc, as `Mutex`'s is.
///
/// The mutex is a plain (non-recursive) one: calling ``withLock(_:)`` again from inside its
/// body deadlocks, as with `Mutex`. The value may be noncopyable (a struct owning C handles).
/// A failing pthread call is a programmer error and traps.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  // safety: both pointers are allocated once in `init`, initialized there, and freed only in
  // `deinit`; `value` is read or written only while `mutex` is held (`withLock`), which makes
  // the class safe to share between threads (hence `@unchecked Sendable`).
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let value: UnsafeMutablePointer<Value>

  /// Creates a lock guarding `initialValue`.
  package init(_ initialValue: consuming sending Value) {
    mutex = .allocate(capacity: 1)
    // safety: `mutex` was just allocated for one pthread_mutex_t; init writes it in place.
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
    value = .allocate(capacity: 1)
    // safety: `value` was just allocated for one Value and is not initialized yet.
    value.initialize(to: initialValue)
  }

  deinit {
    // safety: no other reference exists during deinit, so nobody holds or waits on the mutex.
    let status = pthread_mutex_destroy(mutex)
    precondition(status == 0, "pthread_mutex_destroy failed: \(status)")
    mutex.deallocate()
    // safety: `value` was initialized in `init` and is deinitialized exactly once, here.
    value.deinitialize(count: 1)
    value.deallocate()
  }

  /// Runs `body` with exclusive access to the value and returns what it returns; the lock is
  /// released when `body` returns or throws.
  @inline(__always)
  package func withLock<Result, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    // safety: `mutex` is initialized for the object's lifetime.
    let status = pthread_mutex_lock(mutex)
    precondition(status == 0, "pthread_mutex_lock failed: \(status)")
    defer {
      // safety: this thread holds `mutex`, locked above.
      let status = pthread_mutex_unlock(mutex)
      precondition(status == 0, "pthread_mutex_unlock failed: \(status)")
    }
    // safety: the mutex is held, so this is the only access to `value` until it is released.
    return try body(&value.pointee)
  }
}

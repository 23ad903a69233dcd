import Foundation

/// The virtual clock a `.task` body runs on: its waits are events of its runtime.
final class VirtualClock: @unchecked Sendable {
  // Read by the task's code on the pre-pass thread, where everything of the runtime runs.
  unowned let runtime: ViewRuntime

  /// Whether the task is suspended on this clock (so, at the end of the pre-pass, it is not
  /// waiting for something outside it).
  private(set) var isWaiting = false
  /// The sleeps that threw at once because the task was cancelled.
  private var cancelledSleeps = 0

  /// How many sleeps a cancelled task may make before it is parked: a loop that swallows the
  /// cancellation (`try? await Task.sleep`) and never ends would otherwise spin for ever
  /// without suspending.
  static let maximumCancelledSleeps = 10_000

  init(runtime: ViewRuntime) { self.runtime = runtime }

  /// The clock of the task running now, if it runs on one.
  @TaskLocal static var current: VirtualClock?

  /// Waits `seconds` of virtual time: the task resumes when the runtime plays that time.
  func sleep(seconds: Double) async throws {
    if Task.isCancelled {
      cancelledSleeps += 1
      if cancelledSleeps > Self.maximumCancelledSleeps { await park() }
      throw CancellationError()
    }
    let waiter = Waiter()
    let runtime = self.runtime
    let wake = runtime.now + (seconds.isFinite ? max(0, seconds) : .infinity)
    isWaiting = true
    defer { isWaiting = false }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        waiter.set(continuation)
        if wake.isFinite {
          runtime.schedule(at: wake) { waiter.resume(throwing: nil) }
        }
        runtime.tasks.noteWaiting(waiter)
      }
    } onCancel: {
      waiter.resume(throwing: CancellationError())
    }
  }

  /// Suspends the task for good: it kept sleeping after it was cancelled, and nothing it does
  /// can change the frames any more.
  private func park() async {
    runtime.warn(
      "a .task kept running after it was cancelled (\(Self.maximumCancelledSleeps) sleeps that "
        + "threw CancellationError); it was stopped", path: "/")
    await withCheckedContinuation { ParkedTasks.shared.keep($0) }
  }
}

/// The continuations of tasks parked for good (kept, so they are never resumed nor leaked).
final class ParkedTasks: @unchecked Sendable {
  static let shared = ParkedTasks()
  private let lock = NSLock()
  private var continuations: [CheckedContinuation<Void, Never>] = []

  func keep(_ continuation: CheckedContinuation<Void, Never>) {
    lock.withLock { continuations.append(continuation) }
  }
}

/// A suspended task's continuation, resumed once (by its wake-up or its cancellation).
final class Waiter: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, any Error>?
  private var pending: (any Error)??
  private var isDone = false

  func set(_ continuation: CheckedContinuation<Void, any Error>) {
    lock.lock()
    if let pending, !isDone {
      isDone = true
      lock.unlock()
      if let error = pending { continuation.resume(throwing: error) } else { continuation.resume() }
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  func resume(throwing error: (any Error)?) {
    lock.lock()
    guard !isDone else {
      lock.unlock()
      return
    }
    guard let continuation else {
      pending = .some(error)
      lock.unlock()
      return
    }
    isDone = true
    self.continuation = nil
    lock.unlock()
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}

/// Runs the `.task`s of a runtime's views on the pre-pass thread.
final class TaskScheduler: @unchecked Sendable {
  // Used on the pre-pass thread; the executor's queue is locked because a job can be enqueued
  // from another thread (a task that awaited something outside Kinetype's clock).
  unowned let runtime: ViewRuntime
  private let executor = VirtualExecutor()
  private var running: [LifecycleKey: (task: Task<Void, Never>, clock: VirtualClock)] = [:]
  private var finished: Set<LifecycleKey> = []
  private let lock = NSLock()
  private var waiters: [Waiter] = []

  init(runtime: ViewRuntime) { self.runtime = runtime }

  /// Starts `action` as the task of `key` (its first steps run at the next `runReady`).
  func start(_ key: LifecycleKey, priority: TaskPriority, _ action: @escaping () async -> Void) {
    let clock = VirtualClock(runtime: runtime)
    let box = UncheckedBox(action)
    lock.withLock { _ = finished.remove(key) }
    let task = Task(executorPreference: executor, priority: priority) { [weak self] in
      await VirtualClock.$current.withValue(clock) { await box.value() }
      self?.markFinished(key)
    }
    running[key] = (task, clock)
  }

  private func markFinished(_ key: LifecycleKey) {
    lock.withLock { _ = finished.insert(key) }
  }

  /// Cancels the task of `key`.
  func cancel(_ key: LifecycleKey) {
    running.removeValue(forKey: key)?.task.cancel()
  }

  /// Notes a task waiting on the virtual clock (cancelled when the pre-pass ends).
  func noteWaiting(_ waiter: Waiter) { waiters.append(waiter) }

  /// Runs every task step that is ready, until all tasks wait.
  func runReady() {
    executor.runReady()
  }

  /// Cancels every task at the end of the pre-pass and lets them unwind (at most 10,000
  /// steps; a task that keeps running after cancellation is abandoned).
  func finish() {
    // A task neither finished nor waiting on the virtual clock awaits something else.
    let done = lock.withLock { finished }
    for (key, entry) in running.sorted(by: {
      $0.key.identity.description < $1.key.identity.description
    })
    where !done.contains(key) && !entry.clock.isWaiting {
      runtime.warn(
        "a .task stopped waiting for something outside Kinetype's clock (another actor, I/O, "
          + "a timer); its later steps were not played", path: key.identity.description)
    }
    for entry in running.values { entry.task.cancel() }
    running.removeAll()
    for waiter in waiters { waiter.resume(throwing: CancellationError()) }
    waiters.removeAll()
    executor.runReady(limit: 10_000)
    executor.release()
  }
}

/// Runs task steps when the runtime asks, on the runtime's thread.
final class VirtualExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var ready: [UnownedJob] = []
  private var isReleased = false

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    lock.lock()
    if isReleased {
      lock.unlock()
      // After the pre-pass: let the task finish elsewhere (it can no longer change anything).
      let executor = self
      DispatchQueue.global().async { job.runSynchronously(on: executor.asUnownedTaskExecutor()) }
      return
    }
    ready.append(job)
    lock.unlock()
  }

  /// Runs ready steps in order until none is left (or `limit` steps ran).
  func runReady(limit: Int = .max) {
    var count = 0
    while count < limit {
      lock.lock()
      guard !ready.isEmpty else {
        lock.unlock()
        return
      }
      let job = ready.removeFirst()
      lock.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
      count += 1
    }
  }

  /// Stops queueing: later steps run on the global executor.
  func release() {
    lock.lock()
    isReleased = true
    let left = ready
    ready.removeAll()
    lock.unlock()
    for job in left {
      let executor = self
      DispatchQueue.global().async { job.runSynchronously(on: executor.asUnownedTaskExecutor()) }
    }
  }
}

/// Carries a non-Sendable value into a task that runs on the runtime's thread.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

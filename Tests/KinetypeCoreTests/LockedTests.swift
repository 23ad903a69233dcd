import Dispatch
import Testing

@testable import KinetypeCore

@Suite struct LockedTests {
  @Test func locked_serializesIncrementsFromManyThreads() {
    // Read, work, then write: without mutual exclusion, threads overwrite each other's
    // increments and the count comes out short.
    let counter = Locked(0)
    let threads = 8
    let increments = 20_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<increments {
        counter.withLock { count in
          let seen = count
          var spin = 0
          for step in 0..<8 { spin &+= step &* seen }
          count = seen + 1 + (spin & 0)
        }
      }
    }
    #expect(counter.withLock { $0 } == threads * increments)
  }

  @Test func locked_releasesTheLockWhenTheBodyThrows() {
    struct Stop: Error {}
    let value = Locked([1])
    #expect(throws: Stop.self) {
      try value.withLock { array in
        array.append(2)
        throw Stop()
      }
    }
    // The change made before the throw stays, and the lock is free again (a second
    // withLock on a still-held plain mutex would deadlock).
    #expect(value.withLock { $0 } == [1, 2])
  }

  @Test func locked_holdsANoncopyableValue() {
    struct Handle: ~Copyable {
      var uses = 0
    }
    let handle = Locked(Handle())
    handle.withLock { $0.uses += 1 }
    #expect(handle.withLock { $0.uses } == 1)
  }
}

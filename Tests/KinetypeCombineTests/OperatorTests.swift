import Foundation
import Testing

@testable import KinetypeCombine

@Suite struct OperatorTests {
  @Test func transformingChain() {
    var got: [String] = []
    let cancellable = [1, 1, 2, 3, 3, 3, 4, 5, 6].publisher
      .removeDuplicates()
      .dropFirst()
      .filter { $0 != 4 }
      .compactMap { $0 == 5 ? nil : $0 }
      .scan(0, +)
      .map { "\($0)" }
      .sink { got.append($0) }
    // 1 2 3 4 5 6 → drop 1 → 2 3 4 5 6 → no 4 → 2 3 5 6 → no 5 → 2 3 6 → sums 2 5 11.
    #expect(got == ["2", "5", "11"])
    _ = cancellable
  }

  @Test func firstFinishesAfterOneValue() {
    var got: [Int] = []
    var finished = false
    let cancellable = (1...10).publisher.first { $0 > 3 }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { got.append($0) })
    #expect(got == [4])
    #expect(finished)
    _ = cancellable
  }

  @Test func tryMapFailsOnAThrow() {
    struct Bad: Error {}
    var got: [Int] = []
    var failed = false
    let cancellable = [1, 2, 3].publisher
      .tryMap { value -> Int in
        if value == 2 { throw Bad() }
        return value
      }
      .sink(
        receiveCompletion: { if case .failure = $0 { failed = true } },
        receiveValue: { got.append($0) })
    #expect(got == [1])
    #expect(failed)
    _ = cancellable
  }

  @Test func replaceErrorEndsWithItsValue() {
    let subject = PassthroughSubject<Int, URLError>()
    var got: [Int] = []
    let cancellable = subject.replaceError(with: -1).sink { got.append($0) }
    subject.send(1)
    subject.send(completion: .failure(URLError(.badURL)))
    #expect(got == [1, -1])
    _ = cancellable
  }

  @Test func combineLatestWaitsForBothThenPairsTheLatest() {
    let names = PassthroughSubject<String, Never>()
    let ages = CurrentValueSubject<Int, Never>(30)
    var got: [String] = []
    let cancellable = names.combineLatest(ages) { "\($0) \($1)" }.sink { got.append($0) }
    names.send("Ada")
    ages.send(31)
    names.send("Grace")
    #expect(got == ["Ada 30", "Ada 31", "Grace 31"])
    _ = cancellable
  }

  @Test func mergeInterleavesInSendingOrder() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    let cancellable = a.merge(with: b).sink { got.append($0) }
    a.send(1)
    b.send(2)
    a.send(3)
    #expect(got == [1, 2, 3])
    _ = cancellable
  }

  @Test func justEmptyFailFutureAndAnyPublisher() {
    var got: [Int] = []
    var ends = 0
    let publishers: [AnyPublisher<Int, Never>] = [
      Just(7).eraseToAnyPublisher(),
      Empty().eraseToAnyPublisher(),
      Future { promise in promise(.success(8)) }.eraseToAnyPublisher(),
      Deferred { Just(9) }.eraseToAnyPublisher(),
    ]
    var bag: [AnyCancellable] = []
    for publisher in publishers {
      publisher.sink(receiveCompletion: { _ in ends += 1 }, receiveValue: { got.append($0) })
        .store(in: &bag)
    }
    #expect(got == [7, 8, 9])
    #expect(ends == 4)
  }

  @Test func assignWritesTheProperty() {
    final class Label { var text = "" }
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: label)
    subject.send("hello")
    #expect(label.text == "hello")
    cancellable.cancel()
    subject.send("bye")
    #expect(label.text == "hello")
  }
}

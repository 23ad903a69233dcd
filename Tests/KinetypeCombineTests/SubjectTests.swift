import Foundation
import Testing

@testable import KinetypeCombine

@Suite struct SubjectTests {
  @Test func passthroughGivesOnlyValuesSentAfterSubscribing() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    var got: [Int] = []
    let cancellable = subject.sink { got.append($0) }
    subject.send(2)
    subject.send(3)
    subject.send(completion: .finished)
    subject.send(4)
    #expect(got == [2, 3])
    _ = cancellable
  }

  @Test func currentValueSubjectGivesItsValueFirst() {
    let subject = CurrentValueSubject<String, Never>("a")
    var got: [String] = []
    let cancellable = subject.sink { got.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(got == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = cancellable
  }

  @Test func freeingTheCancellableStopsTheValues() {
    let subject = PassthroughSubject<Int, Never>()
    var got: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { got.append($0) }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(got == [1])
    #expect(cancellable == nil)
  }

  @Test func storedCancellablesLiveInTheSet() {
    let subject = PassthroughSubject<Int, Never>()
    var bag = Set<AnyCancellable>()
    var got: [Int] = []
    subject.sink { got.append($0) }.store(in: &bag)
    subject.map { $0 * 10 }.sink { got.append($0) }.store(in: &bag)
    subject.send(2)
    #expect(got == [2, 20])
    bag.removeAll()
    subject.send(3)
    #expect(got == [2, 20])
  }

  @Test func aCompletionReachesTheSink() {
    struct Oops: Error, Equatable {}
    let subject = PassthroughSubject<Int, Oops>()
    var completions: [Subscribers.Completion<Oops>] = []
    var got: [Int] = []
    let cancellable = subject.sink(
      receiveCompletion: { completions.append($0) }, receiveValue: { got.append($0) })
    subject.send(1)
    subject.send(completion: .failure(Oops()))
    subject.send(2)
    #expect(got == [1])
    #expect(completions == [.failure(Oops())])
    _ = cancellable
  }

  /// A subscriber that asks for two values gets two, as Combine's demand says.
  @Test func demandLimitsWhatASubscriberGets() {
    final class TakeTwo: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var got: [Int] = []
      func receive(subscription: any Subscription) { subscription.request(.max(2)) }
      func receive(_ input: Int) -> Subscribers.Demand {
        got.append(input)
        return .none
      }
      func receive(completion: Subscribers.Completion<Never>) {}
    }
    let fromSequence = TakeTwo()
    [1, 2, 3, 4].publisher.subscribe(fromSequence)
    #expect(fromSequence.got == [1, 2])
    let subject = PassthroughSubject<Int, Never>()
    let fromSubject = TakeTwo()
    subject.subscribe(fromSubject)
    for value in 5...8 { subject.send(value) }
    #expect(fromSubject.got == [5, 6])
  }

  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(2) - 5 == .none)
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
  }
}

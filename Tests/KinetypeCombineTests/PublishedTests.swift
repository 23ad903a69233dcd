import Foundation
import Testing

@testable import KinetypeCombine

@Suite struct PublishedTests {
  final class Model: ObservableObject {
    @Published var count = 0
    @Published var query = ""
    @Published private(set) var doubled = 0

    init() {
      $count.map { $0 * 2 }.assign(to: &$doubled)
    }
  }

  @Test func dollarPropertyGivesTheCurrentValueThenEachNewOne() {
    let model = Model()
    model.count = 1
    var got: [Int] = []
    let cancellable = model.$count.sink { got.append($0) }
    model.count = 2
    model.count = 3
    #expect(got == [1, 2, 3])
    _ = cancellable
  }

  /// Combine's `@Published` publishes in `willSet`: the property still holds the old value
  /// when a subscriber hears of the new one.
  @Test func subscribersHearBeforeTheValueIsStored() {
    let model = Model()
    var seen: [(published: Int, stored: Int)] = []
    let cancellable = model.$count.dropFirst().sink { [unowned model] in
      seen.append(($0, model.count))
    }
    model.count = 5
    #expect(seen.count == 1)
    #expect(seen.first?.published == 5)
    #expect(seen.first?.stored == 0)
    #expect(model.count == 5)
    _ = cancellable
  }

  @Test func objectWillChangeSendsBeforeEachChange() {
    let model = Model()
    var countsSeen: [Int] = []
    let cancellable = model.objectWillChange.sink { [unowned model] in
      countsSeen.append(model.count)
    }
    model.count = 1
    model.count = 2
    // `doubled` is assigned from `$count` too, so each change of count sends twice.
    #expect(countsSeen == [0, 0, 1, 1])
    _ = cancellable
  }

  @Test func assignToPublishedKeepsItInStep() {
    let model = Model()
    #expect(model.doubled == 0)
    model.count = 21
    #expect(model.doubled == 42)
  }
}

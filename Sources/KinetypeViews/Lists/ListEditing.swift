public import Foundation
public import KinetypeViewGraph

/// The button that turns a list's edit mode on and off, as SwiftUI's `EditButton`: drawn as
/// "Edit" in the accent color. Offline there is no edit mode to enter: tapping it changes
/// nothing drawn.
public struct EditButton: View {
  /// Creates the button.
  public init() {}

  /// "Edit", as a button.
  public var body: some View {
    Button("Edit") {}
  }
}

extension ForEach {
  /// What deleting rows does, as SwiftUI's `onDelete(perform:)`. A row is deleted by a swipe,
  /// which offline rendering never makes: the rows are drawn as they are and `action` is kept
  /// for no one.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

  /// What moving rows does, as SwiftUI's `onMove(perform:)`. A row is moved by a drag in edit
  /// mode, which offline rendering never makes: the rows are drawn as they are.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start), as SwiftUI's
  /// `remove(atOffsets:)`, the usual body of an `onDelete` action. Offsets past the end are
  /// ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept: [Element] = []
    for (offset, element) in enumerated() where !offsets.contains(offset) {
      kept.append(element)
    }
    self = Self(kept)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (positions from the start) to before the element that was
  /// at `destination`, keeping their order, as SwiftUI's `move(fromOffsets:toOffset:)`, the
  /// usual body of an `onMove` action. `destination` may be the count (the end).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moved = source.filter { $0 < all.count }.map { all[$0] }
    var rest: [Element] = []
    for (offset, element) in all.enumerated() where !source.contains(offset) {
      rest.append(element)
    }
    let end = Swift.min(Swift.max(destination, 0), all.count)
    let before = source.count(in: 0..<end)
    let insertion = Swift.min(Swift.max(destination - before, 0), rest.count)
    let result = rest[..<insertion] + moved + rest[insertion...]
    for (index, element) in zip(indices, result) { self[index] = element }
  }
}

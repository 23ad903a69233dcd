import Foundation
public import KinetypeViewGraph

/// A list of the values pushed on a navigation stack, as SwiftUI's `NavigationPath`: bind it
/// to `NavigationStack(path:root:)` and append a value to push the view its
/// `navigationDestination(for:destination:)` makes for it.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)      // pushes the recipe's detail
/// path.removeLast()        // pops it
/// ```
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() { elements = [] }

  /// A path of `elements`, first pushed first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values (default 1).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(0, k), elements.count))
  }
}

/// What `@Environment(\.dismiss)` gives a view, as SwiftUI's `DismissAction`: calling it pops
/// the pushed screen the view is in, or closes the sheet, cover, alert or dialog it is in; it
/// does nothing elsewhere.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction {
  let action: (() -> Void)?

  /// Dismisses the presentation the view is in.
  public func callAsFunction() { action?() }
}

extension EnvironmentValues {
  /// Dismisses the pushed screen or presentation this view is in (nothing at a stack's root
  /// outside a presentation).
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation or a pushed screen that `dismiss` closes, as
  /// SwiftUI's `isPresented`.
  public var isPresented: Bool { self[DismissKey.self].action != nil }
}

/// Whether a view is presented, and a way to dismiss it, as SwiftUI's deprecated
/// `PresentationMode` (read through `@Environment(\.presentationMode)`).
public struct PresentationMode {
  let action: (() -> Void)?

  /// Whether the view is in a presentation or a pushed screen that ``dismiss()`` closes.
  public var isPresented: Bool { action != nil }

  /// Dismisses the presentation or pushed screen the view is in, as ``DismissAction`` does.
  public mutating func dismiss() { action?() }
}

extension EnvironmentValues {
  /// The view's presentation, as SwiftUI's deprecated `presentationMode`:
  /// `presentationMode.wrappedValue.dismiss()` is `dismiss()`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(action: self[DismissKey.self].action)
    return Binding(get: { mode }, set: { _ in })
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: nil) }
}

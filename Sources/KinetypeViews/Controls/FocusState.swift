public import KinetypeViewGraph

/// Which field has the keyboard's focus, as SwiftUI's `@FocusState`: a `Bool` for one field,
/// or an optional value naming which of several (`.focused($field, equals: .name)`).
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
///
/// Kept per view as `@State` is: setting it (from a button, a script's `set`) updates the
/// views that read it. Focus draws nothing on its own here (no keyboard or caret is drawn), so
/// the value is what views read, and nothing else changes.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let state: State<Value>

  /// A focus that is off: `false`.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// A focus on no field: nil.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// The field that has focus.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the focus, for `focused(_:)` and `focused(_:equals:)`.
  public var projectedValue: Binding { Binding(base: state.projectedValue) }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let base: KinetypeViewGraph.Binding<Value>

    /// The field that has focus.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Ties this view's focus to `condition`, as SwiftUI's `focused(_:)`. Accepted: focus draws
  /// nothing, and the binding keeps the value set.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Ties this view's focus to `binding` having `value`, as SwiftUI's
  /// `focused(_:equals:)` (accepted, as `focused(_:)`).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  { self }
}

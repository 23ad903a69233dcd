public import KinetypeViewGraph

/// Whether a view is being edited, as SwiftUI's `EditMode`. Offline rendering never enters
/// edit mode on its own; a view may set it (`.environment(\.editMode, .constant(.active))`)
/// and read it back. Kinetype's lists draw every mode as `.inactive` (no delete or move
/// controls).
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Changing to or from editing.
  case transient
  /// Editing.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// A binding to the edit mode of the views here, as SwiftUI's `editMode`. Default: nil (no
  /// edit mode set).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

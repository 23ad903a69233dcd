public import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A calendar for choosing several dates, as SwiftUI's `MultiDatePicker`: drawn as a labelled
/// placeholder, with an `unsupported-feature` warning (the calendar is not drawn).
public struct MultiDatePicker<Label: View>: View {
  let title: String

  /// A picker titled `title` bound to `selection` (the dates' components).
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>)
  where Label == Text {
    self.title = String(title)
  }

  /// A picker titled `title` bound to `selection`, choosing within `bounds`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) where Label == Text {
    self.title = String(title)
  }

  /// A picker with `label` bound to `selection`.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    title = ""
  }

  /// The placeholder.
  public var body: some View { UnsupportedControl(name: "MultiDatePicker", label: title) }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`: drawn as iOS draws it,
/// "Rename" with the pencil symbol in the tint. Offline nothing is renamed: the action set
/// with `renameAction(_:)` is accepted and not run.
public struct RenameButton: View {
  /// Creates the button.
  public init() {}

  /// "Rename", as a button.
  public var body: some View {
    Button("Rename", systemImage: "pencil") {}
  }
}

extension View {
  /// What a ``RenameButton`` in this view does, as SwiftUI's `renameAction(_:)` (accepted;
  /// never run offline).
  public func renameAction(_ action: @escaping () -> Void) -> some View { self }
}

/// A button that pastes the clipboard, as SwiftUI's `PasteButton`: drawn as a labelled
/// placeholder, with an `unsupported-feature` warning (there is no clipboard offline, and
/// the button's look is the system's own).
public struct PasteButton: View {
  /// A button pasting values of `payloadType`, handing them to `onPaste`.
  public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

  /// The placeholder.
  public var body: some View { UnsupportedControl(name: "PasteButton", label: "Paste") }
}

public import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a plain button, its label in the
/// tint (the accent color unless `.tint(_:)` says otherwise).
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
///
/// Offline there is nothing to open: a script's tap on it (by its label's text) changes
/// nothing drawn.
public struct Link<Label: View>: View {
  /// The URL the link opens.
  public let destination: URL
  let label: Label

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, as a button.
  public var body: some View {
    Button {
    } label: {
      label
    }
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled `title`.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(String(title)) }
  }
}

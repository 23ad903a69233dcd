public import KinetypeText
public import KinetypeViewGraph

/// A field for a password, as SwiftUI's `SecureField`: drawn as a ``TextField`` whose text is
/// a bullet (•, U+2022) per character, as iOS hides it once typed, or the prompt while empty.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A field bound to `text`, with `prompt` shown while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: SecureField.hidden(text), prompt: prompt, label: label)
  }

  /// The field, its characters hidden.
  public var body: some View { field }

  /// The text as bullets, one per character; setting it through this binding sets nothing.
  static func hidden(_ text: Binding<String>) -> Binding<String> {
    let bullets = String(repeating: "\u{2022}", count: text.wrappedValue.count)
    return Binding(get: { bullets }, set: { _ in })
  }
}

extension SecureField where Label == Text {
  /// A field titled `title` (its prompt) bound to `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title, text: SecureField.hidden(text))
  }

  /// A field titled `title` bound to `text`, with `prompt` shown while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(title, text: SecureField.hidden(text), prompt: prompt)
  }
}

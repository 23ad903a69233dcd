import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A field of editable text, as SwiftUI's `TextField`: here, showing its text (or its prompt
/// in the placeholder color when the text is empty), filling the width offered.
///
/// ```swift
/// TextField("Message", text: $message)
///   .textFieldStyle(.roundedBorder)
/// ```
///
/// The default style on iOS is plain: the text alone. `.roundedBorder` is UITextField's rounded
/// border: 34 points tall for body text, 7 points of padding each side, a hairline gray border
/// with a 5-point corner radius. Disabled, its text is drawn in the secondary color. Typing is
/// not modelled: a script sets the text through its binding
/// (``ViewScript/set(_:to:at:animation:)``).
public struct TextField<Label: View>: View {
  let text: String
  let prompt: Text?
  let label: Label
  var axis: Axis = .horizontal
  @Environment(\.textFieldStyleKind) private var style
  @Environment(\.isEnabled) private var isEnabled

  /// A field bound to `text`, with `prompt` shown while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text.wrappedValue
    self.prompt = prompt
    self.label = label()
  }

  /// The text, or the prompt.
  public var body: some View {
    let shown =
      text.isEmpty
      ? AnyView((prompt ?? Text("")).foregroundStyle(SystemColor.placeholder))
      : isEnabled
        ? AnyView(Text(text)) : AnyView(Text(text).foregroundStyle(Color.secondary))
    let lines =
      axis == .vertical ? AnyView(VerticalFieldText(text: shown)) : AnyView(shown.lineLimit(1))
    if style == .roundedBorder {
      lines
        .frame(maxWidth: .infinity, minHeight: 20, alignment: .leading)
        .padding(.horizontal, 7)
        .padding(.vertical, 7)
        .background(SystemColor.background, in: RoundedRectangle(cornerRadius: 5))
        .overlay(RoundedRectangle(cornerRadius: 5).stroke(SystemColor.separator, lineWidth: 0.5))
    } else {
      lines.frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

extension TextField where Label == Text {
  /// A field titled `title` (its prompt) bound to `text`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: Text(String(title))) { Text(String(title)) }
  }

  /// A field titled `title` bound to `text`, with `prompt` shown while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt ?? Text(String(title))) { Text(String(title)) }
  }
}

/// How text fields draw, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {}

enum TextFieldStyleKind: Sendable { case plain, roundedBorder }

/// A text field style: plain or rounded border.
public struct BuiltInTextFieldStyle: TextFieldStyle, Sendable {
  let kind: TextFieldStyleKind
}

extension TextFieldStyle where Self == BuiltInTextFieldStyle {
  /// The platform's default: plain on iOS.
  public static var automatic: BuiltInTextFieldStyle { BuiltInTextFieldStyle(kind: .plain) }
  /// The text alone.
  public static var plain: BuiltInTextFieldStyle { BuiltInTextFieldStyle(kind: .plain) }
  /// A rounded border around the text.
  public static var roundedBorder: BuiltInTextFieldStyle {
    BuiltInTextFieldStyle(kind: .roundedBorder)
  }
}

/// A rounded border around the text, as SwiftUI's `RoundedBorderTextFieldStyle`
/// (`.roundedBorder`).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
  /// The style.
  public init() {}
}

/// The text alone, as SwiftUI's `PlainTextFieldStyle` (`.plain`).
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
  /// The style.
  public init() {}
}

/// The platform's default, as SwiftUI's `DefaultTextFieldStyle` (`.automatic`: plain on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
  /// The style.
  public init() {}
}

extension View {
  /// Draws the text fields in this view in `style`.
  public func textFieldStyle(_ style: BuiltInTextFieldStyle) -> some View {
    environment(\.textFieldStyleKind, style.kind)
  }

  /// Draws the text fields in this view with a rounded border (the iOS 13 spelling,
  /// `RoundedBorderTextFieldStyle()`).
  public func textFieldStyle(_ style: RoundedBorderTextFieldStyle) -> some View {
    environment(\.textFieldStyleKind, .roundedBorder)
  }

  /// Draws the text fields in this view plain (`PlainTextFieldStyle()`).
  public func textFieldStyle(_ style: PlainTextFieldStyle) -> some View {
    environment(\.textFieldStyleKind, .plain)
  }

  /// Draws the text fields in this view in the platform's default (`DefaultTextFieldStyle()`).
  public func textFieldStyle(_ style: DefaultTextFieldStyle) -> some View {
    environment(\.textFieldStyleKind, .plain)
  }
}

extension EnvironmentValues {
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKindKey.self] }
    set { self[TextFieldStyleKindKey.self] = newValue }
  }
}

private struct TextFieldStyleKindKey: EnvironmentKey {
  static var defaultValue: TextFieldStyleKind { .plain }
}

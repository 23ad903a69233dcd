public import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

extension TextField where Label == Text {
  /// A field titled `title` showing `value` formatted with `format`, as SwiftUI's
  /// `TextField(_:value:format:prompt:)`: `TextField("Speed", value: $speed, format: .number)`
  /// shows "3.5" for 3.5. Typing is not modelled, so the text is never parsed back; a script
  /// sets the value through its binding.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(format.format(value.wrappedValue)), prompt: prompt ?? Text(String(title))
    ) { Text(String(title)) }
  }

  /// A field titled `title` showing an optional `value` formatted with `format` (empty, with
  /// the prompt, while nil).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(value.wrappedValue.map { format.format($0) } ?? ""),
      prompt: prompt ?? Text(String(title))
    ) { Text(String(title)) }
  }
}

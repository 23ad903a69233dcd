public import KinetypeViewGraph

/// The label of the keyboard's return key, as SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return (the default).
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What a submission came from, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// The triggers with `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's return key.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How typed text is capitalized, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  /// Never.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence (the default).
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
  /// The label of the return key while a field in this view is edited, as SwiftUI's
  /// `submitLabel(_:)`. Accepted: no keyboard is drawn.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// What runs when a field in this view is submitted, as SwiftUI's
  /// `onSubmit(of:_:)`. Accepted: nothing is typed offline, so `action` never runs.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  { self }

  /// How text typed into fields in this view is capitalized, as SwiftUI's
  /// `textInputAutocapitalization(_:)`. Accepted: nothing is typed.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }

  /// Turns autocorrection off for the fields in this view, as SwiftUI's
  /// `autocorrectionDisabled(_:)`. Accepted: nothing is typed.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

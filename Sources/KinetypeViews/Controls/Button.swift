import Foundation
public import KinetypeCore
import KinetypeText
import KinetypeViewGraph

/// A control that runs an action when tapped, as SwiftUI's `Button`. Rendering over time, a
/// script taps it by its label (``ViewScript/tap(_:at:)``).
///
/// ```swift
/// Button("Details") {
///   withAnimation(reduceMotion ? nil : .snappy) { isExpanded.toggle() }
/// }
/// ```
///
/// It draws its label through the environment's button style (default `.automatic`: the
/// label in the accent color).
public struct Button<Label: View>: View, PrimitiveView {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button showing `label` that runs `action`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  /// A button with a `role` (destructive, cancel).
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A button draws its styled label.
  public var body: Never { primitiveBody("Button") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let style = context.environment.buttonStyle
    let configuration = ButtonStyleConfiguration(
      label: ButtonStyleConfiguration.Label(), isPressed: false, role: role)
    var inner = context
    inner.labels.append("Button")
    let nodes = inner.resolve(
      body: style.makeBody(configuration), standingFor: label, contentContext: context)
    let action = action
    let after = context.environment.afterButtonAction
    context.addControl(
      Control(
        label: nodes.texts.joined(separator: " "), identity: context.identity,
        action: {
          action()
          after?()
        }))
    return nodes
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(String(title)) }
  }

  /// A button titled `title` with a `role`.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(String(title)) }
  }
}

extension Button where Label == KinetypeViews.Label<Text, Image> {
  /// A button whose label is `title` with the SF Symbol `systemImage` (drawn as its Material
  /// Icons substitute), as SwiftUI's `Button(_:systemImage:action:)`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { KinetypeViews.Label(title, systemImage: systemImage) }
  }

  /// A button whose label is `title` with the SF Symbol `systemImage`, with a `role`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) {
      KinetypeViews.Label(title, systemImage: systemImage)
    }
  }
}

/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  private let name: String
  /// Deletes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

/// How buttons draw their labels, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The properties of the button being drawn.
  typealias Configuration = ButtonStyleConfiguration
  /// The button drawn in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a ``ButtonStyle`` draws.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    init() {}
    /// The label draws the button's label.
    public var body: Never { primitiveBody("ButtonStyleConfiguration.Label") }
    package func makeNodes(in context: ResolveContext) -> [ViewNode] {
      guard let slot = context.contentSlots.last else { return [] }
      return slot.resolve(context)
    }
  }

  /// The label.
  public let label: Label
  /// Whether the button is pressed (never, when rendering offline).
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// The default style: the label in the tint, the accent color unless `.tint(_:)` says
/// otherwise (SwiftUI's `.automatic` on iOS).
public struct DefaultButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// The label, tinted.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.foregroundStyle(
      configuration.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
  }
}

/// The label as it is, in the foreground style (SwiftUI's `.plain`).
public struct PlainButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// The label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint, no border (SwiftUI's `.borderless`).
public struct BorderlessButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// The label, tinted.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.foregroundStyle(.tint)
  }
}

/// The label in the tint on a light tint of it (SwiftUI's `.bordered`; Kinetype's
/// padding of 12 × 7 points and corner radius of 8 approximate iOS's regular size; the other
/// control sizes (`controlSize(_:)`) change the font, padding and height). Disabled, the label
/// is the tertiary label gray on `tertiarySystemFill`.
public struct BorderedButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// The label on a tinted rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonBox(
      content: SizedButtonLabel(content: configuration.label.foregroundStyle(.tint)),
      fill: TintedFill())
  }
}

/// White label on the tint (SwiftUI's `.borderedProminent`); disabled, the tertiary label gray
/// on `tertiarySystemFill`, as UIKit's filled button. Both bordered styles draw their box in
/// the environment's ``ButtonBorderShape`` (default: 8-point corners; 12 at the large sizes).
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// The label on a filled rounded rectangle.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonBox(
      content: SizedButtonLabel(content: configuration.label.foregroundStyle(ProminentLabel())),
      fill: ProminentFill())
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
  /// The label tinted, no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  /// The label on a light tint.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label on the accent color.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  /// Draws the buttons in this view in `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.buttonStyle = AnyButtonStyle(style) })
  }
}

extension Color {
  /// The accent color of controls: SwiftUI's default blue.
  public static var accentColor: Color { .blue }
}

/// A type-erased button style.
struct AnyButtonStyle {
  let makeBody: (ButtonStyleConfiguration) -> any View
  init<S: ButtonStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension EnvironmentValues {
  /// The style buttons draw with.
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { AnyButtonStyle(DefaultButtonStyle()) }
}

extension [ViewNode] {
  /// The strings of the texts in these nodes and below, in order.
  var texts: [String] {
    var found: [String] = []
    var stack = Array(reversed())
    while let node = stack.popLast() {
      if let text = node.behavior as? TextBehavior { found.append(text.text.string) }
      stack.append(contentsOf: node.children.reversed())
    }
    return found
  }
}

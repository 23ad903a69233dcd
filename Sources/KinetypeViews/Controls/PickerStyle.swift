public import KinetypeViewGraph

/// How pickers draw, as SwiftUI's `PickerStyle`: `.menu` (iOS's default), `.segmented`, and
/// the others drawn as a menu with a warning. Each is a type of its own, as in SwiftUI, so both
/// `.pickerStyle(.segmented)` and the older `.pickerStyle(SegmentedPickerStyle())` compile.
public protocol PickerStyle {}

enum PickerStyleKind: Sendable, Equatable { case automatic, menu, segmented, other(String) }

/// A picker style Kinetype knows how to draw.
protocol KnownPickerStyle: PickerStyle {
  var kind: PickerStyleKind { get }
}

/// The platform's default picker style: a menu on iOS, as SwiftUI's `DefaultPickerStyle`.
public struct DefaultPickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .automatic }
}

/// A menu button showing the choice, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .menu }
}

/// A segmented control, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .segmented }
}

/// A wheel, as SwiftUI's `WheelPickerStyle` (drawn as a menu, with a warning).
public struct WheelPickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .other("wheel") }
}

/// The options inline, as SwiftUI's `InlinePickerStyle` (drawn as a menu, with a warning).
public struct InlinePickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .other("inline") }
}

/// A row that pushes a list of the options, as SwiftUI's `NavigationLinkPickerStyle` (drawn
/// as a menu, with a warning).
public struct NavigationLinkPickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .other("navigationLink") }
}

/// A palette, as SwiftUI's `PalettePickerStyle` (drawn as a menu, with a warning).
public struct PalettePickerStyle: KnownPickerStyle, Sendable {
  /// The style.
  public init() {}
  var kind: PickerStyleKind { .other("palette") }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default: a menu on iOS.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu button showing the choice.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel (drawn as a menu, with a warning).
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline (drawn as a menu, with a warning).
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a list (drawn as a menu, with a warning).
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette (drawn as a menu, with a warning).
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
  /// Draws the pickers in this view in `style`, as SwiftUI's `pickerStyle(_:)`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyleKind, (style as? any KnownPickerStyle)?.kind ?? .other("\(S.self)"))
  }
}

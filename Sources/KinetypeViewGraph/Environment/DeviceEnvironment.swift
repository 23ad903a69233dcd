public import Foundation
public import KinetypeText

// Environment values that describe the device and the person using it, with an iPhone's
// values when nothing sets them: what views read to adapt (size classes, the scene's phase,
// accessibility settings). They are fixed per render so frames do not depend on the machine.

/// How much room a dimension has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Little room: an iPhone's width, and its height in landscape.
  case compact
  /// Room to spare: an iPhone's height in portrait, an iPad's width.
  case regular
}

/// Where a scene is in its life, as SwiftUI's `ScenePhase`. A rendered scene is `.active`.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// In the background: not shown.
  case background
  /// Shown but not taking events.
  case inactive
  /// In the foreground, taking events.
  case active
}

/// The contrast people asked for, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable {
  /// Standard contrast.
  case standard
  /// Increased contrast.
  case increased
}

/// The weight people asked text to have, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  /// The font's own weight.
  case regular
  /// Bolder text.
  case bold
}

/// The size of content, as SwiftUI's deprecated `ContentSizeCategory` (the older name of
/// ``DynamicTypeSize``, case for case).
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  /// An extra small size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// The default size.
  case large
  /// A large size.
  case extraLarge
  /// An extra extra large size.
  case extraExtraLarge
  /// The largest size that is not an accessibility size.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether it is an accessibility size.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The Dynamic Type size of the same rank.
  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }

  init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }
}

extension ContentSizeCategory: Comparable {
  /// Smaller sizes first.
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }
}

extension EnvironmentValues {
  /// The width's size class: `.compact`, as an iPhone's.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The height's size class: `.regular`, as an iPhone's in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The scene's phase: `.active` in a render.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Whether controls in the view take input: false under `disabled(true)`. A disabled
  /// control ignores a script's taps and slides.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The contrast asked for: `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }

  /// The text weight asked for: `.regular`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// Whether Reduce Transparency is on: false.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether Differentiate Without Color is on: false.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether VoiceOver is running: false.
  public var accessibilityVoiceOverEnabled: Bool { false }

  /// The content size, as SwiftUI's deprecated `sizeCategory`: ``dynamicTypeSize`` under its
  /// older name (setting one sets the other).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }

  /// The calendar dates are shown in: Gregorian, in the view's locale and time zone (fixed,
  /// so frames do not depend on the machine's settings).
  public var calendar: Calendar {
    get {
      self[CalendarKey.self]
        ?? {
          var calendar = Calendar(identifier: .gregorian)
          calendar.locale = locale
          calendar.timeZone = timeZone
          return calendar
        }()
    }
    set { self[CalendarKey.self] = newValue }
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}
private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
private struct ContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}
private struct LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { .regular }
}
private struct ReduceTransparencyKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct DifferentiateWithoutColorKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar? { nil }
}

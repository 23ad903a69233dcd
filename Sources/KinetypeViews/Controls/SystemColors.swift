import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// The iOS system colors the containers and controls draw with, each with its light and dark
/// value (resolved where it is drawn, from the view's `\.colorScheme`).
///
/// UIKit's dynamic system colors: the light values from Apple's Human Interface Guidelines,
/// "Color" (the dynamic system colors table); the dark ones as UIKit resolves them, listed by
/// Alderis (hbang/Alderis, `ColorGroup.swift`, "DARK … COLORS") and, for
/// `secondarySystemGroupedBackground` and `secondaryLabel`, printed from UIKit in the answer
/// to Stack Overflow question 57186481. The bar, card and segment colors UIKit does not
/// publish are Flutter's Cupertino ones (docs/views.md, "Appearance").
enum SystemColor {
  /// `systemBackground`: white; black in the dark.
  static let background = Color.systemBackground
  /// `secondarySystemBackground`: #F2F2F7; #1C1C1E in the dark (a `GroupBox`).
  static let secondaryBackground = Color.system(light: (242, 242, 247), dark: (28, 28, 30))
  /// `systemGroupedBackground`: #F2F2F7; black in the dark.
  static let groupedBackground = Color.system(light: (242, 242, 247), dark: (0, 0, 0))
  /// `secondarySystemGroupedBackground`: white; #1C1C1E in the dark (the rows of an
  /// inset-grouped list).
  static let groupedRow = Color.system(light: (255, 255, 255), dark: (28, 28, 30))
  /// `separator`: (60, 60, 67) at 29%; (84, 84, 88) at 60% in the dark.
  static let separator = Color.system(
    light: (60, 60, 67), dark: (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)
  /// `systemFill`: (120, 120, 128) at 20%; at 36% in the dark (a switch's off track, a
  /// slider's track).
  static let fill = Color.system(
    light: (120, 120, 128), dark: (120, 120, 128), opacity: 0.2, darkOpacity: 0.36)
  /// `tertiarySystemFill`: (118, 118, 128) at 12%; at 24% in the dark (a segmented control's
  /// and stepper's background).
  static let tertiaryFill = Color.system(
    light: (118, 118, 128), dark: (118, 118, 128), opacity: 0.12, darkOpacity: 0.24)
  /// `placeholderText` and `tertiaryLabel`: (60, 60, 67) at 30%; (235, 235, 245) at 30% in the
  /// dark.
  static let placeholder = Color.system(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
  /// The bar's hairline: (0, 0, 0) at 30% in both appearances (UINavigationBar's default
  /// shadow; Flutter's `_kDefaultNavBarBorderColor` 0x4D000000, not dynamic).
  static let barHairline = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
  /// The bar's background, the default bar material flattened: (249, 249, 249) at 94%;
  /// (29, 29, 29) at 94% in the dark (Flutter's `CupertinoThemeData` bar background,
  /// 0xF0F9F9F9 and 0xF01D1D1D).
  static let barBackground = Color.system(
    light: (249, 249, 249), dark: (29, 29, 29), opacity: 0.94)
  /// A sheet's and menu's background, `systemBackground` at the elevated level: white; #1C1C1E
  /// in the dark (Flutter's `CupertinoColors.systemBackground`, `darkElevatedColor`).
  static let elevatedBackground = Color.system(light: (255, 255, 255), dark: (28, 28, 30))
  /// An action sheet's Cancel card: white; #2C2C2C in the dark (Flutter's
  /// `_kActionSheetCancelColor`).
  static let actionSheetCancel = Color.system(light: (255, 255, 255), dark: (44, 44, 44))
  /// An alert's card, drawn opaque: #F2F2F2; #1E1E1E in the dark (Flutter's `_kDialogColor`,
  /// 0xCCF2F2F2 and 0xBF1E1E1E, "extracted from" Apple's design resources, without the blur).
  static let alertCard = Color.system(light: (242, 242, 242), dark: (30, 30, 30))
  /// The selected segment of a segmented control: white; #636366 in the dark (Flutter's
  /// `CupertinoSlidingSegmentedControl` thumb).
  static let segmentThumb = Color.system(light: (255, 255, 255), dark: (99, 99, 102))
}

import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// The iOS system colors the containers and controls draw with, in the light appearance.
///
/// Values are UIKit's documented light-mode system colors (Apple's Human Interface
/// Guidelines, "Color", the dynamic system colors table; UIColor's `systemGroupedBackground`,
/// `separator`, `systemFill`, `tertiarySystemFill`, `placeholderText`).
enum SystemColor {
  /// `systemGroupedBackground`: #F2F2F7.
  static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
  /// `secondarySystemGroupedBackground`: white (the rows of an inset-grouped list).
  static let groupedRow = Color.white
  /// `separator`: (60, 60, 67) at 29%.
  static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
  /// `systemFill`: (120, 120, 128) at 20% (a switch's off track, a slider's track).
  static let fill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
  /// `tertiarySystemFill`: (118, 118, 128) at 12% (a segmented control's and stepper's
  /// background).
  static let tertiaryFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
  /// `placeholderText` and `tertiaryLabel`: (60, 60, 67) at 30%.
  static let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
  /// The bar's hairline: (0, 0, 0) at 30% (UINavigationBar's default shadow).
  static let barHairline = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
  /// The bar's background: `systemBackground` at 94% (the default bar's material, flattened).
  static let barBackground = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
}

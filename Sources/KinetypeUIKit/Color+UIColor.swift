import Foundation
public import KinetypeCore

extension Color {
  /// The SwiftUI color of a UIKit color, as SwiftUI's `Color(_ color: UIColor)`: a dynamic
  /// color (`.systemBackground`, `.label`…) keeps its dark value and draws it in the dark
  /// appearance.
  public init(_ color: UIColor) {
    func fixed(_ style: UIUserInterfaceStyle) -> Color {
      let c = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
      return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
    }
    self.init(light: fixed(.light), dark: fixed(.dark))
  }

  /// The SwiftUI color of a UIKit color, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self.init(uiColor) }
}

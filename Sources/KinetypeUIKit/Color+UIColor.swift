import Foundation
public import KinetypeCore

extension Color {
  /// The SwiftUI color of a UIKit color, as SwiftUI's `Color(_ color: UIColor)`.
  public init(_ color: UIColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }

  /// The SwiftUI color of a UIKit color, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor: UIColor) { self.init(uiColor) }
}

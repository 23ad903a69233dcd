public import Foundation
public import KinetypeText
public import KinetypeViewGraph

extension View {
  /// Sets the width of the text in this view, as SwiftUI's `fontWidth(_:)` (nil: the font's
  /// own). Drawn as the `wdth` axis where the font has one; the bundled Inter has none, so it
  /// draws at its own width (docs/views.md, "What is missing").
  public func fontWidth(_ width: Font.Width?) -> some View {
    modifier(EnvironmentWriter { $0.fontModifiers.width = width?.percent })
  }

}

extension Text {
  /// This text at `width`, as SwiftUI's `Text.fontWidth(_:)` (nil: the font's own).
  public func fontWidth(_ width: Font.Width?) -> Text {
    width.map { fontWidth($0.percent) } ?? self
  }
}

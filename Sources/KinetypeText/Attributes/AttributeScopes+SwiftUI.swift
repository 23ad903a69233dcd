public import Foundation
public import KinetypeCore

extension AttributeScopes {
  /// The attributes `Text(AttributedString)` reads, with SwiftUI's names, so that
  /// `string.foregroundColor = .pink` and `AttributeContainer().font(.title)` work as in
  /// SwiftUI; Foundation's (`link`, `languageIdentifier`) come along.
  public struct SwiftUIAttributes: AttributeScope {
    /// The fill color.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// A color.
      public typealias Value = Color
      /// `SwiftUI.ForegroundColor`.
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The font.
    public enum FontAttribute: AttributedStringKey {
      /// A font descriptor.
      public typealias Value = Font
      /// `SwiftUI.Font`.
      public static let name = "SwiftUI.Font"
    }
    /// Extra space after each character, keeping ligatures (``Text/kerning(_:)``).
    public enum KerningAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// `SwiftUI.Kern`.
      public static let name = "SwiftUI.Kern"
    }
    /// Extra space after each character, without optional ligatures (``Text/tracking(_:)``).
    public enum TrackingAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// `SwiftUI.Tracking`.
      public static let name = "SwiftUI.Tracking"
    }
    /// A shift of the baseline, up for positive values.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// Points.
      public typealias Value = CGFloat
      /// `SwiftUI.BaselineOffset`.
      public static let name = "SwiftUI.BaselineOffset"
    }
    /// The underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// `SwiftUI.UnderlineStyle`.
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// The strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// A line style.
      public typealias Value = Text.LineStyle
      /// `SwiftUI.StrikethroughStyle`.
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The fill color.
    public let foregroundColor: ForegroundColorAttribute
    /// The font.
    public let font: FontAttribute
    /// Kerning.
    public let kern: KerningAttribute
    /// Tracking.
    public let tracking: TrackingAttribute
    /// Baseline offset.
    public let baselineOffset: BaselineOffsetAttribute
    /// Underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// Strikethrough.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes
  }

  /// SwiftUI's attribute scope.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `string.foregroundColor` and the other SwiftUI attributes by name.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

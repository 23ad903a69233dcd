import KinetypeViews

/// A type that produces previews, as SwiftUI's `PreviewProvider`: ``Previews`` finds every
/// conforming type and shows its `previews`.
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///   static var previews: some View { Badge() }
/// }
/// ```
public protocol PreviewProvider {
  /// The type of the previewed views.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}

extension View {
  /// Names the preview, as SwiftUI's: Kinetype keeps the view as it is (the name Kinetype
  /// shows is the `PreviewProvider`'s type name).
  public func previewDisplayName(_ name: String?) -> Self { self }
  /// The layout of the preview, as SwiftUI's: Kinetype keeps the view as it is.
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }
  /// The device of the preview, as SwiftUI's: Kinetype keeps the view as it is.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
  /// The orientation of the preview, as SwiftUI's: Kinetype keeps the view as it is.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

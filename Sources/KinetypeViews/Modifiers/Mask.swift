import KinetypeViewGraph

extension View {
  /// Masks this view with the alpha of the views `mask` builds, as SwiftUI's
  /// `mask(alignment:_:)`: the mask is proposed this view's size and placed so that its
  /// `alignment` guides meet this view's (as an overlay is); where it is opaque this view shows,
  /// where it is transparent nothing does, and its partial alpha multiplies this view's. Its
  /// colors do not matter. This view's size, guides and spacing are unchanged.
  ///
  /// The view is masked as one picture (a layer): where two of its parts overlap, the mask
  /// fades what they make together, not each part on its own.
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(SecondaryLayerModifier(secondary: mask(), alignment: alignment, role: .mask))
  }

  /// Masks this view with the alpha of `mask`, centred (SwiftUI's older form, deprecated
  /// there in favor of ``mask(alignment:_:)``).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(SecondaryLayerModifier(secondary: mask, alignment: .center, role: .mask))
  }
}

public import Foundation
public import KinetypeMotion
public import KinetypeViewGraph

/// Where a popover's arrow points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
  /// A rectangle in the view's space.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view's bounds.
  case point(UnitPoint)
}

/// How a presentation adapts to a compact size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
  let name: String
  /// The platform's choice: a popover becomes a sheet on iPhone.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// No adaptation.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the views behind a sheet take touches, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The platform's choice: disabled, with the dimming.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// Enabled at every detent.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// Disabled.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  /// Enabled up through `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  { PresentationBackgroundInteraction(name: "enabled") }
}

extension View {
  /// Presents `content` in a popover while `isPresented` is true, as SwiftUI's
  /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. On an iPhone (compact width)
  /// a popover is shown as a sheet, as iOS adapts it; Kinetype draws that sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents `content(item)` in a popover while `item` is not nil (a sheet on iPhone, as
  /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Presents `content` as an inspector while `isPresented` is true, as SwiftUI's
  /// `inspector(isPresented:content:)`: in a compact width (an iPhone) it is a sheet, as iOS
  /// shows it.
  public func inspector<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// The width of the inspector column, as SwiftUI's `inspectorColumnWidth(_:)` (accepted:
  /// an iPhone shows the inspector as a sheet).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

  /// The width range of the inspector column (accepted).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  { self }

  /// How the presentation around this view adapts to a compact size, as SwiftUI's
  /// `presentationCompactAdaptation(_:)` (accepted: popovers are drawn as sheets).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// Whether people can swipe the sheet around this view away, as SwiftUI's
  /// `interactiveDismissDisabled(_:)` (accepted: no finger drags a rendered sheet).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// The corner radius of the sheet around this view, as SwiftUI's
  /// `presentationCornerRadius(_:)` (accepted: the sheet keeps iOS's radius).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

  /// Whether the views behind the sheet around this view take touches, as SwiftUI's
  /// `presentationBackgroundInteraction(_:)` (accepted: the dimming is drawn as iOS's
  /// default).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  { self }
}

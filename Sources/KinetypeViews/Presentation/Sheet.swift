import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

/// A height at which a sheet rests, as SwiftUI's `PresentationDetent`.
///
/// In a host `H` points tall and `W` wide: `.large` leaves 10 points of the receded screen
/// showing above the sheet (its top at `10·H/W + 10`; react-navigation's iOS sheet imitation
/// keeps 10 points between the two, and no status bar is drawn), `.medium` is half the height
/// (Apple: "approximately half the height of the screen"), `.fraction(f)` is `f·H` and
/// `.height(h)` is `h`, neither above `.large`.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large
    case medium
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind

  /// The full height.
  public static let large = PresentationDetent(kind: .large)
  /// About half the height.
  public static let medium = PresentationDetent(kind: .medium)
  /// `fraction` of the height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// `height` points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// The sheet's height at this detent in a host of `size`.
  func height(in size: CGSize) -> CGFloat {
    let large = max(0, size.height - (size.width > 0 ? 10 * size.height / size.width : 0) - 10)
    let value: CGFloat =
      switch kind {
      case .large: large
      case .medium: size.height / 2
      case .fraction(let fraction): size.height * fraction
      case .height(let height): height
      }
    return min(large, max(0, value.isFinite ? value : large))
  }
}

extension View {
  /// Presents `content` as a sheet while `isPresented` is true: it slides up from the bottom
  /// to its smallest detent (`.large` unless `presentationDetents(_:)` says otherwise) over
  /// the dimmed screen, which recedes at `.large`. `dismiss()` inside it sets `isPresented`
  /// to false and runs `onDismiss`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss) { AnyView(content()) }
  }

  /// Presents `content(item)` as a sheet while `item` is not nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss) { AnyView(content($0)) }
  }

  /// Presents `content` over the whole screen while `isPresented` is true: it slides up from
  /// the bottom on a white background, with no dimming and no receding.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss) {
      AnyView(content())
    }
  }

  /// Presents `content(item)` over the whole screen while `item` is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, item: item, onDismiss: onDismiss) { AnyView(content($0)) }
  }

  /// The heights the sheet around this view rests at; it opens at the smallest (UIKit: a
  /// sheet with no selected detent "displays at the smallest detent you specify").
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(MarkModifier(value: SheetMarker.detents(Array(detents))))
  }

  /// The heights the sheet around this view rests at, the one showing bound to `selection`
  /// (read when the sheet is made; a drag is never made offline).
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(MarkModifier(value: SheetMarker.selected(Array(detents), selection.wrappedValue)))
  }

  /// Draws `style` behind the sheet around this view instead of white, clipped to the sheet's
  /// rounded top corners (SwiftUI's `presentationBackground(_:)`).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    modifier(MarkModifier(value: SheetMarker.background(AnyView(Rectangle().fill(style)))))
  }

  /// Draws `content` behind the sheet around this view instead of white, filling the sheet at
  /// `alignment` and clipped to its rounded edges (SwiftUI's
  /// `presentationBackground(alignment:content:)`).
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = content()
    return modifier(
      MarkModifier(
        value: SheetMarker.background(
          AnyView(background.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        )))
  }

  /// Shows or hides the grabber at the top of the sheet around this view (`.automatic`: shown
  /// when the sheet has more than one detent).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(MarkModifier(value: SheetMarker.dragIndicator(visibility)))
  }
}

/// What a sheet's content tells the sheet.
enum SheetMarker {
  case detents([PresentationDetent])
  case selected([PresentationDetent], PresentationDetent)
  case dragIndicator(Visibility)
  case background(AnyView)
}

extension SheetMarker: ContainerMark {
  var kind: String {
    switch self {
    case .detents, .selected: "presentationDetents"
    case .dragIndicator: "presentationDragIndicator"
    case .background: "presentationBackground"
    }
  }
}

/// A sheet: its content on a white card (or its `presentationBackground`) with 10-point top
/// corners, resting at its detent;
/// a grabber (36 × 5, 5 points from the top, UISheetPresentationController's) when shown.
struct SheetCard: View, PrimitiveView {
  let spec: PresentationSpec
  let box: PresentationBox

  var body: Never { primitiveBody("SheetCard") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The content is not what is inserted or removed: the card is.
    var inner = context.forContainerContent
    inner.labels = []
    inner.environment.dismiss = DismissAction(action: spec.dismiss)
    let nodes = inner.resolve(spec.content(), component: .child(1))
    var detents: [PresentationDetent]?
    var selected: PresentationDetent?
    var indicator = Visibility.automatic
    var background: AnyView?
    for node in nodes {
      for (_, mark) in node.descendants(MarkBehavior<SheetMarker>.self) {
        switch mark.value {
        case .detents(let list): detents = detents ?? list
        case .selected(let list, let choice):
          detents = detents ?? list
          selected = selected ?? choice
        case .dragIndicator(let value): indicator = value
        case .background(let view): background = background ?? view
        }
      }
    }
    let resting = detents ?? [.large]
    let shown = selected.map { [$0] } ?? resting
    if shown.allSatisfy({ $0 == .large }) { box.recedes = true }
    let grabber = indicator == .visible || (indicator == .automatic && resting.count > 1)
    let card = SheetLayout(detents: shown) {
      ResolvedNodes(nodes: nodes)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(alignment: .top) {
          if let background {
            // Clipped to the sheet's rounded top corners.
            background.clipShape(
              UnevenRoundedRectangle(topLeadingRadius: 10, topTrailingRadius: 10))
          } else {
            RoundedRectangle(cornerRadius: 10).fill(SystemColor.elevatedBackground)
              .padding(.bottom, -10)
          }
        }
        .overlay(alignment: .top) {
          if grabber {
            Capsule().fill(SystemColor.fill).frame(width: 36, height: 5).padding(.top, 5)
          }
        }
    }
    var outer = context
    outer.labels.append("sheet")
    return outer.resolve(card, component: .child(0))
  }
}

/// Places a sheet at the smallest of its detents, at the bottom of the host.
struct SheetLayout: Layout {
  let detents: [PresentationDetent]

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let height = detents.map { $0.height(in: bounds.size) }.min() ?? bounds.height
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.maxY - height), anchor: .topLeading,
        proposal: ProposedViewSize(width: bounds.width, height: height))
    }
  }
}

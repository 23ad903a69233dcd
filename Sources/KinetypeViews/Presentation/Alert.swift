import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

extension View {
  /// An alert titled `title` while `isPresented` is true: a card in the middle of the dimmed
  /// screen with its `actions` as buttons; tapping one runs it and closes the alert.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions)
  }

  /// An alert titled `title` with `message` under it while `isPresented` is true.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(String(title)), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert titled `title` while `isPresented` is true.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = AnyView(actions())
    return presenting(.alert(title: title, message: nil), isPresented: isPresented) { actions }
  }

  /// An alert titled `title` with `message` under it while `isPresented` is true.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AnyView(actions())
    return presenting(
      .alert(title: title, message: AnyView(message())), isPresented: isPresented
    ) { actions }
  }

  /// An action sheet titled `title` while `isPresented` is true: its `actions` in a card at
  /// the bottom of the dimmed screen, a Cancel button in a card of its own under them. On iOS
  /// the title shows only with `titleVisibility: .visible`.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = AnyView(actions())
    return presenting(
      .dialog(title: Text(String(title)), showsTitle: titleVisibility == .visible, message: nil),
      isPresented: isPresented
    ) { actions }
  }

  /// An action sheet titled `title` with `message` while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AnyView(actions())
    return presenting(
      .dialog(
        title: Text(String(title)), showsTitle: titleVisibility == .visible,
        message: AnyView(message())),
      isPresented: isPresented
    ) { actions }
  }
}

/// The alert's card: light gray, near black in the dark (UIAlertController's, drawn opaque: no
/// blur behind it).
let alertCardColor = SystemColor.alertCard

/// An alert: 270 points wide with 14-point corners; the title (`.headline`) and message
/// (`.footnote`) centred, 20 points from the edges; the buttons under a hairline, side by side
/// when there are two, else one per row, each at least 44 points tall. Flutter's
/// `CupertinoAlertDialog` keeps UIKit's numbers: `_kCupertinoDialogWidth` 270,
/// `_kCornerRadius` 14, `_kDialogEdgePadding` 20; 44: the HIG's smallest tap target.
struct AlertCard: View {
  let title: Text
  let message: AnyView?
  let spec: PresentationSpec

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 4) {
        title.font(.headline)
        if let message { message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(20)
      AlertButtonsLayout {
        PresentedActions(spec: spec)
      }
      .buttonStyle(AlertButtonStyle())
    }
    .frame(width: 270)
    .background(alertCardColor)
    .clipShape(RoundedRectangle(cornerRadius: 14))
  }
}

/// A presentation's buttons: each closes it after its action.
struct PresentedActions: View, PrimitiveView {
  let spec: PresentationSpec

  var body: Never { primitiveBody("PresentedActions") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The content is not what is inserted or removed: the card is.
    var inner = context.forContainerContent
    inner.environment.afterButtonAction = spec.dismiss
    inner.environment.dismiss = DismissAction(action: spec.dismiss)
    return inner.resolve(spec.content(), component: .child(0))
  }
}

/// An alert's button: 17-point text in the accent color (semibold for `.cancel`, red for
/// `.destructive`), at least 44 points tall, a hairline above it and before it.
struct AlertButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .layoutValue(key: AlertCancelKey.self, value: configuration.role == .cancel)
      .font(configuration.role == .cancel ? .headline : .body)
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
      .lineLimit(1)
      .frame(maxWidth: .infinity, minHeight: 44)
      .overlay(alignment: .top) { Rectangle().fill(SystemColor.separator).frame(height: 0.5) }
      .overlay(alignment: .leading) {
        Rectangle().fill(SystemColor.separator).frame(width: 0.5)
      }
  }
}

/// Whether an alert's button is its cancel button (`role: .cancel`).
struct AlertCancelKey: LayoutValueKey {
  static let defaultValue = false
}

/// An alert's buttons: two side by side, halves of the width, else one per row. Each button
/// is placed half a point wider towards the leading edge, so that the hairline before the
/// first of a row falls outside the card. Side by side, a cancel button is the leading one
/// whatever order it was written in, as iOS places it (HIG, Alerts: "Cancel buttons should
/// always be on the left").
struct AlertButtonsLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? 270
    if subviews.count == 2 {
      let height =
        subviews.map { $0.sizeThatFits(ProposedViewSize(width: width / 2, height: nil)).height }
        .max() ?? 0
      return CGSize(width: width, height: height)
    }
    let height = subviews.reduce(0) {
      $0 + $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    if subviews.count == 2 {
      let half = bounds.width / 2
      let ordered =
        subviews[1][AlertCancelKey.self] && !subviews[0][AlertCancelKey.self]
        ? [subviews[1], subviews[0]] : [subviews[0], subviews[1]]
      for (index, subview) in ordered.enumerated() {
        let x = bounds.minX + CGFloat(index) * half - (index == 0 ? 0.5 : 0)
        subview.place(
          at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
          proposal: ProposedViewSize(width: half + (index == 0 ? 0.5 : 0), height: bounds.height))
      }
      return
    }
    var y = bounds.minY
    for subview in subviews {
      let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
      subview.place(
        at: CGPoint(x: bounds.minX - 0.5, y: y), anchor: .topLeading,
        proposal: ProposedViewSize(width: bounds.width + 0.5, height: height))
      y += height
    }
  }
}

/// An action sheet: 8 points from the sides and 10 from the bottom, the title and message
/// (13-point, secondary) over the actions, 56-point rows of 20-point text on a 14-point-corner
/// card, then Cancel (semibold) on a white card 8 points below. Flutter's
/// `CupertinoActionSheet` keeps UIKit's numbers: `_kActionSheetEdgeHorizontalPadding` 8,
/// `_kActionSheetCancelButtonPadding` 8, `_kActionSheetEdgeVerticalPadding` 10,
/// `_kActionSheetButtonHeight` 56, `_kCornerRadius` 14, 20-point action text. A `.cancel`
/// button among the actions is the Cancel card's (its row is not drawn).
struct ActionSheetCard: View {
  let title: Text?
  let message: AnyView?
  let spec: PresentationSpec

  var body: some View {
    VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { title.font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(Color.secondary)
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
        }
        VStack(spacing: 0) {
          PresentedActions(spec: spec)
        }
        .buttonStyle(ActionSheetButtonStyle(isCancelCard: false))
      }
      .background(alertCardColor)
      .clipShape(RoundedRectangle(cornerRadius: 14))
      Button("Cancel", role: .cancel) { spec.dismiss() }
        .buttonStyle(ActionSheetButtonStyle(isCancelCard: true))
        .background(SystemColor.actionSheetCancel)
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
    .padding(.horizontal, 8)
    .padding(.bottom, 10)
  }
}

/// An action sheet's row: 20-point text, 56 points tall, a hairline above.
struct ActionSheetButtonStyle: ButtonStyle {
  let isCancelCard: Bool

  func makeBody(configuration: Configuration) -> some View {
    if configuration.role == .cancel && !isCancelCard {
      configuration.label.frame(height: 0).opacity(0)
    } else {
      configuration.label
        .font(.system(size: 20, weight: configuration.role == .cancel ? .semibold : .regular))
        .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: 56)
        .overlay(alignment: .top) {
          if !isCancelCard {
            Rectangle().fill(SystemColor.separator).frame(height: 0.5)
          }
        }
    }
  }
}

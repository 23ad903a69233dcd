import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// One sheet, cover, alert or dialog a view asks for, as the host that draws it keeps it.
struct PresentationSpec {
  enum Style {
    case sheet
    case fullScreenCover
    case alert(title: Text, message: AnyView?)
    case dialog(title: Text, showsTitle: Bool, message: AnyView?)
  }

  let style: Style
  let isPresented: Bool
  /// Closes it (sets its binding), then runs its `onDismiss`.
  let dismiss: () -> Void
  /// Its content: the sheet's view, or the alert's or dialog's actions.
  let content: () -> AnyView

  /// How it comes and goes: a sheet, cover or dialog as Flutter's iOS modal popup
  /// (`_kModalPopupTransitionDuration`, 335 ms, "eyeballed from a physical device running
  /// iOS 13.1.2", with `Curves.linearToEaseOut`); an alert as Flutter's iOS dialog route
  /// (250 ms, the same curve).
  var animation: Animation {
    switch style {
    case .alert: .timingCurve(0.35, 0.91, 0.33, 0.97, duration: 0.25)
    default: .timingCurve(0.35, 0.91, 0.33, 0.97, duration: 0.335)
    }
  }

  /// The black laid over what is under it: 20 % (Flutter's `kCupertinoModalBarrierColor`,
  /// "extracted from" Apple's design resources); none under a full-screen cover.
  var dimming: Double {
    if case .fullScreenCover = style { return 0 }
    return 0.2
  }
}

extension EnvironmentValues {
  /// Whether a host above (a navigation stack, a presenting view) draws the presentations
  /// asked for here.
  var presentationHost: Bool {
    get { self[PresentationHostKey.self] }
    set { self[PresentationHostKey.self] = newValue }
  }

  /// What a tapped button runs after its action: closing the alert, dialog or menu it is in.
  var afterButtonAction: (() -> Void)? {
    get { self[AfterButtonActionKey.self] }
    set { self[AfterButtonActionKey.self] = newValue }
  }
}

private struct PresentationHostKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct AfterButtonActionKey: EnvironmentKey {
  static var defaultValue: (() -> Void)? { nil }
}

extension View {
  /// Asks for a presentation in `style` while `isPresented` is true; closing it sets
  /// `isPresented` to false, then runs `onDismiss`.
  func presenting(
    _ style: PresentationSpec.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    content: @escaping () -> AnyView
  ) -> some View {
    PresentingView(
      base: self,
      spec: PresentationSpec(
        style: style, isPresented: isPresented.wrappedValue,
        dismiss: {
          isPresented.wrappedValue = false
          onDismiss?()
        },
        content: content))
  }

  /// Asks for a presentation of `content(item)` in `style` while `item` is not nil; closing
  /// it sets `item` to nil, then runs `onDismiss`.
  func presenting<Item>(
    _ style: PresentationSpec.Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> AnyView
  ) -> some View {
    let value = item.wrappedValue
    return PresentingView(
      base: self,
      spec: PresentationSpec(
        style: style, isPresented: value != nil,
        dismiss: {
          item.wrappedValue = nil
          onDismiss?()
        },
        content: { value.map(content) ?? AnyView(EmptyView()) }))
  }
}

/// A view that asks for a presentation: a mark its host finds, or, with no host above, the
/// host itself.
struct PresentingView<Base: View>: View, PrimitiveView {
  let base: Base
  let spec: PresentationSpec

  var body: Never { primitiveBody("PresentingView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if context.environment.presentationHost {
      return context.resolve(
        base.modifier(MarkModifier(value: spec)), component: .child(0))
    }
    return context.resolve(
      PresentationLayer(base: AnyView(base), isOpaque: false, own: [spec]), component: .child(0))
  }
}

extension PresentationSpec: ContainerMark {
  var kind: String {
    switch style {
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .alert: "alert"
    case .dialog: "confirmationDialog"
    }
  }
}

/// What the presentations learn as they are made: whether a sheet at its large detent makes
/// the screen under it recede.
final class PresentationBox {
  var recedes = false
}

/// A host: its base, and over it the presentations asked for in it. While a sheet rests at
/// its large detent an opaque base (a navigation stack) recedes as iOS's page sheet does:
/// scaled about its centre to 20 points narrower, its corners rounded to 10 points, on black
/// (react-navigation's `forModalPresentationIOS`, an imitation of iOS 13's sheets). While
/// anything is presented, the base's controls cannot be tapped.
struct PresentationLayer: View, PrimitiveView {
  let base: AnyView
  let isOpaque: Bool
  var own: [PresentationSpec] = []

  var body: Never { primitiveBody("PresentationLayer") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var baseContext = context.forContainerContent
    baseContext.environment.presentationHost = true
    // Controls are recorded by updates only (frames never touch the list).
    let runtime = context.graph.recordingUpdate != nil ? context.graph.runtime : nil
    let before = runtime?.controls.count ?? 0
    let baseNodes = baseContext.resolve(base, component: .child(0))
    var specs = own
    for node in baseNodes {
      for (_, marker) in node.descendants(MarkBehavior<PresentationSpec>.self) {
        specs.append(marker.value)
      }
    }
    if specs.contains(where: \.isPresented), let runtime, runtime.controls.count > before {
      runtime.controls.removeSubrange(before...)
    }
    let box = PresentationBox()
    var overlayContext = context
    overlayContext.environment.presentationHost = false
    overlayContext.labels = []
    let overlays = overlayContext.resolve(
      ZStack {
        ForEach(Array(specs.indices), id: \.self) { PresentationOverlay(spec: specs[$0], box: box) }
      },
      component: .child(2))
    let recedes = isOpaque && box.recedes
    let sheetAnimation = PresentationSpec(
      style: .sheet, isPresented: true, dismiss: {}, content: { AnyView(EmptyView()) }
    ).animation
    let view = ResolvedNodes(nodes: baseNodes)
      .clipShape(RoundedRectangle(cornerRadius: recedes ? 10 : 0))
      .modifier(RecedeEffect(amount: recedes ? 1 : 0))
      .background(Color.black.opacity(recedes ? 1 : 0))
      .animation(sheetAnimation, value: recedes)
      .overlay { ResolvedNodes(nodes: overlays) }
    return context.resolve(view, component: .child(1))
  }
}

/// The receding of a screen under a sheet: scaled about its centre so that it is 20 points
/// narrower (`amount` 1) or not at all (0).
struct RecedeEffect: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    guard size.width > 0 else { return ProjectionTransform() }
    let scale = 1 - amount * 20 / size.width
    let transform = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
      .scaledBy(x: scale, y: scale)
      .translatedBy(x: -size.width / 2, y: -size.height / 2)
    return ProjectionTransform(transform)
  }
}

/// One presentation over its host: the dimming and the card, coming and going with their
/// transitions.
struct PresentationOverlay: View {
  let spec: PresentationSpec
  let box: PresentationBox

  var body: some View {
    ZStack {
      if spec.isPresented {
        Color.black.opacity(spec.dimming).transition(.opacity)
        switch spec.style {
        case .sheet:
          SheetCard(spec: spec, box: box).transition(.move(edge: .bottom))
        case .fullScreenCover:
          PresentedContent(spec: spec)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(SystemColor.background)
            .transition(.move(edge: .bottom))
        case .alert(let title, let message):
          AlertCard(title: title, message: message, spec: spec)
            .transition(AnyTransition.scale(scale: 1.3).combined(with: .opacity))
        case .dialog(let title, let showsTitle, let message):
          ActionSheetCard(title: showsTitle ? title : nil, message: message, spec: spec)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            .transition(.move(edge: .bottom))
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .animation(spec.animation, value: spec.isPresented)
  }
}

/// A presentation's content with `dismiss` closing it.
struct PresentedContent: View, PrimitiveView {
  let spec: PresentationSpec

  var body: Never { primitiveBody("PresentedContent") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The content is not what is inserted or removed: the card is.
    var inner = context.forContainerContent
    inner.environment.dismiss = DismissAction(action: spec.dismiss)
    return inner.resolve(spec.content(), component: .child(0))
  }
}

/// When and how views are shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The platform's choice.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// One screen of a navigation stack: its bar (title, back button, toolbar items) over its
/// view, slid and darkened by where it is in the stack.
struct NavigationScreen: View, PrimitiveView {
  enum Content {
    case root(AnyView)
    case value(AnyHashable)
  }

  let level: Int
  let id: String
  let content: Content
  /// How many screens are pushed.
  let depth: Int
  let chain: NavigationChain
  let navigator: Navigator

  var body: Never { primitiveBody("NavigationScreen") }

  /// Whether a pushed screen covers this one.
  var isCovered: Bool { level < depth }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The content is not what is inserted or removed: the card is.
    var inner = context.forContainerContent
    inner.labels = []
    inner.environment.navigationLevel = level
    if level > 0 {
      let navigator = navigator
      let level = level
      inner.environment.dismiss = DismissAction { navigator.pop(level - 1) }
    }
    let view: AnyView
    switch content {
    case .root(let root): view = root
    case .value(let value):
      if let made = chain.destination(for: value) {
        view = made
      } else {
        context.graph.warn(
          "no navigationDestination(for: \(type(of: value.base)).self) for the value pushed; "
            + "an empty screen is shown", at: context, kind: .unsupportedFeature)
        view = AnyView(Color.clear)
      }
    }
    // Controls are recorded by updates only (frames never touch the list).
    let runtime = context.graph.recordingUpdate != nil ? context.graph.runtime : nil
    let controlsBefore = runtime?.controls.count ?? 0
    let nodes = inner.resolve(view, component: .child(1))
    // A covered screen cannot be tapped: its controls are not offered to scripts.
    if isCovered, let runtime, runtime.controls.count > controlsBefore {
      runtime.controls.removeSubrange(controlsBefore...)
    }
    var title: Text?
    var mode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItemSpec] = []
    var isGrouped = false
    var hidesBack: Bool?
    for node in nodes {
      for (_, marker) in node.descendants(MarkBehavior<NavigationMarker>.self) {
        switch marker.value {
        case .title(let text): title = title ?? text
        case .displayMode(let value): mode = mode ?? value
        case .toolbar(let list): items += list
        case .destination(let destination): chain.destinations.append(destination)
        case .backButtonHidden(let hidden): hidesBack = hidesBack ?? hidden
        }
      }
      if node.descendants(ListBehavior.self).contains(where: { $0.1.look.isGrouped }) {
        isGrouped = true
      }
    }
    let isLarge: Bool =
      switch mode ?? .automatic {
      case .inline: false
      case .large: true
      case .automatic: level == 0 ? true : chain.modes[level - 1] ?? true
      }
    chain.modes[level] = isLarge
    chain.titles[level] = title
    let back: BackButton? =
      level > 0 && hidesBack != true
      ? BackButton(title: chain.titles[level - 1], navigator: navigator, depth: level - 1) : nil
    let background = isGrouped ? SystemColor.groupedBackground : SystemColor.background
    let bottom = items.filter { $0.placement.slot == .bottom }
    let screen = VStack(spacing: 0) {
      NavigationBar(title: title, isLarge: isLarge && title != nil, items: items, back: back)
      ResolvedNodes(nodes: nodes)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
      if !bottom.isEmpty {
        HStack(spacing: 16) {
          ForEach(Array(bottom.indices), id: \.self) { bottom[$0].view }
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .padding(.horizontal, 16)
        .background(Material.bar)
        .overlay(alignment: .top) { Rectangle().fill(SystemColor.barHairline).frame(height: 0.5) }
      }
    }
    .background(background)
    // The screen under a pushed one: 30 % of the width towards the leading edge, 7 % darker
    // (react-navigation's `forHorizontalIOS`, an imitation of UINavigationController's push).
    .overlay(Color.black.opacity(isCovered ? 0.07 : 0))
    .modifier(MoveEffect(edge: .leading, fraction: isCovered ? 0.3 : 0))
    .transition(level == 0 ? .identity : .move(edge: .trailing))
    var outer = context
    outer.labels.append("NavigationScreen")
    return outer.resolve(screen, component: .child(0))
  }
}

/// The 44-point bar, and the large title's band under it.
struct NavigationBar: View {
  let title: Text?
  let isLarge: Bool
  let items: [ToolbarItemSpec]
  var back: BackButton?

  func views(_ slot: ToolbarItemPlacement.Slot) -> [AnyView] {
    items.filter { $0.placement.slot == slot }.map(\.view)
  }

  /// The back button (if any) and the leading items.
  func leading(_ back: BackButton?) -> some View {
    HStack(spacing: 16) {
      if let back { back }
      ForEach(Array(views(.leading).indices), id: \.self) { views(.leading)[$0] }
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      NavigationBarRow(hasBack: back != nil) {
        leading(back)
        leading(
          back.map { BackButton(title: Text("Back"), navigator: $0.navigator, depth: $0.depth) })
        if let principal = views(.principal).first {
          principal
        } else if !isLarge, let title {
          title.font(.headline).lineLimit(1)
        }
        HStack(spacing: 16) {
          ForEach(Array(views(.trailing).indices), id: \.self) { views(.trailing)[$0] }
        }
      }
      .frame(maxWidth: .infinity)
      .frame(height: 44)
      if isLarge, let title {
        title.font(.largeTitle.bold()).lineLimit(1)
          .padding(.leading, 16)
          .padding(.bottom, 8)
          .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .bottomLeading)
      }
    }
  }
}

/// The bar's row: the leading items (8 points in after a back button, else 16), the title
/// centred, the trailing items 16 points in. Its subviews: the leading items with the back
/// button showing the title of the screen under it, the same with "Back", the title (left out
/// when the bar has none), the trailing items. As UINavigationBar does, the back button says "Back" when its title would
/// reach the centred title (8 points apart); the variant not shown is placed out of sight.
struct NavigationBarRow: Layout {
  let hasBack: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    if let width = proposal.width { return CGSize(width: width, height: 44) }
    // Ideal: the items side by side, or the title, whichever is wider.
    let long = subviews.first?.sizeThatFits(.unspecified).width ?? 0
    let trailing = subviews.last?.sizeThatFits(.unspecified).width ?? 0
    let title = subviews.count == 4 ? subviews[2].sizeThatFits(.unspecified).width : 0
    let items = (hasBack ? 8 : 16) + long + (long > 0 && trailing > 0 ? 16 : 0) + trailing + 16
    return CGSize(width: max(items, title), height: 44)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard subviews.count >= 3 else { return }
    let (long, short, trailing) = (subviews[0], subviews[1], subviews[subviews.count - 1])
    // The title, when there is one in the bar.
    let title = subviews.count == 4 ? subviews[2] : nil
    let titleSize =
      title?.sizeThatFits(ProposedViewSize(width: bounds.width - 32, height: 44)) ?? .zero
    let trailingSize = trailing.sizeThatFits(.unspecified)
    let inset: CGFloat = hasBack ? 8 : 16
    let longSize = long.sizeThatFits(.unspecified)
    let room = titleSize.width > 0 ? (bounds.width - titleSize.width) / 2 - 8 - inset : .infinity
    let (shown, hidden) = longSize.width <= room || !hasBack ? (long, short) : (short, long)
    let shownSize = shown.sizeThatFits(.unspecified)
    shown.place(
      at: CGPoint(x: bounds.minX + inset, y: bounds.midY), anchor: .leading,
      proposal: ProposedViewSize(shownSize))
    hidden.place(
      at: CGPoint(x: bounds.minX - 10_000, y: bounds.midY), anchor: .leading,
      proposal: ProposedViewSize(long.sizeThatFits(.unspecified)))
    title?.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
      proposal: ProposedViewSize(titleSize))
    trailing.place(
      at: CGPoint(x: bounds.maxX - 16, y: bounds.midY), anchor: .trailing,
      proposal: ProposedViewSize(trailingSize))
  }
}

/// The bar's back button: a chevron and the title of the screen under it ("Back" without
/// one), in the accent color; a tap pops to that screen.
struct BackButton: View {
  let title: Text?
  let navigator: Navigator
  let depth: Int

  var body: some View {
    Button {
      navigator.pop(depth)
    } label: {
      HStack(spacing: 6) {
        BackChevron()
        (title ?? Text("Back")).font(.body).lineLimit(1)
      }
    }
  }
}

/// SF Symbols' `chevron.backward` as the back button draws it, 12 × 20 (drawn here).
struct BackChevron: View {
  var body: some View {
    ChevronGlyph(
      points: [CGPoint(x: 10, y: 2), CGPoint(x: 2, y: 10), CGPoint(x: 10, y: 18)],
      lineWidth: 2.5, shading: .color(Color.accentColor)
    )
    .frame(width: 12, height: 20)
  }
}

/// A chevron: a round-capped polyline through `points`, stroked with `shading`.
struct ChevronGlyph: View {
  let points: [CGPoint]
  let lineWidth: CGFloat
  let shading: GraphicsContext.Shading

  var body: some View {
    Canvas { context, _ in
      var path = Path()
      path.addLines(points)
      context.stroke(
        path, with: shading,
        style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
    }
  }
}

/// A button that pushes a destination, as SwiftUI's `NavigationLink`: drawn as its label (in
/// a list row followed by a disclosure chevron). A tap pushes its destination view, or its
/// value for the stack's `navigationDestination(for:)`, onto the stack around it.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let push: NavigationEntry.Content?
  @Environment(\.isListRow) private var isListRow
  @Environment(\.navigator) private var navigator

  /// A link showing `label` to `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.push = .view(AnyView(destination()))
  }

  /// A link showing `label` to `destination` (SwiftUI's older argument order).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.push = .view(AnyView(destination))
  }

  /// The label, with a chevron in a list row; a tap pushes.
  public var body: some View {
    let navigator = navigator
    let push = push
    Button {
      if let navigator, let push { navigator.push(push) }
    } label: {
      if isListRow {
        // The chevron is the row's accessory: the label is offered the rest of the row (a
        // spacer beside it would take half of it, wrapping labels that fit).
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Chevron().foregroundStyle(SystemColor.placeholder)
        }
      } else {
        label
      }
    }
    .buttonStyle(NavigationLinkStyle(isListRow: isListRow))
  }
}

/// A link's label: the row's own colors in a list, the accent color elsewhere.
struct NavigationLinkStyle: ButtonStyle {
  let isListRow: Bool
  func makeBody(configuration: Configuration) -> some View {
    if isListRow {
      configuration.label
    } else {
      configuration.label.foregroundStyle(Color.accentColor)
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }

  /// A link titled `title` to `destination`, as SwiftUI's `init(_:destination:)`.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(String(title)) }
  }
}

extension NavigationLink where Destination == EmptyView {
  /// A link pushing `value`, shown by the stack's `navigationDestination(for:)` (nil: the
  /// link does nothing).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.push = value.map { .value(AnyHashable($0)) }
  }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
  /// A link titled `title` pushing `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(String(title)) }
  }
}

/// A list row's disclosure chevron (SF Symbols' `chevron.forward`, drawn here: 7 × 12).
struct Chevron: View {
  var body: some View {
    ChevronGlyph(
      points: [CGPoint(x: 1.5, y: 1), CGPoint(x: 6, y: 6), CGPoint(x: 1.5, y: 11)],
      lineWidth: 2, shading: .foreground
    )
    .frame(width: 7, height: 12)
  }
}

import Foundation
import Kinetype

/// The view layout target: a random view tree decoded from the input (stacks, a custom
/// `Layout` that answers with junk, `GeometryReader`, frames, padding, overlays and
/// backgrounds, alignment guides returning any number including NaN and infinity,
/// `fixedSize`, offsets, aspect ratios, priorities, text and shapes), rendered through
/// `ImageRenderer` at a random proposal and scale. Errors (a view with no area, an image over
/// the limits) are fine; crashes, hangs and runaway memory are findings.
public enum ViewLayoutFuzz {
  /// The most views one input builds.
  static let maximumViews = 48
  /// The deepest nesting one input builds.
  static let maximumDepth = 10

  /// Runs one input.
  public static func run(_ data: [UInt8]) {
    var input = FuzzInput(data)
    let scale = input.pick([1, 2, 0.5, 3, input.cgFloat()])
    let proposal = ProposedViewSize(width: input.optionalCGFloat(), height: input.optionalCGFloat())
    var builder = TreeBuilder(input: input)
    let root = builder.view(depth: 0)
    let renderer = ImageRenderer(content: root)
    renderer.scale = scale
    renderer.proposedSize = proposal
    guard let pixmap = try? renderer.render() else { return }
    precondition(pixmap.width > 0 && pixmap.height > 0)
  }

  /// Decodes views from fuzz bytes, within ``maximumViews`` and ``maximumDepth``.
  struct TreeBuilder {
    var input: FuzzInput
    var count = 0

    mutating func view(depth: Int) -> AnyView {
      count += 1
      guard depth < ViewLayoutFuzz.maximumDepth, count < ViewLayoutFuzz.maximumViews,
        !input.isAtEnd
      else { return leaf() }
      switch input.byte() % 12 {
      case 0, 1: return leaf()
      case 2:
        let alignment = input.pick([VerticalAlignment.top, .center, .bottom, .firstTextBaseline])
        let spacing = input.optionalCGFloat()
        let children = self.children(depth: depth)
        return AnyView(HStack(alignment: alignment, spacing: spacing) { Self.each(children) })
      case 3:
        let alignment = input.pick([HorizontalAlignment.leading, .center, .trailing])
        let spacing = input.optionalCGFloat()
        let children = self.children(depth: depth)
        return AnyView(VStack(alignment: alignment, spacing: spacing) { Self.each(children) })
      case 4:
        let alignment = self.alignment()
        let children = self.children(depth: depth)
        return AnyView(ZStack(alignment: alignment) { Self.each(children) })
      case 5:
        let layout = JunkLayout(
          values: (0..<(1 + input.int(below: 12))).map { _ in input.cgFloat() })
        let children = self.children(depth: depth)
        return AnyView(layout { Self.each(children) })
      case 6:
        let inner = view(depth: depth + 1)
        let fraction = input.cgFloat()
        return AnyView(
          GeometryReader { proxy in
            inner.frame(width: proxy.size.width * fraction, height: proxy.size.height)
          })
      default:
        let inner = view(depth: depth + 1)
        return modified(inner, depth: depth)
      }
    }

    mutating func children(depth: Int) -> [AnyView] {
      (0..<input.int(below: 5)).map { _ in view(depth: depth + 1) }
    }

    static func each(_ views: [AnyView]) -> some View {
      ForEach(0..<views.count) { index in views[index] }
    }

    mutating func alignment() -> Alignment {
      input.pick([
        Alignment.center, .topLeading, .bottomTrailing, .leading, .top,
        Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        Alignment(horizontal: .leading, vertical: .lastTextBaseline),
      ])
    }

    mutating func leaf() -> AnyView {
      switch input.byte() % 8 {
      case 0: return AnyView(Color.red)
      case 1: return AnyView(Rectangle().fill(Color.blue))
      case 2: return AnyView(Text(input.pick(["Hi", "Hello, world", "", "مرحبا", "a b c d e f"])))
      case 3: return AnyView(Spacer(minLength: input.optionalCGFloat()))
      case 4: return AnyView(Circle().stroke(Color.green, lineWidth: input.cgFloat()))
      case 5: return AnyView(EmptyView())
      case 6: return AnyView(Divider())
      default: return AnyView(Color.black.frame(width: input.cgFloat(), height: input.cgFloat()))
      }
    }

    mutating func modified(_ view: AnyView, depth: Int) -> AnyView {
      switch input.byte() % 14 {
      case 0:
        return AnyView(
          view.frame(
            width: input.optionalCGFloat(), height: input.optionalCGFloat(), alignment: alignment())
        )
      case 1:
        return AnyView(
          view.frame(
            minWidth: input.optionalCGFloat(), idealWidth: input.optionalCGFloat(),
            maxWidth: input.pick([nil, .infinity, input.cgFloat()]),
            minHeight: input.optionalCGFloat(), idealHeight: input.optionalCGFloat(),
            maxHeight: input.pick([nil, .infinity, input.cgFloat()]), alignment: alignment()))
      case 2:
        return AnyView(
          view.padding(input.pick([.all, .leading, .vertical, .bottom]), input.optionalCGFloat()))
      case 3:
        let over = self.view(depth: depth + 1)
        return AnyView(view.overlay(alignment: alignment()) { over })
      case 4:
        let under = self.view(depth: depth + 1)
        return AnyView(view.background(alignment: alignment()) { under })
      case 5:
        let guide = input.pick([HorizontalAlignment.leading, .center, .trailing])
        let value = input.cgFloat()
        let relative = input.bool()
        return AnyView(view.alignmentGuide(guide) { d in relative ? d[guide] * value : value })
      case 6:
        let guide = input.pick([VerticalAlignment.top, .center, .bottom, .firstTextBaseline])
        let value = input.cgFloat()
        return AnyView(view.alignmentGuide(guide) { d in d.height - value })
      case 7: return AnyView(view.fixedSize(horizontal: input.bool(), vertical: input.bool()))
      case 8: return AnyView(view.offset(x: input.cgFloat(), y: input.cgFloat()))
      case 9:
        return AnyView(
          view.aspectRatio(input.optionalCGFloat(), contentMode: input.pick([.fit, .fill])))
      case 10: return AnyView(view.layoutPriority(input.double()))
      case 11: return AnyView(view.lineLimit(input.pick([nil, 1, 2])))
      case 12: return AnyView(view.font(.system(size: input.pick([8, 17, 40, input.cgFloat()]))))
      default:
        return AnyView(view.multilineTextAlignment(input.pick([.leading, .center, .trailing])))
      }
    }
  }
}

extension FuzzInput {
  /// A number from ``double()`` as a `CGFloat`, the type view APIs take.
  mutating func cgFloat() -> CGFloat { CGFloat(double()) }

  /// A number from ``double()`` as a `CGFloat`, or nil.
  mutating func optionalCGFloat() -> CGFloat? { optionalDouble().map { CGFloat($0) } }
}

/// A custom layout answering every question with the next of its values, whatever they are
/// (NaN, infinite, negative, huge): sizes, positions, proposals and guides.
struct JunkLayout: Layout {
  let values: [CGFloat]

  func value(_ index: Int) -> CGFloat { values[abs(index) % values.count] }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for subview in subviews {
      _ = subview.sizeThatFits(ProposedViewSize(width: value(0), height: nil))
    }
    return CGSize(width: value(1), height: value(2))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: value(3 + index), y: value(4 + index)), anchor: .center,
        proposal: ProposedViewSize(width: value(5 + index), height: value(6 + index)))
    }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    values.count > 7 ? value(7) : nil
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    values.count > 8 ? value(8) : nil
  }
}

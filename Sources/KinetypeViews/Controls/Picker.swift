import Foundation
import KinetypeCore
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A control for choosing one of several tagged options, as SwiftUI's `Picker`.
///
/// ```swift
/// Picker("Effect", selection: $effect) {
///   ForEach(Effect.allCases, id: \.self) { Text($0.name) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Options are the views of its content with a `tag(_:)`, or inside a `ForEach` their ids.
/// `.segmented` draws UISegmentedControl: 32 points tall, filling the width offered, equal
/// segments of 13-point text (semibold when selected) on `tertiarySystemFill`, the selected
/// one on a white rounded rectangle 2 points in (24, 28 and 40 points tall at the mini, small
/// and large control sizes; at half opacity when disabled). `.menu` (the default on iOS) draws
/// the chosen option and an up-down chevron, in the accent color, or in a list row after the
/// label in the secondary color (in the tertiary label gray when disabled). Other styles
/// (`.wheel`, `.inline`, `.navigationLink`, `.palette`) are drawn as `.menu`, with a warning. A
/// script picks an option by tapping its text (``ViewScript/tap(_:at:)``): a segment, or an
/// option of the menu as if opened.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker named by `label`, bound to `selection`, offering `content`'s tagged views.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// The picker draws its style.
  public var body: Never { primitiveBody("Picker") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels.append("Picker")
    let options = inner.resolve(content, component: .child(9)).pickerOptions
    let current = AnyHashable(selection.wrappedValue)
    let selected = options.firstIndex { $0.tag == current }
    let binding = selection
    let select: (Int) -> Void = { index in
      if let value = options[index].tag.base as? SelectionValue { binding.wrappedValue = value }
    }
    let style = context.environment.pickerStyleKind
    switch style {
    case .segmented:
      return inner.resolve(
        SegmentedControl(options: options.map(\.label), selected: selected, select: select),
        component: .child(0))
    case .menu, .automatic:
      break
    case .other(let name):
      context.graph.warn(
        "the picker style .\(name) is drawn as .menu", at: context, kind: .unsupportedFeature)
    }
    for index in options.indices {
      context.registerControl(label: options[index].label, action: { select(index) })
    }
    let chosen = selected.map { options[$0].label } ?? ""
    return inner.resolve(
      MenuPickerBody(label: label, value: chosen), component: .child(0))
  }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(String(title)) }
  }
}

extension Picker {
  /// A picker named by the view `label`, as SwiftUI's (deprecated but common)
  /// `Picker(selection:label:content:)`.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

/// The menu picker's face: the label in a list row, the value, the chevrons.
struct MenuPickerBody<Label: View>: View {
  let label: Label
  let value: String
  @Environment(\.isListRow) private var isListRow
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    if isListRow {
      HStack {
        if !labelsHidden {
          label
          Spacer()
        }
        HStack(spacing: 5) {
          Text(value)
          UpDownChevron()
        }
        .foregroundStyle(isEnabled ? Color.secondary : SystemColor.placeholder)
      }
    } else {
      HStack(spacing: 5) {
        Text(value)
        UpDownChevron()
      }
      .foregroundStyle(isEnabled ? Color.accentColor : SystemColor.placeholder)
    }
  }
}

/// The menu's up-down chevron (SF Symbols' `chevron.up.chevron.down`, drawn here: 8 × 13).
struct UpDownChevron: View {
  var body: some View {
    Canvas { context, size in
      var path = Path()
      path.move(to: CGPoint(x: 1, y: 5))
      path.addLine(to: CGPoint(x: 4, y: 1.5))
      path.addLine(to: CGPoint(x: 7, y: 5))
      path.move(to: CGPoint(x: 1, y: 8))
      path.addLine(to: CGPoint(x: 4, y: 11.5))
      path.addLine(to: CGPoint(x: 7, y: 8))
      context.stroke(
        path, with: .foreground,
        style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round))
    }
    .frame(width: 8, height: 13)
  }
}

/// UISegmentedControl: equal segments, the selected one raised.
struct SegmentedControl: View {
  let options: [String]
  let selected: Int?
  let select: (Int) -> Void
  @Environment(\.controlSize) private var size

  var body: some View {
    let height = size.segmentedHeight
    HStack(spacing: 0) {
      ForEach(Array(options.indices), id: \.self) { index in
        Button {
          select(index)
        } label: {
          Text(options[index])
            .font(.system(size: 13, weight: index == selected ? .semibold : .medium))
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: height - 4)
            .background {
              if index == selected {
                RoundedRectangle(cornerRadius: 7).fill(SystemColor.segmentThumb)
                  .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)
              }
            }
        }
        .buttonStyle(.plain)
      }
    }
    .padding(2)
    .frame(height: height)
    .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 9))
    .dimmedWhenDisabled()
  }
}

extension EnvironmentValues {
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }

  /// Whether the view is a row of a `List` or `Form`.
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}

private struct PickerStyleKindKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .automatic }
}

private struct IsListRowKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

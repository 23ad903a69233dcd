import Foundation
public import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A labelled box standing for a control Kinetype does not draw, with an
/// `unsupported-feature` warning naming it: the file compiles and the snapshot shows where it
/// goes.
struct UnsupportedControl: View, PrimitiveView {
  let name: String
  let label: String

  var body: Never { primitiveBody(name) }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.graph.warn(
      "\(name) is not drawn by Kinetype; a labelled placeholder stands in its place",
      at: context, kind: .unsupportedFeature)
    return context.resolve(
      Text(label.isEmpty ? name : "\(label) (\(name))")
        .font(.footnote)
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, minHeight: 32)
        .background(SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8)),
      component: .child(0))
  }
}

/// A control for choosing a color, as SwiftUI's `ColorPicker`: drawn as a labelled
/// placeholder, with a warning.
public struct ColorPicker: View {
  let title: String

  /// A picker titled `title` bound to `selection`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.title = String(title)
  }

  /// The placeholder.
  public var body: some View { UnsupportedControl(name: "ColorPicker", label: title) }
}

extension View {
  /// A search field in the navigation bar (accepted; not drawn).
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { self }

  /// Pull to refresh (accepted; the view is never pulled offline).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}

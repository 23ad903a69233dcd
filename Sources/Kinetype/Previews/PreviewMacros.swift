import KinetypeViews

/// A preview of a view, as SwiftUI's `#Preview`: `content` is shown by `kinetype previews`
/// and listed by ``Previews/all``.
///
/// ```swift
/// #Preview("Counter", traits: .sizeThatFitsLayout) {
///   @Previewable @State var count = 3
///   Text("\(count)").font(.largeTitle)
/// }
/// ```
///
/// The expansion declares a type conforming to ``PreviewRegistration`` that ``Previews``
/// finds in the program's metadata; `@Previewable` declarations become the preview view's
/// own properties (docs/previews.md).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "KinetypePreviewMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body (`@Previewable @State var on = false`)
/// as a property of the preview's view, as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() =
  #externalMacro(
    module: "KinetypePreviewMacros", type: "PreviewableMacro")

/// What the type a `#Preview` declares provides: its ``Preview``.
public protocol PreviewRegistration {
  /// The preview the macro declared.
  static var preview: Preview { get }
}

/// Declares an environment value and its key in one line, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
/// ```
///
/// The property becomes a computed one reading and writing `self[__Key_accent.self]`, and the
/// key a private peer type whose `defaultValue` is the initial value (nil for an optional
/// without one).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "KinetypePreviewMacros", type: "EntryMacro")

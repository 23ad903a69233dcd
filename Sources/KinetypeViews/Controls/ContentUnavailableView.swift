import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// An empty state, as SwiftUI's `ContentUnavailableView` (iOS 17): a large icon over a title,
/// a description and actions, centred in all the space it is offered.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray.fill",
///                        description: Text("New mail you receive appears here."))
/// List(results) { … }
///   .overlay { if results.isEmpty { ContentUnavailableView.search(text: query) } }
/// ```
///
/// The label is drawn as iOS draws it: its icon 48 points tall in the secondary color, 8
/// points over its title in `.title2` bold; the description under it in `.subheadline`,
/// secondary, centred; the actions 16 points below (docs/views.md, "Containers and controls",
/// gives each number's source).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state from a label (usually a `Label`), a description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, description and actions, centred.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 4) {
        label
          .labelStyle(BuiltInLabelStyle(kind: .contentUnavailable))
        description
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(16)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == KinetypeViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state titled `title` with the SF Symbol `systemImage` and an optional
  /// description.
  public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
    self.init(
      label: { KinetypeViews.Label(title, systemImage: systemImage) },
      description: { description })
  }

  /// An empty state titled `title` with the image named `image` and an optional description.
  public init<S: StringProtocol>(_ title: S, image: String, description: Text? = nil) {
    self.init(
      label: { KinetypeViews.Label(title, image: image) }, description: { description })
  }

  /// The empty state of a search with no results: a magnifying glass, "No Results" and
  /// "Check the spelling or try a new search.", as SwiftUI's `ContentUnavailableView.search`.
  public static var search: Self { search(text: "") }

  /// The empty state of a search for `text` with no results: "No Results for “text”", as
  /// SwiftUI's `ContentUnavailableView.search(text:)` (the plain `search` when `text` is
  /// empty).
  public static func search(text: String) -> Self {
    Self(
      text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}",
      systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

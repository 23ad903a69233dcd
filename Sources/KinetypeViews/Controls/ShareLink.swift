import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// A control that opens the share sheet for an item, as SwiftUI's `ShareLink`: drawn as
/// iOS draws its default, a button whose label is the share symbol (`square.and.arrow.up`)
/// and "Share", in the tint.
///
/// ```swift
/// ShareLink(item: url)
/// ShareLink("Send", item: message)
/// ```
///
/// Offline no share sheet opens: a script's tap on it changes nothing drawn. The item is kept
/// as it is (SwiftUI asks for a `Transferable` one; any value is accepted here).
public struct ShareLink<Label: View>: View {
  let label: Label

  /// A link sharing `item`, with `label`.
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// The label, as a button.
  public var body: some View {
    Button {
    } label: {
      label
    }
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// A link sharing `item`, labelled "Share" with the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }

  /// A link sharing `item`, labelled `title` with the share symbol.
  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    label = DefaultShareLinkLabel(title: Text(String(title)))
  }
}

/// The label of a share link without one of its own, as SwiftUI's `DefaultShareLinkLabel`:
/// the share symbol and its title (default "Share").
public struct DefaultShareLinkLabel: View {
  let title: Text

  /// The symbol and the title.
  public var body: some View {
    KinetypeViews.Label {
      title
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

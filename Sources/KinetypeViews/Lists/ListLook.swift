import Foundation
import KinetypeCore
import KinetypeViewGraph

/// How a list of one style lays out and paints its sections: the numbers ``List`` documents
/// for inset grouped, and the other iOS styles' changes to them.
///
/// - `insetGrouped` (the default): cards 16 points in with 10-point corners on the grouped
///   background, sections 35 points apart.
/// - `grouped`: the same sections edge to edge, square.
/// - `plain`: rows edge to edge on the plain background (white; black in the dark), no cards,
///   sections one after another (a header 7 points over its rows), a hairline under the last
///   row too.
/// - `inset`: plain, with the rows in a 16-point-inset card with 10-point corners.
///
/// Rows keep their 44-point minimum, 11 points above and below, and their content 20 points in
/// from the row's leading edge in every style. The grouped numbers are UIKit's (see
/// docs/views.md); the plain and inset changes are read off iOS 17 simulator screenshots.
struct ListLook: Equatable, Sendable {
  /// How far the rows' card is from the list's sides.
  var cardInset: CGFloat
  /// The card's corner radius.
  var cornerRadius: CGFloat
  /// The space above each section (less the header's height and gap when it has a header).
  var sectionGap: CGFloat
  /// Whether the list is on the grouped background with its rows on cards of their own
  /// color; else rows and list share the plain background.
  var isGrouped: Bool
  /// Whether a hairline is drawn under the last row of a section too.
  var separatesLastRow: Bool

  static let insetGrouped = ListLook(
    cardInset: 16, cornerRadius: 10, sectionGap: 35, isGrouped: true, separatesLastRow: false)
  static let grouped = ListLook(
    cardInset: 0, cornerRadius: 0, sectionGap: 35, isGrouped: true, separatesLastRow: false)
  static let plain = ListLook(
    cardInset: 0, cornerRadius: 0, sectionGap: 0, isGrouped: false, separatesLastRow: true)
  static let inset = ListLook(
    cardInset: 16, cornerRadius: 10, sectionGap: 0, isGrouped: false, separatesLastRow: false)

  /// The look of a style by its name; nil for a style Kinetype does not draw.
  static func named(_ name: String) -> ListLook? {
    switch name {
    case "automatic", "insetGrouped": .insetGrouped
    case "grouped": .grouped
    case "plain": .plain
    case "inset": .inset
    default: nil
    }
  }

  /// The list's background.
  var background: Color { isGrouped ? SystemColor.groupedBackground : SystemColor.background }
  /// The rows' card.
  var card: Color { isGrouped ? SystemColor.groupedRow : SystemColor.background }
}

extension EnvironmentValues {
  /// The look of the lists in this view (`listStyle(_:)`).
  var listLook: ListLook {
    get { self[ListLookKey.self] }
    set { self[ListLookKey.self] = newValue }
  }
}

private struct ListLookKey: EnvironmentKey {
  static var defaultValue: ListLook { .insetGrouped }
}

import Foundation
import Kinetype
import Testing

/// Four tabs: badges 5, "New", none and 0.
private struct BadgedTabs: View {
  var body: some View {
    TabView {
      Color.red.tabItem { Text("One") }.badge(5)
      Color.green.tabItem { Text("Two") }.badge("New")
      Color.blue.tabItem { Text("Three") }
      Color.gray.tabItem { Text("Four") }.badge(0)
    }
    .frame(width: 300, height: 200)
  }
}

@Suite struct BadgeTests {
  @Test func aTabBadgeIsARedCapsuleAtTheItemsTopTrailing() throws {
    let layout = try inspect(BadgedTabs())
    let all = layout.elements
    let outermost = all.filter { element in
      element.views.contains("TabBarBadge")
        && !(element.parent.map { all[$0].views.contains("TabBarBadge") } ?? false)
    }
    #expect(outermost.count == 2)
    let five = try #require(outermost.first).frame
    // The bar is the bottom 49 points, four 75-point columns; the badge 18 tall, at least 18
    // wide, its leading edge 4.5 points past the column's centre, 2 points under the bar's
    // top.
    #expect(five.height == 18 && five.width == 18)
    #expect(abs(five.minX - (37.5 + 4.5)) <= 0.5)
    #expect(abs(five.minY - (151 + 2)) <= 0.01)
    let new = try #require(outermost.last).frame
    #expect(new.width > 18 && abs(new.minX - (112.5 + 4.5)) <= 0.5)
    #expect(layout.text("5") != nil && layout.text("New") != nil)
    #expect(layout.text("0") == nil)  // a zero count shows no badge
    let image = try renderer(BadgedTabs()).render()
    let red = image.color(atX: Int(five.minX) + 2, y: Int(five.midY))
    #expect(red.red > 0.9 && red.green < 0.3 && red.blue < 0.3)
  }

  @Test func aListRowBadgeIsTrailingSecondaryText() throws {
    let layout = try inspect(
      List {
        Text("Inbox").badge(12)
        Text("Drafts").badge(Text("none"))
        Text("Sent").badge(nil as Text?)
      }
      .frame(width: 300, height: 300))
    let inbox = try #require(layout.text("Inbox")).frame
    let count = try #require(layout.text("12")).frame
    // The card is 16 points in, the row's content 20 more: the badge ends 36 from the edge.
    #expect(count.maxX == 300 - 36 && inbox.minX == 36)
    #expect(abs(count.midY - inbox.midY) <= 0.5)
    #expect(layout.text("none") != nil)
    let sent = try #require(layout.text("Sent")).frame
    #expect(sent.minX == 36)
  }
}

/// An iOS 13 alert with two buttons.
private struct OldAlertHost: View {
  @State private var asking = false
  @State private var result = "none"
  var body: some View {
    VStack {
      Button("Ask") { asking = true }
      Text("Result \(result)")
    }
    .frame(width: 300, height: 600)
    .alert(isPresented: $asking) {
      Alert(
        title: Text("Delete?"), message: Text("Gone for good."),
        primaryButton: .destructive(Text("Delete")) { result = "deleted" },
        secondaryButton: .cancel())
    }
  }
}

private struct Mailbox: Identifiable {
  let id: String
}

/// An alert for an item.
private struct ItemAlertHost: View {
  @State private var item: Mailbox?
  var body: some View {
    VStack {
      Button("Show") { item = Mailbox(id: "Mail") }
      Text(item == nil ? "no item" : "item")
    }
    .frame(width: 300, height: 600)
    .alert(item: $item) { Alert(title: Text($0.id)) }
  }
}

@Suite struct AlertValueTests {
  @Test func twoButtonsSideBySideCancelLeadingAndTheyCloseIt() throws {
    var script = ViewScript()
    script.tap("Ask", at: 0.2)
    script.tap("Delete", at: 1.0)
    let frames = try scriptedFrames(script) { OldAlertHost() }
    let shown = try frames.layoutInspection(at: 0.9)
    let card = try #require(shown.element(named: "AlertCard")).frame
    #expect(card.width == 270)
    let title = try #require(shown.text("Delete?")).frame
    #expect(title.minY == card.minY + 20)
    #expect(shown.text("Gone for good.") != nil)
    let delete = try #require(shown.text("Delete")).frame
    let cancel = try #require(shown.text("Cancel")).frame
    // iOS puts a two-button alert's cancel button on the leading side, whatever the order.
    #expect(cancel.midX < card.midX && delete.midX > card.midX)
    let closed = try frames.layoutInspection(at: 1.5)
    #expect(closed.element(named: "AlertCard") == nil)
    #expect(closed.text("Result deleted") != nil)
  }

  @Test func twoButtonsWithoutCancelKeepTheirOrder() throws {
    let view = Color.white.frame(width: 300, height: 600)
      .alert(isPresented: .constant(true)) {
        Alert(
          title: Text("Save?"), primaryButton: .default(Text("Save")),
          secondaryButton: .destructive(Text("Discard")))
      }
    let layout = try inspect(view)
    let save = try #require(layout.text("Save")).frame
    let discard = try #require(layout.text("Discard")).frame
    #expect(save.midX < 150 && discard.midX > 150)
  }

  @Test func withoutButtonsItHasOK() throws {
    let view = Color.white.frame(width: 300, height: 600)
      .alert(isPresented: .constant(true)) {
        Alert(title: Text("Thanks"), message: Text("Email: a@b.c"))
      }
    let layout = try inspect(view)
    let card = try #require(layout.element(named: "AlertCard")).frame
    let ok = try #require(layout.text("OK")).frame
    #expect(abs(ok.midX - card.midX) <= 1 && ok.maxY < card.maxY)
    #expect(layout.text("Email: a@b.c") != nil)
  }

  @Test func anItemAlertShowsWhileTheItemIsSetAndClearsIt() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    script.tap("OK", at: 1.0)
    let frames = try scriptedFrames(script) { ItemAlertHost() }
    #expect(try frames.layoutInspection(at: 0.1).element(named: "AlertCard") == nil)
    let shown = try frames.layoutInspection(at: 0.9)
    #expect(shown.element(named: "AlertCard") != nil && shown.text("Mail") != nil)
    let closed = try frames.layoutInspection(at: 1.5)
    #expect(closed.element(named: "AlertCard") == nil && closed.text("no item") != nil)
  }
}

@Suite struct PresentationBackgroundTests {
  private func sheet(_ content: some View) throws -> Pixmap {
    try renderer(
      Color.white.frame(width: 300, height: 600)
        .sheet(isPresented: .constant(true)) { content }
    ).render()
  }

  @Test func aStyleReplacesTheSheetsWhite() throws {
    let plain = try sheet(Text("Sheet").presentationDetents([.medium]))
    let red = try sheet(
      Text("Sheet").presentationDetents([.medium]).presentationBackground(Color.red))
    let white = plain.color(atX: 150, y: 580)
    #expect(white.red > 0.95 && white.green > 0.95)
    let filled = red.color(atX: 150, y: 580)
    #expect(filled.red > 0.95 && filled.green < 0.3)
    // Over the sheet's top the dimmed screen (white under 20 % black) still shows.
    #expect(abs(red.color(atX: 150, y: 200).green - 0.8) < 0.02)
  }

  @Test func aViewIsPlacedAtItsAlignmentAndClippedToTheSheet() throws {
    let image = try sheet(
      Text("Sheet").presentationDetents([.medium])
        .presentationBackground(alignment: .bottom) {
          Color.green.frame(height: 20)
        })
    let bottom = image.color(atX: 150, y: 590)
    #expect(bottom.green > 0.6 && bottom.red < 0.3)
    // Above it the sheet has no background: the dimmed screen shows through.
    #expect(abs(image.color(atX: 150, y: 400).green - 0.8) < 0.02)
    // A background far taller than the sheet is clipped to it.
    let tall = try sheet(
      Text("Sheet").presentationDetents([.medium])
        .presentationBackground { Color.red.padding(.bottom, -1000) })
    #expect(abs(tall.color(atX: 150, y: 200).green - 0.8) < 0.02)
    #expect(tall.color(atX: 150, y: 400).red > 0.95)
  }
}

@Suite struct SwipeActionsTests {
  @Test func rowsRestClosed() throws {
    let fruits = ["Apple", "Orange"]
    let plain = try inspect(
      List { ForEach(fruits, id: \.self) { Text($0) } }.frame(width: 300, height: 300))
    let swiped = try inspect(
      List {
        ForEach(fruits, id: \.self) { fruit in
          Text(fruit)
            .swipeActions(edge: .leading, allowsFullSwipe: true) {
              Button("Share") {}.tint(.orange)
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
              Button("Archive") {}
            }
        }
      }
      .frame(width: 300, height: 300))
    for fruit in fruits {
      #expect(swiped.text(fruit)?.frame == plain.text(fruit)?.frame)
    }
    #expect(swiped.text("Share") == nil && swiped.text("Archive") == nil)
  }
}

/// A list over a binding with edit actions and a selection; tapping a row's button edits its
/// element through the row's binding.
private struct Names: View {
  @State private var names = ["John", "Jane", "Alice", "Bob"]
  @State private var selected: String? = "Jane"
  var body: some View {
    List($names, id: \.self, editActions: .all, selection: $selected) { name in
      Button(name.wrappedValue) { name.wrappedValue += "!" }
    }
    .frame(width: 300, height: 600)
  }
}

@Suite struct ListSelectionTests {
  @Test func aBoundListDrawsItsRowsAndTheyEditTheirElements() throws {
    var script = ViewScript()
    script.tap("Alice", at: 0.2)
    let frames = try scriptedFrames(script) { Names() }
    let before = try frames.layoutInspection(at: 0.1)
    let john = try #require(before.text("John")).frame
    let jane = try #require(before.text("Jane")).frame
    #expect(abs((jane.midY - john.midY) - 44) <= 0.5)
    let after = try frames.layoutInspection(at: 0.5)
    #expect(after.text("Alice!") != nil && after.text("Alice") == nil)
    #expect(after.text("Jane") != nil)
  }

  @Test func theSelectedRowIsNotHighlightedAtRest() throws {
    let frames = try scriptedFrames(ViewScript()) { Names() }
    let jane = try #require(try frames.layoutInspection(at: 0).text("Jane")).frame
    let image = try frames.renderFrame(at: 0)
    let row = image.color(atX: 250, y: Int(jane.midY))
    #expect(row.red > 0.99 && row.green > 0.99 && row.blue > 0.99)
  }

  @Test func selectionFormsCompileWithSetsAndOptionals() throws {
    struct Forms: View {
      @State var many: Set<Int> = [1]
      @State var one: Int? = 1
      var body: some View {
        VStack {
          List(selection: $many) { Text("A").tag(1) }
          List(0..<3, id: \.self, selection: $one) { Text("Row \($0)") }
        }
        .frame(width: 300, height: 600)
      }
    }
    let layout = try inspect(Forms())
    #expect(layout.text("A") != nil && layout.text("Row 2") != nil)
  }
}

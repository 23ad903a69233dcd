import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

/// A disclosure group over a counter of its binding's changes.
private struct Disclosure: View {
  @State var expanded = false
  var body: some View {
    VStack {
      DisclosureGroup("More", isExpanded: $expanded) { Text("Hidden") }
      Text(expanded ? "open" : "shut")
    }
    .frame(width: 300)
  }
}

/// A field and a button that focuses it, and the focus read back.
private struct Focus: View {
  enum Field: Hashable { case name, email }
  @FocusState var focused: Bool
  @FocusState var field: Field?
  var body: some View {
    VStack {
      TextField("Name", text: .constant("")).focused($focused)
      TextField("Email", text: .constant("")).focused($field, equals: .email)
      Button("Focus") {
        focused = true
        field = .email
      }
      Text(focused ? "focused" : "not focused")
      Text(field == .email ? "email" : "none")
    }
  }
}

/// Two iOS 18 tabs selected by value (values that are not their positions).
private struct ValueTabs: View {
  @State var selection = 20
  var body: some View {
    TabView(selection: $selection) {
      Tab("First", systemImage: "house", value: 10) { Color.red.overlay(Text("one")) }
      Tab("Second", systemImage: "gear", value: 20) { Color.blue.overlay(Text("two")) }
    }
    .frame(width: 300, height: 200)
  }
}

private struct Node: Identifiable {
  let id: String
  var children: [Node]? = nil
}

private struct Person: Identifiable {
  let id: Int
  let name: String
  let email: String
}

/// A toggle in the button style, and its value read back.
private struct ButtonToggle: View {
  @State var isOn = false
  var body: some View {
    VStack {
      Toggle("Bold", isOn: $isOn).toggleStyle(.button)
      Text(isOn ? "on" : "off")
    }
  }
}

@Suite struct ControlsSurfaceTests {
  static let size = CGSize(width: 300, height: 240)

  func layout(_ script: ViewScript = ViewScript(), at time: Double, _ view: some View) throws
    -> ViewLayoutInspection
  {
    try ViewFrames(duration: 2, size: Self.size, script: script) { view }
      .layoutInspection(at: time)
  }

  func text(_ string: String, in layout: ViewLayoutInspection) -> CGRect? {
    layout.elements.first { $0.type == "Text" && $0.details == "\"\(string)\"" }?.frame
  }

  // In a 390-point form, the row's content runs from 36 (16 to the card, 20 in) to 354: the
  // title starts at the leading inset and the value ends at the trailing one.
  @Test func labeledContent_titleLeadingValueAtTheTrailingInset() throws {
    let layout = try ImageRenderer(
      content: Form { LabeledContent("Version", value: "1.2") }.frame(width: 390, height: 200)
    ).layoutInspection()
    #expect(text("Version", in: layout)?.minX == 36)
    #expect(text("1.2", in: layout)?.maxX == 354)
  }

  @Test func disclosureGroup_expandsOnAScriptedTap() throws {
    #expect(text("Hidden", in: try layout(at: 0, Disclosure())) == nil)
    var script = ViewScript()
    script.tap("More", at: 0.1)
    let open = try layout(script, at: 0.5, Disclosure())
    #expect(text("Hidden", in: open) != nil)
    #expect(text("open", in: open) != nil)
    script.tap("More", at: 0.6)
    #expect(text("Hidden", in: try layout(script, at: 1, Disclosure())) == nil)
  }

  @Test func textFieldValueFormat_showsTheFormattedValue() throws {
    let layout = try layout(
      at: 0, TextField("Speed", value: .constant(3.5), format: .number).frame(width: 200))
    #expect(text("3.5", in: layout) != nil)
  }

  // A vertical field keeps room for the range's lower bound of lines, and grows up to its
  // upper bound.
  @Test func textFieldVertical_keepsTheLowerBoundAndStopsAtTheUpper() throws {
    func height(_ text: String, _ range: ClosedRange<Int>) throws -> CGFloat {
      let view = TextField("Notes", text: .constant(text), axis: .vertical).lineLimit(range)
        .frame(width: 200)
      return try #require(try layout(at: 0, view).element(named: "VerticalFieldText")).frame
        .height
    }
    let one = try height("a", 1...5)
    #expect(abs(try height("a", 3...5) - 3 * one) <= 1)
    // Sixty words wrap to far more than five lines at 200 points; five are shown (each line
    // is a little under the one-line field's pixel-rounded height).
    let long = String(repeating: "word ", count: 60)
    let five = try height(long, 3...5)
    #expect(five > 4.5 * one && five <= 5 * one)
  }

  @Test func focusState_bindingSetsAndReads() throws {
    #expect(text("not focused", in: try layout(at: 0, Focus())) != nil)
    var script = ViewScript()
    script.tap("Focus", at: 0.1)
    let focused = try layout(script, at: 0.5, Focus())
    #expect(text("focused", in: focused) != nil)
    #expect(text("email", in: focused) != nil)
  }

  @Test func tab_tabViewSelectsByValue() throws {
    let start = try layout(at: 0, ValueTabs())
    #expect(text("two", in: start) != nil)
    #expect(text("one", in: start) == nil)
    #expect(text("First", in: start) != nil)
    var script = ViewScript()
    script.tap("First", at: 0.1)
    let tapped = try layout(script, at: 0.5, ValueTabs())
    #expect(text("one", in: tapped) != nil)
    #expect(text("two", in: tapped) == nil)
  }

  // The top level shows, collapsed; a tap on a parent row shows its children.
  @Test func outlineGroup_showsTopLevelRowsAndExpandsOnATap() throws {
    let nodes = [Node(id: "Docs", children: [Node(id: "a.txt")]), Node(id: "b.txt")]
    let list = List(nodes, children: \.children) { Text($0.id) }.frame(width: 300, height: 240)
    let start = try layout(at: 0, list)
    #expect(text("Docs", in: start) != nil)
    #expect(text("b.txt", in: start) != nil)
    #expect(text("a.txt", in: start) == nil)
    #expect(start.elements.contains { $0.type.hasPrefix("Image") })
    var script = ViewScript()
    script.tap("Docs", at: 0.1)
    #expect(text("a.txt", in: try layout(script, at: 0.5, list)) != nil)
  }

  @Test func table_onAnIPhoneShowsTheFirstColumnAsAList() throws {
    let people = [Person(id: 1, name: "Ann", email: "ann@example.com")]
    let table = Table(people) {
      TableColumn("Name", value: \.name)
      TableColumn("Email", value: \.email)
    }
    let layout = try layout(at: 0, table)
    #expect(text("Ann", in: layout)?.minX == 36)
    #expect(text("ann@example.com", in: layout) == nil)
  }

  @Test func toggleButtonStyle_isAButtonThatFlips() throws {
    let start = try layout(at: 0, ButtonToggle())
    #expect(start.element(named: "SwitchTrack") == nil)
    #expect(text("off", in: start) != nil)
    var script = ViewScript()
    script.tap("Bold", at: 0.1)
    #expect(text("on", in: try layout(script, at: 0.5, ButtonToggle())) != nil)
  }

  // 44 points by default; 60 when the environment says so.
  @Test func defaultMinListRowHeight_setsTheRowHeight() throws {
    func step(_ height: CGFloat?) throws -> CGFloat {
      var list = AnyView(
        List {
          Text("a"); Text("b")
        })
      if let height { list = AnyView(list.environment(\.defaultMinListRowHeight, height)) }
      let layout = try layout(at: 0, list.frame(width: 300, height: 240))
      return try #require(text("b", in: layout)).minY - #require(text("a", in: layout)).minY
    }
    #expect(try step(nil) == 44)
    #expect(try step(60) == 60)
  }

  @Test func scrollContentBackgroundHidden_showsWhatIsBehindTheList() throws {
    func corner(_ hidden: Bool) throws -> Color {
      let list = List { Text("a") }.scrollContentBackground(hidden ? .hidden : .visible)
      return try ImageRenderer(
        content: list.frame(width: 200, height: 200).background(Color.red)
      ).render().color(atX: 2, y: 2)
    }
    #expect(try corner(true) == .red)
    #expect(try corner(false) == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
  }

  // Ten seconds counting down from t = 0: at 2.5 s, 8 seconds are shown (rounded up) and a
  // quarter of the bar has gone.
  @Test func progressTimer_emptiesOverTheInterval() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let view = ProgressView(timerInterval: start...start.addingTimeInterval(10))
      .frame(width: 200)
    let layout = try layout(at: 2.5, view)
    #expect(text("0:08", in: layout) != nil)
    let capsules = layout.elements.filter { $0.type == "Capsule" }.map(\.frame.width)
    #expect(capsules.count == 2)
    #expect(capsules.last.map { abs($0 - 150) <= 0.5 } == true)
  }

  @Test func shareLink_isTheShareSymbolAndShare() throws {
    let layout = try layout(at: 0, ShareLink(item: URL(fileURLWithPath: "/a")))
    #expect(text("Share", in: layout) != nil)
    #expect(layout.elements.contains { $0.type.hasPrefix("Image") })
  }
}

@Suite struct ListRowBackgroundTests {
  // Two rows in a 300-point inset-grouped list: the first on red, the second clear over the
  // grouped background; the card's white is gone from both.
  @Test func listRowBackground_colorsItsRowWithinTheCard() throws {
    let list = List {
      Text("a").listRowBackground(Color.red)
      Text("b").listRowBackground(Color.clear)
      Text("c")
    }
    .frame(width: 300, height: 240)
    let layout = try ImageRenderer(content: list).layoutInspection()
    let a = try #require(layout.elements.first { $0.details == "\"a\"" }).frame
    let b = try #require(layout.elements.first { $0.details == "\"b\"" }).frame
    let c = try #require(layout.elements.first { $0.details == "\"c\"" }).frame
    let image = try ImageRenderer(content: list).render()
    let gray = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    #expect(image.color(atX: 250, y: Int(a.midY)) == .red)
    #expect(image.color(atX: 250, y: Int(b.midY)) == gray)
    #expect(image.color(atX: 250, y: Int(c.midY)) == .white)
    // Outside the card, beside the red row, the grouped background.
    #expect(image.color(atX: 8, y: Int(a.midY)) == gray)
  }
}

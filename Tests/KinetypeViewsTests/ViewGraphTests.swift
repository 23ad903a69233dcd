import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// ViewBuilder structure, identity and modifiers on lists.
@Suite struct ViewGraphTests {
  struct Row: Identifiable {
    let id: String
    let width: CGFloat
  }

  @Test func builder_identityFollowsStructure() throws {
    let rows = [Row(id: "a", width: 10), Row(id: "b", width: 20)]
    let flag = true
    let layout = try inspect(
      VStack {
        ForEach(rows) { row in Color.red.frame(width: row.width, height: 5) }
        if flag { Color.green.frame(width: 5, height: 5) } else { Color.blue }
        Text("x")
      })
    let paths = layout.elements.filter { $0.depth == 1 }.map(\.path)
    #expect(paths == ["/0/#a", "/0/#b", "/1/if", "/2"])
    // Reordered data keeps each element's identity.
    let reordered = try inspect(
      VStack { ForEach(rows.reversed()) { row in Color.red.frame(width: row.width, height: 5) } })
    let byPath = Dictionary(
      uniqueKeysWithValues: reordered.elements.filter { $0.depth == 1 }.map {
        ($0.path, $0.frame.width)
      })
    #expect(byPath == ["/#a": 10, "/#b": 20])
  }

  @Test func builder_identitiesAreStableAcrossRenders() throws {
    let view = Avatar().overlay(alignment: .topTrailing) { Badge().offset(x: 9, y: -9) }
    let first = try inspect(view).elements.map(\.path)
    let second = try inspect(view).elements.map(\.path)
    #expect(first == second)
    #expect(Set(first).count == first.count)
  }

  @Test func builder_groupModifiersApplyToEachView() throws {
    // SwiftUI: a modifier on a Group inside a stack applies to each of its views.
    let layout = try inspect(
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 10, height: 10)
          Color.blue.frame(width: 10, height: 10)
        }
        .padding(5)
      })
    #expect(layout.size == CGSize(width: 40, height: 20))
    #expect(layout.elements.filter { $0.type == "padding" }.count == 2)
  }

  @Test func builder_severalRootViewsStackVertically() throws {
    // SwiftUI's implicit root for several views is a VStack.
    struct Two: View {
      var body: some View {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 20, height: 10)
      }
    }
    let layout = try inspect(Two())
    #expect(layout.root?.type == "VStack (implicit)")
    #expect(layout.size == CGSize(width: 20, height: 28))
  }

  @Test func builder_userModifiers() throws {
    struct Card: ViewModifier {
      func body(content: Content) -> some View {
        content.padding(4).background(.yellow).padding(1)
      }
    }
    let layout = try inspect(Color.red.frame(width: 10, height: 10).modifier(Card()))
    #expect(layout.size == CGSize(width: 20, height: 20))
    #expect(layout.root?.views == ["Card"])
    #expect(layout.frames(ofType: "Color") == [CGRect(x: 5, y: 5, width: 10, height: 10)])
  }

  @Test func builder_zIndexOrdersDrawing() throws {
    let renderer = renderer(
      ZStack {
        Color.red.frame(width: 10, height: 10).zIndex(1)
        Color.blue.frame(width: 10, height: 10)
      })
    let pixmap = try renderer.render()
    #expect(pixmap.color(atX: 5, y: 5) == .red)
  }
}

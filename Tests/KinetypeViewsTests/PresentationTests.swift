import Foundation
import Kinetype
import Testing

/// The sheet's content, whose frame the tests follow; "Done" dismisses it.
private struct SheetProbe: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Color.green.frame(height: 40)
      Button("Done") { dismiss() }
    }
  }
}

/// A 300 × 600 stack presenting `SheetProbe` at `detents` when "Show" is tapped; "Dismissed n"
/// counts `onDismiss` calls.
private struct SheetHost: View {
  var detents: Set<PresentationDetent> = [.medium, .large]
  @State private var isShowing = false
  @State private var dismissals = 0
  var body: some View {
    NavigationStack {
      VStack {
        Button("Show") { isShowing = true }
        Text("Dismissed \(dismissals)")
      }
      .navigationTitle("Settings")
      .sheet(isPresented: $isShowing, onDismiss: { dismissals += 1 }) {
        SheetProbe().presentationDetents(detents)
      }
    }
    .frame(width: 300, height: 600)
  }
}

/// A full-screen cover.
private struct CoverHost: View {
  @State private var isShowing = false
  var body: some View {
    VStack {
      Button("Show") { isShowing = true }
    }
    .frame(width: 300, height: 600)
    .fullScreenCover(isPresented: $isShowing) { SheetProbe() }
  }
}

/// An alert on a button, not in a stack: the view hosts it.
private struct AlertHost: View {
  @State private var isAsking = false
  @State private var deleted = false
  var body: some View {
    VStack {
      Button("Delete") { isAsking = true }
      Text(deleted ? "Deleted" : "Kept")
    }
    .frame(width: 300, height: 600)
    .alert("Delete the file?", isPresented: $isAsking) {
      Button("Delete", role: .destructive) { deleted = true }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("It cannot be undone.")
    }
  }
}

/// A confirmation dialog.
private struct DialogHost: View {
  var visibility: Visibility = .automatic
  @State private var isAsking = false
  @State private var choice = "none"
  var body: some View {
    VStack {
      Button("Share") { isAsking = true }
      Text("Chose \(choice)")
    }
    .frame(width: 300, height: 600)
    .confirmationDialog("Share to", isPresented: $isAsking, titleVisibility: visibility) {
      Button("Mail") { choice = "mail" }
      Button("Messages") { choice = "messages" }
    }
  }
}

/// A menu with two items.
private struct MenuHost: View {
  @State private var order = "name"
  var body: some View {
    VStack(alignment: .leading) {
      Menu("Sort") {
        Button("Name") { order = "name" }
        Button("Date") { order = "date" }
      }
      Text("By \(order)")
      Spacer()
    }
    .padding()
    .frame(width: 300, height: 600, alignment: .topLeading)
  }
}

/// Sheets, covers and dialogs: Flutter's iOS modal popup, 335 ms of `linearToEaseOut`.
private func sheetProgress(_ seconds: Double) -> Double { linearToEaseOut(seconds, over: 0.335) }

@Suite struct PresentationTests {
  private func y(_ name: String, _ frames: ViewFrames, at time: Double) throws -> CGFloat? {
    try frames.layoutInspection(at: time).element(named: name)?.frame.minY
  }

  @Test func aSheetSlidesUpToItsSmallestDetent() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    let frames = try scriptedFrames(script) { SheetHost() }
    #expect(try y("SheetProbe", frames, at: 0.1) == nil)
    // `.medium`: half the height; it comes up by the host's height.
    for time in [0.25, 0.35, 0.45] {
      let p = sheetProgress(time - 0.2)
      let top = try #require(try y("SheetProbe", frames, at: time))
      #expect(abs(top - (300 + 600 * (1 - p))) <= 1, "sheet at \(time): \(top)")
    }
    #expect(try y("SheetProbe", frames, at: 1) == 300)
  }

  @Test func aLargeSheetRestsTenPointsUnderTheRecededScreen() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    let frames = try scriptedFrames(script) { SheetHost(detents: [.large]) }
    // 10·H/W + 10: the receded screen's top (20 points narrower: 10·600/300) and 10 more.
    #expect(try y("SheetProbe", frames, at: 1) == 30)
    // The screen under it recedes on black: the corner is black (dimmed), white before.
    let before = try frames.renderFrame(at: 0.1)
    let after = try frames.renderFrame(at: 1)
    #expect(before.premultipliedPixel(atX: 1, y: 1).0 > 200)
    #expect(after.premultipliedPixel(atX: 1, y: 1).0 < 10)
    // A medium sheet does not make it recede: only dimmed (white at 80 %).
    let medium = try scriptedFrames(script) { SheetHost() }.renderFrame(at: 1)
    #expect(abs(Int(medium.premultipliedPixel(atX: 1, y: 1).0) - 204) <= 2)
  }

  @Test func dismissClosesTheSheetAndCallsOnDismiss() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    script.tap("Done", at: 1.0)
    let frames = try scriptedFrames(script) { SheetHost() }
    let p = sheetProgress(0.1)
    let top = try #require(try y("SheetProbe", frames, at: 1.1))
    #expect(abs(top - (300 + 600 * p)) <= 1)
    #expect(try y("SheetProbe", frames, at: 1.5) == nil)
    #expect(try frames.layoutInspection(at: 1.5).text("Dismissed 1") != nil)
  }

  @Test func aFullScreenCoverFillsTheHost() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    let frames = try scriptedFrames(script) { CoverHost() }
    #expect(try y("SheetProbe", frames, at: 1) == 0)
    let top = try #require(try y("SheetProbe", frames, at: 0.3))
    #expect(abs(top - 600 * (1 - sheetProgress(0.1))) <= 1)
  }

  @Test func anAlertIsACentredCardWhoseButtonsCloseIt() throws {
    var script = ViewScript()
    script.tap("Delete", at: 0.2)
    script.tap("Delete", at: 1.0)
    let frames = try scriptedFrames(script) { AlertHost() }
    let shown = try frames.layoutInspection(at: 0.9)
    let card = try #require(shown.element(named: "AlertCard"))
    #expect(card.frame.width == 270)
    #expect(abs(card.frame.midX - 150) <= 0.5 && abs(card.frame.midY - 300) <= 0.5)
    let title = try #require(shown.text("Delete the file?"))
    let message = try #require(shown.text("It cannot be undone."))
    #expect(title.frame.minY == card.frame.minY + 20 && message.frame.minY > title.frame.maxY)
    // Two buttons side by side, each half the card; the cancel button on the left, though
    // written second (HIG, Alerts: "Cancel buttons should always be on the left"; iOS places
    // a cancel action so).
    let cancel = try #require(shown.text("Cancel"))
    #expect(cancel.frame.midX < card.frame.midX)
    let delete = try #require(
      shown.elements.last { $0.type == "Text" && $0.details == "\"Delete\"" })
    #expect(delete.frame.midX > card.frame.midX)
    // The second "Delete" tap is the alert's: its action runs and the alert closes.
    let closed = try frames.layoutInspection(at: 1.5)
    #expect(closed.element(named: "AlertCard") == nil)
    #expect(closed.text("Deleted") != nil)
  }

  @Test func whileAnAlertShowsTheViewsUnderItCannotBeTapped() throws {
    var script = ViewScript()
    script.tap("Delete", at: 0.2)
    script.tap("Kept", at: 0.5)
    #expect(throws: ViewScriptError.self) { _ = try scriptedFrames(script) { AlertHost() } }
  }

  @Test func aConfirmationDialogRisesFromTheBottomWithACancelCard() throws {
    var script = ViewScript()
    script.tap("Share", at: 0.2)
    script.tap("Messages", at: 1.0)
    let frames = try scriptedFrames(script) { DialogHost() }
    let shown = try frames.layoutInspection(at: 0.9)
    let card = try #require(shown.element(named: "ActionSheetCard"))
    #expect(card.frame.maxY == 600 && card.frame.minX == 0)
    let cancel = try #require(shown.text("Cancel"))
    let messages = try #require(shown.text("Messages"))
    // Cancel on its own 56-point card 10 points from the bottom, 8 under the actions.
    #expect(abs(cancel.frame.midY - (600 - 10 - 28)) <= 1)
    #expect(abs(messages.frame.midY - (600 - 10 - 56 - 8 - 28)) <= 1)
    #expect(shown.text("Share to") == nil)  // `.automatic`: no title on iOS
    let closed = try frames.layoutInspection(at: 1.6)
    #expect(closed.element(named: "ActionSheetCard") == nil)
    #expect(closed.text("Chose messages") != nil)
    let titled = try scriptedFrames(script) { DialogHost(visibility: .visible) }
    #expect(try titled.layoutInspection(at: 0.9).text("Share to") != nil)
  }

  @Test func aMenuOpensUnderItsLabelAndClosesOnAnItem() throws {
    var script = ViewScript()
    script.tap("Sort", at: 0.2)
    script.tap("Date", at: 1.0)
    let frames = try scriptedFrames(script) { MenuHost() }
    #expect(try frames.layoutInspection(at: 0.1).element(named: "MenuCard") == nil)
    let open = try frames.layoutInspection(at: 0.9)
    let card = try #require(open.element(named: "MenuCard"))
    let label = try #require(open.text("Sort"))
    #expect(card.frame.width == 250)
    #expect(card.frame.minY == label.frame.maxY + 8 && card.frame.minX == label.frame.minX)
    let name = try #require(open.text("Name"))
    let date = try #require(open.text("Date"))
    #expect(abs((date.frame.midY - name.frame.midY) - 44) <= 0.5)
    let closed = try frames.layoutInspection(at: 1.8)
    #expect(closed.element(named: "MenuCard") == nil)
    #expect(closed.text("By date") != nil)
  }

  @Test func pushedAndPresentedFramesAreIdenticalOnAnyThreads() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.1)
    script.tap("Done", at: 0.6)
    let frames = try scriptedFrames(script) { SheetHost(detents: [.large]) }
    let timeline = try FrameTimeline(duration: 1, framesPerSecond: 10)
    let count = try expectIdenticalFramesOnOneAndFourThreads(
      frames, timeline: timeline, name: "presentation-frames")
    #expect(count == 10)
  }

  @Test func aStillPictureShowsWhatIsPresentedAtRest() throws {
    let view = NavigationStack {
      Text("Inbox")
        .navigationTitle("Mail")
        .sheet(isPresented: .constant(true)) {
          SheetProbe().presentationDetents([.medium])
        }
    }
    .frame(width: 300, height: 600)
    let inspection = try ImageRenderer(content: view).layoutInspection()
    #expect(inspection.element(named: "SheetProbe")?.frame.minY == 300)
  }
}

import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// A sheet closed through the deprecated `presentationMode`, as iOS 13 code closes it.
private struct ClosingSheet: View {
  @State private var isShown = false
  var body: some View {
    Button("Open") { isShown = true }
      .sheet(isPresented: $isShown) { SheetBody() }
  }
}

private struct SheetBody: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    Button(presentationMode.wrappedValue.isPresented ? "Close" : "Not presented") {
      presentationMode.wrappedValue.dismiss()
    }
  }
}

@Suite struct AppSurfaceSetGTests {
  private func render(_ view: some View) throws -> [UInt8] {
    Fixtures.bytes(try ImageRenderer(content: view.frame(width: 120, height: 40)).render())
  }

  // The iOS 14 style types draw as the static members do.
  @Test func progressStyleTypesDrawAsTheirStaticMembers() throws {
    let bar = ProgressView(value: 0.4)
    let linear = try render(bar.progressViewStyle(LinearProgressViewStyle()))
    #expect(linear == (try render(bar.progressViewStyle(.linear))))
    #expect(linear != (try render(bar.progressViewStyle(CircularProgressViewStyle()))))
    #expect(
      try render(bar.progressViewStyle(CircularProgressViewStyle()))
        == (try render(bar.progressViewStyle(.circular))))
    // A tint colors the bar, as in SwiftUI, whether given to the style or around it.
    let tinted = try render(bar.progressViewStyle(LinearProgressViewStyle(tint: .red)))
    let tintedAround = try render(bar.progressViewStyle(.linear).tint(.red))
    let sameAsAround = tinted == tintedAround
    let sameAsUntinted = tinted == linear
    #expect(sameAsAround)
    #expect(!sameAsUntinted)
  }

  @Test func presentationModeDismissesTheSheet() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    script.tap("Close", at: 1.2)
    let played = try ViewFrames(
      duration: 2.5, size: CGSize(width: 300, height: 500), scale: 1, script: script
    ) { ClosingSheet() }
    func shows(_ label: String, at time: Double) throws -> Bool {
      try played.layoutInspection(at: time).elements.contains {
        $0.type == "Text" && $0.details == "\"\(label)\""
      }
    }
    #expect(try shows("Close", at: 1.0))
    #expect(try !shows("Close", at: 2.4))
    let root = try ImageRenderer(content: SheetBody()).layoutInspection().elements
    #expect(root.contains { $0.type == "Text" && $0.details == "\"Not presented\"" })
  }

  @Test func aTextTitleWithADisplayModeIsTheStacksTitle() throws {
    let inspection = try ImageRenderer(
      content: NavigationStack {
        Text("Body").navigationBarTitle(Text("Inbox"), displayMode: .inline)
      }.frame(width: 300, height: 300)
    ).layoutInspection()
    #expect(inspection.elements.contains { $0.type == "Text" && $0.details == "\"Inbox\"" })
  }
}

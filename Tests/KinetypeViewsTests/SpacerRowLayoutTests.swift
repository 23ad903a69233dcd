import Foundation
import Kinetype
import Testing

/// A row of a label, a spacer and a control, as settings screens and `DatePicker` lay it out:
/// SwiftUI's stack offers space to the least flexible children first, so the spacer takes
/// what the others leave and nothing is truncated while the row is wide enough.
@Suite struct SpacerRowLayoutTests {
  private func frames(_ view: some View, width: CGFloat) throws -> [String: CGRect] {
    let inspection = try ImageRenderer(content: view.frame(width: width)).layoutInspection()
    var frames: [String: CGRect] = [:]
    for element in inspection.elements where element.type == "Text" {
      frames[element.details] = element.frame
    }
    return frames
  }

  @Test func aLabelSpacerAndBoxRowKeepsTheBoxWhole() throws {
    let box = Text("Jan 1, 2001").lineLimit(1).padding(.horizontal, 11)
    let alone = try frames(box.fixedSize(), width: 300)["\"Jan 1, 2001\""]
    let row = try frames(
      HStack {
        Text("Due")
        Spacer(minLength: 8)
        HStack(spacing: 6) { box }
      }, width: 300)
    let inRow = row["\"Jan 1, 2001\""]
    #expect(alone != nil && inRow != nil)
    #expect(abs((inRow?.width ?? 0) - (alone?.width ?? -1)) < 0.5)
  }

  @Test func aCompactDatePickerShowsTheWholeDate() throws {
    let date = Date(timeIntervalSinceReferenceDate: 0)
    let picker = DatePicker("Due", selection: .constant(date), displayedComponents: .date)
      .environment(\.timeZone, TimeZone(identifier: "UTC")!)
      .environment(\.locale, Locale(identifier: "en_US"))
    let shown = try frames(picker, width: 300)
    let label = shown.keys.first { $0.contains("2001") }
    let whole = try frames(
      Text(label.map { String($0.dropFirst().dropLast()) } ?? "").fixedSize(), width: 300)
    #expect(label != nil)
    if let label, let width = shown[label]?.width, let ideal = whole.values.first?.width {
      #expect(abs(width - ideal) < 0.5)
    }
  }
}

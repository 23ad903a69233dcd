import Foundation
import Kinetype
import Testing

/// A picker of a due date from tomorrow on, as apps write it.
private struct DueDateProbe: View {
  @State private var due = Date(timeIntervalSinceReferenceDate: 0)
  var body: some View {
    Form {
      DatePicker(
        "Due", selection: $due, in: Date(timeIntervalSinceReferenceDate: 86_400)...,
        displayedComponents: .date)
    }
  }
}

/// Onboarding seen once, kept in `@AppStorage`.
private struct OnboardingProbe: View {
  @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
  var body: some View {
    VStack {
      Text(hasSeenOnboarding ? "Welcome back" : "Welcome")
      Button("Done") { hasSeenOnboarding = true }
    }
  }
}

/// A pinch and a drag recognized together: the drag moves the card.
private struct PinchDragProbe: View {
  @State private var offset = CGSize.zero
  var body: some View {
    Text("Photo")
      .offset(offset)
      .gesture(
        DragGesture().onChanged { offset = $0.translation }
          .simultaneously(with: MagnificationGesture().onChanged { _ in })
      )
      .frame(width: 300, height: 300)
  }
}

@Suite struct AppSurfaceSetCTests {
  private func texts(_ view: some View, width: CGFloat = 402, height: CGFloat = 300) throws
    -> [ViewLayoutInspection.Element]
  {
    try ImageRenderer(content: view.frame(width: width, height: height)).layoutInspection()
      .elements.filter { $0.type == "Text" }
  }

  // iOS's compact date picker shows the date abbreviated ("Jan 2, 2001", en_US's
  // `.abbreviated` date) and clamps a selection before the range to its start.
  @Test func aDatePickerShowsTheSelectionClampedToItsRange() throws {
    let shown = try texts(DueDateProbe())
    #expect(shown.contains { $0.details == "\"Due\"" })
    let box = try #require(shown.first { $0.details == "\"Jan 2, 2001\"" })
    // The box sits at the trailing edge of the row, 16 + 20 points in from the screen's edge.
    #expect(box.frame.maxX > 402 - 16 - 20 - 11 - 2)
  }

  @Test func aDatePickerShowsTheTimeInTheViewsLocaleAndZone() throws {
    let date = Date(timeIntervalSinceReferenceDate: 9 * 3600 + 41 * 60)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let view = DatePicker("Start", selection: .constant(date))
      .environment(\.timeZone, tokyo)
    let expected = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: tokyo
    ).format(date)
    #expect(expected.hasPrefix("6:41"))
    #expect(try texts(view).contains { $0.details == "\"\(expected)\"" })
    #expect(try texts(view).contains { $0.details == "\"Jan 1, 2001\"" })
  }

  @Test func olderPickerStyleTypesDrawAsTheirShorthands() throws {
    let options = ["One", "Two"]
    func picker() -> some View {
      Picker("Count", selection: .constant("One")) {
        ForEach(options, id: \.self) { Text($0) }
      }
    }
    let typed = try ImageRenderer(content: picker().pickerStyle(SegmentedPickerStyle()))
      .layoutInspection().description
    let short = try ImageRenderer(content: picker().pickerStyle(.segmented))
      .layoutInspection().description
    #expect(typed == short)
    #expect(typed.contains("Two"))
  }

  @Test func aSecureFieldHidesItsText() throws {
    #expect(
      try texts(SecureField("Password", text: .constant("abc"))).map(\.details)
        == ["\"\u{2022}\u{2022}\u{2022}\""])
    #expect(
      try texts(SecureField("Password", text: .constant(""))).map(\.details) == ["\"Password\""])
  }

  @Test func appStorageStartsAtItsDefaultAndChangesLikeState() throws {
    var script = ViewScript()
    script.tap("Done", at: 0.2)
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 300, height: 200), scale: 1, script: script
    ) { OnboardingProbe() }
    #expect(try frames.layoutInspection(at: 0.1).description.contains("\"Welcome\""))
    #expect(try frames.layoutInspection(at: 0.5).description.contains("\"Welcome back\""))
  }

  @Test func aDragReachesAGestureRecognizedWithAnother() throws {
    var script = ViewScript()
    script.drag("Photo", by: CGSize(width: 60, height: 0), at: 0.2, duration: 0.5)
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 300, height: 300), scale: 1, script: script
    ) { PinchDragProbe() }
    func x(_ time: Double) throws -> CGFloat? {
      try frames.layoutInspection(at: time).elements.first { $0.details == "\"Photo\"" }?.frame
        .minX
    }
    let rest = try #require(try x(0.1))
    #expect(try x(0.9) == rest + 60)
  }
}

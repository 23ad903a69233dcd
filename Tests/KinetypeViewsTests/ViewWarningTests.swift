import Kinetype
import KinetypeViewGraph
import Testing

/// Views report the one typed `Warning`: a kind to act on, the view's path and name as the
/// source.
@Suite struct ViewWarningTests {
  @Test func viewWarnings_haveAKindAndTheViewPathAsSource() throws {
    let renderer = ImageRenderer(
      content: VStack {
        Color.red.frame(width: -20, height: 10)
        Image("no-such-image-anywhere")
        Image(systemName: "kinetype.unknown.symbol")
      })
    _ = try renderer.render()
    let frame = try #require(renderer.warnings.first { $0.message.contains("frame(width: -20)") })
    #expect(frame.kind == .ignoredValue)
    let missing = try #require(renderer.warnings.first { $0.message.contains("no image named") })
    #expect(missing.kind == .missingResource)
    let symbol = try #require(renderer.warnings.first { $0.message.contains("SF Symbols") })
    #expect(symbol.kind == .unsupportedFeature)
    for warning in renderer.warnings {
      let source = try #require(warning.source)
      #expect(source.hasPrefix("/"), "\(warning)")
      #expect(warning.description == "\(source): \(warning.message)")
    }
    // Different views, different paths.
    #expect(Set(renderer.warnings.compactMap(\.source)).count == renderer.warnings.count)
  }

  @Test func viewWarnings_keepTheKindOfTheLayersBelow() throws {
    // A text layout's warning keeps its kind; the view's path comes first in the source.
    let renderer = ImageRenderer(
      content: Text("a\u{10FFFD}b"))
    _ = try renderer.render()
    let uncovered = try #require(renderer.warnings.first { $0.kind == .uncoveredCharacters })
    #expect(uncovered.source?.hasPrefix("/") == true)
  }

  @Test func viewWarnings_runtimeWarningsAreTyped() throws {
    let frames = try ViewFrames(duration: 0.5) { Waiting() }
    let warning = try #require(frames.warnings.first)
    #expect(warning.kind == .droppedContent)
    #expect(warning.message.contains("outside Kinetype's clock"))
    #expect(warning.source?.hasPrefix("/") == true)
  }

  struct Waiting: View {
    var body: some View {
      Color.red.frame(width: 2, height: 2).task {
        // A stream nobody feeds: a wait the virtual clock never resumes.
        let (stream, _) = AsyncStream<Int>.makeStream()
        for await _ in stream {}
      }
    }
  }
}

import Foundation
import KinetypeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `kinetype preview` driven through a pseudo-terminal as a user drives it: it draws frames,
/// pauses on space, scrubs on arrows, quits on q or Ctrl-C, and leaves the terminal as it was
/// on every way out.
@Suite(.serialized) struct PreviewTests {
  static let markup = "Hello ^[moonlight](emphasis: true)"

  /// The frame numbers in the status lines drawn so far.
  static func frames(in text: String) -> [Int] {
    text.components(separatedBy: "frame ").dropFirst().compactMap { part in
      Int(part.prefix { $0.isNumber })
    }
  }

  /// The last status: `playing` or `paused`, and the frame.
  static func status(in text: String) -> (paused: Bool, frame: Int?) {
    let playing = text.range(of: "▶ playing", options: .backwards)?.lowerBound
    let paused = text.range(of: "‖ paused", options: .backwards)?.lowerBound
    let isPaused = paused.map { p in playing.map { p > $0 } ?? true } ?? false
    return (isPaused, frames(in: text).last)
  }

  @Test func preview_refusesWhenStandardOutputIsNotATerminal() throws {
    let result = try KinetypeProcess.run(["preview", "--text", Self.markup])
    #expect(result.status == 2)
    #expect(
      result.errorLines.first
        == "kinetype: error: preview draws in a terminal, but standard output is not one",
      "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func preview_playsOnceDrawingHalfBlocksAndRestoresTheTerminal() throws {
    let terminal = try PseudoTerminal([
      "preview", "--text", Self.markup, "--graphics", "blocks", "--fps", "20",
    ])
    let before = terminal.settings()
    let ending = try #require(terminal.wait(), "preview did not end by itself")
    #expect(ending.status == 0 && !ending.signalled, "\(ending)")
    let text = terminal.text
    #expect(text.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"), "alternate screen, cursor hidden")
    #expect(text.contains("▀") && text.contains("\u{1B}[38;2;"))
    // Black text on white: white cells and dark ones.
    #expect(text.contains("\u{1B}[48;2;255;255;255m"))
    #expect(text.contains("\u{1B}[38;2;0;0;0m") || text.contains("\u{1B}[48;2;0;0;0m"))
    // Frames 0 to 14 (settled at 0.7 s, at 20 fps), in order, ending on the last.
    let frames = Self.frames(in: text)
    #expect(frames.last == 14 && frames == frames.sorted(), "\(frames)")
    #expect(text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"), "cursor shown, main screen back")
    #expect(sameSettings(terminal.settings(), before))
  }

  @Test func preview_statusCountsTheFramesRenderWrites() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = ["--text", Self.markup, "--fps", "20", "--duration", "0.5"]
    let render = try KinetypeProcess.run(["render"] + options + ["-o", folder.path])
    #expect(render.status == 0, "\(render.stderr)")
    let count = Folder.names(folder).filter { $0.hasSuffix(".png") }.count
    let terminal = try PseudoTerminal(["preview"] + options + ["--graphics", "blocks"])
    let ending = try #require(terminal.wait(), "preview did not end by itself")
    #expect(ending.status == 0)
    // The last frame's number, of how many there are.
    let statuses = terminal.text.components(separatedBy: "  frame ").dropFirst().map {
      $0.components(separatedBy: "  ").first ?? ""
    }
    #expect(statuses.last == "\(count - 1) of \(count)", "\(count) frames: \(statuses.suffix(3))")
  }

  @Test func preview_spacePausesArrowsScrubAndQQuits() throws {
    let terminal = try PseudoTerminal([
      "preview", "--text", Self.markup, "--graphics", "blocks", "--fps", "10", "--duration", "3",
      "--loop",
    ])
    let before = terminal.settings()
    #expect(terminal.waitFor { $0.contains("▶ playing") && Self.frames(in: $0).count > 3 })
    terminal.type(" ")
    #expect(terminal.waitFor { Self.status(in: $0).paused })
    let paused = try #require(Self.status(in: terminal.text).frame)
    usleep(600_000)
    let later = Self.status(in: terminal.text)
    #expect(later.paused && later.frame == paused, "paused at \(paused), now \(later)")

    let next = paused == 29 ? 29 : paused + 1
    terminal.type("\u{1B}[C")  // →
    #expect(terminal.waitFor(timeout: 5) { Self.status(in: $0).frame == next }, "→ to \(next)")
    terminal.type("\u{1B}[D\u{1B}[D")  // ← ←
    let back = max(0, next - 2)
    #expect(terminal.waitFor(timeout: 5) { Self.status(in: $0).frame == back }, "← ← to \(back)")
    terminal.type("\u{1B}[A")  // ↑: one second
    #expect(terminal.waitFor(timeout: 5) { Self.status(in: $0).frame == min(29, back + 10) })
    terminal.type("\u{1B}[F")  // End
    #expect(terminal.waitFor(timeout: 5) { Self.status(in: $0).frame == 29 })
    terminal.type("\u{1B}[H")  // Home
    #expect(terminal.waitFor(timeout: 5) { Self.status(in: $0).frame == 0 })
    #expect(Self.status(in: terminal.text).paused)

    terminal.type(" ")  // resumes from frame 0
    #expect(
      terminal.waitFor(timeout: 5) {
        !Self.status(in: $0).paused && (Self.status(in: $0).frame ?? 0) > 2
      })
    terminal.type("q")
    let ending = try #require(terminal.wait(), "q did not end the preview")
    #expect(ending.status == 0 && !ending.signalled, "\(ending)")
    #expect(terminal.text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(sameSettings(terminal.settings(), before))
  }

  @Test func preview_ctrlCEndsBySIGINTAndRestoresTheTerminal() throws {
    let terminal = try PseudoTerminal([
      "preview", "--text", Self.markup, "--graphics", "blocks", "--loop",
    ])
    let before = terminal.settings()
    #expect(terminal.waitFor { $0.contains("▶ playing") })
    terminal.type("\u{3}")
    let ending = try #require(terminal.wait(), "Ctrl-C did not end the preview")
    #expect(ending.signalled && ending.status == SIGINT, "\(ending)")
    #expect(terminal.text.hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(sameSettings(terminal.settings(), before))
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func preview_signalRestoresTheTerminal(signal: Int32) throws {
    let terminal = try PseudoTerminal([
      "preview", "--text", Self.markup, "--graphics", "blocks", "--loop",
    ])
    let before = terminal.settings()
    #expect(terminal.waitFor { $0.contains("▶ playing") })
    terminal.send(signal)
    let ending = try #require(terminal.wait(), "the signal did not end the preview")
    #expect(ending.signalled && ending.status == signal, "\(ending)")
    #expect(terminal.text.contains("\u{1B}[?25h\u{1B}[?1049l"))
    #expect(sameSettings(terminal.settings(), before))
  }

  @Test func preview_asksTheTerminalAndDrawsSixelWhenItSaysSo() throws {
    let terminal = try PseudoTerminal(["preview", "--text", Self.markup, "--loop"])
    // The query: kitty graphics, cell size, device attributes. Answer as a sixel terminal
    // with 10×20 cells.
    #expect(terminal.waitFor { $0.contains("\u{1B}_Gi=31,s=1,v=1,a=q") && $0.contains("\u{1B}[c") })
    terminal.type("\u{1B}[6;20;10t\u{1B}[?62;4;22c")
    #expect(terminal.waitFor { $0.contains("\u{1B}Pq\"1;1;") && $0.contains("▶ playing") })
    // 100 columns of 10 px: the frame (402×107 px: the text plus --padding, issue 20, 9) is
    // drawn at its own size.
    #expect(terminal.text.contains("\u{1B}Pq\"1;1;402;107"), "\(terminal.text.prefix(400))")
    terminal.type("q")
    #expect(terminal.wait()?.status == 0)
  }

  @Test func preview_drawsKittyGraphicsWhenTheTerminalAnswersTheQuery() throws {
    let terminal = try PseudoTerminal(["preview", "--text", Self.markup, "--loop"])
    #expect(terminal.waitFor { $0.contains("\u{1B}[c") })
    terminal.type("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;22c")
    #expect(terminal.waitFor { $0.contains("\u{1B}_Ga=T,f=100,") })
    // Frames alternate between two image ids, each deleting the one before.
    #expect(
      terminal.waitFor { $0.contains("\u{1B}_Ga=d,d=I,i=1") && $0.contains("\u{1B}_Ga=d,d=I,i=2") })
    terminal.type("q")
    #expect(terminal.wait()?.status == 0)
    #expect(terminal.text.contains("\u{1B}_Ga=d,d=A,q=2\u{1B}\\"), "images deleted on the way out")
  }

  @Test func preview_withoutAnAnswerFallsBackToHalfBlocks() throws {
    let terminal = try PseudoTerminal(["preview", "--text", Self.markup, "--fps", "20"])
    let ending = try #require(terminal.wait())
    #expect(ending.status == 0)
    #expect(terminal.text.contains("▀") && !terminal.text.contains("\u{1B}Pq"))
  }

  @Test func render_drawsAProgressBarOnATerminalOnly() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments = ["render", "--text", Self.markup, "--duration", "1", "--threads", "1"]
    let terminal = try PseudoTerminal(arguments + ["-o", "\(folder)/a"])
    let ending = try #require(terminal.wait())
    #expect(ending.status == 0, "\(terminal.text)")
    let text = terminal.text
    // Redrawn in place: frames done of all, a bar, frames per second; then erased.
    #expect(text.contains("\r\u{1B}[Krendering "), "\(text)")
    #expect(text.contains("/60 [") && text.contains(" fps"), "\(text)")
    #expect(text.contains("rendering 60/60"), "\(text)")
    #expect(text.contains("wrote 60 frames at 60 fps to \(folder)/a in "), "\(text)")
    // Standard error in a file: the summary alone.
    let quiet = try KinetypeProcess.run(arguments + ["-o", "\(folder)/b"])
    #expect(quiet.status == 0)
    #expect(quiet.errorLines.count == 1 && !quiet.stderr.contains("\r"), "\(quiet.stderr)")
    #expect(quiet.stderr.hasPrefix("wrote 60 frames at 60 fps"))
  }

  @Test func render_refusesToWriteBytesToATerminal() throws {
    let terminal = try PseudoTerminal([
      "render", "--text", Self.markup, "--format", "y4m", "-o", "-",
    ])
    let ending = try #require(terminal.wait())
    #expect(ending.status == 2)
    #expect(terminal.text.contains("-o - writes y4m bytes to standard output, which is a terminal"))
    #expect(!terminal.text.contains("YUV4MPEG2"))
  }
}

import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Renders stopped at random points by SIGKILL, SIGTERM and SIGINT (issue 13, item 5): every
/// file left under a final name is a complete PNG that decodes to the frame's size, whatever
/// stopped the run. SIGINT and SIGTERM also leave no temporary file, end the process by the
/// same signal, and say how many frames are complete, which is exactly how many PNGs are there.
/// SIGKILL cannot be handled, so it may leave one `.tmp` per frame in flight, never a partial
/// file under a frame's name.
///
/// The points are random but reproducible in kind: a fixed seed picks each delay (before the
/// first frame, or some milliseconds after it), so every run covers a stop before writing
/// starts, early and late ones.
@Suite(.serialized) struct KillAtRandomTests {
  /// The run each stop interrupts: 601 small frames, long enough (several seconds in a debug
  /// build) that the random wait after the first frame (at most 1.5 s) ends before the run does.
  static let arguments = [
    "render", "--text", "Stop ^[anywhere](emphasis: true)", "--duration", "20", "--fps", "30",
  ]
  /// The frames of a whole run.
  static let frameCount = 600  // 20 s at 30 fps: round(20 × 30)

  /// A seeded generator (SplitMix64), so the delays are the same on every run.
  struct Delays {
    var state: UInt64
    mutating func next(below bound: UInt64) -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return (z ^ (z >> 31)) % bound
    }
  }

  @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
  func kill_leavesOnlyCompleteFrames(signal: Int32) throws {
    var delays = Delays(state: UInt64(signal) &* 0x1234_5678)
    for round in 0..<4 {
      let folder = try Fixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("frames")
      let run = try KinetypeProcess(Self.arguments + ["-o", output.path])
      // Round 0 stops the run at once (before anything is written, or while the first frames
      // are); the others once frames exist, after a random extra wait.
      if round > 0 {
        var waited = 0
        while Folder.names(output).isEmpty, waited < 60_000 {
          usleep(5_000)
          waited += 5
        }
        usleep(useconds_t(delays.next(below: 1_500)) * 1_000)
      } else {
        usleep(useconds_t(delays.next(below: 50)) * 1_000)
      }
      run.send(signal)
      let result = try #require(
        run.wait(seconds: 60), "kinetype kept running after signal \(signal)")
      let names = Folder.names(output)
      let frames = names.filter { $0.hasSuffix(".png") }
      let context = "signal \(signal), round \(round): \(names.count) files; \(result.stderr)"
      // A signal sent while the tool is being spawned can be discarded: the child inherits
      // this test process's dispositions until it execs, and other tests here ignore SIGINT
      // and SIGTERM while they run. And on a fast machine the run may end before the signal
      // comes. Either way the run finishes, and must be whole.
      if !result.signalled, result.status == 0 {
        #expect(
          frames.count == Self.frameCount && !names.contains { $0.hasSuffix(".tmp") },
          "\(context)")
        continue
      }
      #expect(result.signalled && result.status == signal, "\(context)")
      var sizes: Set<String> = []
      for name in frames {
        let data = try Data(contentsOf: output.appendingPathComponent(name))
        let pixmap = try #require(
          try? Pixmap(pngData: [UInt8](data)), "\(name) does not decode (\(context))")
        sizes.insert("\(pixmap.width)×\(pixmap.height)")
      }
      #expect(sizes.count <= 1, "every frame has the same size: \(sizes)")
      // Besides frames, only the manifest of what is complete (written whole, by rename) and,
      // after SIGKILL, temporaries.
      for name in names where name.hasPrefix("kinetype-manifest.") {
        let data = try Data(contentsOf: output.appendingPathComponent(name))
        #expect(
          (try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is whole (\(context))")
      }
      let others = names.filter { !$0.hasSuffix(".png") && !$0.hasPrefix("kinetype-manifest.") }
      if signal == SIGKILL {
        #expect(others.allSatisfy { $0.hasSuffix(".tmp") }, "\(context)")
        continue
      }
      #expect(others.isEmpty, "no temporary is left: \(others) (\(context))")
      // Stopped while writing, the tool says how many frames are complete; stopped before,
      // there is nothing.
      if let range = result.stderr.range(of: " frames are complete in ") {
        let words = result.stderr[..<range.lowerBound].split(separator: " ")
        let count = words.dropLast(2).last.flatMap { Int($0) }
        #expect(count == frames.count, "the count said matches the PNGs: \(context)")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(result.stderr.contains("interrupted by \(name): "), "\(context)")
      } else {
        #expect(frames.isEmpty, "\(context)")
      }
    }
  }
}

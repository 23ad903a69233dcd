import Foundation
import Kinetype
import KinetypeCore
import KinetypeTestSupport
import Testing

@testable import KinetypeFrames

#if canImport(Glibc)
  import Glibc
#endif

/// The files a run writes: planned and checked first, written through temporary files, undone
/// after a failure, kept (and counted) after a cancellation.
@Suite struct OutputFilesTests {
  /// A writer that behaves like a disk that fills up on the `failingCall`-th write.
  static func fullDisk(after failingCall: Int, error: Int32 = ENOSPC) -> FileWriter {
    let calls = Locked(0)
    return FileWriter { descriptor, bytes in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      guard call < failingCall else {
        // Half the bytes reach the disk first, as when a disk fills mid-file.
        _ = Glibc.write(descriptor, bytes.baseAddress, bytes.count / 2)
        errno = error
        return -1
      }
      return Glibc.write(descriptor, bytes.baseAddress, bytes.count)
    }
  }

  @Test func export_fullDiskRemovesWhatItWrote() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.1, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var exporter = FrameExporter(directory: folder.path + "/new/frames", threads: 1)
    exporter.writer = Self.fullDisk(after: 3)
    #expect(
      throws: FrameError.unwritable(
        path: exporter.path(ofFrame: 2), reason: "no space left on device")
    ) {
      try exporter.export(animation, timeline: timeline)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func export_fullDiskInAUsersFolderKeepsTheirFiles() throws {
    let animation = try Fixtures.demoAnimation()
    let timeline = try FrameTimeline(duration: 0.1, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    try Data("mine".utf8).write(to: URL(fileURLWithPath: notes))
    var exporter = FrameExporter(directory: folder.path, threads: 2)
    exporter.writer = Self.fullDisk(after: 4, error: EFBIG)
    #expect(throws: FrameError.self) { try exporter.export(animation, timeline: timeline) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }

  @Test func export_cancelledKeepsTheCompleteFrames() throws {
    let cancellation = ExportCancellation()
    let layout = try Fixtures.demoAnimation().layout
    // The renderer asks to stop while frame 5 renders; frame 5 is still finished.
    let animation = AnimatedText(layout: layout, duration: 1) { time in
      if time >= 5.0 / 60 { cancellation.cancel() }
      return AppearRenderer(elapsedTime: time)
    }
    let timeline = try FrameTimeline(duration: 1, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var exporter = FrameExporter(directory: folder.path, threads: 1)
    exporter.cancellation = cancellation
    #expect(throws: FrameError.cancelled(framesWritten: 6, frameCount: 60)) {
      try exporter.export(animation, timeline: timeline)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == (0..<6).map(exporter.path(ofFrame:)).map { ($0 as NSString).lastPathComponent })
  }

  @Test func files_plannedTwiceIsAnError() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.png").path
    let files = OutputFiles([path, folder.path + "/./a.png"])
    #expect(throws: FrameError.self) { try files.prepare() }
  }

  @Test func files_aFolderInTheWayIsAnErrorEvenWithOverwrite() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = OutputFiles([folder.path], overwrite: true)
    #expect(throws: FrameError.invalidArgument("cannot write to \(folder.path): it is a folder")) {
      try files.prepare()
    }
  }

  @Test func files_failedWriteLeavesNoTemporary() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("one.png").path
    let files = OutputFiles([path], writer: Self.fullDisk(after: 1))
    #expect(throws: FrameError.unwritable(path: path, reason: "no space left on device")) {
      try files.perform { try $0.write([1, 2, 3, 4], to: path) }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func files_fileAppearingAfterTheCheckIsNotReplaced() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("one.png").path
    let files = OutputFiles([path])
    try files.prepare()
    // Another program writes the file between the check and the write.
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: FrameError.wouldOverwrite(path: path, moreExisting: 0)) {
      try files.write([1, 2, 3], to: path)
    }
    #expect(FileManager.default.contents(atPath: path) == Data("theirs".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["one.png"])
  }
}

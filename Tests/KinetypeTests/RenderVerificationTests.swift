import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

@testable import KinetypeFrames

/// Render manifests and their verification: chunks combine, and every kind of damage is
/// reported by frame number.
@Suite struct RenderVerificationTests {
  static let timeline = FrameStreamTests.timeline  // 13 frames at 30 fps
  static let input = RenderInput(kind: "test", sha256: String(repeating: "ab", count: 32))

  /// Renders `ranges` of the test source into `folder`, each with its manifest.
  static func render(
    _ ranges: [Range<Int>], into folder: String, input: RenderInput = input,
    source: some FrameSource = ExportTestSource()
  ) throws {
    for range in ranges {
      var exporter = FrameExporter(directory: folder, overwrite: true, threads: 2)
      exporter.manifestInput = input
      try exporter.export(source, timeline: timeline, frames: range)
    }
  }

  static func folder() throws -> String { try ExternalTool.temporaryFolder() }

  @Test func verify_chunksCombineIntoOneIntactRender() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([0..<5, 5..<9, 9..<13], into: folder)
    let verification = RenderVerification(folders: [folder])
    #expect(verification.problems.isEmpty, "\(verification.problems)")
    #expect(verification.isIntact)
    #expect(verification.manifests.count == 3)
    #expect(verification.framePaths.count == 13)
    #expect(verification.render?.frameCount == 13)
    #expect(verification.render?.width == 64)
  }

  @Test func verify_chunksInSeveralFoldersCombine() throws {
    let (a, b) = (try Self.folder(), try Self.folder())
    defer {
      try? FileManager.default.removeItem(atPath: a)
      try? FileManager.default.removeItem(atPath: b)
    }
    try Self.render([0..<7], into: a)
    try Self.render([7..<13], into: b)
    #expect(RenderVerification(folders: [a, b]).isIntact)
    let one = RenderVerification(folders: [a])
    #expect(one.problems == [.missing(frames: [7...12])])
  }

  @Test func verify_reportsMissingChunkByFrameNumbers() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([0..<4, 9..<13], into: folder)
    let verification = RenderVerification(folders: [folder])
    #expect(verification.problems == [.missing(frames: [4...8])])
    #expect(verification.problems.first?.description.contains("frames 4–8 (5 frames)") == true)
  }

  @Test func verify_reportsCorruptedAndMissingFiles() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([0..<13], into: folder)
    let corrupted = "\(folder)/frame_00003.png"
    var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: corrupted)))
    bytes[bytes.count / 2] ^= 0x01  // one bit, the same size
    try Data(bytes).write(to: URL(fileURLWithPath: corrupted))
    try FileManager.default.removeItem(atPath: "\(folder)/frame_00010.png")
    let verification = RenderVerification(folders: [folder])
    #expect(verification.problems.count == 2, "\(verification.problems)")
    guard case .corrupted(3, corrupted, _, _) = verification.problems.first else {
      Issue.record("expected frame 3 corrupted: \(verification.problems)")
      return
    }
    #expect(
      verification.problems.last == .missingFile(frame: 10, path: "\(folder)/frame_00010.png"))
    #expect(!verification.isIntact)
    #expect(verification.framePaths[3] == nil && verification.framePaths[4] != nil)
  }

  @Test func verify_reportsOverlappingChunksAsDuplicates() throws {
    // Overlapping chunks of the same generation: rendered into two folders.
    let (a, b) = (try Self.folder(), try Self.folder())
    defer {
      try? FileManager.default.removeItem(atPath: a)
      try? FileManager.default.removeItem(atPath: b)
    }
    try Self.render([0..<8], into: a)
    try Self.render([6..<13], into: b)
    let verification = RenderVerification(folders: [a, b])
    let duplicates = verification.problems.compactMap { problem -> Int? in
      if case .duplicate(let frame, let manifests) = problem, manifests.count == 2 { return frame }
      return nil
    }
    #expect(duplicates == [6, 7], "\(verification.problems)")
    #expect(verification.problems.count == 2)
  }

  @Test func verify_aNewerManifestSupersedesOlderEntriesOfItsFrames() throws {
    let folder = try Self.folder()
    let all = Self.timeline.frames
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([all], into: folder)
    // Frames 6 and 7 again, then 7 once more: each manifest is newer than those it overlaps.
    try Self.render([6..<8, 7..<8], into: folder)
    let generations = try [all, 6..<8, 7..<8].map {
      try RenderManifest(contentsOf: "\(folder)/\(RenderManifest.fileName(for: $0))").generation
    }
    #expect(generations == [nil, 1, 2])
    let verification = RenderVerification(folders: [folder])
    #expect(verification.problems.isEmpty, "\(verification.problems)")
    #expect(
      verification.framePaths.count == Self.timeline.frameCount && verification.manifests.count == 3
    )
    // The newest entry is the one checked: the older ones may say anything.
    var whole = try RenderManifest(contentsOf: "\(folder)/\(RenderManifest.fileName(for: all))")
    whole.frames[7].sha256 = String(repeating: "0", count: 64)
    try Data(whole.jsonData()).write(
      to: URL(fileURLWithPath: "\(folder)/\(RenderManifest.fileName(for: all))"))
    #expect(RenderVerification(folders: [folder]).isIntact)
    whole.frames[8].sha256 = String(repeating: "0", count: 64)
    try Data(whole.jsonData()).write(
      to: URL(fileURLWithPath: "\(folder)/\(RenderManifest.fileName(for: all))"))
    guard case .corrupted(8, _, _, _)? = RenderVerification(folders: [folder]).problems.first
    else {
      Issue.record("frame 8's only entry is checked")
      return
    }
  }

  @Test func export_retiresTheManifestsItSupersedesWhole() throws {
    let folder = try Self.folder()
    let all = Self.timeline.frames
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Chunks, then the whole timeline again over them: each chunk's frames are all listed by
    // the new manifest, so they are retired; with overwrite off they stay, superseded.
    try Self.render([0..<5, 5..<9], into: folder)
    var exporter = FrameExporter(directory: folder, overwrite: false, threads: 2)
    exporter.manifestInput = Self.input
    try FileManager.default.removeItem(atPath: "\(folder)/frame_00002.png")
    try exporter.export(ExportTestSource(), timeline: Self.timeline, frames: 2..<3)
    #expect(Self.manifests(folder).count == 3)
    try Self.render([all], into: folder)
    #expect(Self.manifests(folder) == [RenderManifest.fileName(for: all)])
    #expect(RenderVerification(folders: [folder]).isIntact)
    // A manifest only partly listed again stays.
    try Self.render([4..<6], into: folder)
    #expect(Self.manifests(folder).count == 2)
    #expect(RenderVerification(folders: [folder]).isIntact)
  }

  @Test func export_refusesAnotherRenderInTheFolderUnlessOverwriting() throws {
    let folder = try Self.folder()
    let all = Self.timeline.frames
    let last = all.upperBound - 1
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([all], into: folder)
    var other = Self.input
    other.sha256 = String(repeating: "cd", count: 32)
    var exporter = FrameExporter(directory: folder, overwrite: false, threads: 2)
    exporter.manifestInput = other
    let path = "\(folder)/\(RenderManifest.fileName(for: all))"
    #expect(
      throws: ManifestError.otherRender(
        folder: folder, manifest: path, reason: "its input differs", count: 1)
    ) {
      try exporter.export(
        ExportTestSource(), timeline: Self.timeline, frames: last..<Self.timeline.frameCount)
    }
    #expect(Self.manifests(folder) == [RenderManifest.fileName(for: all)])
    exporter.overwrite = true
    try exporter.export(
      ExportTestSource(), timeline: Self.timeline, frames: last..<Self.timeline.frameCount)
    #expect(
      Self.manifests(folder) == [RenderManifest.fileName(for: last..<Self.timeline.frameCount)])
    let verification = RenderVerification(folders: [folder])
    #expect(verification.input == other)
    // The other render's frames stay, foreign now.
    #expect(
      verification.problems.contains(.foreignFile(path: "\(folder)/frame_00000.png", frame: 0)))
  }

  @Test func resumption_keepsIntactFramesAndRendersTheRest() throws {
    let folder = try Self.folder()
    let all = Self.timeline.frames
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([all], into: folder)
    try FileManager.default.removeItem(atPath: "\(folder)/frame_00004.png")
    try Data("damaged".utf8).write(to: URL(fileURLWithPath: "\(folder)/frame_00009.png"))
    var exporter = FrameExporter(directory: folder, threads: 2)
    exporter.manifestInput = Self.input
    let plan = try exporter.resumption(for: ExportTestSource(), timeline: Self.timeline)
    #expect(plan.framesToRender == [4, 9])
    #expect(plan.kept.map(\.frame) == Array(all).filter { ![4, 9].contains($0) })
    #expect(!plan.isComplete)
    let chunk = try exporter.resumption(
      for: ExportTestSource(), timeline: Self.timeline, frames: 5..<9)
    #expect(chunk.framesToRender.isEmpty && !chunk.isComplete)
    let written = try exporter.export(ExportTestSource(), timeline: Self.timeline, resuming: plan)
    #expect(written == ["\(folder)/frame_00004.png", "\(folder)/frame_00009.png"])
    #expect(RenderVerification(folders: [folder]).isIntact)
    let again = try exporter.resumption(for: ExportTestSource(), timeline: Self.timeline)
    #expect(again.isComplete && again.framesToRender.isEmpty)
    // A plan is for its own render and frames.
    #expect(throws: FrameError.self) {
      try exporter.export(
        ExportTestSource(), timeline: Self.timeline, frames: 0..<5, resuming: again)
    }
  }

  /// The manifests' names in `folder`, sorted.
  static func manifests(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasPrefix(RenderManifest.fileNamePrefix)
    }.sorted()
  }

  @Test func verify_reportsForeignFilesAndManifests() throws {
    let (folder, other) = (try Self.folder(), try Self.folder())
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: other)
    }
    try Self.render([0..<13], into: folder)
    // A PNG of the sequence's pattern that no manifest lists, and a chunk of another input.
    try FileManager.default.copyItem(
      atPath: "\(folder)/frame_00002.png", toPath: "\(folder)/frame_00020.png")
    try FileManager.default.copyItem(
      atPath: "\(folder)/frame_00002.png", toPath: "\(folder)/notes.png")
    var foreign = Self.input
    foreign.sha256 = String(repeating: "cd", count: 32)
    try Self.render([0..<2], into: other, input: foreign)
    let verification = RenderVerification(folders: [folder, other])
    let descriptions = verification.problems.map(\.description)
    #expect(verification.problems.count == 3, "\(descriptions)")
    #expect(
      verification.problems.contains(.foreignFile(path: "\(folder)/frame_00020.png", frame: 20)))
    #expect(verification.problems.contains(.foreignFile(path: "\(folder)/notes.png", frame: nil)))
    #expect(
      descriptions.contains {
        $0.contains("is of another render (its input differs)") && $0.contains("frames 0–1")
      }, "\(descriptions)")
    // The render is the one with the most frames: the 13-frame one is intact otherwise.
    #expect(verification.framePaths.count == 13)
  }

  @Test func verify_reportsFolderWithoutManifestAndUnreadableManifest() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let empty = RenderVerification(folders: [folder])
    #expect(empty.problems == [.noManifest(folder: folder)])
    #expect(!empty.isIntact)
    try Data("{\"manifestVersion\": 1}".utf8).write(
      to: URL(fileURLWithPath: "\(folder)/kinetype-manifest.00000-00001.json"))
    let broken = RenderVerification(folders: [folder])
    guard case .unreadableManifest(_, let reason) = broken.problems.first else {
      Issue.record("\(broken.problems)")
      return
    }
    #expect(reason.contains("$.kinetypeVersion is missing"), "\(reason)")
  }

  @Test func manifest_recordsFramesTimesAndDigests() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([4..<7], into: folder)
    let manifest = try RenderManifest(
      contentsOf: "\(folder)/\(RenderManifest.fileName(for: 4..<7))")
    #expect(manifest.chunk == RenderManifest.Chunk(first: 4, last: 6))
    #expect(manifest.frames.map(\.frame) == [4, 5, 6])
    let times: [Double] = [4, 5, 6].map { Double($0) / 30 }
    #expect(manifest.frames.map(\.time) == times)
    #expect(manifest.kinetypeVersion == KinetypeVersion.current)
    #expect(manifest.input == Self.input)
    for frame in manifest.frames {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(frame.file)"))
      #expect(frame.sha256 == SHA256.hex(bytes) && frame.bytes == bytes.count)
    }
    // A chunk's files are byte for byte the same frames of a whole render.
    let whole = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: whole) }
    try Self.render([0..<13], into: whole)
    let all = try RenderManifest(contentsOf: "\(whole)/\(RenderManifest.fileName(for: 0..<13))")
    #expect(Array(all.frames[4..<7]) == manifest.frames)
    #expect(all.render == manifest.render)
  }

  @Test func renderedFrames_readBackThePixelsThatWereRendered() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = ExportTestSource()
    try Self.render([0..<13], into: folder)
    let frames = try RenderedFrames(RenderVerification(folders: [folder]))
    #expect(frames.timeline == Self.timeline)
    for index in [0, 6, 12] {
      let time = Self.timeline.time(ofFrame: index)
      #expect(
        FrameStreamTests.bytes(try frames.renderFrame(at: time))
          == FrameStreamTests.bytes(try source.renderFrame(at: time)), "frame \(index)")
    }
  }

  @Test func renderInput_hashesFontsByContentAndSortsOptions() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("font bytes".utf8).write(to: URL(fileURLWithPath: "\(folder)/a.ttf"))
    try Data("font bytes".utf8).write(to: URL(fileURLWithPath: "\(folder)/b.ttf"))
    let a = try RenderInput.text(
      markup: "Hi", options: ["--size=40", "--color=#ff0000"], fontPaths: ["\(folder)/a.ttf"])
    let b = try RenderInput.text(
      markup: "Hi", options: ["--color=#ff0000", "--size=40"], fontPaths: ["\(folder)/b.ttf"])
    // The same input: the paths are recorded for repairs, not hashed.
    #expect(a.sha256 == b.sha256 && a.fonts == b.fonts && a.options == b.options)
    #expect(a.fontPaths == ["\(folder)/a.ttf"] && b.fontPaths == ["\(folder)/b.ttf"])
    #expect(a.options == ["--color=#ff0000", "--size=40"])
    #expect(a.fonts == [SHA256.hex(Array("font bytes".utf8))])
    let c = try RenderInput.text(markup: "Hi!", options: a.options ?? [], fontPaths: [])
    #expect(c.sha256 != a.sha256)
  }
}

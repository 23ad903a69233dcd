import Foundation
import Testing

@testable import Kinetype

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
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.render([0..<8, 6..<13], into: folder)
    let verification = RenderVerification(folders: [folder])
    let duplicates = verification.problems.compactMap { problem -> Int? in
      if case .duplicate(let frame, let manifests) = problem, manifests.count == 2 { return frame }
      return nil
    }
    #expect(duplicates == [6, 7], "\(verification.problems)")
    #expect(verification.problems.count == 2)
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
    #expect(a == b)
    #expect(a.options == ["--color=#ff0000", "--size=40"])
    #expect(a.fonts == [SHA256.hex(Array("font bytes".utf8))])
    let c = try RenderInput.text(markup: "Hi!", options: a.options ?? [], fontPaths: [])
    #expect(c.sha256 != a.sha256)
  }
}

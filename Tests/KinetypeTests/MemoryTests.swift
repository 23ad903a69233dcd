import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Memory through the library (issue 13, item 7): peak memory flat in the frame count, glyph
/// and face caches bounded by their byte limits, nothing growing across 1,000 renders.
///
/// Each measurement runs in a process of its own (an exit test), so the other tests running in
/// parallel do not move its numbers; the child prints them and the test checks them here.
@Suite struct MemoryTests {
  /// This process's peak resident set, KiB: `VmHWM` of `/proc/self/status`. (Not
  /// `getrusage`'s `ru_maxrss`, which Linux keeps across `execve`, so a child spawned by a test
  /// process of 600 MB would report at least that.)
  static func peakKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  }

  /// This process's resident set now, KiB (`/proc/self/statm`).
  static func residentKiB() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  /// The numbers a child printed on its standard output, `name value` a line.
  static func numbers(_ result: ExitTest.Result?) -> [String: Int] {
    let text = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    var numbers: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { numbers[String(parts[0])] = value }
    }
    return numbers
  }

  /// Exports `count` frames of a small animation as PNGs with two threads, then prints the
  /// peak resident set.
  static func exportFrames(_ count: Int) throws {
    let fonts = try FontCollection.bundled()
    let text = try Text(markup: Fixtures.demoMarkup).font(.system(size: 20))
    let animation = AnimatedText(layout: try Text.Layout(text, fonts: fonts)) {
      AppearRenderer(elapsedTime: $0)
    }
    let timeline = try FrameTimeline(duration: Double(count) / 60, framesPerSecond: 60)
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = try FrameExporter(directory: folder.path, threads: 2).export(
      animation, timeline: timeline)
    print("frames \(paths.count)")
    print("peak \(peakKiB())")
    print("resident \(residentKiB())")
    print("glyphs \(GlyphCache.shared.byteCount)")
  }

  /// The peak of exporting 2,000 frames is within 10 % of the peak of exporting 200. Each is
  /// measured twice and the lower peak counts: which threads the dispatch pool hands the
  /// export decides how many malloc arenas are touched, so a single peak can jump by a few MB
  /// whatever the frame count.
  @Test func memory_peakIsFlatInFrameCount() async throws {
    var few: [[String: Int]] = []
    var many: [[String: Int]] = []
    for _ in 0..<2 {
      few.append(
        Self.numbers(
          await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            try MemoryTests.exportFrames(200)
          }))
      many.append(
        Self.numbers(
          await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            try MemoryTests.exportFrames(2_000)
          }))
    }
    #expect(few.allSatisfy { ($0["frames"] ?? 0) >= 200 })
    #expect(many.allSatisfy { ($0["frames"] ?? 0) >= 2_000 })
    let peakFew = try #require(few.compactMap { $0["peak"] }.min())
    let peakMany = try #require(many.compactMap { $0["peak"] }.min())
    #expect(
      Double(peakMany) <= Double(peakFew) * 1.10,
      "peak \(peakMany) KiB for 2,000 frames against \(peakFew) KiB for 200: \(many), \(few)")
  }

  /// Lays out, draws and encodes 1,000 different texts (sizes and weights change every time,
  /// so each render asks for new faces and glyph images) with small cache limits; prints the
  /// resident set after 200 renders and after 1,000 and the caches' largest sizes.
  static func renderThousandTimes() throws {
    let fonts = try FontCollection.bundled()
    fonts.faceCacheByteLimit = 2 << 20
    let glyphs = GlyphCache(byteLimit: 2 << 20)
    let strings = [
      "Moonlight spills", "مرحبا بالعالم", "नमस्ते दुनिया", "漢字かな", "😀👍🏽 fi ffl", "Ÿ̧̈ÅÉ",
    ]
    var largestFaces = 0
    var largestGlyphs = 0
    for index in 0..<1_000 {
      var font = Font.system(size: 12 + Double(index % 487) * 0.25)
      font.weight = Font.Weight(Double(100 + (index * 37) % 800))
      let text = Text(strings[index % strings.count] + " \(index)").font(font)
      let layout = try Text.Layout(text, fonts: fonts, width: 300)
      var pixmap = try Pixmap(width: 320, height: 120)
      GraphicsContext.render(into: &pixmap, glyphCache: glyphs) { context in
        context.draw(layout)
        context.rotate(by: .degrees(Double(index % 30)))
        context.draw(layout)
      }
      _ = try pixmap.pngData()
      largestFaces = max(largestFaces, fonts.faceCacheByteCount)
      largestGlyphs = max(largestGlyphs, glyphs.byteCount)
      if index == 199 { print("resident200 \(residentKiB())") }
    }
    print("resident1000 \(residentKiB())")
    print("faces \(largestFaces)")
    print("glyphs \(largestGlyphs)")
  }

  @Test func memory_noGrowthAcrossAThousandRenders() async throws {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) {
      try MemoryTests.renderThousandTimes()
    }
    let numbers = Self.numbers(result)
    let early = try #require(numbers["resident200"])
    let late = try #require(numbers["resident1000"])
    // Both caches are bounded by their limits (the face cache may pass its limit by the face
    // that made it evict, and by the glyphs its faces cache afterwards).
    #expect(try #require(numbers["faces"]) <= 3 << 20)
    #expect(try #require(numbers["glyphs"]) <= 2 << 20)
    #expect(late - early <= 4_096, "resident \(early) KiB after 200 renders, \(late) after 1,000")
  }

  /// Loads 200 faces at different sizes and keeps them; prints the memory they took (the
  /// growth of the resident set, per face) and what ``FontFace/estimatedByteCount`` says.
  static func measureFaces() throws {
    let fonts = try FontCollection.bundled()
    fonts.faceCacheByteLimit = 1 << 30
    let before = residentKiB()
    var faces: [FontFace] = []
    for index in 0..<200 {
      faces.append(try fonts.face(for: .system(size: 10 + Double(index) * 0.5)))
    }
    print("measured \((residentKiB() - before) * 1024 / faces.count)")
    print("estimated \(faces.map(\.estimatedByteCount).reduce(0, +) / faces.count)")
  }

  @Test func faceCache_estimateCoversWhatAFaceAllocates() async throws {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent]
    ) {
      try MemoryTests.measureFaces()
    }
    let numbers = Self.numbers(result)
    let measured = try #require(numbers["measured"])
    let estimated = try #require(numbers["estimated"])
    // The estimate is what the limit counts: at least what a face really takes, and not so
    // far above it that the cache holds much fewer faces than its limit allows.
    #expect(
      estimated >= measured && estimated <= measured * 3,
      "a face allocates \(measured) bytes; the estimate is \(estimated)")
  }

  @Test func faceCache_staysUnderItsLimitAndKeepsFacesInUse() throws {
    let fonts = try FontCollection.bundled()
    fonts.faceCacheByteLimit = 1 << 20
    let kept = try fonts.face(for: .system(size: 17))
    for index in 0..<100 {
      _ = try fonts.face(for: .system(size: 20 + Double(index)))
      #expect(fonts.faceCacheByteCount <= (1 << 20) + kept.estimatedByteCount)
    }
    #expect(fonts.cachedFaceCount < 100)
    // An evicted face that a layout still holds keeps working.
    #expect(!kept.glyphPath(GlyphID(36)).elements.isEmpty)
    fonts.faceCacheByteLimit = 0
    #expect(fonts.cachedFaceCount <= 1)
  }
}

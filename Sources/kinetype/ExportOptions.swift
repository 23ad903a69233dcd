import Foundation
import Kinetype

#if canImport(Glibc)
  import Glibc
#endif

/// Where frames go and in what form, shared by `render` and `concat`: the output, its format,
/// which frames, the PNG settings, and how the run reports itself.
///
/// Everything is checked here, before a frame is rendered: the format against the output's
/// name, options that do not apply to the format, a terminal where bytes would go.
struct ExportOptions {
  /// What the frames become.
  enum Format: String, CaseIterable {
    /// A PNG sequence in a folder, or one PNG with `--time`.
    case png
    /// An animated PNG.
    case apng
    /// A YUV4MPEG2 stream.
    case y4m
    /// Raw 8-bit RGBA, frame after frame.
    case rgba
    case mp4
    case webm
    case mov
    case gif

    /// The video format ffmpeg encodes, for the video formats.
    var video: VideoFormat? { VideoFormat(rawValue: rawValue) }

    /// The format an output path's extension names; nil for none or an unknown one.
    static func named(byExtensionOf path: String) -> Format? {
      switch (path as NSString).pathExtension.lowercased() {
      case "apng": .apng
      case "y4m": .y4m
      case "rgba", "raw": .rgba
      case "mp4", "m4v": .mp4
      case "webm": .webm
      case "mov", "qt": .mov
      case "gif": .gif
      case "png": .png
      default: nil
      }
    }
  }

  /// The commands that export.
  enum Purpose {
    /// `render`: every option.
    case render
    /// `concat`: rendered frames into one file; no time, range, pattern or sheet.
    case concat
  }

  /// The PNG presets `--png-preset` names.
  static let pngPresets: [(name: String, options: PNGOptions)] = [
    ("frames", .frames), ("fast", .fast), ("archival", .archival),
  ]
  /// The thread counts `--threads` accepts.
  static let threadCounts: ClosedRange<Int> = 1...1024
  /// The chunk counts `--chunk` accepts.
  static let chunkCounts: ClosedRange<Int> = 1...100_000

  static let help = """
      -o, --output PATH     a folder for a PNG sequence, or a file whose extension names its
                            format (.png with --time, .apng, .mp4, .webm, .mov, .gif, .y4m,
                            .rgba); - for standard output (with --format)
      --format FORMAT       png (a sequence, or one frame with --time), apng, mp4, webm, mov,
                            gif (video through ffmpeg), y4m or rgba (raw streams); default: by
                            the extension of -o, png for a folder
      --time SECONDS        render only the frame at this time, 0 to the duration limit
                            (3600 unless raised with --limit duration=N; png, y4m, rgba)
      --frames A-B          render frames A to B only, both included, from 0 (A- : to the
                            end); the files are those of a whole render
      --chunk K/N           render the K-th of N equal ranges of frames, K from 0 (for
                            farms: --chunk $JOB_COMPLETION_INDEX/4)
      --pattern NAME        file names of a PNG sequence, with %05d or %d for the frame
                            number (default frame_%05d.png)
      --png-preset NAME     frames (default), fast (a fifth faster, 4% larger) or archival
                            (7–14% smaller, 35–100× slower)
      --sampling NAME       y4m chroma: yuv420 (default), yuv444, or yuva444 with alpha
      --premultiplied       rgba: colors premultiplied by alpha (default straight)
      --contact-sheet PATH  also write a contact sheet of the frames (a .png file)
      --no-manifest         do not write the PNG sequence's kinetype-manifest.A-B.json
      --threads N           frames rendered at once, 1 to 1024 (default: all processors)
      --force               replace existing files this run writes (others are never touched)
                            and retire the manifests of another render in the folder
      --resume              png sequence: render only the frames the folder lacks or holds
                            damaged (a chunk stopped part-way); the intact ones are kept
      --quiet               print nothing but errors (no progress bar, no summary)
    """

  var output: String
  var format: Format
  var time: Double?
  /// The frames asked for, as given: a range or a chunk, resolved against the timeline.
  var frames: FrameSelection?
  var pattern: FileNamePattern
  var pngOptions: PNGOptions
  var sampling: Y4MWriter.Sampling
  var premultiplied: Bool
  var contactSheet: String?
  var writesManifest: Bool
  var threads: Int
  var force: Bool
  /// `--resume`: render only the frames of the range the folder lacks or holds damaged.
  var resume: Bool
  var quiet: Bool
  private let purpose: Purpose
  private let given: (format: String?, pattern: Bool, preset: Bool, sampling: Bool, range: String?)

  /// Takes the export options from `arguments`, each checked on its own; ``validate()``
  /// checks that they fit together once every option is taken (an unknown option is
  /// reported first).
  init(_ arguments: inout CommandLineArguments, for purpose: Purpose, limits: Limits = Limits())
    throws
  {
    self.purpose = purpose
    output = try arguments.path("-o", "--output") ?? ""
    let formatName = try arguments.option("--format")
    let render = purpose == .render
    time =
      render
      ? try LimitOptions.number("--time", &arguments, from: 0, upTo: .duration, of: limits) : nil
    let range = render ? try arguments.option("--frames") : nil
    let chunk = render ? try arguments.option("--chunk") : nil
    let patternText = render ? try arguments.option("--pattern") : nil
    let preset = try arguments.option("--png-preset")
    let samplingName = try arguments.option("--sampling")
    premultiplied = arguments.flag("--premultiplied")
    contactSheet = render ? try arguments.path("--contact-sheet") : nil
    writesManifest = render ? !arguments.flag("--no-manifest") : false
    threads =
      try arguments.integer("--threads", in: Self.threadCounts)
      ?? ProcessInfo.processInfo.activeProcessorCount
    force = arguments.flag("--force")
    resume = render ? arguments.flag("--resume") : false
    quiet = arguments.flag("-q", "--quiet")
    given = (
      formatName, patternText != nil, preset != nil, samplingName != nil,
      range.map { _ in "--frames" } ?? chunk.map { _ in "--chunk" }
    )
    format = .png
    if range != nil, chunk != nil {
      throw CommandLineArguments.UsageError(description: "give --frames or --chunk, not both")
    }
    frames = try range.map(FrameSelection.range) ?? chunk.map(FrameSelection.chunk)
    do {
      pattern = try patternText.map(FileNamePattern.init) ?? .frames
    } catch {
      throw CommandLineArguments.UsageError(description: "--pattern: \(error)")
    }
    if let preset {
      guard let options = Self.pngPresets.first(where: { $0.name == preset })?.options else {
        throw CommandLineArguments.UsageError(
          description: "--png-preset expects frames, fast or archival, got '\(preset)'")
      }
      pngOptions = options
    } else {
      pngOptions = .frames
    }
    if let samplingName {
      guard let value = Y4MWriter.Sampling(rawValue: samplingName) else {
        throw CommandLineArguments.UsageError(
          description: "--sampling expects yuv420, yuv444 or yuva444, got '\(samplingName)'")
      }
      sampling = value
    } else {
      sampling = .yuv420
    }
    if let formatName, Format(rawValue: formatName) == nil {
      let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
      throw CommandLineArguments.UsageError(
        description: "--format expects one of \(names), got '\(formatName)'")
    }
  }

  /// Checks that the options fit together and settles the format: an output is given, its
  /// name fits the format, every option applies to it, no bytes go to a terminal.
  mutating func validate(command: String) throws {
    guard !output.isEmpty else {
      throw CommandLineArguments.UsageError(
        description: "\(command) needs -o PATH",
        hint: "run 'kinetype \(command) --help' for its options")
    }
    format = try Self.format(given.format, output: output, time: time, purpose: purpose)
    if time != nil, let option = given.range {
      throw CommandLineArguments.UsageError(
        description: "\(option) selects frames of a sequence; it cannot be used with --time")
    }
    try checkApplicable(pattern: given.pattern, preset: given.preset, sampling: given.sampling)
    if resume {
      if format != .png || time != nil {
        throw CommandLineArguments.UsageError(
          description: "--resume applies to a PNG sequence, not to "
            + (time != nil ? "one frame (--time)" : format.rawValue),
          hint: "a single file is written whole or not at all: render it again")
      }
      if !writesManifest {
        throw CommandLineArguments.UsageError(
          description: "--resume finds the frames by the folder's manifests; it cannot be used "
            + "with --no-manifest")
      }
    }
    if let contactSheet {
      if time != nil {
        throw CommandLineArguments.UsageError(
          description: "--contact-sheet needs a sequence; it cannot be used with --time")
      }
      guard contactSheet.lowercased().hasSuffix(".png") else {
        throw CommandLineArguments.UsageError(
          description: "--contact-sheet must name a .png file, got '\(contactSheet)'")
      }
    }
    if output == "-", isatty(STDOUT_FILENO) == 1 {
      throw CommandLineArguments.UsageError(
        description: "-o - writes \(format.rawValue) bytes to standard output, which is a terminal",
        hint: "pipe it into a program (… -o - | ffmpeg -i - …) or name a file")
    }
  }

  /// The format: `--format`, or the one the output's name implies.
  private static func format(
    _ name: String?, output: String, time: Double?, purpose: Purpose
  ) throws -> Format {
    let implied = Format.named(byExtensionOf: output)
    let format: Format
    if implied == nil, time == nil, name != Format.png.rawValue || purpose == .concat {
      try checkExtension(of: output, purpose: purpose)
    }
    if let name, let named = Format(rawValue: name) {
      if let implied, implied != named, !(implied == .png && named == .apng) {
        throw CommandLineArguments.UsageError(
          description:
            "-o '\(output)' has the extension of \(implied.rawValue), but --format is \(name)",
          hint: "name the file for its format, or drop --format")
      }
      format = named
    } else if output == "-" {
      let png = purpose == .render ? ["png (with --time)"] : []
      let names = ["y4m", "rgba"] + png + ["apng", "mp4", "webm", "mov", "gif"]
      throw CommandLineArguments.UsageError(
        description:
          "-o - needs --format: \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
    } else {
      format = implied ?? .png
    }
    switch format {
    case .png:
      if purpose == .concat {
        throw CommandLineArguments.UsageError(
          description: "concat joins frames into one file: apng, mp4, webm, mov, gif, y4m or rgba",
          hint: "the frames already are a PNG sequence")
      }
      let isFile = implied == .png || output == "-"
      if time != nil, !isFile {
        throw CommandLineArguments.UsageError(
          description: "with --time, -o must name a .png file, got '\(output)'")
      }
      if time == nil, isFile {
        throw CommandLineArguments.UsageError(
          description:
            output == "-"
            ? "a PNG sequence is many files; it cannot go to standard output"
            : "-o '\(output)' names a .png file, but without --time the frames go to a folder",
          hint: "add --time SECONDS to render one frame, name a folder, or use --format apng")
      }
    case .y4m, .rgba:
      break
    case .apng, .mp4, .webm, .mov, .gif:
      if time != nil {
        throw CommandLineArguments.UsageError(
          description:
            "--time renders one frame, as png, y4m or rgba; \(format.rawValue) is for sequences")
      }
    }
    return format
  }

  /// Refuses an output whose extension names no format (`-o out.mkv`), listing those there
  /// are; a folder's name may have a dot when it ends in `/` or the folder exists.
  private static func checkExtension(of output: String, purpose: Purpose) throws {
    let ext = (output as NSString).pathExtension
    guard !ext.isEmpty, output != "-" else { return }
    var isFolder: ObjCBool = false
    let names = [".apng", ".mp4", ".webm", ".mov", ".gif", ".y4m", ".rgba"]
    let files = "\(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"
    switch purpose {
    case .render:
      if output.hasSuffix("/")
        || FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
          && isFolder.boolValue
      {
        return
      }
      throw CommandLineArguments.UsageError(
        description:
          "-o '\(output)': .\(ext) is not a format kinetype writes: give a folder for a PNG "
          + "sequence, or a file ending in .png (one frame, with --time), \(files)",
        hint: "for a folder with a dot in its name, end it with / or add --format png")
    case .concat:
      throw CommandLineArguments.UsageError(
        description:
          "-o '\(output)': .\(ext) is not a format kinetype writes: give a file ending in \(files)")
    }
  }

  /// Refuses options that the format does not use.
  private func checkApplicable(pattern: Bool, preset: Bool, sampling: Bool) throws {
    func refuse(_ option: String, _ formats: String) throws -> Never {
      throw CommandLineArguments.UsageError(
        description: "\(option) applies to \(formats), not to \(format.rawValue)")
    }
    if pattern, format != .png || time != nil { try refuse("--pattern", "a PNG sequence") }
    if preset, format != .png, format != .apng { try refuse("--png-preset", "png and apng") }
    if sampling, format != .y4m { try refuse("--sampling", "y4m") }
    if premultiplied, format != .rgba { try refuse("--premultiplied", "rgba") }
  }

  /// Where a stream goes.
  var destination: ExportDestination { output == "-" ? .standardOutput : .file(output) }
}

/// Frames chosen on the command line: `--frames A-B` or `--chunk K/N`, resolved once the
/// timeline is known.
enum FrameSelection {
  /// First and last frame, both included; nil last: to the end.
  case range(first: Int, last: Int?)
  /// The `index`-th (from 0) of `count` equal ranges.
  case chunk(index: Int, count: Int)

  /// Parses `A-B`, `A-` or `A`.
  static func range(_ text: String) throws -> FrameSelection {
    let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    let first = parts.first.flatMap { Int($0) }
    let last = parts.count == 2 ? (parts[1].isEmpty ? nil : Int(parts[1])) : first
    guard let first, first >= 0, parts.count == 2 && parts[1].isEmpty || last != nil,
      last.map({ $0 >= first }) ?? true
    else {
      throw CommandLineArguments.UsageError(
        description:
          "--frames expects FIRST-LAST (both included, from 0, FIRST ≤ LAST), FIRST- or one "
          + "frame number, got '\(text)'")
    }
    return .range(first: first, last: last)
  }

  /// Parses `K/N`.
  static func chunk(_ text: String) throws -> FrameSelection {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      ExportOptions.chunkCounts.contains(count), (0..<count).contains(index)
    else {
      throw CommandLineArguments.UsageError(
        description:
          "--chunk expects K/N with N from 1 to \(ExportOptions.chunkCounts.upperBound) and K "
          + "from 0 to N − 1, got '\(text)'")
    }
    return .chunk(index: index, count: count)
  }

  /// The frames of `timeline` selected.
  ///
  /// - Throws: a usage error naming the timeline's frames when the range is outside them.
  func frames(of timeline: FrameTimeline) throws -> Range<Int> {
    try frames(ofCount: timeline.frameCount)
  }

  /// The frames selected of `count` frames numbered from 0.
  ///
  /// - Throws: a usage error naming the frames when the range is outside them.
  func frames(ofCount count: Int) throws -> Range<Int> {
    switch self {
    case .range(let first, let last):
      guard first < count, (last ?? first) < count else {
        throw CommandLineArguments.UsageError(
          description:
            "--frames \(first)-\(last.map(String.init) ?? "") is past the last frame: the "
            + "animation has \(count) frame\(count == 1 ? "" : "s"), 0 to \(count - 1)")
      }
      return first..<((last ?? count - 1) + 1)
    case .chunk(let index, let chunks):
      guard chunks <= count else {
        throw CommandLineArguments.UsageError(
          description:
            "--chunk \(index)/\(chunks): the animation has only \(count) frame\(count == 1 ? "" : "s")"
        )
      }
      // Chunk k covers [k·F/N, (k+1)·F/N): sizes differ by at most one frame.
      return (index * count / chunks)..<((index + 1) * count / chunks)
    }
  }
}

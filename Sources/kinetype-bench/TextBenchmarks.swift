import Foundation
import KinetypeText

/// Text layout: a 10,000-character multilingual document (Latin, Hebrew, Arabic, Devanagari,
/// Thai, Japanese) laid out at a fixed width, the whole pipeline (itemize, shape, break, bidi,
/// place) per call.
///
/// Arguments: `--document PATH` (UTF-8 text; default: the built-in document),
/// `--width PX` (default 600), `--size PX` (default 16).
/// `--scaling` instead lays out the built-in document at 10,000 and at 100,000 characters,
/// rounds interleaved, and prints both CPU times (layout should grow about linearly).
func runTextBenchmarks(arguments: [String]) throws {
  if arguments.contains("--scaling") {
    try runTextScaling()
    return
  }
  var options: [String: String] = [:]
  var index = 0
  while index + 1 < arguments.count {
    options[arguments[index]] = arguments[index + 1]
    index += 2
  }
  let document: String
  if let path = options["--document"] {
    document = try String(contentsOfFile: path, encoding: .utf8)
  } else {
    document = TextBenchmarkDocument.make(characters: 10_000)
  }
  let width = Double(options["--width"] ?? "") ?? 600
  let size = Double(options["--size"] ?? "") ?? 16
  let fonts = try FontCollection.bundled()
  let text = Text(document).font(.system(size: size))
  let context = LayoutContext()
  var lines = 0
  var layoutError: Error?
  let seconds = secondsPerCall {
    do {
      lines = try Text.Layout(text, fonts: fonts, width: width, context: context).count
    } catch {
      layoutError = error
    }
  }
  if let layoutError { throw layoutError }
  report("text.layout_10k_chars", seconds * 1000, "ms")
  report("text.layout_10k_chars.lines", Double(lines), "lines")
  report("text.layout_10k_chars.characters", Double(document.unicodeScalars.count), "code points")
}

/// Layout of the built-in document at 10k and 100k characters (600 px, 16 px): the thread's
/// CPU time per layout (steadier than wall time on a shared machine), the best of 7
/// interleaved rounds of each, a round being as many layouts as fill 0.2 s.
private func runTextScaling() throws {
  let fonts = try FontCollection.bundled()
  let context = LayoutContext()
  let texts = [10_000, 100_000].map {
    ($0, Text(TextBenchmarkDocument.make(characters: $0)).font(.system(size: 16)))
  }
  var best: [Int: Double] = [:]
  var lines: [Int: Int] = [:]
  for (characters, text) in texts {  // warm-up
    lines[characters] = try Text.Layout(text, fonts: fonts, width: 600, context: context).count
  }
  for _ in 0..<7 {
    for (characters, text) in texts {
      let start = threadCPUSeconds()
      var calls = 0
      repeat {
        lines[characters] = try Text.Layout(text, fonts: fonts, width: 600, context: context).count
        calls += 1
      } while threadCPUSeconds() - start < 0.2
      let seconds = (threadCPUSeconds() - start) / Double(calls)
      best[characters] = min(best[characters] ?? .infinity, seconds)
    }
  }
  for (characters, _) in texts {
    report("text.layout.\(characters)", (best[characters] ?? 0) * 1000, "ms")
    report("text.layout.\(characters).lines", Double(lines[characters] ?? 0), "lines")
  }
}

/// The benchmark document, built the same way as scripts/bench-text builds it.
enum TextBenchmarkDocument {
  static let sentences = [
    "The quick brown fox jumps over the lazy dog, while typography keeps its rhythm. ",
    "הטקסט העברי נכתב מימין לשמאל ומשולב במספרים כמו 2024. ",
    "النص العربي يكتب من اليمين إلى اليسار ويتصل بحروفه. ",
    "हिन्दी भाषा देवनागरी लिपि में लिखी जाती है। ",
    "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ ",
    "日本語の文章は漢字とかなで書かれます。",
  ]

  /// Sentences in turn, a newline after every sixth, cut at `characters` code points.
  static func make(characters: Int) -> String {
    var scalars: [Unicode.Scalar] = []
    var index = 0
    while scalars.count < characters {
      scalars += sentences[index % sentences.count].unicodeScalars
      index += 1
      if index % sentences.count == 0 { scalars.append("\n") }
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars.prefix(characters))
    return String(result)
  }
}

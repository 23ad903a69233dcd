import Foundation
import Kinetype

/// The peers' workloads W1 "title" and W2 "paragraph" (../shared/bench/peers/workloads.py):
/// every grapheme appears with p = clamp((t − i·delay)/0.3, 0, 1), opacity p, (1 − p)·8 px low,
/// DejaVu Sans, kerning on, ligatures off, black on white, 60 fps.
///
/// Usage: kinetype-bench frames w1|w2 png|render|render-new|setup [OUTDIR] [--frames N]
/// [--threads N]. `render` reuses one canvas per worker, as the peers reuse their surface;
/// `render-new` makes a new one for every frame.
func runFrameBenchmarks(arguments: [String]) throws {
  guard arguments.count >= 2, let workload = FrameWorkload(name: arguments[0]) else {
    throw BenchmarkError(
      "usage: kinetype-bench frames w1|w2 png|render|render-new|setup [OUTDIR] [--frames N]")
  }
  let mode = arguments[1]
  var frames = workload.frames
  if let flag = arguments.firstIndex(of: "--frames"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1])
  {
    frames = count
  }
  var threads = ProcessInfo.processInfo.activeProcessorCount
  if let flag = arguments.firstIndex(of: "--threads"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1])
  {
    threads = max(1, count)
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let animation = try workload.animation()
  let timeline = try FrameTimeline(duration: Double(frames) / 60, framesPerSecond: 60)
  switch mode {
  case "setup":
    break
  case "render":
    // Render every frame on every core, without PNG encoding, each worker into one canvas it
    // reuses (as the peers reuse their surface).
    let count = timeline.frameCount
    let workers = threads
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      // The first frame replaces this placeholder with a canvas of the frame's size.
      guard var canvas = try? Pixmap(width: 1, height: 1) else { return }
      for index in stride(from: worker, to: count, by: workers) {
        try? animation.render(at: timeline.time(ofFrame: index), into: &canvas)
      }
    }
  case "render-new":
    // The same with a new canvas for every frame (`frame(at:)`).
    let count = timeline.frameCount
    let workers = threads
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: count, by: workers) {
        _ = try? animation.frame(at: timeline.time(ofFrame: index))
      }
    }
  case "png":
    guard arguments.count >= 3 else { throw BenchmarkError("png mode needs OUTDIR") }
    try FrameExporter(directory: arguments[2], overwrite: true, threads: threads)
      .export(animation, timeline: timeline, sceneName: workload.name)
  default:
    throw BenchmarkError("unknown mode \(mode): png, render, render-new or setup")
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  report("frames.\(workload.name).\(mode)", seconds, "s")
}

/// A benchmark invocation mistake.
struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// One of the peers' two workloads.
struct FrameWorkload {
  var name: String
  var width: Int
  var height: Int
  var text: String
  var size: Double
  var wrap: Double?
  var delay: Double
  var frames: Int

  static let fontFile = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  init?(name: String) {
    switch name {
    case "w1":
      self.init(
        name: "title", width: 1280, height: 720,
        text: "The quick brown fox jumps over the lazy dog", size: 48, wrap: nil, delay: 0.05,
        frames: 150)
    case "w2":
      self.init(
        name: "paragraph", width: 1920, height: 1080, text: FrameWorkload.paragraph, size: 28,
        wrap: 1800, delay: 0.004, frames: 300)
    default:
      return nil
    }
  }

  init(
    name: String, width: Int, height: Int, text: String, size: Double, wrap: Double?,
    delay: Double, frames: Int
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.text = text
    self.size = size
    self.wrap = wrap
    self.delay = delay
    self.frames = frames
  }

  func animation() throws -> AnimatedText {
    let fonts = try FontCollection.bundled()
    try fonts.addFont(atPath: Self.fontFile)
    let styled = Text(text).font(.custom("DejaVu Sans", size: size))
      .fontFeature(FontTag("liga"), false).fontFeature(FontTag("clig"), false)
      .customAttribute(EmphasisAttribute())
    let layout = try Text.Layout(styled, fonts: fonts, width: wrap)
    let frame: AnimatedText.FixedFrame
    if let wrap {
      frame = AnimatedText.FixedFrame(
        width: width, height: height,
        origin: CGPoint(x: (Double(width) - wrap) / 2, y: (Double(height) - layout.size.height) / 2)
      )
    } else {
      frame = AnimatedText.FixedFrame(width: width, height: height, centering: layout)
    }
    let delay = self.delay
    return AnimatedText(layout: layout, background: .white, fixedFrame: frame) {
      AppearRenderer(elapsedTime: $0, each: delay)
    }
  }

  static let paragraph =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
    + "tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, "
    + "quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo "
    + "consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse "
    + "cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non "
    + "proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Sed "
    + "ut perspiciatis unde omnis iste natus error sit voluptatem accusantium "
    + "doloremque laudantium, totam rem aperiam, eaque ipsa quae ab illo inventore "
    + "veritatis et quasi architecto beatae vitae dicta sunt explicabo. Nemo enim "
    + "ipsam voluptatem quia voluptas sit aspernatur aut odit aut fugit, sed quia "
    + "consequuntur magni dolores eos qui ratione voluptatem sequi nesciunt. Neque "
    + "porro quisquam est, qui dolorem ipsum quia dolor sit amet, consectetur, "
    + "adipisci velit, sed quia non numquam eius incidunt ut labore et dolore magnam "
    + "aliquam quaerat voluptatem."
}

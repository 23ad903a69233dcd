import Foundation

extension FrameSource {
  /// Renders `frames` of `timeline` (all by default) on `threads` threads and hands them to
  /// `sink` in order, then finishes it.
  ///
  /// Frames render in parallel; a reorder buffer holding at most two frames per thread
  /// passes them to the sink in timeline order, on the calling thread, so the output is the
  /// same for any thread count. On the first error (rendering or writing) rendering stops,
  /// `sink` is cancelled (nothing half-written is left), and the error is thrown. So it is
  /// when `cancellation` is cancelled: a stream is one file, and a partial one is removed.
  ///
  /// `progress`, when given, is called on the calling thread after each frame the sink took,
  /// with how many it has taken: for a progress bar. `warnings`, when given, records each
  /// frame's warnings (``renderFrame(at:into:warnings:)``).
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` for frames outside the timeline;
  ///   ``FrameError/cancelled(framesWritten:frameCount:)`` when cancelled; or the first
  ///   rendering or writing error.
  public func stream(
    _ timeline: FrameTimeline, frames: Range<Int>? = nil,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    cancellation: ExportCancellation? = nil, progress: ((_ framesWritten: Int) -> Void)? = nil,
    warnings: RenderWarnings? = nil, to sink: some FrameSink
  ) throws {
    let range = frames ?? timeline.frames
    guard range.lowerBound >= 0, range.upperBound <= timeline.frameCount else {
      sink.cancel()
      throw FrameError.invalidArgument(
        "frames \(range.lowerBound)..<\(range.upperBound) are outside the timeline's "
          + "0..<\(timeline.frameCount)")
    }
    let workers = max(1, min(threads, range.count))
    let buffer = ReorderBuffer<Pixmap>(frames: range, capacity: 2 * workers)
    let done = DispatchGroup()
    for _ in 0..<workers {
      done.enter()
      let thread = Thread { [self] in
        while let index = buffer.claim() {
          if cancellation?.isCancelled == true {
            buffer.cancel()
            break
          }
          buffer.deposit(
            index,
            Result {
              var frame = try Pixmap(width: 1, height: 1)
              var raised: [Warning] = []
              try renderFrame(at: timeline.time(ofFrame: index), into: &frame, warnings: &raised)
              warnings?.record(raised, frame: index)
              return frame
            })
        }
        done.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    do {
      var delivered = 0
      while let (_, result) = buffer.next() {
        if cancellation?.isCancelled == true {
          throw FrameError.cancelled(framesWritten: delivered, frameCount: range.count)
        }
        try sink.append(try result.get())
        delivered += 1
        progress?(delivered)
      }
      if delivered < range.count {  // the buffer stops early only when cancelled
        throw FrameError.cancelled(framesWritten: delivered, frameCount: range.count)
      }
      done.wait()
      try sink.finish()
    } catch {
      buffer.cancel()
      done.wait()
      sink.cancel()
      throw error
    }
  }

  /// The smallest PNG pixel format that stores every frame in `frames` of `timeline`
  /// exactly: what an animated PNG of them should use. Renders each frame once, on `threads`
  /// threads.
  ///
  /// - Throws: the first rendering error.
  package func pngColorSurvey(
    _ timeline: FrameTimeline, frames: Range<Int>? = nil,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws -> PNGColorSurvey {
    let survey = SurveySink()
    try stream(timeline, frames: frames, threads: threads, cancellation: nil, to: survey)
    return survey.survey
  }
}

/// A sink that only surveys the frames' colors.
private final class SurveySink: FrameSink {
  var survey = PNGColorSurvey()
  func append(_ frame: Pixmap) throws { survey.add(frame) }
  func finish() throws {}
  func cancel() {}
}

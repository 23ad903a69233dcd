import KinetypeCore

/// The warnings of one render, gathered from every frame as it is drawn (on any thread) and
/// read once at the end: each warning once, in the order of the first frame that raised it.
///
/// A frame source hands back its frames' warnings (``FrameSource/renderFrame(at:into:warnings:)``);
/// ``FrameExporter/warnings`` and ``FrameSource/stream(_:frames:threads:cancellation:progress:warnings:to:)``
/// record them here. The result does not depend on how many threads drew the frames or in
/// which order they finished.
///
/// ```swift
/// let warnings = RenderWarnings()
/// var exporter = FrameExporter(directory: "out")
/// exporter.warnings = warnings
/// try exporter.export(frames, timeline: timeline)
/// for warning in warnings.all { print(warning) }
/// ```
public final class RenderWarnings: Sendable {
  private let byFrame = Locked<[Int: [Warning]]>([:])

  /// An empty record.
  public init() {}

  /// Records the warnings frame `frame` raised (none is recorded for an empty list).
  public func record(_ warnings: [Warning], frame: Int) {
    guard !warnings.isEmpty else { return }
    byFrame.withLock { $0[frame, default: []] += warnings }
  }

  /// Every warning recorded, each once, by the first frame that raised it.
  public var all: [Warning] {
    let frames = byFrame.withLock { $0 }
    var seen = Set<Warning>()
    var result: [Warning] = []
    for frame in frames.keys.sorted() {
      for warning in frames[frame] ?? [] where seen.insert(warning).inserted {
        result.append(warning)
      }
    }
    return result
  }
}

/// A frame rate as the fraction video containers store: exact for integer rates and for
/// NTSC's 24000/1001, 30000/1001 and 60000/1001.
struct FrameRate: Hashable, Sendable {
  /// Frames…
  let numerator: Int
  /// …per this many seconds.
  let denominator: Int

  /// The closest fraction to `framesPerSecond` with a denominator of at most 1001.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` unless the rate is positive and finite.
  init(_ framesPerSecond: Double) throws {
    guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond < 1_000_000 else {
      throw FrameError.invalidArgument(
        "frame rate must be a positive number, got \(framesPerSecond)")
    }
    var best = (Int(framesPerSecond.rounded()), 1)
    var error = abs(Double(best.0) - framesPerSecond)
    if best.0 == 0 { error = .infinity }
    for denominator in 2...1001 where error > 1e-9 {
      let numerator = Int((framesPerSecond * Double(denominator)).rounded())
      guard numerator > 0 else { continue }
      let candidate = abs(Double(numerator) / Double(denominator) - framesPerSecond)
      if candidate < error - 1e-12 {
        best = (numerator, denominator)
        error = candidate
      }
    }
    numerator = best.0
    denominator = best.1
  }

  /// `numerator/denominator`, as ffmpeg's options take it.
  var ffmpegValue: String { "\(numerator)/\(denominator)" }
}

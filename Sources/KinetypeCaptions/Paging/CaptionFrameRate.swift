/// A frame rate as a fraction (`30000/1001`), for putting caption times on frames exactly.
public struct CaptionFrameRate: Hashable, Sendable, CustomStringConvertible {
  /// Frames…
  public var numerator: Int
  /// …per this many seconds.
  public var denominator: Int

  /// `numerator` frames per `denominator` seconds (both at least 1).
  public init(_ numerator: Int, per denominator: Int = 1) {
    self.numerator = max(1, numerator)
    self.denominator = max(1, denominator)
  }

  /// `framesPerSecond` as a fraction in lowest terms, over 1001 (29.97 is `30000/1001`, 30 is
  /// `30/1`), as the command line's `--fps` and a scene's `fps` give it.
  public init(framesPerSecond: Double) {
    let numerator = Int((framesPerSecond * 1001).rounded())
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    let divisor = max(1, gcd(max(1, numerator), 1001))
    self.init(max(1, numerator) / divisor, per: 1001 / divisor)
  }

  /// The frame a time falls in: frame n shows the times from n·d/f seconds up to, not
  /// including, (n+1)·d/f. Exact (integer arithmetic).
  public func frame(containing milliseconds: Int) -> Int {
    let scaled = Int64(max(0, milliseconds)) * Int64(numerator)
    return Int(scaled / (1000 * Int64(denominator)))
  }

  /// The time frame `frame` starts at, in seconds.
  public func seconds(atFrame frame: Int) -> Double {
    Double(frame) * Double(denominator) / Double(numerator)
  }

  /// `numerator/denominator`.
  public var description: String { "\(numerator)/\(denominator)" }
}

/// A page on frames: the frame it appears on and the first it is gone from, and the frame each
/// word starts on (the frame its start falls in).
public struct CaptionPageFrames: Hashable, Sendable {
  /// The frame the page appears on.
  public var startFrame: Int
  /// The first frame it is gone from; after ``startFrame`` (a page is on for a frame at least).
  public var endFrame: Int
  /// For each word, the frame its start falls in.
  public var wordStartFrames: [Int]
  /// For each word, the frame its end falls in.
  public var wordEndFrames: [Int]

  /// `page` at `rate`.
  public init(_ page: CaptionPage, at rate: CaptionFrameRate) {
    startFrame = rate.frame(containing: page.start)
    endFrame = max(startFrame + 1, rate.frame(containing: page.end))
    wordStartFrames = page.words.map { rate.frame(containing: $0.start) }
    wordEndFrames = page.words.map { rate.frame(containing: $0.end) }
  }
}

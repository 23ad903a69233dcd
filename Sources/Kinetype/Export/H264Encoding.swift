/// The libx264 options every H.264 video Kinetype writes is encoded with: the same frames in,
/// the same bytes out, on every run.
///
/// x264 is deterministic for a given thread count except for one thing: by default it decides
/// frame types (and propagates macroblock-tree costs) on a lookahead thread of its own, and
/// which frames that thread has been handed when it decides depends on scheduling, most of all
/// near the end of the stream. Measured on one 90-frame 320×240 clip fed as a caption join
/// feeds it (three decoders in turn piping into one encoder), 3 of 150 encodes came out
/// different from the other 147 in their last frames; with `sync-lookahead=0` (the lookahead
/// runs on the encoding thread, in frame order) 150 of 150 were identical, at no measurable
/// cost at 1080p with `-preset veryfast`. Frame threads stay on.
enum H264Encoding {
  /// libx264 at `preset` and constant rate factor `crf`, 4:2:0, its lookahead in frame order.
  static func arguments(preset: String, crf: Int) -> [String] {
    [
      "-c:v", "libx264", "-preset", preset, "-crf", "\(crf)", "-x264-params", "sync-lookahead=0",
      "-pix_fmt", "yuv420p",
    ]
  }

  /// What a caption burn, and the join of a burn's chunks, encode with: the same settings,
  /// so that the join is the video the unsplit burn makes.
  static var burn: [String] { arguments(preset: "veryfast", crf: 18) }
}

/// A video format Kinetype makes by piping frames into ffmpeg.
///
/// Colors go to Y′CbCr by BT.709 in limited range and are tagged so (`-colorspace`,
/// `-color_primaries`, `-color_trc bt709`, `-color_range tv`), as players expect of HD video.
/// Kinetype converts them itself (``YCbCr``) and sends Y4M, so ffmpeg only encodes: piping
/// RGBA and letting ffmpeg convert costs about twice the time (`make bench`, area `video`).
/// GIF gets straight RGBA, which its palette is made from.
public enum VideoFormat: String, Hashable, Sendable, CaseIterable {
  /// H.264 (libx264, CRF 18, preset medium) in 4:2:0 in MP4: plays everywhere. No alpha:
  /// translucent pixels show over black. An odd width or height is padded to even (x264's
  /// 4:2:0 needs it) with black on the right or bottom.
  case mp4
  /// VP9 (libvpx-vp9, CRF 30) with alpha (`yuva420p`) in WebM: transparent video for the web.
  /// ffmpeg reads the alpha back with the libvpx-vp9 decoder (`-c:v libvpx-vp9 -i …`).
  case webm
  /// Apple ProRes 4444 (prores_ks) with a 16-bit alpha channel (`yuva444p10le`) in
  /// QuickTime: the mezzanine motion designers composite titles with.
  case mov
  /// An animated GIF with one palette for the whole clip (palettegen/paletteuse) and 1-bit
  /// transparency. GIF counts time in hundredths of a second, so 60 fps plays at 50.
  case gif

  /// Whether the format keeps transparency.
  public var keepsAlpha: Bool { self != .mp4 }

  /// ffmpeg's muxer name (given explicitly: the file is written under a temporary name).
  var muxer: String { rawValue }

  /// How frames travel to ffmpeg: Y4M in the sampling the codec wants (4:4:4 with alpha for
  /// the alpha formats), or straight RGBA for GIF.
  var transport: Y4MWriter.Sampling? {
    switch self {
    case .mp4: .yuv420
    case .webm, .mov: .yuva444
    case .gif: nil
    }
  }

  /// The arguments between the input and the output: filters, codec, tags.
  ///
  /// The tags go on the encoder and, through `setparams`, on every frame: ffmpeg's Y4M input
  /// carries no colour space, and ProRes (prores_ks) writes the frames' own into its frame
  /// headers, which ffprobe reads (without the filter a MOV comes out `unknown`).
  func encodingArguments(streaming: Bool) -> [String] {
    let tags = [
      "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
      "-color_range", "tv",
    ]
    let tagged = "setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709"
    // A file streamed to a pipe cannot be rewritten at the end: fragmented MP4/MOV instead.
    let movFlags =
      streaming ? ["-movflags", "frag_keyframe+empty_moov"] : ["-movflags", "+faststart"]
    switch self {
    case .mp4:
      return [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,\(tagged),format=yuv420p",
      ] + H264Encoding.arguments(preset: "medium", crf: 18) + tags + movFlags
    case .webm:
      return [
        "-vf", "\(tagged),format=yuva420p", "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p",
        "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
      ] + tags
    case .mov:
      return [
        "-vf", "\(tagged),format=yuva444p10le", "-c:v", "prores_ks", "-profile:v", "4444",
        "-pix_fmt", "yuva444p10le", "-alpha_bits", "16", "-vendor", "apl0",
      ] + tags + (streaming ? movFlags : [])
    case .gif:
      return [
        "-filter_complex",
        "[0:v]split[a][b];[a]palettegen=reserve_transparent=1:stats_mode=full[p];[b][p]paletteuse",
        "-loop", "0",
      ]
    }
  }
}

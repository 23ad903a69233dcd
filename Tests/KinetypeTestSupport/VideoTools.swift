import Foundation
import Testing

/// ffmpeg and ffprobe as judges of the videos Kinetype writes.
public enum VideoTools {
  /// ffmpeg and ffprobe, or nil (with a message) when they are not installed.
  public static func tools() -> (ffmpeg: String, ffprobe: String)? {
    guard let ffmpeg = ExternalTool.find("ffmpeg"), let ffprobe = ExternalTool.find("ffprobe")
    else {
      print("skipped: ffmpeg is not installed (Debian package ffmpeg); scripts/bootstrap adds it")
      return nil
    }
    return (ffmpeg, ffprobe)
  }

  /// ffprobe's codec, size and counted frames of the first video stream.
  public static func probe(_ path: String, ffprobe: String) throws -> String {
    try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path,
      ]
    ).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The decoded frames as straight RGBA.
  public static func decode(_ path: String, ffmpeg: String, decoder: [String] = []) throws
    -> [UInt8]
  {
    let result = try ExternalTool.run(
      ffmpeg, ["-v", "error"] + decoder + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    #expect(result.status == 0, "\(result.errors)")
    return result.bytes
  }
}

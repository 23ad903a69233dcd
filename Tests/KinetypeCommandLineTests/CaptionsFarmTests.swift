import Foundation
import KinetypeTestSupport
import Testing

/// A burn split into chunks (`kinetype captions --video IN --chunk K/N -o FOLDER`), each
/// decoding only its frames of the input, then verified and joined with `concat`: the same
/// video as one burn, with the input's audio; run by hand, by GNU parallel and by a Slurm job
/// array on a single-node cluster the test starts.
@Suite(.serialized) struct CaptionsFarmTests {
  static let transcript = PackageRoot.path("Tests/Fixtures/captions/remotion.json")

  /// A 3 s 320×240 testsrc2 video at 30 fps with a 440 Hz sine as AAC: 90 frames.
  static func input(in folder: String, ffmpeg: String) throws -> String {
    let path = folder + "/in.mp4"
    let made = try ExternalTool.run(
      ffmpeg,
      [
        "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=30:duration=3", "-f",
        "lavfi", "-i", "sine=frequency=440:duration=3", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-c:a", "aac", "-shortest", path,
      ])
    try #require(made.status == 0, "\(made.errors)")
    return path
  }

  /// ffprobe's fields of the first video stream (frames counted) and of the audio streams.
  static func streams(_ path: String, ffprobe: String) throws -> (video: String, audio: String) {
    let video = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", path,
      ])
    let audio = try ExternalTool.run(
      ffprobe,
      [
        "-v", "error", "-count_packets", "-select_streams", "a", "-show_entries",
        "stream=codec_name,profile,sample_rate,channels,bit_rate,duration,nb_read_packets",
        "-of", "csv=p=0", path,
      ])
    return (
      video.output.trimmingCharacters(in: .whitespacesAndNewlines),
      audio.output.trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }

  /// The MD5 of each decoded video frame (ffmpeg's framemd5), in order.
  static func frameDigests(_ path: String, ffmpeg: String) throws -> [String] {
    let result = try ExternalTool.run(
      ffmpeg, ["-v", "error", "-i", path, "-map", "0:v:0", "-f", "framemd5", "-"])
    #expect(result.status == 0, "\(result.errors)")
    return result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The MD5 of each audio packet, copied or not.
  static func audioPackets(_ path: String, ffmpeg: String) throws -> [String] {
    let result = try ExternalTool.run(
      ffmpeg, ["-v", "error", "-i", path, "-map", "0:a", "-c", "copy", "-f", "framemd5", "-"])
    return result.output.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func burn_inThreeChunksJoinsToTheWholeBurnWithTheAudio() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.input(in: folder, ffmpeg: tools.ffmpeg)
    let whole = folder + "/whole.mp4"
    let burn = try Fixtures.runKinetype([
      "captions", Self.transcript, "--video", input, "-o", whole,
    ])
    try #require(burn.status == 0, "\(burn.stderr)")
    for k in 0..<3 {
      let chunk = try Fixtures.runKinetype([
        "captions", Self.transcript, "--video", input, "--chunk", "\(k)/3", "--quiet", "-o",
        folder + "/chunks",
      ])
      try #require(chunk.status == 0, "\(chunk.stderr)")
    }
    // Each chunk decoded only its 30 frames.
    for name in [
      "captions_00000-00029.nut", "captions_00030-00059.nut", "captions_00060-00089.nut",
    ] {
      let probe = try VideoTools.probe(folder + "/chunks/" + name, ffprobe: tools.ffprobe)
      #expect(probe == "ffv1,320,240,30", "\(name): \(probe)")
    }
    let verify = try Fixtures.runKinetype(["verify", folder + "/chunks"])
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(
      verify.stdout.contains("90 frames, 320×240 at 30 fps, 3 manifests: every frame is there"),
      "\(verify.stdout)")
    let joined = folder + "/out.mp4"
    let concat = try Fixtures.runKinetype(["concat", folder + "/chunks", "-o", joined])
    try #require(concat.status == 0, "\(concat.stderr)")
    let (before, after) = (
      try Self.streams(input, ffprobe: tools.ffprobe),
      try Self.streams(joined, ffprobe: tools.ffprobe)
    )
    #expect(before.video == "h264,320,240,30/1,90")
    #expect(after.video == before.video)
    #expect(after.audio.hasPrefix("aac,"))
    #expect(after.audio == before.audio)
    // The audio is copied: the same packets.
    let packets = try Self.audioPackets(input, ffmpeg: tools.ffmpeg)
    #expect(packets.count > 100)
    #expect(try Self.audioPackets(joined, ffmpeg: tools.ffmpeg) == packets)
    // The frames of the unsplit burn.
    let frames = try Self.frameDigests(joined, ffmpeg: tools.ffmpeg)
    #expect(frames.count == 90)
    #expect(frames == (try Self.frameDigests(whole, ffmpeg: tools.ffmpeg)))
    #expect(Set(frames).count > 80)  // testsrc2 moves: a frame off by one would show
  }

  @Test func burn_framesRangeDecodesExactlyThoseFrames() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.input(in: folder, ffmpeg: tools.ffmpeg)
    for range in ["0-89", "31-47"] {
      let chunk = try Fixtures.runKinetype([
        "captions", Self.transcript, "--video", input, "--frames", range, "--quiet", "-o",
        folder + "/f",
      ])
      try #require(chunk.status == 0, "\(chunk.stderr)")
    }
    let all = try Self.frameDigests(folder + "/f/captions_00000-00089.nut", ffmpeg: tools.ffmpeg)
    let part = try Self.frameDigests(folder + "/f/captions_00031-00047.nut", ffmpeg: tools.ffmpeg)
    #expect(all.count == 90)
    #expect(part.count == 17)
    #expect(part == Array(all[31...47]))
    // Two manifests list frames 31-47: duplicates, and concat refuses.
    let concat = try Fixtures.runKinetype(["concat", folder + "/f", "-o", folder + "/out.mp4"])
    #expect(concat.status == 1)
    #expect(concat.stderr.contains("frame 31: listed 2 times"), "\(concat.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out.mp4"))
  }

  /// The split as a Slurm job array (`sbatch --array=0-2 --wait`) on a single-node cluster
  /// started here (scripts/slurm-single-node: munged, slurmctld, slurmd), beside the same split
  /// under GNU parallel: both verify, and join to the frames of one burn.
  @Test func burn_slurmJobArrayBesideGNUParallel() throws {
    guard let tools = VideoTools.tools() else { return }
    guard let parallel = ExternalTool.find("parallel") else {
      Issue.record("GNU parallel is needed (Debian package parallel; scripts/bootstrap adds it)")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.input(in: folder, ffmpeg: tools.ffmpeg)
    let kinetype = Fixtures.executable.path
    let cluster = folder + "/slurm"
    try FileManager.default.createDirectory(atPath: cluster, withIntermediateDirectories: true)
    let script = PackageRoot.path("scripts/slurm-single-node")
    let started = try ExternalTool.run(script, ["start", cluster])
    defer { _ = try? ExternalTool.run(script, ["stop", cluster]) }
    if started.status == 3 {
      print("skipped: slurmd cannot start on this machine: \(started.errors)")
      return
    }
    try #require(started.status == 0, "\(started.errors)")
    let conf = cluster + "/slurm.conf"
    let job = folder + "/burn.sbatch"
    // The job script of docs/render-farm.md.
    try """
    #!/bin/sh
    #SBATCH --job-name=captions
    #SBATCH --array=0-2
    #SBATCH --output=slurm-%A_%a.out
    exec "$KINETYPE" captions "$TRANSCRIPT" --video in.mp4 --chunk "$SLURM_ARRAY_TASK_ID/3" \\
      --quiet -o chunks
    """.write(toFile: job, atomically: true, encoding: .utf8)
    let array = try ExternalTool.run(
      "/bin/sh",
      [
        "-c",
        "cd \"$1\" && SLURM_CONF=\"$2\" KINETYPE=\"$3\" TRANSCRIPT=\"$4\" sbatch --array=0-2 --wait --export=ALL "
          + "--chdir=\"$1\" burn.sbatch && cat slurm-*.out",
        "sh", folder, conf, kinetype, Self.transcript,
      ])
    #expect(array.status == 0, "\(array.output) \(array.errors)")
    #expect(array.output.contains("Submitted batch job"))
    let gnu = try ExternalTool.run(
      parallel,
      [
        "--will-cite", "-q", "--halt", "now,fail=1", "-j", "3", kinetype, "captions",
        Self.transcript, "--video", input, "--chunk", "{}/3", "--quiet", "-o", folder + "/gnu",
        ":::", "0", "1", "2",
      ])
    #expect(gnu.status == 0, "\(gnu.errors)")
    var joined: [[String]] = []
    for chunks in ["chunks", "gnu"] {
      let verify = try Fixtures.runKinetype(["verify", "\(folder)/\(chunks)"])
      #expect(verify.status == 0, "\(chunks): \(verify.stdout)")
      #expect(verify.stdout.contains("3 manifests: every frame is there once and intact"))
      let out = "\(folder)/\(chunks).mp4"
      // From the folder the chunks were burned in: the Slurm job gave the video as in.mp4.
      let concat = try ExternalTool.run(
        "/bin/sh",
        ["-c", "cd \"$1\" && \"$2\" concat \"$3\" -o \"$4\"", "sh", folder, kinetype, chunks, out])
      try #require(concat.status == 0, "\(concat.errors)")
      let (made, given) = (
        try Self.streams(out, ffprobe: tools.ffprobe),
        try Self.streams(input, ffprobe: tools.ffprobe)
      )
      #expect(made.video == given.video)
      #expect(made.audio == given.audio)
      joined.append(try Self.frameDigests(out, ffmpeg: tools.ffmpeg))
    }
    let whole = folder + "/whole.mp4"
    let burn = try Fixtures.runKinetype([
      "captions", Self.transcript, "--video", input, "-o", whole,
    ])
    try #require(burn.status == 0, "\(burn.stderr)")
    let frames = try Self.frameDigests(whole, ffmpeg: tools.ffmpeg)
    #expect(frames.count == 90)
    // Both joins are the unsplit burn: x264 runs its lookahead in frame order (H264Encoding);
    // with its own lookahead thread the last frames of a join sometimes differed.
    #expect(joined == [frames, frames])
    // The same chunk files, whichever engine ran them.
    for name in ["captions_00000-00029.nut", "captions_00060-00089.nut"] {
      #expect(
        FileManager.default.contents(atPath: "\(folder)/chunks/\(name)")
          == FileManager.default.contents(atPath: "\(folder)/gnu/\(name)"), "\(name)")
    }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension FrameExporter {
  /// What a resumed export does (``resumption(for:timeline:frames:)``): the frames the folder
  /// lacks or holds damaged are rendered, the intact ones kept.
  public struct Resumption: Hashable, Sendable {
    /// The render's ``RenderManifest/Render/id``.
    public var renderID: String
    /// The frames asked for.
    public var frames: Range<Int>
    /// The frames of ``frames`` that no manifest of the render in the folder lists as intact
    /// (its newest entry, at the path the export writes, with the size and SHA-256 recorded):
    /// those the export renders, in order.
    public var framesToRender: [Int]
    /// The entries of the other frames, which the export's manifest lists again.
    public var kept: [RenderManifest.Frame]
    /// Whether there is nothing to do: every frame is intact and the manifest of ``frames``
    /// already lists each of them as its newest entry.
    public var isComplete: Bool
    /// Existing files the export may replace without ``FrameExporter/overwrite``: those the
    /// render's manifests list (its own damaged frames and contact sheets) and the manifest of
    /// ``frames`` when it is one of the render's.
    var replaceable: Set<String>
  }

  /// Plans an export of `frames` of `animation` on `timeline` (all by default) that resumes
  /// the render in ``directory``: it renders only the frames the folder lacks or holds damaged
  /// (a chunk stopped part-way, a frame deleted or corrupted), and its manifest lists every
  /// intact frame of `frames`. Pass the plan to ``export(_:timeline:frames:sceneName:resuming:)``.
  ///
  /// - Throws: ``FrameError/invalidArgument(_:)`` without ``manifestInput`` (the frames are
  ///   recognised by the render's manifests) or for frames outside the timeline;
  ///   ``ManifestError/otherRender(folder:manifest:reason:count:)`` when the folder holds
  ///   another render and ``overwrite`` is off.
  public func resumption(
    for animation: some FrameSource, timeline: FrameTimeline, frames: Range<Int>? = nil
  ) throws -> Resumption {
    guard let input = manifestInput else {
      throw FrameError.invalidArgument(
        "resuming needs the render's input: the frames are found by its manifests")
    }
    let range = frames ?? timeline.frames
    try Self.checkRange(range, of: timeline)
    let render = manifestRender(of: animation, timeline: timeline, input: input)
    try checkFolder(for: render, input: input)
    let verification = RenderVerification(folders: [directory], renderID: render.id)
    var framesToRender: [Int] = []
    var kept: [RenderManifest.Frame] = []
    for frame in range {
      if let entry = verification.intactEntries[frame],
        verification.framePaths[frame].map(OutputFiles.standardized)
          == OutputFiles.standardized(path(ofFrame: frame))
      {
        kept.append(entry)
      } else {
        framesToRender.append(frame)
      }
    }
    var replaceable = Set(verification.listedFiles.map(OutputFiles.standardized))
    let manifestPath = manifestPath(for: range)
    let folder = ManifestFolder(directory)
    let own = folder.entries.first {
      $0.name == RenderManifest.fileName(for: range) && $0.manifest.render.id == render.id
    }
    if own != nil { replaceable.insert(OutputFiles.standardized(manifestPath)) }
    // Complete: nothing to render, and the range's manifest lists exactly the kept entries.
    let isComplete = framesToRender.isEmpty && own?.manifest.frames == kept
    return Resumption(
      renderID: render.id, frames: range, framesToRender: framesToRender, kept: kept,
      isComplete: isComplete, replaceable: replaceable)
  }

  /// The render whose frames an export of `animation` on `timeline` writes.
  func manifestRender(of animation: some FrameSource, timeline: FrameTimeline, input: RenderInput)
    -> RenderManifest.Render
  {
    let (width, height) = animation.canvasSize
    return RenderManifest.Render(
      input: input, width: width, height: height, framesPerSecond: timeline.framesPerSecond,
      frameCount: timeline.frameCount, png: pngOptions.manifestDescription)
  }

  /// Throws unless ``directory`` holds no manifest of a render other than `render` or
  /// ``overwrite`` is on.
  ///
  /// - Throws: ``ManifestError/otherRender(folder:manifest:reason:count:)``.
  func checkFolder(for render: RenderManifest.Render, input: RenderInput) throws {
    guard !overwrite else { return }
    let others = ManifestFolder(directory).entries.filter { $0.manifest.render.id != render.id }
    guard let first = others.first else { return }
    let ours = RenderManifest(
      render: render, input: input, chunk: RenderManifest.Chunk(first: 0, last: 0),
      pattern: fileNamePattern.description, frames: [])
    throw ManifestError.otherRender(
      folder: directory, manifest: first.path,
      reason: RenderVerification.difference(first.manifest, ours), count: others.count)
  }

  /// The manifest of an export of `range` listing `frames`, with its generation, and the
  /// manifests in ``directory`` it retires once written: with ``overwrite``, every manifest
  /// of another render; with ``overwrite`` or when resuming, each manifest of the same render
  /// whose frames it all lists again (with the same pattern, and no contact sheet but this
  /// one's).
  func supersedingManifest(
    render: RenderManifest.Render, input: RenderInput, range: Range<Int>,
    frames: [RenderManifest.Frame], contactSheet: RenderManifest.File?, resuming: Bool
  ) -> (manifest: RenderManifest, retired: [String]) {
    let name = RenderManifest.fileName(for: range)
    let listed = Set(frames.map(\.frame))
    var generation = 0
    var retired: [String] = []
    for entry in ManifestFolder(directory).entries {
      guard entry.manifest.render.id == render.id else {
        if overwrite, entry.name != name { retired.append(entry.path) }
        continue
      }
      let theirs = Set(entry.manifest.frames.map(\.frame))
      guard !theirs.isDisjoint(with: listed) else { continue }
      // Newer than every manifest whose frames it renders again (the one it replaces too):
      // written before any is retired, it wins even if the run stops in between.
      generation = max(generation, entry.manifest.generationNumber + 1)
      if entry.name != name, overwrite || resuming, theirs.isSubset(of: listed),
        entry.manifest.pattern == fileNamePattern.description,
        entry.manifest.contactSheet == nil
          || entry.manifest.contactSheet?.file == contactSheet?.file
      {
        retired.append(entry.path)
      }
    }
    let manifest = RenderManifest(
      render: render, input: input,
      chunk: RenderManifest.Chunk(first: range.lowerBound, last: range.upperBound - 1),
      pattern: fileNamePattern.description, frames: frames, contactSheet: contactSheet,
      generation: generation)
    return (manifest, retired)
  }

  /// Removes the manifests at `paths` (another run may have removed them already).
  func retire(_ paths: [String]) {
    for path in paths { unlink(path) }
  }

  /// Throws unless `range` is a non-empty range of `timeline`'s frames.
  static func checkRange(_ range: Range<Int>, of timeline: FrameTimeline) throws {
    guard range.lowerBound >= 0, range.upperBound <= timeline.frameCount, !range.isEmpty else {
      throw FrameError.invalidArgument(
        "frames \(range.lowerBound)..<\(range.upperBound) are not inside the timeline's "
          + "0..<\(timeline.frameCount)")
    }
  }
}

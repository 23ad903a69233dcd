/// A folder's manifests in the way of an export into it.
public enum ManifestError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The folder holds the manifests of another render (another input, Kinetype version,
  /// frame size, rate, frame count or PNG settings): the first one, what sets it apart, and
  /// how many there are. An export with ``FrameExporter/overwrite`` renders over it and retires
  /// them.
  case otherRender(folder: String, manifest: String, reason: String, count: Int)

  /// A one-line message naming the folder and the manifest.
  public var description: String {
    switch self {
    case .otherRender(let folder, let manifest, let reason, let count):
      let more = count > 1 ? " and \(count - 1) more manifest\(count == 2 ? "" : "s")" : ""
      return "\(folder) holds frames of another render: \(manifest)\(more) (\(reason))"
    }
  }
}

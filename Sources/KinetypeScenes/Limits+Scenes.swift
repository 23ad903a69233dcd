import KinetypeCore

/// The limit of scene files: how large.
extension Limits.Name {
  /// The largest scene file, in bytes. Default: 16 MiB.
  public static let sceneFileBytes = Limits.Name("scene-file-bytes", defaultValue: 16 << 20)

  /// The limits of scene files.
  public static let sceneLimits: [Limits.Name] = [.sceneFileBytes]
}

extension Limits {
  /// The largest scene file, checked before it is read. Default: 16 MiB.
  public var sceneFileBytes: Int {
    get { self[.sceneFileBytes] }
    set { self[.sceneFileBytes] = newValue }
  }
}

/// Kinetype's version, as `kinetype --version` prints it and every ``RenderManifest`` records
/// it: frames from different versions may differ, so chunks of one render must come from one.
public enum KinetypeVersion {
  /// The version, `MAJOR.MINOR.PATCH`.
  public static let current = "0.1.0"
}

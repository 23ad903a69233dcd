import Foundation

/// When golden files are (re)written, from `KINETYPE_RECORD`.
///
/// A freshly written golden still fails its test once, so that nobody merges an image
/// nobody looked at.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write goldens that do not exist yet; compare the rest. The default locally.
  case missing
  /// Write goldens that are missing or differ.
  case failed
  /// Rewrite every golden.
  case all
  /// Never write; a missing golden fails. The default when `CI=true`.
  case never

  /// The mode from the environment: `KINETYPE_RECORD`, else `never` under `CI=true`, else
  /// `missing`. An unknown value is treated as `never`, so a typo cannot rewrite goldens.
  public static var current: RecordMode {
    mode(in: ProcessInfo.processInfo.environment)
  }

  /// The mode `environment` asks for, by the rules of ``current``.
  static func mode(in environment: [String: String]) -> RecordMode {
    if let value = environment["KINETYPE_RECORD"], !value.isEmpty {
      return RecordMode(rawValue: value.lowercased()) ?? .never
    }
    if let ci = environment["CI"], ["1", "true", "yes"].contains(ci.lowercased()) {
      return .never
    }
    return .missing
  }
}

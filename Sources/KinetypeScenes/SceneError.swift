import KinetypeCore

/// A scene file that cannot be rendered: where (the file, the JSON path, the line and column)
/// and what was expected and found.
///
/// Printed as `scene.json:12:5: $.texts[2].effect.name: unknown effect "wabe"; expected one
/// of appear, …`. Every check runs when the scene is read, so an invalid scene fails before
/// any frame is rendered.
public struct SceneError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The scene file's name as given.
  public var file: String
  /// The JSON path of the value at fault: `$.texts[2].effect.name`.
  public var path: String
  /// The line of the value, from 1; nil when the fault has no one place (a cycle's start).
  public var line: Int?
  /// The column of the value, from 1.
  public var column: Int?
  /// What is wrong: what was expected and what was found.
  public var message: String
  /// The limit the scene is over, when that is the fault (docs/limits.md); nil otherwise.
  public var limit: LimitError?

  /// An error at `path`; `limit` when the value is over one of the ``Limits``.
  public init(
    file: String, path: String, line: Int?, column: Int?, message: String,
    limit: LimitError? = nil
  ) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.message = message
    self.limit = limit
  }

  /// `file:line:column: path: message`.
  public var description: String {
    var place = file
    if let line, let column { place += ":\(line):\(column)" }
    return "\(place): \(path): \(message)"
  }
}

/// A problem in a scene that does not stop it rendering: a typed warning with its place.
public struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the value, or `$` for the scene.
  public var path: String
  /// What happened.
  public var message: String

  /// A warning at `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

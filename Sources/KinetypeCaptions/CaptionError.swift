/// A captions file that cannot be read: what is wrong and where, as
/// `file:line:column: message`, with the JSON path for the JSON formats.
public struct CaptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, as the caller named it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in characters.
  public var column: Int
  /// For JSON: where in the document (`$.segments[2].words[0].start`); nil otherwise.
  public var path: String?
  /// What is wrong.
  public var message: String

  /// An error at `line`:`column` of `file`.
  public init(file: String, line: Int, column: Int, path: String? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `file:line:column: message`, with ` (at path)` for JSON.
  public var description: String {
    let location = "\(file):\(line):\(column): "
    guard let path else { return location + message }
    return location + "\(path): " + message
  }
}

import KinetypeViews

/// One preview: a name, traits and the view it shows, with where it was written.
public struct Preview: Sendable {
  /// The name given to `#Preview("Name")`, or nil.
  public let name: String?
  /// The traits given to `#Preview(traits:)`.
  public let traits: [PreviewTrait]
  /// The file (`Module/File.swift`), line and column of the `#Preview`, or of the
  /// `PreviewProvider` type (file `Module`, line 0).
  public let fileID: String
  /// The line of the `#Preview` (1-based); 0 for a `PreviewProvider`.
  public let line: Int
  /// The column of the `#Preview` (1-based); 0 for a `PreviewProvider`.
  public let column: Int
  private let content: @Sendable () -> AnyView

  /// A preview of the view `body` makes.
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait..., fileID: String = #fileID, line: Int = #line,
    column: Int = #column, @ViewBuilder body: @escaping @Sendable () -> Content
  ) {
    self.init(name, traits: traits, fileID: fileID, line: line, column: column, body: body)
  }

  /// A preview of the view `body` makes, with its traits as an array.
  public init<Content: View>(
    _ name: String?, traits: [PreviewTrait], fileID: String, line: Int, column: Int,
    body: @escaping @Sendable () -> Content
  ) {
    self.name = name
    self.traits = traits
    self.fileID = fileID
    self.line = line
    self.column = column
    // Through `any View`, so that the stored closure does not capture `Content`'s metatype
    // (not Sendable for every `Content`).
    let views: @Sendable () -> any View = body
    self.content = { AnyView(views()) }
  }

  /// The previewed view.
  public func makeView() -> AnyView { content() }

  /// Where the preview was written, as `File.swift:12` (`Module` for a provider).
  public var location: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return line > 0 ? "\(file):\(line)" : file
  }

  /// A name for the preview's files: the source file's name without `.swift`, then the
  /// preview's name or its line, in letters, digits, `-` and `_`.
  public var fileName: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    let suffix = name ?? (line > 0 ? "L\(line)" : nil)
    let raw = suffix.map { "\(base)-\($0)" } ?? base
    return String(
      raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}

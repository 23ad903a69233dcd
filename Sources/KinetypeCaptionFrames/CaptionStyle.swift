import Foundation
import KinetypeCaptions
import KinetypeCore
import KinetypeRendering

/// Everything that shapes captions but their words: how they move (``preset``), how they look
/// (``appearance``) and how words become pages (``paging``). The command line's options, a
/// scene's `captions` block and Swift all make one of these, through one table of named
/// settings (``settings``): `kinetype captions --outline 6` and `"outline": 6` are read by the
/// same code.
///
/// ```swift
/// var style = CaptionStyle()
/// try style.set("style", to: .text("pop"))
/// try style.set("minimum-scale-factor", to: .number(0.5))
/// ```
public struct CaptionStyle: Hashable, Sendable {
  /// How captions move. Default: highlight.
  public var preset: CaptionPreset
  /// How they look, where they sit, how they leave.
  public var appearance: CaptionAppearance
  /// How words are grouped into pages.
  public var paging: CaptionPagingOptions

  /// The defaults of each part.
  public init(
    preset: CaptionPreset = .highlight, appearance: CaptionAppearance = CaptionAppearance(),
    paging: CaptionPagingOptions = CaptionPagingOptions()
  ) {
    self.preset = preset
    self.appearance = appearance
    self.paging = paging
  }

  /// A setting's value as a front end has it: the command line's text, or a scene's number,
  /// string or flag.
  public enum Value: Sendable, Equatable {
    /// Text, parsed as the setting needs (a number from "4").
    case text(String)
    /// A number.
    case number(Double)
    /// true or false.
    case flag(Bool)
  }

  /// A value a setting refuses: ``expected`` says what it takes ("a number from 0 to 200
  /// px"); the front end adds the option or the JSON path.
  public struct SettingError: Error, Sendable, Equatable {
    /// What the setting takes.
    public var expected: String
  }

  /// One named setting: its name as the command line spells it (`max-width`, as
  /// `--max-width`; a scene spells it `maxWidth`), what it takes, and its help.
  public struct Setting: Sendable {
    /// The name, in the command line's spelling.
    public let name: String
    /// What it takes, for messages and help ("a colour", "a number from 0 to 200 px").
    public let expected: String
    /// One line of help, with the default.
    public let help: String
    let apply: @Sendable (inout CaptionStyle, Value) -> Bool

    /// The name in a scene file's spelling: `max-width` as `maxWidth`.
    public var sceneKey: String {
      let parts = name.split(separator: "-")
      return parts.enumerated().map { $0 == 0 ? String($1) : $1.capitalized }.joined()
    }
  }

  /// Sets the setting `name` (``settings``) to `value`.
  /// - Throws: ``SettingError`` when the value is not one the setting takes; a name not in
  ///   ``settings`` is a programming error and changes nothing.
  public mutating func set(_ name: String, to value: Value) throws(SettingError) {
    guard let setting = Self.settings.first(where: { $0.name == name }) else { return }
    guard setting.apply(&self, value) else { throw SettingError(expected: setting.expected) }
  }

  /// Every setting, in the order the command line's help lists them.
  public static let settings: [Setting] =
    CaptionStyle.presetSettings + CaptionStyle.lookSettings
    + CaptionStyle.pagingSettings + CaptionStyle.exitSettings
}

import Foundation

/// Paged captions written back as a subtitle file (``CaptionWriter``), styled as the frames
/// are drawn: the ASS `Style:` line takes the appearance's font size, colours, outline and
/// position.
///
/// ```swift
/// let paged = CaptionPager.pages(reading.track)
/// try CaptionExport.write(paged.pages, to: "talk.ass", width: 1920, height: 1080)
/// ```
public enum CaptionExport {
  /// Writes `pages` to `path` in the format its extension names (`.srt`, `.vtt`, `.ass`),
  /// through a hidden file beside it renamed into place, so a failure leaves nothing
  /// half-written; an existing file is replaced only with `overwrite`.
  ///
  /// The ASS style is ``assStyle(preset:appearance:width:height:fontName:)``'s.
  /// - Throws: ``FrameError/invalidArgument(_:)`` for another extension,
  ///   ``FrameError/wouldOverwrite(path:moreExisting:)`` or ``FrameError/unwritable(path:reason:)``.
  public static func write(
    _ pages: [CaptionPage], to path: String, preset: CaptionPreset = .highlight,
    appearance: CaptionAppearance = .init(), width: Int = 1920, height: Int = 1080,
    fontName: String = "Noto Sans", overwrite: Bool = false
  ) throws {
    guard let format = CaptionWriter.format(forPath: path),
      let text = CaptionWriter.text(
        pages, as: format,
        style: assStyle(
          preset: preset, appearance: appearance, width: width, height: height,
          fontName: fontName))
    else {
      throw FrameError.invalidArgument(
        "'\(path)': captions export to .srt, .vtt or .ass")
    }
    let output = try ExportOutput(.file(path), overwrite: overwrite)
    do {
      try output.write(Array(text.utf8))
      try output.commit()
    } catch {
      output.discard()
      throw error
    }
  }

  /// The ASS style of captions drawn with `preset` and `appearance` on a `width`×`height`
  /// canvas: the font size (6% of the shorter side by default), the text colour before a word
  /// is spoken and the highlight colour once it is (`\k`; `\kf` sweeps for
  /// ``CaptionPreset/karaoke``), the outline's width and colour, the shadow's depth and colour,
  /// a box (`BorderStyle` 3) when there is one, the position as the numpad alignment, and the
  /// title-safe margins.
  public static func assStyle(
    preset: CaptionPreset = .highlight, appearance: CaptionAppearance = .init(),
    width: Int, height: Int, fontName: String = "Noto Sans"
  ) -> CaptionASSStyle {
    var style = CaptionASSStyle(width: width, height: height)
    style.fontName = fontName
    style.fontSize = appearance.fontSize ?? (Double(min(width, height)) * 0.06).rounded()
    style.secondaryColor = appearance.color
    style.primaryColor = appearance.highlightColor
    style.outlineColor = appearance.outlineColor
    style.outline = max(0, appearance.outlineWidth)
    style.shadow = appearance.shadowOffset.map { max(abs($0.x), abs($0.y)) } ?? 0
    style.backColor = appearance.boxColor ?? appearance.shadowColor
    style.borderStyle = appearance.boxColor == nil ? 1 : 3
    style.alignment =
      switch appearance.position {
      case .top: 8
      case .center: 5
      case .bottom: 2
      }
    style.horizontalMargin = Int((Double(width) * appearance.safeMargin).rounded())
    style.verticalMargin = Int((Double(height) * appearance.safeMargin).rounded())
    style.karaoke = preset == .karaoke ? .fill : .instant
    return style
  }
}

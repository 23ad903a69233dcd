import KinetypeCore
import KinetypeRendering

/// How captions move, each a renderer over the one stagger schedule: every word of a page is a
/// span timed (``KinetypeRendering/TimingAttribute``) from the frame its start falls in.
public enum CaptionPreset: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The spoken word changes colour and grows (``CaptionAppearance/highlightScale``), in
  /// reading order (right to left in Arabic and Hebrew, the word's letters drawn joined).
  case highlight
  /// Each word springs in about its centre as it is spoken (the `scale-in` effect by word).
  case pop
  /// A rounded box glides from word to word behind the spoken one.
  case pill
  /// The fill sweeps each word in its reading direction while it is spoken (the `karaoke`
  /// effect).
  case karaoke
  /// Each word is typed as it is spoken (the `typewriter` effect).
  case typewriter
  /// Each line fades in when its first word is spoken (the `fade-by-word` effect, timed by
  /// line).
  case fade

  /// The name, as `--style` takes it.
  public var description: String { rawValue }
}

/// Where a page sits in the frame, inside the title-safe margins.
public enum CaptionPosition: String, Hashable, Sendable, CaseIterable {
  /// At the top.
  case top
  /// In the middle.
  case center
  /// At the bottom. The default.
  case bottom
}

/// How captions look: font, colours, legibility (outline, shadow, box) and placement.
public struct CaptionAppearance: Hashable, Sendable {
  /// The font size, in pixels. Default: 6% of the frame's shorter side (64 px at 1080p).
  public var fontSize: Double?
  /// The text's colour. Default: white.
  public var color: Color
  /// The spoken word's colour (highlight, karaoke, pill's word). Default: #ffd60a.
  public var highlightColor: Color
  /// How much the spoken word grows under ``CaptionPreset/highlight``. Default: 1.12.
  public var highlightScale: Double
  /// The outline's width in pixels, drawn outside the glyphs (0: none). It never changes the
  /// layout. Default: 4.
  public var outlineWidth: Double
  /// The outline's colour. Default: black.
  public var outlineColor: Color
  /// The drop shadow's offset in pixels (nil: none). Default: 0, 4.
  public var shadowOffset: (x: Double, y: Double)?
  /// The shadow's blur radius in pixels. Default: 6.
  public var shadowRadius: Double
  /// The shadow's colour. Default: black at 60%.
  public var shadowColor: Color
  /// A box behind each page's lines (nil: none), and behind the spoken word for ``pill``.
  public var boxColor: Color?
  /// The pill's colour under ``CaptionPreset/pill``. Default: #7c3aed.
  public var pillColor: Color
  /// Room between the text and its box, in pixels. Default: 0.3 of the font size.
  public var boxPadding: Double?
  /// The box's corner radius, in pixels. Default: 0.25 of the font size.
  public var cornerRadius: Double?
  /// Where pages sit. Default: bottom.
  public var position: CaptionPosition
  /// The title-safe margin, as a fraction of the frame's width and height kept clear on each
  /// side. Default: 0.1 (the 80% title-safe area).
  public var safeMargin: Double
  /// The width lines wrap at, in pixels. Default (nil): the title-safe width.
  public var maxWidth: Double?
  /// The most lines a page may take at ``maxWidth`` before it shrinks (with
  /// ``minimumScaleFactor`` below 1); nil: any number. Default: nil (the command line and
  /// scene files set it with `max-lines`, the lines of a page).
  public var maxLines: Int?
  /// How far a page that does not fit ``maxWidth`` × ``maxLines`` may shrink, as SwiftUI's
  /// `minimumScaleFactor`: it is laid out at the largest fraction of its font size, down to
  /// this, at which it fits (then at this, wrapping past the lines). 1: never. Default: 1.
  public var minimumScaleFactor: Double
  /// How a page leaves, the exit ending at the page's end (nil: it is simply gone then).
  /// Default: nil.
  public var exit: TextExit?

  /// The defaults above.
  public init() {
    color = .white
    highlightColor = Color(red: 1, green: 214.0 / 255, blue: 10.0 / 255)
    highlightScale = 1.12
    outlineWidth = 4
    outlineColor = .black
    shadowOffset = (0, 4)
    shadowRadius = 6
    shadowColor = Color(red: 0, green: 0, blue: 0, opacity: 0.6)
    pillColor = Color(red: 124.0 / 255, green: 58.0 / 255, blue: 237.0 / 255)
    position = .bottom
    safeMargin = 0.1
    minimumScaleFactor = 1
  }

  /// Appearances are equal when every field is.
  public static func == (lhs: CaptionAppearance, rhs: CaptionAppearance) -> Bool {
    lhs.fontSize == rhs.fontSize && lhs.color == rhs.color
      && lhs.highlightColor == rhs.highlightColor && lhs.highlightScale == rhs.highlightScale
      && lhs.outlineWidth == rhs.outlineWidth && lhs.outlineColor == rhs.outlineColor
      && lhs.shadowOffset?.x == rhs.shadowOffset?.x && lhs.shadowOffset?.y == rhs.shadowOffset?.y
      && lhs.shadowRadius == rhs.shadowRadius && lhs.shadowColor == rhs.shadowColor
      && lhs.boxColor == rhs.boxColor && lhs.pillColor == rhs.pillColor
      && lhs.boxPadding == rhs.boxPadding && lhs.cornerRadius == rhs.cornerRadius
      && lhs.position == rhs.position && lhs.safeMargin == rhs.safeMargin
      && lhs.maxWidth == rhs.maxWidth && lhs.maxLines == rhs.maxLines
      && lhs.minimumScaleFactor == rhs.minimumScaleFactor && lhs.exit == rhs.exit
  }

  /// Hashes the fields that identify it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontSize)
    hasher.combine(color)
    hasher.combine(position)
    hasher.combine(outlineWidth)
  }
}

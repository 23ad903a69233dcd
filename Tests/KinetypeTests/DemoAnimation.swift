import Kinetype
import KinetypeTestSupport

extension Fixtures {
  /// The demo's animation with the seed's appear renderer, with room below the text for its
  /// rising glyphs (8 px more than the 24 px default: the frames of its goldens).
  static func demoAnimation() throws -> AnimatedText {
    AnimatedText(layout: try demoLayout(), padding: risingPadding) {
      AppearRenderer(elapsedTime: $0)
    }
  }
}

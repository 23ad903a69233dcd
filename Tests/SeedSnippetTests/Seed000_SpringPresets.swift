// swift-format-ignore-file
// Seed 000, "Presets": six expressions, one per line. The wrapper, a function built by
// `SnippetValues` (Support.swift), collects what each line evaluates to, in order.
import Kinetype

@SnippetValues func springPresets() -> [Any] {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:159-164
Spring.smooth                                  // no bounce
Spring.smooth(duration: 0.5, extraBounce: 0.0)
Spring.snappy                                  // small bounce
Spring.snappy(duration: 0.4, extraBounce: 0.1)
Spring.bouncy                                  // visible bounce
Spring.bouncy(duration: 0.5, extraBounce: 0.2)
// end verbatim
}

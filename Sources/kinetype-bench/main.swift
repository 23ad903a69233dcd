// kinetype-bench: the Swift side of `make bench`.
//
// Usage: kinetype-bench AREA [ARGUMENTS…]
// Each area prints one line per measurement: `name<TAB>value<TAB>unit`, which scripts/bench
// reads and sets beside the peers' numbers measured in the same run.
import Foundation

let areas: [String: ([String]) throws -> Void] = [
  "motion": runMotionBenchmarks,
  "text": runTextBenchmarks,
  "raster": runRasterBenchmarks,
  "frames": runFrameBenchmarks,
  "png": runPNGBenchmarks,
  "video": runVideoBenchmarks,
  "glyphs": runGlyphBenchmarks,
  "stagger": runStaggerBenchmarks,
  "effects": runEffectBenchmarks,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let area = arguments.first, let run = areas[area] else {
  let names = areas.keys.sorted().joined(separator: "|")
  FileHandle.standardError.write(Data("usage: kinetype-bench \(names) [ARGUMENTS…]\n".utf8))
  exit(2)
}
do {
  try run(Array(arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("kinetype-bench: \(error)\n".utf8))
  exit(1)
}

import Foundation

/// Runs `body` repeatedly for at least `minimumSeconds` (after one warm-up call) and
/// returns the best seconds per call over `rounds` rounds.
func secondsPerCall(rounds: Int = 5, minimumSeconds: Double = 0.2, _ body: () -> Void) -> Double {
  body()
  var best = Double.infinity
  for _ in 0..<rounds {
    var calls = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed = 0.0
    repeat {
      body()
      calls += 1
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    } while elapsed < minimumSeconds
    best = min(best, elapsed / Double(calls))
  }
  return best
}

/// Prints one measurement line: `name<TAB>value<TAB>unit`.
func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name)\t\(value)\t\(unit)")
}

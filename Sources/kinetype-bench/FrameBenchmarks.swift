/// Measurements for this area; filled in with the area's issue.
func runFrameBenchmarks(arguments: [String]) throws {
  report("frame.none", 0, "unmeasured")
}

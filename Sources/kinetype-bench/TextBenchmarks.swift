/// Measurements for this area; filled in with the area's issue.
func runTextBenchmarks(arguments: [String]) throws {
  report("text.none", 0, "unmeasured")
}

/// Measurements for this area; filled in with the area's issue.
func runMotionBenchmarks(arguments: [String]) throws {
  report("motion.none", 0, "unmeasured")
}

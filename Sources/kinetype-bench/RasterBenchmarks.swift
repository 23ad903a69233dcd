/// Measurements for this area; filled in with the area's issue.
func runRasterBenchmarks(arguments: [String]) throws {
  report("raster.none", 0, "unmeasured")
}

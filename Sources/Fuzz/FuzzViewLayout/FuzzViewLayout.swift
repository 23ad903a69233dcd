import FuzzHarness

/// libFuzzer's entry point: one input through ``FuzzTarget/viewLayout``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.viewLayout.run(data, count)
}

import FuzzHarness

/// libFuzzer's entry point: one input through ``FuzzTarget/textLayout``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.textLayout.run(data, count)
}

import FuzzHarness

/// libFuzzer's entry point: one input through ``FuzzTarget/font``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.font.run(data, count)
}

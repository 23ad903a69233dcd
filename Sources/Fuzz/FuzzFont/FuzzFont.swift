import CFuzzDriver
import FuzzHarness

/// libFuzzer's entry point: one input through ``FuzzTarget/font``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.font.run(data, count)
}

kinetype_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { FuzzTarget.font.run($0, $1) }

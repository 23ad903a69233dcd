import CFuzzDriver
import FuzzHarness

/// libFuzzer's entry point: one input through ``FuzzTarget/markup``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  FuzzTarget.markup.run(data, count)
}

kinetype_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { FuzzTarget.markup.run($0, $1) }

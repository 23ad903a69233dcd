/// How a fuzz target's `main` starts libFuzzer.
///
/// SwiftPM links every executable with its `main` renamed to `<Target>_main` and aliased back,
/// so libFuzzer's own `main` (linked only when none is defined) never runs. Each target's
/// top-level code therefore calls libFuzzer's `LLVMFuzzerRunDriver` (declared by the
/// `CFuzzDriver` module, which only the fuzz executables import) with the command line and
/// ``FuzzTarget/run(_:_:)`` for its target. The harness itself never names libFuzzer, so it
/// links in `swift test` too.
public enum FuzzDriver {
  /// What libFuzzer calls with each input: `LLVMFuzzerTestOneInput`'s signature.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
}

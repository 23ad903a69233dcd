/// The fuzz targets by name: what `make fuzz` runs (one libFuzzer executable each, named
/// after its case) and what the regression tests replay saved inputs through.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// ``MarkupFuzz``.
  case markup = "FuzzMarkup"
  /// ``FontFuzz``.
  case font = "FuzzFont"
  /// ``PNGFuzz``.
  case png = "FuzzPNG"
  /// ``TextLayoutFuzz``.
  case textLayout = "FuzzTextLayout"
  /// ``ViewLayoutFuzz``.
  case viewLayout = "FuzzViewLayout"
  /// ``SceneFuzz``.
  case scene = "FuzzScene"

  /// Runs one input through the target.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .markup: MarkupFuzz.run(bytes)
    case .font: FontFuzz.run(bytes)
    case .png: PNGFuzz.run(bytes)
    case .textLayout: TextLayoutFuzz.run(bytes)
    case .viewLayout: ViewLayoutFuzz.run(bytes)
    case .scene: SceneFuzz.run(bytes)
    }
  }

  /// Runs the bytes libFuzzer hands `LLVMFuzzerTestOneInput`; returns 0 as libFuzzer expects.
  public func run(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    run(Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : count)))
    return 0
  }
}

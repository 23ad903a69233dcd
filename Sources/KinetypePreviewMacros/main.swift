// The compiler plugin that expands `#Preview` and `@Previewable` (docs/previews.md).
//
// It speaks the compiler's plugin protocol itself (messages of JSON, each after its length as
// 8 bytes little-endian, on standard input and output) instead of linking swift-syntax, so
// that it builds with nothing but the toolchain and Foundation: a package that depends on
// Kinetype by URL builds it as it builds any macro target, with no package to fetch and no
// unsafe flags.
import Foundation

/// One plugin session: reads requests until the compiler closes standard input.
func serve() {
  while let request = PluginChannel.read() {
    guard let response = PluginRequestHandler.response(to: request) else { continue }
    PluginChannel.write(response)
  }
}

serve()

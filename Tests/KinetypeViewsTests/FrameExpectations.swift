import Foundation
import Testing

/// Expects `rect` to be `expected` to within 1e-6 in origin and size (frames worked by hand).
func expectClose(
  _ rect: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let rect else {
    Issue.record("no frame", sourceLocation: sourceLocation)
    return
  }
  let error = max(
    abs(rect.minX - expected.minX), abs(rect.minY - expected.minY),
    abs(rect.width - expected.width), abs(rect.height - expected.height))
  #expect(error < 1e-6, "\(rect) is not \(expected)", sourceLocation: sourceLocation)
}

// Combine: what `import Combine` at the top of a SwiftUI file (or its model's file) finds on
// Linux: Kinetype's Combine (publishers, subjects, operators, schedulers, `ObservableObject`
// and `@Published`) and Foundation. One of the three shim modules (with CoreGraphics and
// QuartzCore) that may use `@_exported` besides the umbrella's root (scripts/check-imports).
@_exported public import Foundation
@_exported public import KinetypeCombine

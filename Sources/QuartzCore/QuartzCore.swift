// QuartzCore: what `import QuartzCore` at the top of a SwiftUI file finds on Linux.
//
// For now it re-exports CoreGraphics; Core Animation's types will come here. One of the two
// shim modules (with CoreGraphics) that may use `@_exported` besides the umbrella's root
// (scripts/check-imports).
@_exported public import CoreGraphics

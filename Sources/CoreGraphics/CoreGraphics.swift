// CoreGraphics: what `import CoreGraphics` at the top of a SwiftUI file finds on Linux.
//
// Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; KinetypeCore adds what Core
// Graphics has and Foundation lacks (`CGAffineTransform`, `applying(_:)`). This module only
// re-exports both: it is one of the two shim modules (with QuartzCore) that may use
// `@_exported` besides the umbrella's root (scripts/check-imports).
@_exported public import Foundation
@_exported public import KinetypeCore
// Built beside this module for Swift Testing (Sources/_Testing_CoreGraphics).
internal import _Testing_CoreGraphics

// Swift Testing declares a cross-import overlay for Core Graphics
// (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay` in the toolchain): a file that imports
// both `Testing` and a module named `CoreGraphics` makes the compiler load
// `_Testing_CoreGraphics`, and fails with "no such module" when there is none. On Apple
// platforms it adds attachments of CG images to tests; Kinetype's `CoreGraphics` shim has no
// images to attach, so this overlay is empty: it exists so that test files written for SwiftUI
// (`import CoreGraphics` beside `import Testing`) compile. `CoreGraphics` depends on it so that
// it is always built beside it.

// KinetypeCore: the geometry every other layer speaks.
//
// - Core Graphics' geometry: `CGFloat`, `CGPoint`, `CGSize`, `CGRect` (Foundation's) and
//   ``CGAffineTransform`` with the members Foundation lacks (`applying`): pixels, y down.
// - ``EdgeInsets``: insets in pixels.
// - ``Angle``: radians or degrees.
// - ``Color``: straight-alpha sRGB.
// - ``Path``: moves, lines, curves and shapes, drawn by the raster layer.
//
// No C, no I/O; Foundation only for its Core Graphics types.
import Foundation

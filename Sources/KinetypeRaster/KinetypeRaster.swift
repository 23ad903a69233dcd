// KinetypeRaster: pixels. It knows nothing of fonts.
//
// - ``Pixmap``: premultiplied RGBA8 sRGB pixels, top-left origin; fill, stroke, composite,
//   layers (`draw(_:opacity:blendMode:clip:)`) and filters (`apply(_:)`).
// - ``Rasterizer``: a `Path` under a `CGAffineTransform` → ``CoverageMask``, from FreeType's outline
//   rasterizer and stroker (never a home-made scan converter).
// - ``Paint`` / ``Gradient``: solid colors and linear or radial gradients.
// - ``BlendMode``: SwiftUI's 28 blend modes; ``BlendSpace`` picks sRGB (default) or linear light.
// - Filters (package-internal; users see `GraphicsContext.Filter`): blur, shadow, the W3C color
//   matrices, alpha threshold, projection. ``PNGOptions``: PNG encoding and decoding.
//
//     var canvas = try Pixmap(width: 64, height: 64, background: .white)
//     canvas.fill(Path(ellipseIn: Rect(x: 8, y: 8, width: 48, height: 48)), with: .color(.blue))
//     try canvas.writePNG(to: "circle.png")
import Foundation

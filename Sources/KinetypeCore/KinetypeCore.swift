// KinetypeCore: the geometry every other layer speaks.
//
// - ``Point``, ``Size``, ``Rect``, ``EdgeInsets``: values in pixels, y pointing down.
// - ``Angle``: radians or degrees.
// - ``Transform``: a 2-D affine transform with Core Graphics' semantics.
// - ``Color``: straight-alpha sRGB.
// - ``Path``: moves, lines, curves and shapes, drawn by the raster layer.
//
// No C, no I/O, no Foundation.

// KinetypeRaster: see the module's doc comment.

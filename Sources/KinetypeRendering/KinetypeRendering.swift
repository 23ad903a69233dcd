// KinetypeRendering: drawing laid-out text, glyph by glyph.
//
// - ``GraphicsContext``: SwiftUI's immediate-mode drawing destination over a ``Pixmap``:
//   opacity, blend modes, transforms, clips, layers, filters, and lines, runs and slices of a
//   ``Text/Layout`` drawn with per-slice subpixel control.
// - ``TextRenderer``: draws a layout through a context; the built-in renderers
//   (``AppearRenderer``, ``AppearanceEffectRenderer``, ``LayoutDebugRenderer``).
// - The stagger (Stagger/): a ``Stagger`` configuration (spacing, from, ease, by, order; a
//   span's ``StaggerAttribute`` overrides it) becomes a ``StaggerSchedule``, each slice's unit,
//   index, count, start and end, built once per layout (``StaggerScheduleCache``) and read by
//   every ``StaggeredTextRenderer`` and by `kinetype stagger`.
//
// Layout lives below (KinetypeText), pixels below (KinetypeRaster); views live above
// (KinetypeViews). Each file imports the layers it uses; only the umbrella (Kinetype)
// re-exports.

// KinetypeViews: SwiftUI's primitive views on Linux, built on KinetypeViewGraph's graph:
// stacks, shapes, modifiers, text and images, controls, scroll views, symbols, visual
// effects, gradients, shaders, and the renderers (`ImageRenderer`, a runtime's frames),
// drawn through KinetypeRendering's GraphicsContext.
//
// Each primitive is a `PrimitiveView` or `PrimitiveModifier` whose `NodeBehavior` sizes,
// places and draws its node (see KinetypeViewGraph.swift for how views resolve).
//
// Folders: Stacks/, Modifiers/ (frames, padding, offsets, overlays, render effects),
// Primitives/ (Text, Color, Image, Canvas, Spacer, GeometryReader...), Shapes/, Gradients/,
// Effects/ (visual effects), Shaders/, Symbols/ (symbol effects), Scroll/, Transitions/ (the
// built-in transitions), Controls/ (`Button`, tap gestures), Rendering/ (ImageRenderer,
// frames of a runtime), Inspection/ (layout dumps).

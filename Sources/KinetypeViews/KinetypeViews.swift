// KinetypeViews: SwiftUI's view layer on Linux: views, stacks, modifiers, layout, alignment
// guides, environment and Dynamic Type, drawn through KinetypeRendering's GraphicsContext.
@_exported public import KinetypeRendering

// KinetypeViews: SwiftUI's view layer on Linux: views, stacks, modifiers, layout, alignment
// guides, environment and Dynamic Type, drawn through KinetypeRendering's GraphicsContext.
//
// How a view becomes pixels (see docs/views.md):
//   1. Resolve (Graph/): a `View` value is walked into a tree of `ViewNode`s. Composite views
//      run their `body` (after `@Environment` properties are installed); primitive views and
//      modifiers make nodes; `TupleView`, `Group`, `ForEach`, conditionals and optionals
//      flatten into lists. Every node gets a structural `ViewIdentity` (its position, branch
//      and `ForEach` id), which is where per-view state lives.
//   2. Lay out (Layout/, Stacks/, Modifiers/): sizes are proposed down and chosen up
//      (`sizeThatFits`), then parents place children (`placements`); frames are kept in root
//      coordinates, then rounded to the pixel grid of the display scale.
//   3. Draw (Rendering/): nodes draw into a `GraphicsContext`; effects become layers, clips
//      and transforms.
//   4. Inspect (Inspection/): `ViewLayoutInspection` dumps every node's type, frame and
//      guides as text or JSON.
//
// Views in time (see docs/animation.md): a `ViewRuntime` plays a view's life once on a virtual
// clock (updates after each event: state changes with their transactions, animations started
// per identity, transitions, lifecycle actions, tasks), then resolves any frame from that
// record as a pure function of its time.
//
// Folders: Core/ (View, ViewBuilder, modifiers), Graph/ (identity, nodes, resolution),
// Geometry/ (CG bridges, axes, edges), Environment/, Alignment/, Layout/ (the Layout
// protocol), Stacks/, Modifiers/, Primitives/ (Text, Color, Image, Canvas, Spacer, ...),
// Shapes/, Rendering/ (ImageRenderer), Inspection/; State/ (`@State`, `Binding`, `@Bindable`),
// Animation/ (`Transaction`, `withAnimation`, animation modifiers, `GeometryEffect`),
// Transitions/, Animators/ (keyframe and phase animators), Controls/ (`Button`, tap gestures,
// `onAppear`, `.task`, `onChange`), Time/ (the runtime, its virtual clock, scripts,
// `TimelineView`).
//
// Each file imports the layers it uses; only the umbrella (Kinetype) re-exports, Observation
// included.

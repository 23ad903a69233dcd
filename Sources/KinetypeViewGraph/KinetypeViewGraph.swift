// KinetypeViewGraph: the core of SwiftUI's view layer on Linux: the `View` protocol and its
// builders, resolution into a graph of nodes with structural identity, state, the
// environment, the `Layout` protocol (and the stack layouts the graph's implicit containers
// use), transactions and animation, and the runtime that plays views on a virtual clock.
// The primitives that draw (stacks, shapes, modifiers, text, controls…) are KinetypeViews'.
//
// How a view becomes nodes (see docs/views.md):
//   1. Resolve (Graph/): a `View` value is walked into a tree of `ViewNode`s. Composite views
//      run their `body` (after `@Environment` properties are installed); primitive views and
//      modifiers (`PrimitiveView`, `PrimitiveModifier`, in this module or KinetypeViews) make
//      nodes whose `NodeBehavior` sizes, places and draws them; `TupleView`, `Group`,
//      `ForEach`, conditionals and optionals flatten into lists. Every node gets a structural
//      `ViewIdentity` (its position, branch and `ForEach` id), which is where per-view state
//      lives.
//   2. Lay out (Layout/): sizes are proposed down and chosen up (`sizeThatFits`), then parents
//      place children (`placements`); frames are kept in root coordinates.
//   3. Draw (Rendering/DrawPass): nodes draw into a `GraphicsContext` at their pixel frames.
//
// Views in time (see docs/animation.md): a `ViewRuntime` plays a view's life once on a virtual
// clock (updates after each event: state changes with their transactions, animations started
// per identity, transitions, lifecycle actions, tasks), then resolves any frame from that
// record as a pure function of its time. What a feature keeps per view over time (keyframe
// and phase animators, timelines, symbol effects…) is a `ViewRecord` in `runtime.records`.
//
// Folders: Core/ (View, ViewBuilder, modifiers), Graph/ (identity, nodes, resolution),
// Geometry/ (CG bridges, axes, edges), Environment/, Alignment/, Layout/ (the Layout
// protocol, the stack algorithm and layouts), State/ (`@State`, `Binding`, `@Bindable`),
// Animation/ (`Transaction`, `withAnimation`, animation modifiers, `GeometryEffect`),
// Transitions/ (the `Transition` protocol, the default fade), Animators/ (keyframe and phase
// animators), Controls/ (`onAppear`, `.task`, `onChange`), Shapes/ (`ShapeStyle`), Time/ (the
// runtime, its records, virtual clock, scripts, `TimelineView`).
//
// Each file imports the layers it uses; only the umbrella (Kinetype) re-exports, Observation
// included.

/// A modifier that you apply to a view, producing a different version of it, as SwiftUI's
/// `ViewModifier`.
///
/// ```swift
/// struct Caption: ViewModifier {
///   func body(content: Content) -> some View {
///     content.font(.caption).padding(4).background(.yellow)
///   }
/// }
/// Text("Hi").modifier(Caption())
/// ```
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The view the modifier is applied to, as it appears inside `body(content:)`.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view; `content` stands for the view the modifier is applied to.
  @ViewBuilder func body(content: Content) -> Body
}

/// The placeholder for the modified view inside a `ViewModifier`'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  package init() {}
  /// The placeholder draws the modified view.
  public var body: Never { primitiveBody("_ViewModifier_Content") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let slot = context.contentSlots.last else {
      context.graph.warn(
        "ViewModifier content of \(Modifier.self) used outside its modifier's body", at: context)
      return []
    }
    return slot.resolve(context)
  }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier applies to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Modified content draws itself.
  public typealias Body = Never
  /// Modified content draws itself.
  public var body: Never { primitiveBody("ModifiedContent") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.apply(to: content, in: context)
    }
    if let effect = modifier as? any GeometryEffect {
      return effect.makeEffectNodes(content: content, in: context)
    }
    // A user's modifier: its body runs with `content` bound to the modified view.
    let content = self.content
    let captured = context
    var inner = context
    inner.labels.append(String(describing: Modifier.self))
    inner.transitionPlacement = nil
    inner.contentSlots.append(
      ContentSlot { current in
        // The content sees the environment where `content` appears in the modifier's body,
        // and the content slots, transaction and time-drivenness as they were where the
        // modifier was applied.
        current.restoring(captured).resolve(content, component: .child(0))
      })
    guard let runtime = context.graph.runtime else {
      var modifier = self.modifier
      context.graph.installDynamicProperties(in: &modifier, context: context)
      return inner.resolve(
        modifier.body(content: _ViewModifier_Content<Modifier>()), component: nil)
    }
    return runtime.makeModifierNodes(modifier, context: context, inner: inner)
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Kinetype implements itself (layout, drawing effects, environment, traits).
package protocol PrimitiveModifier {
  /// The nodes of `content` with this modifier applied.
  func apply<Content: View>(to content: Content, in context: ResolveContext) -> [ViewNode]
}

/// A modifier that wraps each view of its content in a node with `behavior`.
package protocol NodeModifier: PrimitiveModifier, ViewModifier where Body == Never {
  /// The node behavior for one wrapped view.
  func behavior(in context: ResolveContext) -> any NodeBehavior
}

extension NodeModifier {
  /// Node modifiers draw themselves.
  package func body(content: Content) -> Never { primitiveBody(String(describing: Self.self)) }

  package func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let children = inner.resolve(content, component: .child(0))
    let behavior = self.behavior(in: context)
    return children.enumerated().map { index, child in
      // A modifier on a list (a Group, a ForEach) applies to each of its views.
      let identity =
        children.count == 1 ? context.identity : context.identity.appending(.child(index))
      return ViewNode(
        identity: identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: [child], graph: context.graph)
    }
  }
}

/// A modifier that changes the environment of its content.
package protocol EnvironmentModifier: PrimitiveModifier, ViewModifier where Body == Never {
  /// Changes `environment` for the content.
  func modify(_ environment: inout EnvironmentValues)
  /// Changes `environment` for the content resolved in `context` (animated values read the
  /// runtime). Default: ``modify(_:)``.
  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext)
}

extension EnvironmentModifier {
  /// Environment modifiers draw nothing themselves.
  package func body(content: Content) -> Never { primitiveBody(String(describing: Self.self)) }

  package func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    modify(&environment)
  }

  package func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    modify(&inner.environment, in: context)
    return inner.resolve(content, component: nil)
  }
}

/// A modifier that sets a trait (layout priority, a layout value, z-index) on its content.
protocol TraitModifier: PrimitiveModifier, ViewModifier where Body == Never {
  /// Sets the trait.
  func modify(_ traits: inout ViewTraits)
}

extension TraitModifier {
  /// Trait modifiers draw nothing themselves.
  package func body(content: Content) -> Never { primitiveBody(String(describing: Self.self)) }

  package func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    for node in nodes { modify(&node.traits) }
    return nodes
  }
}

/// Views computed from a collection, one per element, as SwiftUI's `ForEach`: each element's
/// id is part of its views' identity, so reordering data keeps each view's identity.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  /// The elements.
  public var data: Data
  /// Builds the views of one element.
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  /// Views for `data`, identified by the key path `id` of each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }

  /// A `ForEach` draws the views of its elements.
  public var body: Never { primitiveBody("ForEach") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var children: [(ViewIdentity.Component, any View)] = []
    var seen = Set<ID>()
    for element in data {
      let id = idOf(element)
      if !seen.insert(id).inserted {
        context.graph.warn(
          "ForEach: the id \(id) occurs more than once; views with the same id share an identity",
          at: context)
      }
      children.append((.id(AnyHashable(id)), content(element)))
    }
    return context.resolveChildren(children)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers, each identified by its integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements, each identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach {
  /// Views for the elements of a bound collection, each given a binding to its element and
  /// identified by its `id`, as SwiftUI's `ForEach(_:content:)` over a `Binding`:
  ///
  /// ```swift
  /// ForEach($tasks) { $task in
  ///   Toggle(task.title, isOn: $task.isDone)
  /// }
  /// ```
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, ID == C.Element.ID, Data == [Binding<C.Element>] {
    self.init(data, id: \.id, content: content)
  }

  /// Views for the elements of a bound collection, each given a binding to its element and
  /// identified by the key path `id`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    let bindings = data.wrappedValue.indices.map { index in
      Binding<C.Element>(
        get: { data.wrappedValue[index] },
        set: { value in
          // A row removed since this body ran writes nothing.
          guard data.wrappedValue.indices.contains(index) else { return }
          data.wrappedValue[index] = value
        })
    }
    self.data = bindings
    self.content = content
    self.idOf = { $0.wrappedValue[keyPath: id] }
  }
}

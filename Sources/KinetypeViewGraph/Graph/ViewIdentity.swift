/// Where a view sits in the tree, as SwiftUI's structural identity: the path of child
/// positions, conditional branches, `ForEach` ids and `AnyView` types from the root.
///
/// Two resolutions of the same view code give equal identities to the views at the same
/// place, so per-view state (`@State`, running animations, transitions) can be
/// stored by identity and found again on the next frame. Stored as a linked list with a
/// cached hash: a child shares its parent's storage, so a tree 10,000 deep costs O(depth).
public final class ViewIdentity: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// One step of the path.
  public enum Component: Hashable, CustomStringConvertible {
    /// The n-th view of a block, or the content of a modifier (0).
    case child(Int)
    /// The branch of an `if`/`else` (0 is the `if`, 1 the `else`).
    case branch(Int)
    /// A `ForEach` element or an `.id(_:)` value.
    case id(AnyHashable)
    /// The type an `AnyView` wraps.
    case type(ObjectIdentifier)

    /// A short form: `2`, `if`, `else`, `#id`, `T`.
    public var description: String {
      switch self {
      case .child(let index): String(index)
      case .branch(let branch): branch == 0 ? "if" : "else"
      case .id(let id): "#\(id.base)"
      case .type: "T"
      }
    }
  }

  /// The parent's identity, or nil at the root.
  public let parent: ViewIdentity?
  /// The last step, or nil at the root.
  public let component: Component?
  /// The number of steps from the root.
  public let depth: Int
  private let hash: Int

  private init(parent: ViewIdentity?, component: Component?) {
    self.parent = parent
    self.component = component
    self.depth = (parent?.depth ?? -1) + 1
    var hasher = Hasher()
    hasher.combine(parent?.hash ?? 0)
    hasher.combine(component)
    hash = hasher.finalize()
  }

  /// The root's identity.
  public static let root = ViewIdentity(parent: nil, component: nil)

  /// The identity of a child reached by `component`.
  public func appending(_ component: Component) -> ViewIdentity {
    ViewIdentity(parent: self, component: component)
  }

  /// Equal paths (compared step by step without recursion).
  public static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
    var a: ViewIdentity? = lhs
    var b: ViewIdentity? = rhs
    while let x = a, let y = b {
      if x === y { return true }
      guard x.hash == y.hash, x.depth == y.depth, x.component == y.component else { return false }
      a = x.parent
      b = y.parent
    }
    return a == nil && b == nil
  }

  /// Hashes the cached path hash.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The path from the root, as `/0/2/#item-3`; long paths keep their last 12 steps.
  public var description: String {
    var steps: [String] = []
    var current: ViewIdentity? = self
    while let identity = current, let component = identity.component {
      if steps.count == 12 {
        steps.append("…")
        break
      }
      steps.append(component.description)
      current = identity.parent
    }
    return "/" + steps.reversed().joined(separator: "/")
  }
}

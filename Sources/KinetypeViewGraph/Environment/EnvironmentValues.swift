/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///   var accent: Color {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view above sets one.
  static var defaultValue: Value { get }
}

/// The values a view's ancestors set for it, as SwiftUI's `EnvironmentValues`: fonts, Dynamic
/// Type size, display scale, text settings, and users' own keys. Each view sees the values of
/// its ancestors; `.environment(_:_:)` and the dedicated modifiers change them for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Values with every key at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      // An absent value must not cast to an optional `Value` as nil: the default applies.
      guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
      return stored as? K.Value ?? K.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `type` put in the environment, if any.
  func object<T: AnyObject>(of type: T.Type) -> T? {
    values[ObjectIdentifier(type)] as? T
  }

  /// Puts `object` in the environment under its type (nil removes it).
  mutating func setObject<T: AnyObject>(_ object: T?, of type: T.Type) {
    values[ObjectIdentifier(type)] = object
  }

  /// The number of values set.
  public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// Reads an environment value inside a view, as SwiftUI's `@Environment`:
/// `@Environment(\.dynamicTypeSize) var size`.
///
/// The value is installed when the view's `body` is evaluated; read outside a render it is
/// the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: (EnvironmentValues) -> Value
  private let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// Reads the object of type `objectType` an ancestor put in the environment with
  /// `.environment(_:)`.
  ///
  /// - Precondition: an ancestor put one there (as in SwiftUI, reading a missing object is
  ///   a programming error; read it as an optional to allow its absence).
  public init(_ objectType: Value.Type) where Value: AnyObject {
    read = { environment in
      guard let object = environment.object(of: Value.self) else {
        preconditionFailure("No object of type \(Value.self) found in the environment")
      }
      return object
    }
  }

  /// Reads the object of type `objectType` an ancestor put in the environment, or nil.
  public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(of: T.self) }
  }

  /// The current value.
  public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

/// A property that a view's `body` reads and the renderer updates before it runs, as
/// SwiftUI's `DynamicProperty` (`@Environment`, `@State`, `@Binding` and `@Bindable` are;
/// yours may contain them, and the renderer finds them inside yours).
public protocol DynamicProperty {
  /// Called by SwiftUI before the view's body is evaluated. Kinetype installs the dynamic
  /// properties a property contains but does not call `update()` yet. Default: nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// Storage an `@Environment` property shares between copies of its view.
final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// A property that receives the environment before its view's body runs.
protocol EnvironmentReading {
  func install(_ values: EnvironmentValues)
  /// Whether it has received an environment.
  var isInstalled: Bool { get }
}

extension Environment: EnvironmentReading {
  func install(_ values: EnvironmentValues) { box.values = values }
  var isInstalled: Bool { box.values != nil }
}

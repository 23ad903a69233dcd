import Foundation
public import KinetypeViewGraph

/// A variant of a symbol, as SwiftUI's `SymbolVariants`: filled, slashed, or enclosed in a
/// circle, square or rectangle. `symbolVariant(_:)` asks for it; a symbol whose name has the
/// variant (`heart` with `.fill` is `heart.fill`) is drawn with that name, else as it is.
public struct SymbolVariants: Hashable, Sendable {
  /// The variant's parts, in the order SF Symbol names spell them.
  let parts: Set<Part>

  enum Part: String, CaseIterable, Hashable, Sendable {
    case slash, circle, square, rectangle, fill
  }

  init(_ parts: Set<Part>) { self.parts = parts }

  /// No variant: the symbol as named.
  public static let none = SymbolVariants([])
  /// Enclosed in a circle (`.circle`).
  public static let circle = SymbolVariants([.circle])
  /// Enclosed in a square (`.square`).
  public static let square = SymbolVariants([.square])
  /// Enclosed in a rectangle (`.rectangle`).
  public static let rectangle = SymbolVariants([.rectangle])
  /// Filled (`.fill`).
  public static let fill = SymbolVariants([.fill])
  /// Slashed (`.slash`).
  public static let slash = SymbolVariants([.slash])

  /// This variant, enclosed in a circle.
  public var circle: SymbolVariants { SymbolVariants(parts.union([.circle])) }
  /// This variant, enclosed in a square.
  public var square: SymbolVariants { SymbolVariants(parts.union([.square])) }
  /// This variant, enclosed in a rectangle.
  public var rectangle: SymbolVariants { SymbolVariants(parts.union([.rectangle])) }
  /// This variant, filled.
  public var fill: SymbolVariants { SymbolVariants(parts.union([.fill])) }
  /// This variant, slashed.
  public var slash: SymbolVariants { SymbolVariants(parts.union([.slash])) }

  /// Whether this variant has every part of `other`.
  public func contains(_ other: SymbolVariants) -> Bool { other.parts.isSubset(of: parts) }

  /// The name of the symbol `name` in this variant, if the substitutes table has it: the name
  /// with the variant's parts appended in SF Symbols' order (`bell` with `.slash.fill` is
  /// `bell.slash.fill`; parts the name already has are not repeated), else with the fill
  /// alone, else `name` itself, as SwiftUI draws a symbol that has no such variant.
  func symbolName(for name: String, isKnown: (String) -> Bool) -> String {
    guard !parts.isEmpty else { return name }
    let own = Set(name.split(separator: ".").map(String.init))
    func spelled(_ wanted: Set<Part>) -> String {
      Part.allCases.filter { wanted.contains($0) && !own.contains($0.rawValue) }
        .reduce(name) { $0 + "." + $1.rawValue }
    }
    let candidates = [spelled(parts), spelled(parts.intersection([.fill]))]
    return candidates.first(where: isKnown) ?? name
  }
}

extension View {
  /// Draws the symbols in this view in `variant`, as SwiftUI's `symbolVariant(_:)`: added to
  /// the variants set above (`.symbolVariant(.circle)` inside `.symbolVariant(.fill)` asks for
  /// `.circle.fill`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { $0 = SymbolVariants($0.parts.union(variant.parts)) }
  }
}

extension EnvironmentValues {
  /// The variant of the symbols drawn here (``SymbolVariants``), as SwiftUI's
  /// `symbolVariants`. Default `.none`.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { .none }
}

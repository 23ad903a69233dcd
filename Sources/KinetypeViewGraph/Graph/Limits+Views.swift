import KinetypeCore

/// The limit of a view tree: how many views it resolves.
extension Limits.Name {
  /// The most views in a rendered view tree. Default: 250,000.
  public static let views = Limits.Name("views", defaultValue: 250_000)

  /// The limits KinetypeViews declares.
  public static let viewLimits: [Limits.Name] = [.views]
}

extension Limits {
  /// The most views in a rendered view tree, counting every view resolved (modifiers,
  /// stacks and composite views included). Default: 250,000 (a chain of views as deep as
  /// Kinetype resolves, 100,000 levels, fits).
  public var views: Int {
    get { self[.views] }
    set { self[.views] = newValue }
  }
}

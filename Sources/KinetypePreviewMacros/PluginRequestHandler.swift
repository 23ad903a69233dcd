/// Answers the compiler's requests: the plugin's capability, and the expansion of the two
/// macros (`#Preview` and `@Previewable`).
enum PluginRequestHandler {
  /// The protocol version this plugin speaks (swift-syntax 600's).
  static let protocolVersion = 7

  /// The response to `request`, or nil for a request that has none.
  static func response(to request: [String: Any]) -> [String: Any]? {
    if request["getCapability"] != nil {
      return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
    }
    if let expansion = request["expandFreestandingMacro"] as? [String: Any] {
      return expandFreestanding(expansion)
    }
    if let expansion = request["expandAttachedMacro"] as? [String: Any] {
      return expandAttached(expansion)
    }
    if request["loadPluginLibrary"] != nil {
      return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [Any]()]]
    }
    return nil
  }

  /// `@Entry`'s accessors and key; `@Previewable` adds nothing where it stands (`#Preview`
  /// moves its declaration).
  private static func expandAttached(_ expansion: [String: Any]) -> [String: Any] {
    let macro = expansion["macro"] as? [String: Any] ?? [:]
    guard macro["typeName"] as? String == "EntryMacro" else {
      return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    }
    let syntax = expansion["declSyntax"] as? [String: Any] ?? [:]
    let role = expansion["macroRole"] as? String ?? ""
    return result(
      EntryExpansion.expand(syntax["source"] as? String ?? "", role: role),
      location: syntax["location"] as? [String: Any] ?? [:])
  }

  private static func expandFreestanding(_ expansion: [String: Any]) -> [String: Any] {
    let syntax = expansion["syntax"] as? [String: Any] ?? [:]
    let source = syntax["source"] as? String ?? ""
    let location = syntax["location"] as? [String: Any] ?? [:]
    let discriminator = expansion["discriminator"] as? String ?? ""
    let result = PreviewExpansion.expand(
      source, typeName: uniqueName("KinetypePreview", discriminator: discriminator),
      fileID: location["fileID"] as? String ?? "", line: location["line"] as? Int ?? 0,
      column: location["column"] as? Int ?? 0)
    return Self.result(result, location: location)
  }

  /// The response for an expansion's source, or for its error at `location`.
  private static func result(_ result: PreviewExpansion.Result, location: [String: Any])
    -> [String: Any]
  {
    switch result {
    case .source(let text):
      return ["expandMacroResult": ["expandedSource": text, "diagnostics": [Any]()]]
    case .error(let message):
      let position: [String: Any] = [
        "fileName": location["fileName"] as? String ?? "",
        "offset": location["offset"] as? Int ?? 0,
      ]
      let diagnostic: [String: Any] = [
        "message": message, "severity": "error", "position": position, "highlights": [Any](),
        "notes": [Any](), "fixIts": [Any](),
      ]
      return ["expandMacroResult": ["diagnostics": [diagnostic]]]
    }
  }

  /// The name `MacroExpansionContext.makeUniqueName` gives: the expansion's discriminator, the
  /// name mangled, and the operator of a macro's unique name (`fMu_`), which the compiler
  /// accepts for a declaration a freestanding macro introduces.
  static func uniqueName(_ name: String, discriminator: String) -> String {
    "\(discriminator)\(name.utf8.count)\(name)fMu_"
  }
}

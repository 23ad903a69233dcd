public import Foundation
import KinetypeCore

extension Color {
  /// The color named `name` in an asset catalog, as SwiftUI's `Color(_:bundle:)`.
  ///
  /// Kinetype reads the catalog's JSON: `NAME.colorset/Contents.json` in an `.xcassets`
  /// folder of the bundle's resources or, as `swift run` and `kinetype previews` run from a
  /// package, under the current folder (four levels deep, skipping `.build` and hidden
  /// folders). Its sRGB (or Display P3, taken as sRGB) components, given as 0–1 fractions,
  /// 0–255 integers or hexadecimal bytes, make the light color, and an entry for the dark
  /// appearance the dark one. A color no catalog has is gray (`Color.gray`).
  public init(_ name: String, bundle: Bundle? = nil) {
    self = ColorAssets.color(named: name, bundle: bundle) ?? .gray
  }
}

/// Finds and reads colors in asset catalogs; a color is read once per process.
package enum ColorAssets {
  private static let cache = Locked<[String: Color?]>([:])

  package static func color(named name: String, bundle: Bundle?) -> Color? {
    let key = (bundle?.bundlePath ?? "") + "\u{1F}" + name
    if let found = cache.withLock({ $0[key] }) { return found }
    let color = find(name, bundle: bundle)
    cache.withLock { $0[key] = color }
    return color
  }

  private static func find(_ name: String, bundle: Bundle?) -> Color? {
    let manager = FileManager.default
    var roots: [String] = []
    if let resources = (bundle ?? .main).resourcePath { roots.append(resources) }
    roots.append(manager.currentDirectoryPath)
    for root in roots {
      for catalog in catalogs(under: root, depth: 4) {
        let file = "\(catalog)/\(name).colorset/Contents.json"
        if let data = manager.contents(atPath: file), let color = parse(data) { return color }
      }
    }
    return nil
  }

  /// The `.xcassets` folders under `root`, at most `depth` levels down.
  private static func catalogs(under root: String, depth: Int) -> [String] {
    guard depth >= 0,
      let names = try? FileManager.default.contentsOfDirectory(atPath: root)
    else { return [] }
    var found: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = "\(root)/\(name)"
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      if name.hasSuffix(".xcassets") {
        found.append(path)
      } else {
        found += catalogs(under: path, depth: depth - 1)
      }
    }
    return found
  }

  /// The light color, with the dark one when the colorset has an entry for the dark
  /// appearance.
  package static func parse(_ data: Data) -> Color? {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      guard let color = entry["color"] as? [String: Any],
        let components = color["components"] as? [String: Any],
        let value = self.color(components)
      else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
      let isOther = !appearances.isEmpty && !isDark
      if isDark {
        dark = dark ?? value
      } else if !isOther {
        light = light ?? value
      }
    }
    guard let light else { return nil }
    return dark.map { Color(light: light, dark: $0) } ?? light
  }

  /// A color of `red`, `green`, `blue` and `alpha` components.
  private static func color(_ components: [String: Any]) -> Color? {
    func value(_ key: String) -> Double? {
      guard let text = components[key].map({ "\($0)" }) else { return nil }
      if text.hasPrefix("0x") || text.hasPrefix("0X") {
        return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
      }
      guard let number = Double(text) else { return nil }
      // "0.5" is a fraction; "128" (with no point) a byte.
      return text.contains(".") || number <= 1 ? number : number / 255
    }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
      return nil
    }
    return Color(red: red, green: green, blue: blue, opacity: value("alpha") ?? 1)
  }
}

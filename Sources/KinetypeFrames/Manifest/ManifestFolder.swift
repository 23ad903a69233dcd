import Foundation

/// The manifests in one folder, read: what ``RenderVerification`` checks and what an export
/// into the folder supersedes or refuses.
struct ManifestFolder {
  /// A manifest read from the folder.
  struct Entry {
    /// Its path: the folder joined with its name.
    var path: String
    /// Its name in the folder.
    var name: String
    var manifest: RenderManifest
  }

  /// The folder, as given.
  var folder: String
  /// The names of the files in the folder, sorted; empty when it cannot be read.
  var names: [String]
  /// The manifests that could be read, in name order.
  var entries: [Entry]
  /// The manifests that could not, with the reason.
  var unreadable: [(path: String, reason: String)]

  /// Reads every `kinetype-manifest.*.json` in `folder`.
  init(_ folder: String) {
    self.folder = folder
    names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    entries = []
    unreadable = []
    for name in names where Self.isManifestName(name) {
      let path = Self.join(folder, name)
      do {
        entries.append(
          Entry(path: path, name: name, manifest: try RenderManifest(contentsOf: path)))
      } catch {
        unreadable.append((path, "\(error)"))
      }
    }
  }

  /// Whether `name` is a manifest's file name.
  static func isManifestName(_ name: String) -> Bool {
    name.hasPrefix(RenderManifest.fileNamePrefix) && name.hasSuffix(".json")
  }

  /// `name` in `folder`.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

public import Foundation

// Foundation on Apple's systems gives `URL` a property for each of the user's standard
// folders (macOS 13, iOS 16); SwiftUI apps save their state under them
// (`URL.documentsDirectory.appending(path: "SavedPath")`). Foundation on Linux has only
// `temporaryDirectory`, `homeDirectory` and `currentDirectory`. These are the others, each
// the folder `FileManager.urls(for:in: .userDomainMask)` gives on Linux (the XDG folders:
// ~/Documents, ~/.local/share, ~/.cache…). They are disfavoured, so that a Foundation which
// gains its own is the one used. Folders Linux has no counterpart for (`libraryDirectory`,
// `applicationDirectory`) are not given.

extension URL {
  /// The user's documents folder (~/Documents), as Foundation's `URL.documentsDirectory`.
  @_disfavoredOverload
  public static var documentsDirectory: URL { userFolder(.documentDirectory, "Documents") }

  /// Where apps keep their support files (~/.local/share), as Foundation's
  /// `URL.applicationSupportDirectory`.
  @_disfavoredOverload
  public static var applicationSupportDirectory: URL {
    userFolder(.applicationSupportDirectory, ".local/share")
  }

  /// Where apps keep caches (~/.cache), as Foundation's `URL.cachesDirectory`.
  @_disfavoredOverload
  public static var cachesDirectory: URL { userFolder(.cachesDirectory, ".cache") }

  /// The user's downloads folder (~/Downloads), as Foundation's `URL.downloadsDirectory`.
  @_disfavoredOverload
  public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, "Downloads") }

  /// The user's desktop folder (~/Desktop), as Foundation's `URL.desktopDirectory`.
  @_disfavoredOverload
  public static var desktopDirectory: URL { userFolder(.desktopDirectory, "Desktop") }

  /// The user's movies folder (~/Videos), as Foundation's `URL.moviesDirectory`.
  @_disfavoredOverload
  public static var moviesDirectory: URL { userFolder(.moviesDirectory, "Videos") }

  /// The user's music folder (~/Music), as Foundation's `URL.musicDirectory`.
  @_disfavoredOverload
  public static var musicDirectory: URL { userFolder(.musicDirectory, "Music") }

  /// The user's pictures folder (~/Pictures), as Foundation's `URL.picturesDirectory`.
  @_disfavoredOverload
  public static var picturesDirectory: URL { userFolder(.picturesDirectory, "Pictures") }

  /// The user's trash (~/.Trash), as Foundation's `URL.trashDirectory`.
  @_disfavoredOverload
  public static var trashDirectory: URL { userFolder(.trashDirectory, ".Trash") }

  /// The folder Foundation gives for `directory`, else `fallback` in the home folder.
  private static func userFolder(_ directory: FileManager.SearchPathDirectory, _ fallback: String)
    -> URL
  {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? URL.homeDirectory.appending(path: fallback, directoryHint: .isDirectory)
  }
}

import Foundation

/// The installed fonts every `kinetype` a test starts can see: only those scripts/bootstrap
/// installs (DejaVu), through the fontconfig configuration `Tests/Fixtures/fontconfig/fonts.conf`,
/// whatever else the machine has. So a command that is not `--hermetic` (the default) prints the
/// same near matches, fallbacks and frames on a fresh machine, on CI and on a developer's.
public enum BootstrapFonts {
  /// The configuration file, for `FONTCONFIG_FILE`.
  public static let fontconfigFile = PackageRoot.path("Tests/Fixtures/fontconfig/fonts.conf")

  /// This process's environment with `FONTCONFIG_FILE` pointing at ``fontconfigFile``: what
  /// every process a test starts (`kinetype`, and tools such as GNU parallel that start it)
  /// runs with.
  public static var environment: [String: String] {
    var values = ProcessInfo.processInfo.environment
    values["FONTCONFIG_FILE"] = fontconfigFile
    return values
  }
}

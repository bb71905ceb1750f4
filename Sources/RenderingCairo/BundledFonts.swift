import CPangoCairo
import Foundation

/// Fonts the apps bundle that no Debian package has, given to fontconfig from the source tree so the previews
/// draw with the very file an iPhone gets: IM FELL English, in Apps/InsolentBard/Fonts.
enum BundledFonts {
  /// The folder, found from this source file's place in the repository. A binary moved away from its checkout
  /// does not find it, and Pango then falls back to the next family of the role (EB Garamond for the serif).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Apps/InsolentBard/Fonts")

  /// Adds the folder to fontconfig's current configuration once per process, before Pango's font map is made
  /// (the first layout), so every font map sees it. True when fontconfig took it.
  static let registered: Bool = {
    guard FileManager.default.fileExists(atPath: folder.path) else { return false }
    return folder.path.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { FcConfigAppFontAddDir(nil, $0) != 0 }
    }
  }()
}

import Foundation

/// What the app and the NoteWall shortcut exchange (docs/notewall-shortcut.md is the same contract in words, with
/// the shortcut's actions as a recipe). Nothing is there until the user has seen the wallpaper and agreed (Step 6's
/// "Set This Wallpaper", or "Update Wallpaper"); from then on the app keeps every file the contract names present
/// in every state; tests check each one.
public enum ShortcutContract {
  /// Folders in the app's Documents (shared with Files, so Shortcuts can ask for them: Step 6's two prompts).
  public static let lockScreenFolder = "LockScreen"
  public static let homeScreenFolder = "HomeScreen"
  public static let lockScreenFileName = "lockscreen.jpg"
  public static let homeScreenFileName = "homescreen.jpg"
  /// One word, `set` or `keep`: whether the shortcut sets the home screen to `homescreen.jpg` or leaves it.
  public static let homeScreenModeFileName = "homescreen-mode.txt"

  /// The home screen instruction in `homescreen-mode.txt`.
  public enum HomeScreenMode: String, Sendable, CaseIterable {
    /// Set the home screen to `homescreen.jpg` (a photo or a preset was chosen).
    case set
    /// "Keep Current": leave the home screen as it is. There is no `homescreen.jpg` then, so no shortcut can set
    /// the home screen to an image the user did not choose.
    case keep

    public init(_ choice: HomeScreenChoice) { self = choice == .unchanged ? .keep : .set }
  }

  /// Every file the shortcut may read, relative to the Documents folder (the home image only with mode `set`).
  public static let files = [
    "\(lockScreenFolder)/\(lockScreenFileName)", "\(homeScreenFolder)/\(homeScreenFileName)",
    "\(homeScreenFolder)/\(homeScreenModeFileName)",
  ]
  /// The files present in every state once the user agreed.
  public static let alwaysPresent = [
    "\(lockScreenFolder)/\(lockScreenFileName)", "\(homeScreenFolder)/\(homeScreenModeFileName)",
  ]

  /// The shortcut's name in the Shortcuts app, which the app runs (`shortcuts://x-callback-url/run-shortcut`).
  public static let defaultShortcutName = "NoteWall"
  /// The app's callbacks: `x-success`, and `x-error` / `x-cancel` (Shortcuts adds `errorMessage` on error).
  public static let successCallback = "notewall://wallpaper-updated"
  public static let errorCallback = "notewall://wallpaper-failed"

  /// Whether every file the shortcut reads is present under `root`, with a mode file that says `set` or `keep`.
  public static func isHonoured(in root: URL) -> Bool {
    guard alwaysPresent.allSatisfy({ FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }),
      let mode = homeScreenMode(in: root)
    else { return false }
    let home = FileManager.default.fileExists(
      atPath: root.appendingPathComponent("\(homeScreenFolder)/\(homeScreenFileName)").path)
    return mode == .set ? home : !home
  }

  public static func homeScreenMode(in root: URL) -> HomeScreenMode? {
    let file = root.appendingPathComponent("\(homeScreenFolder)/\(homeScreenModeFileName)")
    guard let data = try? Data(contentsOf: file), data.count < 64 else { return nil }
    return HomeScreenMode(
      rawValue: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Which image the "Get NoteWall Wallpaper" App Intent hands to a shortcut.
  public enum Screen: String, Sendable, CaseIterable { case lockScreen, homeScreen }

  /// The App Intent's answer: the image file for that screen, or nil for a home screen the user keeps (the
  /// shortcut then sets the lock screen only). Fails when NoteWall has not drawn a wallpaper yet.
  public static func intentFile(for screen: Screen, in root: URL) throws(IntentFailure) -> URL? {
    let exporter = WallpaperExporter(root: root)
    switch screen {
    case .lockScreen:
      guard FileManager.default.fileExists(atPath: exporter.lockScreenFile.path) else { throw .noWallpaperYet }
      return exporter.lockScreenFile
    case .homeScreen:
      guard homeScreenMode(in: root) == .set else { return nil }
      guard FileManager.default.fileExists(atPath: exporter.homeScreenFile.path) else { throw .noWallpaperYet }
      return exporter.homeScreenFile
    }
  }

  public enum IntentFailure: Error, Equatable, CustomStringConvertible {
    case noWallpaperYet
    public var description: String {
      "NoteWall has no wallpaper for Shortcuts yet. Open NoteWall and tap Update Wallpaper (or Set This Wallpaper in its setup)."
    }
  }
}

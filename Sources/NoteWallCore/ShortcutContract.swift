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

  /// What the App Intent does: the file, and for the lock screen a note of which image went out (a hidden file
  /// beside it), so the app can tell that a shortcut or automation fetched the current wallpaper (its Set
  /// Wallpaper follows) even though no callback comes back to the app.
  public static func handOut(_ screen: Screen, in root: URL) throws(IntentFailure) -> URL? {
    let file = try intentFile(for: screen, in: root)
    if screen == .lockScreen, let file, let data = try? Data(contentsOf: file) {
      try? Data(fingerprint(data).utf8).write(to: handedOutMarker(in: root), options: .atomic)
    }
    return file
  }

  /// The lock screen image as it is now was handed to a shortcut.
  public static func currentLockScreenWasHandedOut(in root: URL) -> Bool {
    guard let marker = try? Data(contentsOf: handedOutMarker(in: root)), marker.count < 64,
      let image = try? Data(contentsOf: WallpaperExporter(root: root).lockScreenFile)
    else { return false }
    return String(decoding: marker, as: UTF8.self) == fingerprint(image)
  }

  static func handedOutMarker(in root: URL) -> URL {
    root.appendingPathComponent("\(lockScreenFolder)/.handed-out")
  }

  /// FNV-1a, 64 bits: the same bytes give the same words in every process and version.
  static func fingerprint(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash = hash &* 0x0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  public enum IntentFailure: Error, Equatable, CustomStringConvertible {
    case noWallpaperYet
    public var description: String {
      "NoteWall has no wallpaper for Shortcuts yet. Open NoteWall and tap Update Wallpaper (or Set This Wallpaper in its setup)."
    }
  }
}

import Foundation
import Localization

/// What the app and the shortcut the spec links to exchange (docs/notewall-shortcut.md is the same contract in
/// words, with where each fact comes from in the original NoteWall's source). That shortcut, "Set NoteWall
/// Wallpaper", takes the contents of two folders, `NoteWall/HomeScreen` and `NoteWall/LockScreen` in the app's
/// Documents, and sets what it finds as the wallpaper; so each folder holds its one image and nothing else a
/// shortcut could take for it. Nothing is there until the user has seen the wallpaper and agreed (Step 6's "Set
/// This Wallpaper", or "Update Wallpaper"); from then on the lock image is there in every state, and the home
/// image exactly when the user chose one; tests check each file.
public enum ShortcutContract {
  /// The folder in Documents (Files: On My iPhone › NoteWall › NoteWall) that holds the shortcut's two folders.
  public static let baseFolder = "NoteWall"
  /// The folders the shortcut reads (Step 6's two permission prompts name them).
  public static let lockScreenFolder = "LockScreen"
  public static let homeScreenFolder = "HomeScreen"
  public static let lockScreenFileName = "lockscreen.jpg"
  public static let homeScreenFileName = "homescreen.jpg"

  /// Relative to the Documents folder.
  public static let lockScreenPath = "\(baseFolder)/\(lockScreenFolder)/\(lockScreenFileName)"
  public static let homeScreenPath = "\(baseFolder)/\(homeScreenFolder)/\(homeScreenFileName)"

  /// Every file the shortcut may read (the home image only while a home screen is chosen).
  public static let files = [lockScreenPath, homeScreenPath]

  /// What an earlier build of this app wrote straight under Documents, where the spec's shortcut never looks; the
  /// exporter removes it, so Files shows one set of wallpapers.
  static let earlierLayout = [
    "LockScreen/lockscreen.jpg", "LockScreen/.handed-out", "HomeScreen/homescreen.jpg",
    "HomeScreen/homescreen-mode.txt",
  ]

  /// The shortcut's name in the Shortcuts app, which the app runs (`shortcuts://x-callback-url/run-shortcut`):
  /// the name the original app ran the spec's shortcut by.
  public static let defaultShortcutName = "Set NoteWall Wallpaper"
  /// The app's callbacks: `x-success`, and `x-error` / `x-cancel` (Shortcuts adds `errorMessage` on error).
  public static let successCallback = "notewall://wallpaper-updated"
  public static let errorCallback = "notewall://wallpaper-failed"

  /// Everything in the shortcut's two folders under `root`, hidden files included, as paths relative to `root`:
  /// what a shortcut that takes a folder's contents can be handed.
  public static func folderContents(in root: URL) -> [String] {
    [lockScreenFolder, homeScreenFolder].flatMap { folder in
      let path = "\(baseFolder)/\(folder)"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path)) ?? []
      return names.sorted().map { "\(path)/\($0)" }
    }
  }

  /// Whether the folders under `root` hold exactly what the shortcut should find for this home choice: the lock
  /// image, and the home image only when one was chosen ("Keep Current" leaves the home folder empty).
  public static func isHonoured(in root: URL, home: HomeScreenChoice) -> Bool {
    folderContents(in: root) == (home == .unchanged ? [lockScreenPath] : [lockScreenPath, homeScreenPath])
  }

  /// Which image the "Get NoteWall Wallpaper" App Intent hands to a shortcut.
  public enum Screen: String, Sendable, CaseIterable { case lockScreen, homeScreen }

  /// The App Intent's answer: the image file for that screen, or nil for a home screen the user keeps (the
  /// shortcut then sets the lock screen only). Fails when NoteWall has not drawn a wallpaper yet.
  public static func intentFile(for screen: Screen, in root: URL) throws(IntentFailure) -> URL? {
    let exporter = WallpaperExporter(root: root)
    guard FileManager.default.fileExists(atPath: exporter.lockScreenFile.path) else { throw .noWallpaperYet }
    switch screen {
    case .lockScreen: return exporter.lockScreenFile
    case .homeScreen:
      return FileManager.default.fileExists(atPath: exporter.homeScreenFile.path) ? exporter.homeScreenFile : nil
    }
  }

  /// What the App Intent does: the file, and for the lock screen a note of which image went out (a hidden file in
  /// the base folder, outside the two folders the shortcut takes the contents of), so the app can tell that a
  /// shortcut or automation fetched the current wallpaper (its Set Wallpaper follows) though no callback comes.
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
    root.appendingPathComponent("\(baseFolder)/.handed-out")
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
    public var description: String { copy.text }

    public var copy: LocalizedCopy {
      LocalizedCopy(
        "notewall.intent.noWallpaperYet",
        "NoteWall has no wallpaper for Shortcuts yet. Open NoteWall and tap %@ (or %@ in its setup).",
        .text(NoteWallCopy.updateWallpaper.text), .text(NoteWallCopy.setThisWallpaper.text))
    }
  }
}

import Foundation
import Localization
import Rendering
import SharedStore

/// Writes the images where the spec's shortcut reads them (NW-10.2, docs/notewall-shortcut.md):
/// `NoteWall/LockScreen/lockscreen.jpg` and `NoteWall/HomeScreen/homescreen.jpg` under the app's folder (JPEG:
/// docs/benchmarks.md says why). The shortcut takes each folder's contents, so nothing else is written there. With
/// no home choice (NW-6.2) there is no home image, so the shortcut has none to set: the spec says it then reuses
/// the current home screen ("If user doesn't select anything, shortcut will reuse current home screen wallpaper").
public struct WallpaperExporter: Sendable {
  public let root: URL
  public init(root: URL) { self.root = root }

  public var lockScreenFile: URL { root.appendingPathComponent(ShortcutContract.lockScreenPath) }
  public var homeScreenFile: URL { root.appendingPathComponent(ShortcutContract.homeScreenPath) }

  /// What to do with the home screen image beside a new lock screen.
  public enum HomeScreenImage: Sendable {
    case write(Data)
    /// "Keep Current" (NW-6.2): the home image goes: a stale one (or a stand-in) would be set by the shortcut
    /// over the home screen the user chose to keep.
    case keepCurrent
    /// Unchanged since it was last written (a note change never alters the home screen).
    case keep
  }

  public func save(lockScreen: Data, homeScreen: HomeScreenImage) -> SaveStatus {
    do {
      try write(lockScreen, to: lockScreenFile)
      switch homeScreen {
      case .write(let image): try write(image, to: homeScreenFile)
      case .keepCurrent: try remove(homeScreenFile)
      case .keep: break
      }
      try removeEarlierLayout()
      return .saved
    } catch {
      return .failed(error.localizedDescription)
    }
  }

  /// The files an earlier build wrote straight under Documents, and their folders once empty: the shortcut never
  /// reads them, and Files would show two sets of wallpapers.
  private func removeEarlierLayout() throws {
    for path in ShortcutContract.earlierLayout { try remove(root.appendingPathComponent(path)) }
    for folder in [ShortcutContract.lockScreenFolder, ShortcutContract.homeScreenFolder] {
      let url = root.appendingPathComponent(folder)
      if let left = try? FileManager.default.contentsOfDirectory(atPath: url.path), left.isEmpty { try remove(url) }
    }
  }

  private func remove(_ file: URL) throws {
    if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
  }

  private func write(_ data: Data, to file: URL) throws {
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file, options: .atomic)
  }
}

/// A screen the walkthroughs draw, as iOS lays it out (simplified, and labelled "Illustration" under the phone).
/// Only words the real screens show are drawn; what varies (the shortcut's actions, other apps) is drawn as grey
/// bars and tiles, never invented text.
public indirect enum GuideScreen: Equatable, Sendable {
  /// A NoteWall screen: a title, an optional message, and its buttons (the first in the accent colour).
  case app(title: String, message: String?, buttons: [String])
  /// Shortcuts' sheet for a shared shortcut: its icon tile and name, its actions, the blue Add Shortcut button.
  case addShortcut
  /// The shortcut's wallpaper choice: lock screens to pick, greyed out when they are Apple presets.
  case wallpaperChoice(available: Bool)
  /// The Shortcuts app while the shortcut runs.
  case shortcutRunning
  case alert(GuideAlert, over: GuideScreen)
  case lockScreen(GuideWallpaper)
  /// Photos' Recents with the red image, or its long-press menu.
  case photos(menu: Bool)
  case shareSheet
  /// Photos' wallpaper preview with Cancel and Add; after Add, the wallpaper-pair choice.
  case wallpaperPreview(pairSheet: Bool)
}

#if os(iOS)
  import AppIntents
  import Foundation
  import NoteWallCore
  import UniformTypeIdentifiers

  /// "Get NoteWall Wallpaper" (docs/notewall-shortcut.md): hands a shortcut the wallpaper NoteWall drew, as a
  /// file, so a shortcut of two actions (this, then Set Wallpaper) needs no folder permissions. In the app
  /// target, where Xcode extracts its metadata (platform-behaviour.md, App Intents).
  struct GetNoteWallWallpaperIntent: AppIntent {
    // Computed, with literal values: the SDK's types are not Sendable, and Xcode reads the literals at build time.
    static var title: LocalizedStringResource { "Get NoteWall Wallpaper" }
    static var description: IntentDescription? {
      IntentDescription(
        "The lock screen wallpaper with your notes, or the home screen wallpaper you chose (nothing when you keep your current one)."
      )
    }

    @Parameter(title: "Screen", default: .lockScreen)
    var screen: WallpaperScreen

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile?> {
      let documents = try FileManager.default.url(
        for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
      let file: URL?
      do {
        file = try ShortcutContract.handOut(screen.contract, in: documents)
      } catch {
        throw WallpaperIntentError(message: error.description)
      }
      guard let file else { return .result(value: nil) }
      return .result(value: IntentFile(fileURL: file, filename: file.lastPathComponent, type: .jpeg))
    }
  }

  /// Which wallpaper the intent returns.
  enum WallpaperScreen: String, AppEnum {
    case lockScreen, homeScreen

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Screen" }
    static var caseDisplayRepresentations: [WallpaperScreen: DisplayRepresentation] {
      [.lockScreen: "Lock Screen", .homeScreen: "Home Screen"]
    }

    var contract: ShortcutContract.Screen { self == .lockScreen ? .lockScreen : .homeScreen }
  }

  /// The contract's error, worded for Shortcuts.
  struct WallpaperIntentError: Error, CustomLocalizedStringResourceConvertible {
    let message: String
    var localizedStringResource: LocalizedStringResource { "\(message)" }
  }
#endif

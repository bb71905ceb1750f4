#if os(iOS)
  import AppIntents
  import Foundation
  import NoteWallCore
  import UniformTypeIdentifiers

  /// "Get NoteWall Wallpaper" (docs/notewall-shortcut.md): hands a shortcut the wallpaper NoteWall drew, as a
  /// file, so a shortcut of two actions (this, then Set Wallpaper) needs no folder permissions. In the app
  /// target, where Xcode extracts its metadata (platform-behaviour.md, App Intents).
  struct GetNoteWallWallpaperIntent: AppIntent {
    // Computed, with literal keys and English: the SDK's types are not Sendable, and Xcode reads the literals at
    // build time; the words come from the app's Localizable.xcstrings.
    static var title: LocalizedStringResource {
      LocalizedStringResource("notewall.intent.title", defaultValue: "Get NoteWall Wallpaper")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "notewall.intent.description",
          defaultValue:
            "The lock screen wallpaper with your notes, or the home screen wallpaper you chose (nothing when you keep your current one)."
        ))
    }

    @Parameter(title: LocalizedStringResource("notewall.intent.screen", defaultValue: "Screen"), default: .lockScreen)
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

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: LocalizedStringResource("notewall.intent.screen", defaultValue: "Screen"))
    }
    static var caseDisplayRepresentations: [WallpaperScreen: DisplayRepresentation] {
      [
        .lockScreen: DisplayRepresentation(
          title: LocalizedStringResource("notewall.intent.lockScreen", defaultValue: "Lock Screen")),
        .homeScreen: DisplayRepresentation(
          title: LocalizedStringResource("notewall.intent.homeScreen", defaultValue: "Home Screen")),
      ]
    }

    var contract: ShortcutContract.Screen { self == .lockScreen ? .lockScreen : .homeScreen }
  }

  /// The contract's error, worded for Shortcuts: ShortcutContract's description, already in words (verbatim).
  struct WallpaperIntentError: Error, CustomLocalizedStringResourceConvertible {
    let message: String
    // Already in the app's language: an argument of "%@", never a key to look up (words that matched a key
    // would show that key's copy).
    var localizedStringResource: LocalizedStringResource { "\(message)" }
  }
#endif

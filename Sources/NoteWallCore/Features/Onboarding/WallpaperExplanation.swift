import Localization

/// Step 6's words under the preview: what running the shortcut will do to this phone's lock and home
/// screens, "Not Selected" above all (the shortcut cannot read the current wallpaper, so it means black).
extension NoteWallCopy {
  public static let previewTitle = LocalizedCopy("notewall.previewTitle", "This Will Be Your Lock Screen")
  /// Step 6, before anything is set: back to Step 5 to choose the lock screen's photo.
  public static let chooseAPhoto = LocalizedCopy("notewall.chooseAPhoto", "Choose a Photo")
  /// The reopened Setup Guide's way back to the notes.
  public static let closeSetupGuide = LocalizedCopy("notewall.closeSetupGuide", "Close")
  public static let setThisWallpaper = LocalizedCopy("notewall.setThisWallpaper", "Set This Wallpaper")
  public static let previewHint = LocalizedCopy(
    "notewall.previewHint",
    "The clock, date and widgets are drawn here to show how it will look; the wallpaper itself has only your notes.")
  public static func wallpaperExplanation(settings: WallpaperSettings, device: DeviceProfile) -> [LocalizedCopy] {
    // The image is drawn for this phone's screen: the models sharing it, as the user names theirs.
    let models = device.models.prefix(2).joined(separator: ", ")
    let lock: LocalizedCopy =
      switch settings.lock {
      case .notSelected:
        LocalizedCopy(
          "notewall.explanation.lockNotSelected",
          "Lock screen background is Not Selected: on this iPhone (%@) that means your notes on black. Shortcuts can't read the wallpaper you have now, so setting this replaces it. To use a photo instead, tap %@ and pick it under Lock Screen.",
          .text(models), .text(chooseAPhoto.text))
      case .color(let preset):
        LocalizedCopy(
          "notewall.explanation.lockColor", "Your notes on %@, replacing your current lock screen.",
          .text(preset.displayName.text.lowercased()))
      case .photo:
        LocalizedCopy(
          "notewall.explanation.lockPhoto", "Your notes on the photo you chose, replacing your current lock screen.")
      }
    let home: LocalizedCopy =
      switch settings.home {
      case .unchanged:
        LocalizedCopy(
          "notewall.explanation.homeUnchanged", "Your home screen stays as it is (%@).", .text(keepCurrent.text))
      case .preset(let preset):
        LocalizedCopy(
          "notewall.explanation.homePreset", "Your home screen becomes plain %@.",
          .text(preset.displayName.text.lowercased()))
      case .photo: LocalizedCopy("notewall.explanation.homePhoto", "Your home screen becomes the photo you chose.")
      }
    return [
      lock, home,
      LocalizedCopy(
        "notewall.explanation.nothingYet", "Nothing changes until you tap %@.", .text(setThisWallpaper.text)),
    ]
  }

  /// Setup finished without the wallpaper ever being set.
  public static var lockScreenNotSetYet: LocalizedCopy {
    LocalizedCopy(
      "notewall.lockScreenNotSetYet", "Your lock screen doesn't show your notes yet. Tap %@ to set it.",
      .text(updateWallpaper.text))
  }

  /// The guide's "your wallpaper will update automatically" (verbatim from the spec) needs this said in the app:
  /// a change is drawn at once, but only the shortcut sets it.
  public static func lockScreenOutOfDate(reminder: Bool) -> LocalizedCopy {
    reminder
      ? LocalizedCopy(
        "notewall.lockScreenOutOfDate.reminder",
        "Your lock screen still shows the previous version. Tap %@ to set it, or NoteWall reminds you in an hour.",
        .text(updateWallpaper.text))
      : LocalizedCopy(
        "notewall.lockScreenOutOfDate",
        "Your lock screen still shows the previous version. Tap %@ to set it.", .text(updateWallpaper.text))
  }
}

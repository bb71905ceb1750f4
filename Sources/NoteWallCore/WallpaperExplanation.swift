/// Step 6's words under the preview (issue 30): what running the shortcut will do to this phone's lock and home
/// screens, "Not Selected" above all (the shortcut cannot read the current wallpaper, so it means black).
extension NoteWallCopy {
  public static let previewTitle = "This Will Be Your Lock Screen"
  /// Step 6, before anything is set: back to Step 5 to choose the lock screen's photo.
  public static let chooseAPhoto = "Choose a Photo"
  /// The reopened Setup Guide's way back to the notes.
  public static let closeSetupGuide = "Close"
  public static let setThisWallpaper = "Set This Wallpaper"
  public static let previewHint =
    "The clock, date and widgets are drawn here to show how it will look; the wallpaper itself has only your notes."

  public static func wallpaperExplanation(settings: WallpaperSettings, device: DeviceProfile) -> [String] {
    // The image is drawn for this phone's screen: the models sharing it, as the user names theirs.
    let phone = "this iPhone (\(device.models.prefix(2).joined(separator: ", ")))"
    let lock: String =
      switch settings.lock {
      case .notSelected:
        "Lock screen background is Not Selected: on \(phone) that means your notes on black. Shortcuts can't read "
          + "the wallpaper you have now, so setting this replaces it. To use a photo instead, tap \(chooseAPhoto) and "
          + "pick it under Lock Screen."
      case .color(let preset): "Your notes on \(preset.displayName.lowercased()), replacing your current lock screen."
      case .photo: "Your notes on the photo you chose, replacing your current lock screen."
      }
    let home: String =
      switch settings.home {
      case .unchanged: "Your home screen stays as it is (\(keepCurrent))."
      case .preset(let preset): "Your home screen becomes plain \(preset.displayName.lowercased())."
      case .photo: "Your home screen becomes the photo you chose."
      }
    return [lock, home, "Nothing changes until you tap \(setThisWallpaper)."]
  }

  /// Setup finished without the wallpaper ever being set.
  public static let lockScreenNotSetYet =
    "Your lock screen doesn't show your notes yet. Tap \(updateWallpaper) to set it."

  /// The guide's "your wallpaper will update automatically" (verbatim from the spec) needs this said in the app:
  /// a change is drawn at once, but only the shortcut sets it.
  public static func lockScreenOutOfDate(reminder: Bool) -> String {
    "Your lock screen still shows the previous version. Tap \(updateWallpaper) to set it"
      + (reminder ? ", or NoteWall reminds you in an hour." : ".")
  }
}

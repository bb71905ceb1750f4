import AppServices
import Localization
import SharedStore

/// The main app's words and the messages the spec leaves to us.
public enum NoteWallCopy {
  public static let notesTitle = LocalizedCopy("notewall.notesTitle", "NoteWall")
  public static let appearanceTitle = LocalizedCopy("notewall.appearanceTitle", "Appearance")
  public static let updateWallpaper = LocalizedCopy("notewall.updateWallpaper", "Update Wallpaper")
  public static let saveWallpaperToPhotos = LocalizedCopy("notewall.saveWallpaperToPhotos", "Save Wallpaper to Photos")
  public static let wallpaperSavedToPhotos = LocalizedCopy(
    "notewall.wallpaperSavedToPhotos",
    "Your lock screen wallpaper is saved to Photos. To set it by hand, open it in Photos, tap Share, then Use as Wallpaper."
  )
  public static let wallpaperNotDrawn = LocalizedCopy(
    "notewall.wallpaperNotDrawn", "The wallpaper couldn't be drawn. Try again.")
  public static let wallpaperUpdated = LocalizedCopy(
    "notewall.wallpaperUpdated", "Wallpaper updated. Lock your phone to see it.")
  public static let homeScreenSection = LocalizedCopy("notewall.homeScreenSection", "Home Screen")
  public static let lockScreenSection = LocalizedCopy("notewall.lockScreenSection", "Lock Screen")
  public static let choosePhoto = LocalizedCopy("notewall.choosePhoto", "Choose Photo")
  public static let notSelected = LocalizedCopy("notewall.notSelected", "Not Selected")
  public static let keepCurrent = LocalizedCopy("notewall.keepCurrent", "Keep Current")
  public static let chooseWallpapersTitle = LocalizedCopy("notewall.chooseWallpapersTitle", "Choose Your Wallpapers")
  public static let installTitle = LocalizedCopy("notewall.installTitle", "Install the NoteWall Shortcut")
  public static let installExplanation = LocalizedCopy(
    "notewall.installExplanation",
    "The shortcut sets your wallpaper. Tap below, add it in Shortcuts, choose your wallpaper, then come back.")
  public static let watchVideo = LocalizedCopy("notewall.watchVideo", "Watch the video")
  public static let editNoteTitle = LocalizedCopy("notewall.editNoteTitle", "Edit Note")
  public static let discardTitle = LocalizedCopy("notewall.discardTitle", "Discard your changes to this note?")
  public static let discardChanges = LocalizedCopy("notewall.discardChanges", "Discard Changes")
  public static let keepEditing = LocalizedCopy("notewall.keepEditing", "Keep Editing")
  public static let noteDeleted = LocalizedCopy("notewall.noteDeleted", "Note deleted.")
  public static let undo = LocalizedCopy("notewall.undo", "Undo")
  public static let notDone = LocalizedCopy("notewall.notDone", "Not Done")
  public static let doneNotesFooter = LocalizedCopy(
    "notewall.doneNotesFooter", "Done notes stay here and are left off your wallpaper.")
  public static let save = LocalizedCopy("notewall.save", "Save")
  public static let cancel = LocalizedCopy("notewall.cancel", "Cancel")
  public static let done = LocalizedCopy("notewall.done", "Done")
  public static let ok = LocalizedCopy("notewall.ok", "OK")

  /// The Lock Screen widget's words.
  public enum Widget {
    public static let galleryName = LocalizedCopy("notewall.widget.galleryName", "Notes")
    public static let galleryDescription = LocalizedCopy(
      "notewall.widget.galleryDescription", "Your notes on the Lock Screen, updated each time you change them.")
    public static let empty = LocalizedCopy("notewall.widget.empty", "Add notes in NoteWall")
    public static let unavailable = LocalizedCopy("notewall.widget.unavailable", "Unlock to see your notes")
    public static func more(_ count: Int) -> LocalizedCopy {
      .plural("notewall.widget.more", count: count, one: "+%lld more", other: "+%lld more")
    }
  }

  /// VoiceOver's words for controls that show only a symbol or an image.
  public enum Accessibility {
    public static let addNote = LocalizedCopy("notewall.a11y.addNote", "Add note")
    public static let selected = LocalizedCopy("notewall.a11y.selected", "Selected")
    public static let wallpaperPreview = LocalizedCopy("notewall.a11y.wallpaperPreview", "Your lock screen wallpaper")
    public static let progress = LocalizedCopy("notewall.a11y.progress", "Progress")
    public static func deleteNote(_ text: String) -> LocalizedCopy {
      LocalizedCopy("notewall.a11y.deleteNote", "Delete %@", .text(text))
    }
    /// The notes' distance from the top as VoiceOver reads the slider: whole points, a count.
    public static func points(_ value: Double) -> LocalizedCopy {
      let points = value.isFinite ? Int(min(max(value, -1_000_000), 1_000_000)) : 0
      return LocalizedCopy.plural("notewall.a11y.points", count: points, one: "1 point", other: "%lld points")
    }
    /// A percentage is not a count: its number is text (no plural form to choose).
    public static func percent(_ fraction: Double) -> LocalizedCopy {
      let percent = Int((min(max(fraction.isFinite ? fraction : 0, 0), 1) * 100).rounded())
      return LocalizedCopy("notewall.a11y.percent", "%@ percent", .text(String(percent)))
    }
    public static func mute(_ isMuted: Bool) -> LocalizedCopy {
      isMuted ? LocalizedCopy("notewall.a11y.unmute", "Unmute") : LocalizedCopy("notewall.a11y.mute", "Mute")
    }
    public static func play(_ isPlaying: Bool) -> LocalizedCopy {
      isPlaying ? LocalizedCopy("notewall.a11y.pause", "Pause") : LocalizedCopy("notewall.a11y.play", "Play")
    }
    public static let skipBack = LocalizedCopy.plural(
      "notewall.a11y.skipBack", count: Int(VideoPlayback.skip), one: "Back 1 second", other: "Back %lld seconds")
    public static let skipForward = LocalizedCopy.plural(
      "notewall.a11y.skipForward", count: Int(VideoPlayback.skip), one: "Forward 1 second",
      other: "Forward %lld seconds")
  }

  public static let notesLower = LocalizedCopy("notewall.notesLower", "Start notes lower")
  public static let notesLowerHint = LocalizedCopy(
    "notewall.notesLowerHint", "For a large clock (iOS 26's adaptive time): move the notes down until they clear it.")
  public static let safariTitle = LocalizedCopy("notewall.safariTitle", "Safari Is Needed")
  public static let safariMessage = LocalizedCopy(
    "notewall.safariMessage",
    "The NoteWall shortcut installs through Safari. If Safari isn't on this iPhone, get it from the App Store, then come back to continue."
  )
  public static let getSafari = LocalizedCopy("notewall.getSafari", "Get Safari")
  public static let safariInstalled = LocalizedCopy("notewall.safariInstalled", "Safari Is Installed")
  /// Safari on the App Store.
  public static let safariAppStoreURL = "https://apps.apple.com/app/safari/id1146562112"
  /// After "Open Photos" saved the red image: where to find it, in words (no public API opens Photos).
  public static let instructionSaved = LocalizedCopy(
    "notewall.instructionSaved",
    "The red image is saved to Photos. Go to your Home Screen and open Photos: the red image is in Recents. Long-press it, tap Share, then Use as Wallpaper, Add and Set as Wallpaper Pair. Then come back to NoteWall."
  )
  public static func unfit(_ count: Int) -> LocalizedCopy {
    .plural(
      "notewall.unfit", count: count,
      one: "1 note doesn't fit on the lock screen. Shorten or remove a note to show it.",
      other: "%lld notes don't fit on the lock screen. Shorten or remove notes to show them.")
  }

  /// `reason` is the shortcut's own error, in the words Shortcuts gave it.
  public static func shortcutFailed(_ reason: String?) -> LocalizedCopy {
    guard let reason else {
      return LocalizedCopy(
        "notewall.shortcutFailed",
        "The NoteWall shortcut didn't finish. If it asked to choose a wallpaper and you couldn't, install it again from the guide."
      )
    }
    return LocalizedCopy(
      "notewall.shortcutFailedBecause",
      "The NoteWall shortcut didn't finish: %@. If it asked to choose a wallpaper and you couldn't, install it again from the guide.",
      .text(reason))
  }

  /// `shortcuts://` could not be opened: the Shortcuts app itself is not on this iPhone (a missing shortcut opens
  /// Shortcuts, which reports it through the error callback).
  public static let shortcutMissing = LocalizedCopy(
    "notewall.shortcutMissing",
    "The Shortcuts app isn't on this iPhone. Get Shortcuts from the App Store, then install the NoteWall shortcut from the setup guide."
  )
  /// The main app's way back to the guide and to the shortcut (the messages above send users there).
  public static let setupGuide = LocalizedCopy("notewall.setupGuide", "Setup Guide")
  public static let reinstallShortcut = LocalizedCopy("notewall.reinstallShortcut", "Reinstall Shortcut")
  public static let moreMenu = LocalizedCopy("notewall.moreMenu", "More")
  public static let photoUnreadable = LocalizedCopy(
    "notewall.photoUnreadable", "That photo couldn't be read. Try another one.")
  public static let photoTooLarge = LocalizedCopy(
    "notewall.photoTooLarge", "That photo is larger than 50 MB. Try another one.")
  public static let cannotOpen = LocalizedCopy("notewall.cannotOpen", "That couldn't be opened on this iPhone.")
  public static let instructionNotDrawn = LocalizedCopy(
    "notewall.instructionNotDrawn", "NoteWall couldn't draw the guide's wallpaper. Try again.")
  /// A file of NoteWall's was damaged at launch: set aside, never silently replaced.
  public static let damagedDataSetAside = LocalizedCopy(
    "notewall.damagedDataSetAside",
    "Some of NoteWall's saved data couldn't be read, so it started fresh there. The damaged copy is kept on this iPhone."
  )
  public static func photos(_ result: PhotoSaveResult) -> LocalizedCopy? {
    switch result {
    case .saved: nil
    case .denied:
      LocalizedCopy(
        "notewall.photos.denied",
        "NoteWall can't save the image to Photos. Allow it in Settings > NoteWall > Photos, then try again.")
    case .failed(let reason):
      LocalizedCopy("notewall.photos.failed", "The image couldn't be saved to Photos. %@", .text(reason))
    }
  }

  /// The app could not open its storage at launch (NoteWallApp).
  public static let cannotStart = LocalizedCopy("notewall.cannotStart", "NoteWall can't start")
  public static let cannotStartDetail = LocalizedCopy(
    "notewall.cannotStartDetail", "Its storage could not be opened. Restart your iPhone and try again.")
}

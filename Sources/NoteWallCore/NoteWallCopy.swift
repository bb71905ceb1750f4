import AppServices
import SharedStore

/// The main app's words and the messages the spec leaves to us.
public enum NoteWallCopy {
  public static let notesTitle = "NoteWall"
  public static let appearanceTitle = "Appearance"
  public static let updateWallpaper = "Update Wallpaper"
  public static let saveWallpaperToPhotos = "Save Wallpaper to Photos"
  public static let wallpaperSavedToPhotos =
    "Your lock screen wallpaper is saved to Photos. To set it by hand, open it in Photos, tap Share, then Use as "
    + "Wallpaper."
  public static let wallpaperNotDrawn = "The wallpaper couldn't be drawn. Try again."
  public static let wallpaperUpdated = "Wallpaper updated. Lock your phone to see it."
  public static let homeScreenSection = "Home Screen"
  public static let lockScreenSection = "Lock Screen"
  public static let choosePhoto = "Choose Photo"
  public static let notSelected = "Not Selected"
  public static let keepCurrent = "Keep Current"
  public static let chooseWallpapersTitle = "Choose Your Wallpapers"
  public static let installTitle = "Install the NoteWall Shortcut"
  public static let installExplanation =
    "The shortcut sets your wallpaper. Tap below, add it in Shortcuts, choose your wallpaper, then come back."
  public static let watchVideo = "Watch the video"
  public static let editNoteTitle = "Edit Note"
  public static let discardTitle = "Discard your changes to this note?"
  public static let discardChanges = "Discard Changes"
  public static let keepEditing = "Keep Editing"
  public static let noteDeleted = "Note deleted."
  public static let undo = "Undo"
  public static let notDone = "Not Done"
  public static let doneNotesFooter = "Done notes stay here and are left off your wallpaper."
  public static let save = "Save"
  public static let cancel = "Cancel"
  public static let done = "Done"
  public static let ok = "OK"

  /// The Lock Screen widget's words.
  public enum Widget {
    public static let galleryName = "Notes"
    public static let galleryDescription = "Your notes on the Lock Screen, updated each time you change them."
    public static let empty = "Add notes in NoteWall"
    public static let unavailable = "Unlock to see your notes"
    public static func more(_ count: Int) -> String { "+\(count) more" }
  }

  /// VoiceOver's words for controls that show only a symbol or an image.
  public enum Accessibility {
    public static let addNote = "Add note"
    public static let selected = "Selected"
    public static let wallpaperPreview = "Your lock screen wallpaper"
    public static let progress = "Progress"
    public static func deleteNote(_ text: String) -> String { "Delete \(text)" }
    public static func percent(_ fraction: Double) -> String {
      "\(Int((min(max(fraction.isFinite ? fraction : 0, 0), 1) * 100).rounded())) percent"
    }
    public static func mute(_ isMuted: Bool) -> String { isMuted ? "Unmute" : "Mute" }
    public static func play(_ isPlaying: Bool) -> String { isPlaying ? "Pause" : "Play" }
    public static let skipBack = "Back \(Int(VideoPlayback.skip)) seconds"
    public static let skipForward = "Forward \(Int(VideoPlayback.skip)) seconds"
  }

  public static let notesLower = "Start notes lower"
  public static let notesLowerHint =
    "For a large clock (iOS 26's adaptive time): move the notes down until they clear it."

  public static let safariTitle = "Safari Is Needed"
  public static let safariMessage =
    "The NoteWall shortcut installs through Safari. If Safari isn't on this iPhone, get it from the App Store, then "
    + "come back to continue."
  public static let getSafari = "Get Safari"
  public static let safariInstalled = "Safari Is Installed"
  /// Safari on the App Store.
  public static let safariAppStoreURL = "https://apps.apple.com/app/safari/id1146562112"
  /// After "Open Photos" saved the red image: where to find it, in words (no public API opens Photos).
  public static let instructionSaved =
    "The red image is saved to Photos. Go to your Home Screen and open Photos: the red image is in Recents. "
    + "Long-press it, tap Share, then Use as Wallpaper, Add and Set as Wallpaper Pair. Then come back to NoteWall."

  public static func unfit(_ count: Int) -> String {
    count == 1
      ? "1 note doesn't fit on the lock screen. Shorten or remove a note to show it."
      : "\(count) notes don't fit on the lock screen. Shorten or remove notes to show them."
  }

  public static func shortcutFailed(_ reason: String?) -> String {
    "The NoteWall shortcut didn't finish\(reason.map { ": \($0)" } ?? "."). If it asked to choose a wallpaper and "
      + "you couldn't, install it again from the guide."
  }

  /// `shortcuts://` could not be opened: the Shortcuts app itself is not on this iPhone (a missing shortcut opens
  /// Shortcuts, which reports it through the error callback).
  public static let shortcutMissing =
    "The Shortcuts app isn't on this iPhone. Get Shortcuts from the App Store, then install the NoteWall shortcut from the setup guide."
  /// The main app's way back to the guide and to the shortcut (the messages above send users there).
  public static let setupGuide = "Setup Guide"
  public static let reinstallShortcut = "Reinstall Shortcut"
  public static let moreMenu = "More"
  public static let photoUnreadable = "That photo couldn't be read. Try another one."
  public static let photoTooLarge = "That photo is larger than 50 MB. Try another one."
  public static let cannotOpen = "That couldn't be opened on this iPhone."
  public static let instructionNotDrawn = "NoteWall couldn't draw the guide's wallpaper. Try again."

  /// A file of NoteWall's was damaged at launch: set aside, never silently replaced.
  public static let damagedDataSetAside =
    "Some of NoteWall's saved data couldn't be read, so it started fresh there. The damaged copy is kept on this iPhone."

  /// A change that could not be saved, with the reason in words.
  public static func notSaved(_ error: any Error) -> String {
    switch error as? SharedStoreError {
    case .newerSchema?: "NoteWall couldn't save your changes: they were saved by a newer version. Update NoteWall."
    case .unreadable?: "NoteWall couldn't save your changes: its data can't be read right now. Restart NoteWall."
    case .writeFailed(_, let reason)?: "NoteWall couldn't save your changes: \(reason)."
    default: "NoteWall couldn't save your changes."
    }
  }

  public static func photos(_ result: PhotoSaveResult) -> String? {
    switch result {
    case .saved: nil
    case .denied: "NoteWall can't save the image to Photos. Allow it in Settings > NoteWall > Photos, then try again."
    case .failed(let reason): "The image couldn't be saved to Photos. \(reason)"
    }
  }
}

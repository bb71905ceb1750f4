import AppServices
import Foundation
import Localization
import SharedStore

/// VocaPin's words, as String Catalog keys with their English (docs/architecture.md, "Localization"): the views
/// show them through LocalizationUI, tests read the English. The widget extension's words are in `Widget`
/// (keys `vocapin.widget.`), in its own catalog.
public enum VocaPinCopy {
  public static let appName = LocalizedCopy("vocapin.appName", "VocaPin")
  /// A message alert's button, from the catalog (never the stack's English default).
  public static let ok = LocalizedCopy("vocapin.ok", "OK")
  public static let boardTitle = LocalizedCopy("vocapin.board.title", "My Notes")
  public static let profileSettingsTitle = LocalizedCopy("vocapin.settings.title", "Profile Settings")
  public static let widgetToggle = LocalizedCopy("vocapin.settings.widgetToggle", "Home Screen Widget")
  public static let widgetToggleFooter = LocalizedCopy(
    "vocapin.settings.widgetToggleFooter",
    "Shows your pinned note on the Home Screen. When it is off, the widget shows no note text.")
  public static let newNote = LocalizedCopy("vocapin.editor.newNote", "New Note")
  public static let editNote = LocalizedCopy("vocapin.editor.editNote", "Edit Note")
  public static let done = LocalizedCopy("vocapin.done", "Done")
  public static let delete = LocalizedCopy("vocapin.delete", "Delete")
  public static let pin = LocalizedCopy("vocapin.board.pin", "Pin to Widget")
  public static let pinned = LocalizedCopy("vocapin.board.pinned", "Pinned to Widget")
  public static let color = LocalizedCopy("vocapin.editor.color", "Color")
  public static let untitledNote = LocalizedCopy("vocapin.note.untitled", "Untitled note")
  public static let blankNote = LocalizedCopy("vocapin.note.blank", "A note needs at least one word.")
  public static let notePlaceholder = LocalizedCopy("vocapin.editor.placeholder", "Write something…")
  public static let emptyBoardTitle = LocalizedCopy("vocapin.board.emptyTitle", "No Notes Yet")
  public static let emptyBoardMessage = LocalizedCopy(
    "vocapin.board.emptyMessage",
    "Tap + to write your first sticky note, then pin it to your Home Screen with the VocaPin widget.")
  /// The editor's text view, as VoiceOver names it; its value is the note's words.
  public static let noteTextLabel = LocalizedCopy("vocapin.editor.noteTextLabel", "Note")
  /// A note on the board, as VoiceOver reads it: its color, whether the widget shows it, its words.
  public static func noteLabel(color: NoteColor, isPinned: Bool, text: String) -> LocalizedCopy {
    isPinned
      ? LocalizedCopy("vocapin.a11y.pinnedNote", "%@ note, pinned to widget: %@", .text(color.name.text), .text(text))
      : LocalizedCopy("vocapin.a11y.note", "%@ note: %@", .text(color.name.text), .text(text))
  }
  /// A note on the board is a button that opens its editor. A hint says what happens, not the gesture
  /// (VoiceOver users know it; Switch Control and Voice Control users use another).
  public static let editNoteHint = LocalizedCopy("vocapin.a11y.editNoteHint", "Opens the note to edit it.")
  /// The board when the notes folder cannot be written: why nothing can be added or changed.
  public static let readOnlyBoardTitle = LocalizedCopy("vocapin.board.readOnlyTitle", "Notes Can't Be Changed")

  // The board's offer to put a note on the Home Screen, and what Profile Settings says is there.
  public static let widgetOfferTitle = LocalizedCopy("vocapin.offer.title", "See this note on your Home Screen")
  public static let widgetOfferMessage = LocalizedCopy(
    "vocapin.offer.message", "Add the VocaPin widget and your pinned note is there every time you unlock.")
  public static let widgetOfferAccept = LocalizedCopy("vocapin.offer.accept", "Add to Home Screen")
  public static let widgetOfferDismiss = LocalizedCopy("vocapin.offer.dismiss", "Not Now")
  public static let noWidgetPlaced = LocalizedCopy(
    "vocapin.settings.noWidgetPlaced", "No VocaPin widget is on your Home Screen or Lock Screen yet.")
  /// Only the Lock Screen's New Voice Note is placed: it shows no note.
  public static let onlyVoiceNoteWidgetPlaced = LocalizedCopy(
    "vocapin.settings.onlyVoiceNoteWidgetPlaced",
    "New Voice Note is on your Lock Screen. No widget shows a note yet.")
  public static func widgetsPlaced(_ count: Int) -> LocalizedCopy {
    .plural(
      "vocapin.settings.widgetsPlaced", count: count, one: "1 VocaPin widget is on your Home Screen or Lock Screen.",
      other: "%lld VocaPin widgets are on your Home Screen or Lock Screen.")
  }
  public static func widgetsPlacedShowingNoText(_ count: Int) -> LocalizedCopy {
    .plural(
      "vocapin.settings.widgetsPlacedShowingNoText", count: count,
      one: "1 VocaPin widget is on your Home Screen or Lock Screen. While this is off, it shows no note text.",
      other: "%lld VocaPin widgets are on your Home Screen or Lock Screen. While this is off, they show no note text.")
  }

  /// A shortcut or the widget's button reached the notes before the first unlock after a restart.
  public static let notesLocked = LocalizedCopy(
    "vocapin.notesLocked", "Your notes can be read once you have unlocked your iPhone. Unlock it and try again.")
  /// What Siri and Shortcuts say when "Pin note" has pinned a note.
  public static func pinnedToWidget(_ title: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.shortcut.pinned", "Pinned “%@” to the widget.", .text(title))
  }
  /// The "Pin note" shortcut with no note to pin: Siri has nothing to tap, so it says what to do.
  public static let noNotesToPin = LocalizedCopy(
    "vocapin.shortcut.noNotes", "There are no notes to pin yet. Write one in VocaPin first.")
  public static let howToAddWidgetRow = LocalizedCopy("vocapin.settings.howToAddWidget", "How to Add the Widget")
  /// Profile Settings' choice of what the Lock Screen's widgets show.
  public static let lockScreenShowsNotes = LocalizedCopy(
    "vocapin.settings.lockScreenShowsNotes", "Show Notes on Lock Screen")
  public static let lockScreenShowsNotesFooter = LocalizedCopy(
    "vocapin.settings.lockScreenShowsNotesFooter",
    "Anyone can see your Lock Screen, StandBy and the Always-On display without unlocking your iPhone. While this is off, VocaPin's widgets there say a note is there without showing its words."
  )
  /// The setup sheet's notice while the toggle is off, and its button.
  public static let guideWidgetOff = LocalizedCopy(
    "vocapin.setup.widgetOff",
    "Home Screen Widget is off in Profile Settings, so a widget you add shows \"Widget is off\" instead of your note.")
  public static let guideTurnOn = LocalizedCopy("vocapin.setup.turnOn", "Turn On Widget")
  /// What VoiceOver adds to Turn On Widget: where the switch is, and that the sheet stays.
  public static let guideTurnOnHint = LocalizedCopy(
    "vocapin.setup.turnOnHint", "Turns on Home Screen Widget in Profile Settings. The steps stay on screen.")

  /// Told when the settings file could not be read: nothing is reset behind the user's back.
  public static let damagedSettings = LocalizedCopy(
    "vocapin.error.damagedSettings",
    "Your widget settings could not be read, so the widget is shown as off. Turning it on saves new settings; the damaged file is kept."
  )
  /// A new note or an edit asked for while the notes folder cannot be used: no editor opens for words that could
  /// not be saved.
  public static let readOnly = LocalizedCopy(
    "vocapin.error.readOnly",
    "Your notes cannot be saved until VocaPin can open its folder again. Restart VocaPin; if this stays, free some space on your iPhone."
  )
  public static let widgetSettingFailed = LocalizedCopy(
    "vocapin.error.widgetSettingFailed", "The widget setting could not be saved.")
  /// The editor's counter as the limit nears, and once it is passed.
  public static func charactersLeft(_ count: Int) -> LocalizedCopy {
    .plural("vocapin.editor.charactersLeft", count: count, one: "1 character left", other: "%lld characters left")
  }
  public static func charactersOver(_ count: Int) -> LocalizedCopy {
    .plural(
      "vocapin.editor.charactersOver", count: count, one: "1 character over the limit: shorten the note to save it.",
      other: "%lld characters over the limit: shorten the note to save it.")
  }
  public static let cancel = LocalizedCopy("vocapin.cancel", "Cancel")
  public static let discardTitle = LocalizedCopy("vocapin.discard.title", "Discard your changes to this note?")
  public static let discardChanges = LocalizedCopy("vocapin.discard.discard", "Discard Changes")
  public static let keepEditing = LocalizedCopy("vocapin.discard.keepEditing", "Keep Editing")
  public static let deleteConfirmationTitle = LocalizedCopy("vocapin.deleteNote.title", "Delete this note?")
  public static let deleteConfirmationMessage = LocalizedCopy(
    "vocapin.deleteNote.message",
    "The note will be removed from your board and from the widget. It stays in Recently Deleted for 30 days.")

  /// The board's menu of the less-used actions (pin, share, All Notes), and the editor's (Delete).
  public static let moreActions = LocalizedCopy("vocapin.board.more", "More")
  // Recently Deleted, search and sharing.
  public static let allNotesTitle = LocalizedCopy("vocapin.allNotes.title", "All Notes")
  public static let recentlyDeleted = LocalizedCopy("vocapin.deleted.title", "Recently Deleted")
  public static let recentlyDeletedFooter = LocalizedCopy(
    "vocapin.deleted.footer", "Deleted notes are kept here for 30 days, then deleted for good.")
  public static let recentlyDeletedEmpty = LocalizedCopy("vocapin.deleted.empty", "No recently deleted notes")
  public static let restore = LocalizedCopy("vocapin.deleted.restore", "Restore")
  public static let deleteNow = LocalizedCopy("vocapin.deleted.deleteNow", "Delete Now")
  public static let deleteForeverTitle = LocalizedCopy("vocapin.deleted.deleteForeverTitle", "Delete this note now?")
  public static let deleteForeverMessage = LocalizedCopy(
    "vocapin.deleted.deleteForeverMessage", "It cannot be brought back.")
  public static func daysLeft(_ days: Int) -> LocalizedCopy {
    days <= 0
      ? LocalizedCopy("vocapin.deleted.deletedToday", "Will be deleted today")
      : .plural("vocapin.deleted.daysLeft", count: days, one: "1 day left", other: "%lld days left")
  }
  public static let searchPrompt = LocalizedCopy("vocapin.allNotes.searchPrompt", "Search notes")
  public static func noSearchResults(_ query: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.allNotes.noResults", "No notes contain “%@”.", .text(query))
  }
  public static let share = LocalizedCopy("vocapin.share.menu", "Share")
  public static let shareAsText = LocalizedCopy("vocapin.share.text", "Share as Text")
  public static let shareAsImage = LocalizedCopy("vocapin.share.image", "Share as Image")
  /// Under Share as Image for a note too long for one picture (`VocaPinShareCard.notice`).
  public static let sharePictureShowsStart = LocalizedCopy(
    "vocapin.share.imageShowsStart", "Long note: the image shows its start and ends in …")

  /// Done on a note whose words were all deleted: the note is not silently kept as it was.
  public static let emptiedNoteTitle = LocalizedCopy("vocapin.emptied.title", "This note is now empty. Delete it?")
  public static let deleteNote = LocalizedCopy("vocapin.emptied.deleteNote", "Delete Note")

  /// Told once when some note files could not be read; the rest of the board is shown.
  public static func damagedNotes(_ count: Int) -> LocalizedCopy {
    .plural(
      "vocapin.error.damagedNotes", count: count,
      one: "One note could not be read and was left out. Your other notes are safe.",
      other: "%lld notes could not be read and were left out. Your other notes are safe.")
  }
}

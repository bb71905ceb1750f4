import AppServices
import Foundation
import SharedStore

/// VocaPin's words, as values the views and tests read.
public enum VocaPinCopy {
  public static let appName = "VocaPin"
  public static let boardTitle = "My Notes"
  public static let profileSettingsTitle = "Profile Settings"
  public static let widgetToggle = "Home Screen Widget"
  public static let widgetToggleFooter =
    "Shows your pinned note on the Home Screen. When it is off, the widget shows no note text."
  public static let newNote = "New Note"
  public static let editNote = "Edit Note"
  public static let done = "Done"
  public static let delete = "Delete"
  public static let pin = "Pin to Widget"
  public static let pinned = "Pinned to Widget"
  public static let color = "Colour"
  public static let untitledNote = "Untitled note"
  public static let blankNote = "A note needs at least one word."
  public static let notePlaceholder = "Write something…"
  public static let emptyBoardTitle = "No Notes Yet"
  public static let emptyBoardMessage =
    "Tap + to write your first sticky note, then pin it to your Home Screen with the VocaPin widget."
  /// The editor's text view, as VoiceOver names it; its value is the note's words.
  public static let noteTextLabel = "Note"
  /// A note on the board, as VoiceOver reads it: its colour, whether the widget shows it, its words.
  public static func noteLabel(color: String, isPinned: Bool, text: String) -> String {
    "\(color) note\(isPinned ? ", pinned to widget" : ""): \(text)"
  }
  /// A note on the board is a button that opens its editor.
  public static let editNoteHint = "Double-tap to edit"
  /// The board when the notes folder cannot be written: why nothing can be added or changed.
  public static let readOnlyBoardTitle = "Notes Can't Be Changed"
  /// Got it!'s VoiceOver hint: the sheet closes back to the screen it rose over.
  public static func widgetSetupCloseHint(returningTo screen: String) -> String {
    "Closes the widget setup guide and returns to \(screen)."
  }

  // The board's offer to put a note on the Home Screen, and what Profile Settings says is there.
  public static let widgetOfferTitle = "See this note on your Home Screen"
  public static let widgetOfferMessage = "Add the VocaPin widget and your pinned note is there every time you unlock."
  public static let widgetOfferAccept = "Add to Home Screen"
  public static let widgetOfferDismiss = "Not Now"
  public static let noWidgetPlaced = "No VocaPin widget is on your Home Screen or Lock Screen yet."
  public static func widgetsPlaced(_ count: Int) -> String {
    count == 1
      ? "1 VocaPin widget is on your Home Screen or Lock Screen."
      : "\(count) VocaPin widgets are on your Home Screen or Lock Screen."
  }
  public static func widgetsPlacedShowingNoText(_ count: Int) -> String {
    "\(widgetsPlaced(count)) While this is off, they show no note text."
  }

  // The widget (VP-0.2).
  public static let widgetGalleryName = "VocaPin"
  public static let widgetGalleryDescription = "Pin a sticky note to your Home Screen."
  public static let widgetOffTitle = "Widget is off"
  public static let widgetOffMessage = "Turn on Home Screen Widget in VocaPin's Profile Settings."
  public static let widgetEmptyTitle = "No notes yet"
  public static let widgetEmptyMessage = "Tap to write a sticky note."
  public static let widgetUnavailableTitle = "VocaPin"
  /// Shown when the widget could not read the notes (before the first unlock after a restart). True locked and
  /// unlocked alike: the widget tries again within minutes, and a tap opens the app, which reloads it at once.
  public static let widgetUnavailableMessage = "Your note comes back after the first unlock. Tap to show it now."
  /// The gallery's sample: what the widget looks like, before the user has chosen it.
  public static let widgetSampleNote = "Water the plants 🌱\nCall Mom on Sunday"
  /// A shortcut or the widget's button reached the notes before the first unlock after a restart.
  public static let notesLocked = "Your notes can be read once you have unlocked your iPhone. Unlock it and try again."
  /// The widget parameter's default, which follows "Pin to Widget".
  public static let pinnedNoteChoice = "Pinned note"
  public static let howToAddWidgetRow = "How to Add the Widget"
  public static let nextNote = "Next Note"
  public static let pinNote = "Pin Note"
  public static let chooseNote = "Note"
  public static let chooseNoteDescription =
    "The note this widget shows. \"Pinned note\" follows the note you pin in VocaPin."

  /// Told when the settings file could not be read: nothing is reset behind the user's back.
  public static let damagedSettings =
    "Your widget settings could not be read, so the widget is shown as off. Turning it on saves new settings; "
    + "the damaged file is kept."
  /// The notes folder itself cannot be used.
  public static func unusableFolder(_ problem: SharedStoreError) -> String {
    "Your notes cannot be opened: \(problem). Nothing was changed."
  }
  /// A new note or an edit asked for while the notes folder cannot be used: no editor opens for words that could
  /// not be saved.
  public static let readOnly =
    "Your notes cannot be saved until VocaPin can open its folder again. Restart VocaPin; if this stays, "
    + "free some space on your iPhone."
  /// A note could not be saved: the words are kept in the editor.
  public static func saveFailed(_ reason: String) -> String {
    "Your note could not be saved (\(reason)). Your words are still in the editor; try again."
  }
  /// A change other than typing could not be saved.
  public static func changeFailed(_ reason: String) -> String {
    "Your change could not be saved (\(reason)). Nothing was lost."
  }
  public static let widgetSettingFailed = "The widget setting could not be saved."
  /// The editor's counter as the limit nears, and once it is passed.
  public static func charactersLeft(_ count: Int) -> String {
    count == 1 ? "1 character left" : "\(count) characters left"
  }
  public static func charactersOver(_ count: Int) -> String {
    count == 1
      ? "1 character over the limit: shorten the note to save it."
      : "\(count) characters over the limit: shorten the note to save it."
  }
  public static let cancel = "Cancel"
  public static let discardTitle = "Discard your changes to this note?"
  public static let discardChanges = "Discard Changes"
  public static let keepEditing = "Keep Editing"
  public static let deleteConfirmationTitle = "Delete this note?"
  public static let deleteConfirmationMessage =
    "The note will be removed from your board and from the widget. It stays in Recently Deleted for 30 days."

  // Recently Deleted, search and sharing.
  public static let allNotesTitle = "All Notes"
  public static let recentlyDeleted = "Recently Deleted"
  public static let recentlyDeletedFooter = "Deleted notes are kept here for 30 days, then deleted for good."
  public static let recentlyDeletedEmpty = "No recently deleted notes"
  public static let restore = "Restore"
  public static let deleteNow = "Delete Now"
  public static let deleteForeverTitle = "Delete this note now?"
  public static let deleteForeverMessage = "It cannot be brought back."
  public static func daysLeft(_ days: Int) -> String {
    switch days {
    case ...0: "Deleted today"
    case 1: "1 day left"
    default: "\(days) days left"
    }
  }
  public static let searchPrompt = "Search notes"
  public static func noSearchResults(_ query: String) -> String { "No notes contain “\(query)”." }
  // Dictation: speech to text on the iPhone, permissions asked when first used.
  public static let dictate = "Dictate"
  public static let stopDictating = "Stop Dictating"
  public static let voiceNote = "New Voice Note"
  public static let dictationStarting = "Getting ready to listen…"
  public static let listening = "Listening…"
  public static let speechUnsupported =
    "Dictation in VocaPin works on your iPhone only, and it has no speech model for your language. You can type "
    + "your note instead."
  public static let speechUnavailableNow = "Speech recognition is not available right now. Try again in a moment."
  public static let speechDenied =
    "VocaPin cannot turn speech into text because Speech Recognition is off for VocaPin. Turn it on in "
    + "Settings > VocaPin."
  public static let speechRestricted =
    "Speech Recognition is restricted on this iPhone (by Screen Time or a profile), so VocaPin cannot use it."
  public static let microphoneDenied =
    "VocaPin cannot hear you because its access to the microphone is off. Turn it on in Settings > VocaPin."
  /// Beside a refused permission's message: VocaPin's page in Settings.
  public static let openSettings = "Open Settings"
  public static let dictationStopped = "Dictation stopped. What was heard is in your note."
  /// Profile Settings' dictation language picker.
  public static let dictationLanguageTitle = "Dictation Language"
  public static let dictationLanguageAutomatic = "Same as iPhone"
  public static let dictationLanguageFooter = "VocaPin turns what you say into words in this language, on your iPhone."
  public static func notOnThisIPhone(_ name: String) -> String { "\(name) (not on this iPhone)" }
  public static func dictationLanguageUnsupported(_ identifier: String) -> String {
    let name = Locale.current.localizedString(forIdentifier: identifier) ?? identifier
    return "Dictation in \(name) isn't available on this iPhone. Choose another language in Profile Settings."
  }
  /// The dictation bar's button that puts a failure message away (its VoiceOver label).
  public static let dismissMessage = "Dismiss"
  public static let share = "Share"
  public static let shareAsText = "Share as Text"
  public static let shareAsImage = "Share as Image"

  /// Done on a note whose words were all deleted: the note is not silently kept as it was.
  public static let emptiedNoteTitle = "This note is now empty. Delete it?"
  public static let deleteNote = "Delete Note"

  /// Told once when some note files could not be read; the rest of the board is shown.
  public static func damagedNotes(_ count: Int) -> String {
    count == 1
      ? "One note could not be read and was left out. Your other notes are safe."
      : "\(count) notes could not be read and were left out. Your other notes are safe."
  }

  /// Profile Settings' "Privacy Policy" row without a configured page: what VocaPin keeps, and where.
  public static let privacySummary: [PrivacyPolicy.Section] = [
    .init(
      "Your notes",
      "Your notes are kept on this iPhone only, in a folder VocaPin shares with its widget so the widget can "
        + "show them. VocaPin has no account and no server: nothing you write leaves your iPhone unless you "
        + "share it."
    ),
    .init(
      "Dictation",
      "When you tap the microphone, VocaPin listens until you stop and turns what you say into words on your "
        + "iPhone (on-device speech recognition). No recording is kept or sent anywhere."
    ),
    .init(
      "Search",
      "Your notes are added to your iPhone's own search (Spotlight) so you can find them from the Home Screen; "
        + "a deleted note is removed from it."
    ),
    .init(
      "Photos",
      "VocaPin adds a picture of a note to your photo library only when you share it and choose Save Image. It "
        + "cannot see your photos."
    ),
    .init("No tracking", "VocaPin shows no ads, uses no analytics and shares nothing with anyone."),
    .init(
      "Deleting your data",
      "A deleted note stays in Recently Deleted for \(RecentlyDeleted.retentionDays) days, then is gone. "
        + "Deleting VocaPin removes every note."
    ),
  ]
}

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
  public static let emptyBoardMessage = "Tap + to write your first sticky note."

  // The widget (VP-0.2).
  public static let widgetGalleryName = "VocaPin"
  public static let widgetGalleryDescription = "Pin a sticky note to your Home Screen."
  public static let widgetOffTitle = "Widget is off"
  public static let widgetOffMessage = "Turn on Home Screen Widget in VocaPin's Profile Settings."
  public static let widgetEmptyTitle = "No notes yet"
  public static let widgetEmptyMessage = "Tap to write a sticky note."
  public static let widgetUnavailableTitle = "VocaPin"
  public static let widgetUnavailableMessage = "Unlock your iPhone to see your note."
  /// The gallery's sample: what the widget looks like, before the user has chosen it.
  public static let widgetSampleNote = "Water the plants 🌱\nCall Mum on Sunday"
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
  public static let deleteConfirmationMessage = "The note will be removed from your board and from the widget."

  /// Told once when some note files could not be read; the rest of the board is shown.
  public static func damagedNotes(_ count: Int) -> String {
    count == 1
      ? "One note could not be read and was left out. Your other notes are safe."
      : "\(count) notes could not be read and were left out. Your other notes are safe."
  }
}

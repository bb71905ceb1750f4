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
  public static let chooseNote = "Note"
  public static let chooseNoteDescription = "The note this widget shows. Leave empty to show the pinned note."

  /// Told once when some note files could not be read; the rest of the board is shown.
  public static func damagedNotes(_ count: Int) -> String {
    count == 1
      ? "One note could not be read and was left out. Your other notes are safe."
      : "\(count) notes could not be read and were left out. Your other notes are safe."
  }
}

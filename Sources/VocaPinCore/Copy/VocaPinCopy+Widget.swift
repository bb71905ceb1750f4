import Localization

extension VocaPinCopy {
  /// The widget extension's words (VP-0.2), in its own catalog (Apps/VocaPin/Widgets): the extension looks
  /// them up in its bundle, so none of them is shown by the app.
  public enum Widget {
    public static let galleryName = LocalizedCopy("vocapin.widget.galleryName", "VocaPin")
    public static let galleryDescription = LocalizedCopy(
      "vocapin.widget.galleryDescription", "Pin a sticky note to your Home Screen.")
    /// The Lock Screen's New Voice Note widget, in the gallery and to VoiceOver.
    public static let voiceNoteName = LocalizedCopy("vocapin.widget.voiceNoteName", "New Voice Note")
    /// Its tap is a link, which iOS does not tell apart from another app's, so VocaPin opens a new note with the
    /// microphone ready and records only on the user's tap (`VocaPinRouteSource.link`): the words say just that.
    public static let voiceNoteDescription = LocalizedCopy(
      "vocapin.widget.voiceNoteDescription",
      "Opens a new note from your Lock Screen, ready for your voice: tap the microphone to start recording.")
    public static let offTitle = LocalizedCopy("vocapin.widget.offTitle", "Widget is off")
    public static let offMessage = LocalizedCopy(
      "vocapin.widget.offMessage", "Turn on Home Screen Widget in VocaPin's Profile Settings.")
    public static let emptyTitle = LocalizedCopy("vocapin.widget.emptyTitle", "No notes yet")
    public static let emptyMessage = LocalizedCopy("vocapin.widget.emptyMessage", "Tap to write a sticky note.")
    public static let unavailableTitle = LocalizedCopy("vocapin.widget.unavailableTitle", "VocaPin")
    /// Shown when the widget could not read the notes (before the first unlock after a restart). True locked and
    /// unlocked alike: the widget tries again within minutes, and a tap opens the app, which reloads it at once.
    public static let unavailableMessage = LocalizedCopy(
      "vocapin.widget.unavailableMessage", "Your note comes back after the first unlock. Tap to show it now.")
    /// A widget set to a note that was since deleted.
    public static let deletedTitle = LocalizedCopy("vocapin.widget.deletedTitle", "Note deleted")
    public static let deletedMessage = LocalizedCopy(
      "vocapin.widget.deletedMessage", "Touch and hold this widget, tap Edit Widget, then choose another note.")
    /// A note on the Lock Screen while Show Notes on Lock Screen is off: one short line fits the inline widget.
    public static let hiddenTitle = LocalizedCopy("vocapin.widget.hiddenTitle", "Note hidden")
    public static let hiddenMessage = LocalizedCopy("vocapin.widget.hiddenMessage", "Tap to read it in VocaPin.")
    /// Lock VocaPin with Hide Note on Widget: the one word, no note text.
    public static let lockedTitle = LocalizedCopy("vocapin.widget.lockedTitle", "Locked")
    /// The gallery's sample: what the widget looks like, before the user has chosen it.
    public static let sampleNote = LocalizedCopy("vocapin.widget.sampleNote", "Water the plants 🌱\nCall Mom on Sunday")
    /// The widget parameter's default, which follows "Pin to Widget".
    public static let pinnedNoteChoice = LocalizedCopy("vocapin.widget.pinnedNoteChoice", "Pinned note")
    /// A note without words in the widget's configuration list.
    public static let untitledNote = LocalizedCopy("vocapin.widget.untitledNote", "Untitled note")
    /// "Edit Widget"'s name for the note a widget was set to when it is not among the notes now (deleted, or
    /// not read yet): the widget itself says which (`deletedTitle`, or the note once it is read).
    public static let unlistedNote = LocalizedCopy("vocapin.widget.unlistedNote", "Note not found")
    /// "Edit Widget"'s name for a note while Lock VocaPin is on: its place on the board, no words of it.
    public static func noteByPlace(_ place: Int) -> LocalizedCopy {
      LocalizedCopy("vocapin.widget.noteByPlace", "Note %@", .text(place.formatted()))
    }
    /// The last row of a checklist longer than the widget shows: how many of its lines are left out.
    public static func moreLines(_ count: Int) -> LocalizedCopy {
      .plural("vocapin.widget.moreLines", count: count, one: "+1 more", other: "+%lld more")
    }
    /// The widget's button, as VoiceOver names it.
    public static let nextNote = LocalizedCopy("vocapin.widget.nextNote", "Next Note")
    /// A checklist box tapped on a widget whose note changed since it was drawn: nothing is changed.
    public static let itemChanged = LocalizedCopy(
      "vocapin.widget.itemChanged", "This note changed since the widget showed it, so nothing was checked. Try again.")
  }
}

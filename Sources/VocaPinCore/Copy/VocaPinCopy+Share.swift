import Localization

extension VocaPinCopy {
  /// The Share extension's words. Declared with the app's, in the app's catalog, which the extension
  /// carries as a resource (as PayMe's iMessage app does), since several are the app's own (colours, limits).
  public enum Share {
    public static let title = LocalizedCopy("vocapin.share.title", "New Note")
    public static let cancel = LocalizedCopy("vocapin.share.cancel", "Cancel")
    public static let save = LocalizedCopy("vocapin.share.save", "Add to VocaPin")
    public static let pinToWidget = LocalizedCopy("vocapin.share.pinToWidget", "Pin to Widget")
    public static let colour = LocalizedCopy("vocapin.share.colour", "Color")
    public static let noteField = LocalizedCopy("vocapin.share.noteField", "Note")
    /// Nothing usable came with the share (an empty text, a file link): the user can still write a note.
    public static let nothingShared = LocalizedCopy(
      "vocapin.share.nothingShared", "Nothing readable came with this share. Write your note here.")
    public static let shortened = LocalizedCopy.plural(
      "vocapin.share.shortened", count: NoteBoard.maximumLength,
      one: "A note holds at most 1 character, so only the beginning was kept.",
      other: "A note holds at most %lld characters, so only the beginning was kept.")
    /// A swipe down or Cancel with edits: the words typed would be lost (the buttons are the editor's own
    /// Discard Changes and Keep Editing).
    public static let discardTitle = LocalizedCopy("vocapin.share.discardTitle", "Discard this note?")
    /// The App Group's files refused the note (a full disk, a folder that cannot be used).
    public static func writeFailed(_ error: any Error) -> LocalizedCopy {
      LocalizedCopy("vocapin.share.writeFailed", "The note could not be saved (%@).", .text(cause(error).text))
    }
    /// Before the words, when a save failed: the sheet stays open with the note as typed.
    public static func saveFailed(_ reason: LocalizedCopy) -> LocalizedCopy {
      LocalizedCopy("vocapin.share.saveFailed", "Not added yet: %@ Your note is still here.", .text(reason.text))
    }
  }
}

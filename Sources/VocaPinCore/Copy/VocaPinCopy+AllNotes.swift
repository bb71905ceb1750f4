import Foundation
import Localization

// MARK: - All Notes: a row's menu and exporting every note

extension VocaPinCopy {
  /// A row's context menu in All Notes: the note on the board (a tap opens its editor).
  public static let showOnBoard = LocalizedCopy("vocapin.allNotes.showOnBoard", "Show on Board")

  /// All Notes' button: every note as one text file, in the share sheet.
  public static let exportAllNotes = LocalizedCopy("vocapin.export.button", "Export All Notes")
  /// The share sheet's header and Mail's subject.
  public static let exportTitle = LocalizedCopy("vocapin.export.title", "VocaPin Notes")
  /// The file's first line.
  public static func exportHeading(date: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.export.heading", "VocaPin notes, exported %@", .text(date))
  }
  public static func exportCount(_ count: Int) -> LocalizedCopy {
    .plural("vocapin.export.count", count: count, one: "1 note", other: "%lld notes")
  }
  /// The line that starts each note in the file.
  public static func exportNoteHeader(number: Int, of total: Int, color: String, isPinned: Bool) -> LocalizedCopy {
    isPinned
      ? LocalizedCopy(
        "vocapin.export.pinnedNoteHeader", "Note %1$@ of %2$@ · %3$@ · pinned to the widget", .text(String(number)),
        .text(String(total)), .text(color))
      : LocalizedCopy(
        "vocapin.export.noteHeader", "Note %1$@ of %2$@ · %3$@", .text(String(number)), .text(String(total)),
        .text(color))
  }
  public static func exportDates(created: String, edited: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.export.dates", "Created %1$@ · Edited %2$@", .text(created), .text(edited))
  }
}

// MARK: - All Notes: the tag row

extension VocaPinCopy {
  /// The tag row's name, for VoiceOver (its chips are "#name").
  public static let tagsRow = LocalizedCopy("vocapin.tags.row", "Tags")
  /// A tag chip as VoiceOver reads it: "Tag, work, 3 notes".
  public static func tagChip(_ name: String, notes: Int) -> LocalizedCopy {
    // Two copies rather than one plural with a second argument: each plural has its count alone.
    let count = LocalizedCopy.plural("vocapin.tags.noteCount", count: notes, one: "1 note", other: "%lld notes")
    return LocalizedCopy("vocapin.tags.chip", "Tag, %1$@, %2$@", .text(name), .text(count.text))
  }
  /// A chip's hint: what a tap does.
  public static let tagChipHint = LocalizedCopy("vocapin.tags.chipHint", "Shows only the notes with this tag.")
  /// The chosen chip's hint: a tap shows every note again.
  public static let tagChipSelectedHint = LocalizedCopy("vocapin.tags.chipSelectedHint", "Shows all notes again.")
}

// MARK: - The editor: tag suggestions while typing "#…"

extension VocaPinCopy {
  /// A suggestion's button above the keyboard, as VoiceOver reads it (its title is "#name").
  public static func tagSuggestion(_ name: String) -> LocalizedCopy {
    LocalizedCopy("vocapin.tags.suggestion", "Add tag %@", .text(name))
  }
  /// A suggestion's hint: what a tap does to the words.
  public static let tagSuggestionHint = LocalizedCopy(
    "vocapin.tags.suggestionHint", "Completes the tag you are typing.")
}

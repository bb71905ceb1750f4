import Foundation
import Localization

/// "Edit Widget"'s note parameter, as the widget extension's entity query answers it: "Pinned note" (the
/// default, which follows the pin), then each note as `VocaPinIntentNotes` names it (by place while Lock VocaPin
/// is on). `NoteChoosing.swift`'s `WidgetNoteChoices` reads the App Group and hands the list here.
public struct WidgetNotePicker: Equatable, Sendable {
  /// One entry: `WidgetNoteChoice.identifier` ("pinned" or a note's UUID) and what the list shows.
  public struct Choice: Sendable, Equatable {
    public let id: String
    public let title: String
  }

  public let notes: VocaPinIntentNotes

  public init(_ notes: VocaPinIntentNotes) { self.notes = notes }

  public static var pinned: Choice {
    Choice(id: WidgetNoteChoice.pinnedIdentifier, title: VocaPinCopy.Widget.pinnedNoteChoice.text)
  }

  /// Everything the picker lists.
  public var all: [Choice] { [Self.pinned] + notes.entries.map(Self.choice) }

  /// The entities for the identifiers a widget's configuration holds. App Intents drops an identifier the query
  /// does not answer, so the parameter would read as empty and the widget would quietly follow the pin. A note's
  /// UUID is therefore always answered, listed or not: a note read a moment later (another process just saved it,
  /// or the files were not readable yet) still shows, and a deleted one shows the widget's "Note deleted" with
  /// how to choose another, never a different note in its place. Only an identifier that names no choice at all
  /// (hostile or from no version of VocaPin) is dropped.
  public func find(_ identifiers: [String]) -> [Choice] {
    identifiers.compactMap { identifier in
      if let listed = all.first(where: { $0.id == identifier }) { return listed }
      guard case .note = WidgetNoteChoice(identifier: identifier) else { return nil }
      return Choice(id: identifier, title: VocaPinCopy.Widget.unlistedNote.text)
    }
  }

  /// A search by text: titles holding the words; nothing while Lock VocaPin is on.
  public func matching(_ words: String) -> [Choice] { notes.matching(words).map(Self.choice) }

  private static func choice(_ entry: VocaPinIntentNotes.Entry) -> Choice {
    Choice(id: WidgetNoteChoice.note(entry.id).identifier, title: entry.name)
  }
}

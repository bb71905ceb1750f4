import Foundation
import Observation

/// The notes (NW-5, NW-10.1): the list, the field's draft, and the note a delete removed, offered back. Step 4
/// and the main app's notes screen show it. What a change sets off (saving, the widget, the wallpaper, the "out
/// of date" note) is the app's: each change is reported through `onChanged`, a refusal in words through
/// `onMessage`.
@MainActor
@Observable
public final class NotesModel {
  public internal(set) var list: NoteList
  /// The Add Notes field (NW-5.2) and the main app's new-note field.
  public var draft = ""
  /// The note the last delete removed, offered back (Undo) until the notes change again.
  public internal(set) var recentlyDeleted: DeletedNote?

  @ObservationIgnored var onChanged: (@MainActor () -> Void)?
  @ObservationIgnored var onMessage: (@MainActor (String) -> Void)?

  init(list: NoteList) { self.list = list }

  /// The field's plus button: adds the draft unless it is blank (NW-5.5), then clears it.
  public func addDraft() {
    do {
      try list.add(draft)
      draft = ""
      changed()
    } catch {
      // A blank draft is simply not added; only a too-long one needs words.
      if error == .tooLong { onMessage?(error.description) }
    }
  }

  /// Saves a note's new text; false (and a message) when it is refused.
  @discardableResult
  public func edit(_ id: UUID, to text: String) -> Bool {
    do {
      try list.edit(id, to: text)
      changed()
      return true
    } catch {
      onMessage?(error.description)
      return false
    }
  }

  /// Deletes at once, as a swipe does in Notes, and keeps the note for Undo until the next change.
  public func delete(_ id: UUID) {
    guard let index = list.notes.firstIndex(where: { $0.id == id }) else { return }
    let note = list.notes[index]
    list.delete(id)
    changed()
    recentlyDeleted = DeletedNote(note: note, index: index)
  }

  /// A swipe's Done (or Not Done): the note stays in the list and leaves the wallpaper (or returns to it).
  public func setDone(_ id: UUID, _ isDone: Bool) {
    do {
      try list.setDone(id, isDone)
      changed()
    } catch {
      onMessage?(error.description)
    }
  }

  /// Undo after a delete: the note is back in its place, and on the wallpaper.
  public func undoDelete() {
    guard let deleted = recentlyDeleted else { return }
    list.restore(deleted.note, at: deleted.index)
    changed()
  }

  public func move(from: Int, to: Int) {
    list.move(from: from, to: to)
    changed()
  }

  private func changed() {
    recentlyDeleted = nil
    onChanged?()
  }
}

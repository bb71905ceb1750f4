import Foundation

// MARK: - Notes (NW-5, NW-10.1)

extension NoteWallModel {
  /// The field's plus button: adds the draft unless it is blank (NW-5.5), then clears it.
  public func addDraft() {
    do {
      try notes.add(draft)
      draft = ""
      notesChanged()
    } catch {
      // A blank draft is simply not added; only a too-long one needs words.
      if error == .tooLong { message = error.description }
    }
  }

  /// Saves a note's new text; false (and a message) when it is refused.
  @discardableResult
  public func edit(_ id: UUID, to text: String) -> Bool {
    do {
      try notes.edit(id, to: text)
      notesChanged()
      return true
    } catch {
      message = error.description
      return false
    }
  }

  /// Deletes at once, as a swipe does in Notes, and keeps the note for Undo until the next change.
  public func delete(_ id: UUID) {
    guard let index = notes.notes.firstIndex(where: { $0.id == id }) else { return }
    let note = notes.notes[index]
    notes.delete(id)
    notesChanged()
    recentlyDeleted = DeletedNote(note: note, index: index)
  }

  /// A swipe's Done (or Not Done): the note stays in the list and leaves the wallpaper (or returns to it).
  public func setDone(_ id: UUID, _ isDone: Bool) {
    do {
      try notes.setDone(id, isDone)
      notesChanged()
    } catch {
      message = error.description
    }
  }

  /// Copies the wallpaper's notes to where the Lock Screen widget reads them, and asks it to redraw, when they
  /// differ from what it has (so a launch costs no reload). A failed write is tried again at the next change
  /// or launch; the notes themselves are saved apart.
  func publishWidgetNotes() {
    guard let store = dependencies.widgetStore else { return }
    let notes = WidgetNotes(texts: notes.wallpaperTexts)
    if case .success(let stored) = store.load(NoteWallShared.widgetNotes), stored == notes { return }
    do {
      try store.write(notes, for: NoteWallShared.widgetNotes)
      dependencies.widgetCenter.reloadTimelines(ofKind: NoteWallShared.notesWidgetKind)
    } catch {
      // The widget keeps its last notes until the next change or launch writes them.
    }
  }

  /// Undo after a delete: the note is back in its place, and on the wallpaper.
  public func undoDelete() {
    guard let deleted = recentlyDeleted else { return }
    notes.restore(deleted.note, at: deleted.index)
    notesChanged()
  }

  public func move(from: Int, to: Int) {
    notes.move(from: from, to: to)
    notesChanged()
  }

  private func notesChanged() {
    recentlyDeleted = nil
    save(notes, for: NoteList.key)
    publishWidgetNotes()
    regenerate()
    notesChangedAfterSetup()
  }
}

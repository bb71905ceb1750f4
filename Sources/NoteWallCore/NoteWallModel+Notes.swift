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

  public func delete(_ id: UUID) {
    notes.delete(id)
    notesChanged()
  }

  public func move(from: Int, to: Int) {
    notes.move(from: from, to: to)
    notesChanged()
  }

  private func notesChanged() {
    save(notes, for: NoteList.key)
    regenerate()
    notesChangedAfterSetup()
  }
}

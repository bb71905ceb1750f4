import Foundation

// MARK: - Notes (NW-5, NW-10.1): what the app does with NotesModel's changes

extension NoteWallModel {
  /// The notes model reports to this one: a change is saved, copied for the widget and drawn; a refusal is said
  /// on the stack.
  func connectNotes() {
    notes.onChanged = { [weak self] in self?.notesChanged() }
    notes.onMessage = { [weak self] in self?.showMessage($0) }
  }

  /// Copies the wallpaper's notes to where the Lock Screen widget reads them, and asks it to redraw, when they
  /// differ from what it has (so a launch costs no reload). A failed write is tried again at the next change
  /// or launch; the notes themselves are saved apart.
  func publishWidgetNotes() {
    guard let store = dependencies.widgetStore else { return }
    let notes = WidgetNotes(texts: notes.list.wallpaperTexts)
    if case .success(let stored) = store.load(NoteWallShared.widgetNotes), stored == notes { return }
    do {
      try store.write(notes, for: NoteWallShared.widgetNotes)
      dependencies.widgetCenter.reloadTimelines(ofKind: NoteWallShared.notesWidgetKind)
    } catch {
      // The widget keeps its last notes until the next change or launch writes them.
    }
  }

  private func notesChanged() {
    save(notes.list, for: NoteList.key)
    publishWidgetNotes()
    wallpaper.regenerate()
    lockScreen.notesChanged()
  }
}

import Foundation
import SharedStore

/// Loads and saves the board: one file per note (`ItemCollection`), the order, and the pin in the settings.
/// Writing only what changed is what makes a note edit reload the widget once.
public struct NotesRepository: Sendable {
  public let store: SharedStore
  private var collection: ItemCollection<Note> { VocaPinShared.notes(in: store) }

  public init(store: SharedStore) {
    self.store = store
  }

  /// The board as saved, and the note files that could not be read (left on disk, reported, never rewritten).
  public func load() -> (board: NoteBoard, damaged: [SharedStoreError]) {
    let contents = collection.load()
    return (
      NoteBoard(notes: contents.items, pinnedID: store.read(VocaPinShared.settings).pinnedNoteID), contents.damaged
    )
  }

  /// Saves the difference between two boards: changed notes, removed notes, the order and the pin, each only
  /// when it changed.
  public func save(_ board: NoteBoard, replacing old: NoteBoard) throws(SharedStoreError) {
    let oldByID = Dictionary(old.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for note in board.notes where oldByID[note.id] != note {
      try collection.save(note)
    }
    let ids = Set(board.notes.map(\.id))
    for note in old.notes where !ids.contains(note.id) {
      collection.delete(note.id)
    }
    if board.notes.map(\.id) != old.notes.map(\.id) {
      try collection.setOrder(board.notes.map(\.id))
    }
    if board.pinnedID != old.pinnedID {
      var settings = store.read(VocaPinShared.settings)
      settings.pinnedNoteID = board.pinnedID
      try store.write(settings, for: VocaPinShared.settings)
    }
  }
}

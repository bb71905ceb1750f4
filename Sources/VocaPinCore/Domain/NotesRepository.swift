import Foundation
import Localization
import SharedStore

/// What loading the notes folder found: the board, and every problem, each kept and reported, never reset.
public struct NotesLoad: Sendable {
  public var board: NoteBoard
  /// Note files that could not be read; they stay on disk untouched.
  public var damaged: [SharedStoreError]
  /// The settings file (the widget toggle and the pin) could not be read: the board shows with the widget off,
  /// and the file is set aside, not overwritten, when settings are next saved.
  public var settingsProblem: SharedStoreError?
  /// The folder itself cannot be used (a file in its place, no permission): nothing could be read, and
  /// nothing may be written.
  public var folderProblem: SharedStoreError?
  public var settings: VocaPinSettings
  /// Notes whose files are still in the folder though Recently Deleted keeps them (a delete whose file removal
  /// failed): left off the board, so a deleted note never comes back; `finishDeletes` removes their files.
  public var interruptedDeletes: [Note] = []

  /// What to tell the user, in words; empty when all is well.
  public var warnings: [LocalizedCopy] {
    if let folderProblem { return [VocaPinCopy.unusableFolder(folderProblem)] }
    var words: [LocalizedCopy] = []
    if !damaged.isEmpty { words.append(VocaPinCopy.damagedNotes(damaged.count)) }
    if settingsProblem != nil { words.append(VocaPinCopy.damagedSettings) }
    return words
  }
}

/// Loads and saves the board: one file per note (`ItemCollection`), the order, and the pin in the settings.
/// Writing only what changed is what makes a note edit reload the widget once.
public struct NotesRepository: Sendable {
  public let store: SharedStore
  private var collection: ItemCollection<Note> { VocaPinShared.notes(in: store) }

  public init(store: SharedStore) {
    self.store = store
  }

  /// The board as saved, and everything that could not be read (left on disk, reported, never rewritten).
  public func load() -> NotesLoad {
    let contents = collection.load()
    if let folderProblem = contents.folderProblem {
      return NotesLoad(
        board: NoteBoard(), damaged: [], settingsProblem: nil, folderProblem: folderProblem, settings: VocaPinSettings()
      )
    }
    let (settings, settingsProblem) = readSettings()
    // Recently Deleted's files are the record of a delete: a note they hold is deleted, whatever its own file says.
    let trash = RecentlyDeleted.collection(in: store).load()
    let deletedIDs = Set(trash.items.map(\.id) + trash.damagedIDs)
    let notes = contents.items.filter { !deletedIDs.contains($0.id) }
    var load = NotesLoad(
      board: NoteBoard(notes: notes, pinnedID: settings.pinnedNoteID, unavailableIDs: contents.damagedIDs),
      damaged: contents.damaged, settingsProblem: settingsProblem, folderProblem: nil, settings: settings)
    load.interruptedDeletes = contents.items.filter { deletedIDs.contains($0.id) }
    return load
  }

  /// Finishes deletes a failed file removal left half done (`NotesLoad.interruptedDeletes`): Recently Deleted
  /// takes the board's copy when it differs (words edited after the delete failed are not lost), then the note's
  /// own file goes. Returns the IDs whose file stayed (tried again at the next launch). The app's only: widgets
  /// read.
  @discardableResult
  public func finishDeletes(_ interrupted: [Note]) -> Set<UUID> {
    guard !interrupted.isEmpty else { return [] }
    let trash = RecentlyDeleted.collection(in: store)
    let kept = Dictionary(trash.load().items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var stayed = Set<UUID>()
    for note in interrupted {
      // An unreadable copy in Recently Deleted is not written over: the note's file stays, off the board.
      guard let deleted = kept[note.id] else {
        stayed.insert(note.id)
        continue
      }
      do {
        if deleted.note != note { try trash.save(DeletedNote(note: note, deletedAt: deleted.deletedAt)) }
        try collection.delete(note.id)
      } catch {
        stayed.insert(note.id)
      }
    }
    return stayed
  }

  /// The settings; before any were saved, the first launch's; if they cannot be read, the safe defaults (widget
  /// off) and why.
  public func readSettings() -> (VocaPinSettings, SharedStoreError?) {
    switch store.load(VocaPinShared.settings) {
    case .success(let settings): (settings ?? .firstLaunch, nil)
    case .failure(let error): (VocaPinSettings(), error)
    }
  }

  /// Changes the settings; a damaged settings file is first set aside (settings.damaged.json), never
  /// overwritten. An unusable folder fails the write, which says why in words (SharedStore).
  @discardableResult
  public func updateSettings(_ change: (inout VocaPinSettings) -> Void) throws(SharedStoreError) -> VocaPinSettings {
    var (settings, problem) = readSettings()
    if problem != nil { try store.setAside(VocaPinShared.settings) }
    change(&settings)
    try store.write(settings, for: VocaPinShared.settings)
    return settings
  }

  /// Whether the note's file is still in the folder (readable or not): after a failed save, tells a delete that
  /// never happened from one whose file went before a later write (the order, the pin) failed.
  public func holdsNoteFile(_ id: UUID) -> Bool {
    let contents = collection.load()
    return contents.items.contains { $0.id == id } || contents.damagedIDs.contains(id)
  }

  /// Saves the difference between two boards: changed notes, removed notes, the order and the pin, each only
  /// when it changed. Unreadable notes keep their place in the order.
  public func save(_ board: NoteBoard, replacing old: NoteBoard) throws(SharedStoreError) {
    let oldByID = Dictionary(old.notes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for note in board.notes where oldByID[note.id] != note {
      try collection.save(note)
    }
    let ids = Set(board.notes.map(\.id))
    // A file that stays fails the save before the order changes: the note is still on the board, on disk as in
    // memory (a delete's copy in Recently Deleted is then taken back, or finished at the next launch).
    for note in old.notes where !ids.contains(note.id) {
      try collection.delete(note.id)
    }
    if board.notes.map(\.id) != old.notes.map(\.id) {
      try collection.setOrder(board.notes.map(\.id) + board.unavailableIDs)
    }
    if board.pinnedID != old.pinnedID {
      try updateSettings { $0.pinnedNoteID = board.pinnedID }
    }
  }
}

import Foundation
import Localization
import SharedStore

/// What VocaPin does from outside the app, straight on the App Group's files: the widget's "next note" button
/// and the "Pin note" App Shortcut. The app reloads the board when it comes to the foreground, so it shows
/// what they changed.
public enum VocaPinQuickActions {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The files cannot be read now (before the first unlock) or the folder cannot be used.
    case unavailable
    case noNotes
    case noSuchNote
    /// The widget's item is not in the note as it is now (edited, on this or another device, since it was drawn).
    case itemChanged
    case saveFailed(SharedStoreError)

    public var copy: LocalizedCopy {
      switch self {
      case .unavailable: VocaPinCopy.notesLocked
      case .noNotes: VocaPinCopy.noNotesToPin
      case .noSuchNote: NoteError.notFound.copy
      case .itemChanged: VocaPinCopy.Widget.itemChanged
      case .saveFailed(let error): VocaPinCopy.changeFailed(error)
      }
    }

    public var description: String { copy.text }
  }

  /// The notes a shortcut can pin, in board order.
  public static func notes(in store: SharedStore) -> [Note] {
    let loaded = NotesRepository(store: store).load()
    return loaded.isUnreadable ? [] : loaded.board.notes
  }

  /// The widget's button: pins the note after the pinned one (the first after the last) in the order the board
  /// shows them (its Sort By choice, as the board sorts it when it next appears), so every widget that follows
  /// the pin moves on to it. Returns the note now pinned.
  @discardableResult
  public static func pinNext(in store: SharedStore) throws(Failure) -> Note {
    let loaded = try usable(store)
    let notes = loaded.settings.noteOrder.sorted(loaded.board.notes)
    let next = notes.firstIndex { $0.id == loaded.board.pinnedID }.map { ($0 + 1) % notes.count } ?? 0
    return try pin(notes[next].id, loaded: loaded, in: store)
  }

  /// "Pin note": the note every widget on "Pinned note" shows.
  @discardableResult
  public static func pin(_ id: UUID, in store: SharedStore) throws(Failure) -> Note {
    try pin(id, loaded: try usable(store), in: store)
  }

  /// The widget's checklist box: checks or unchecks the item in the App Group's files, as the board's box does
  /// (`NotesBoardModel.toggleChecklistItem`: the note's words and its edit date change, so iCloud Sync, which sends
  /// every note that differs from the server's, sends it at the app's next sync). Refused, changing nothing, when
  /// the line is no longer that item with those words. The store's write hook reloads the widgets.
  @discardableResult
  public static func toggleItem(_ item: VocaPinWidgetItem, in store: SharedStore, now: Date) throws(Failure) -> Note {
    let loaded = try usable(store)
    guard let note = loaded.board.note(item.noteID) else { throw .noSuchNote }
    let lines = Checklist.lines(of: note.text)
    guard lines.indices.contains(item.line), lines[item.line].isItem, lines[item.line].content == item.words,
      let toggled = Checklist.toggling(line: item.line, in: note.text)
    else { throw .itemChanged }
    var board = loaded.board
    do {
      try board.edit(note.id, text: toggled, at: now)
      try NotesRepository(store: store).save(board, replacing: loaded.board)
    } catch let error as SharedStoreError {
      throw .saveFailed(error)
    } catch {
      throw .itemChanged
    }
    return board.note(note.id) ?? note
  }

  private static func usable(_ store: SharedStore) throws(Failure) -> NotesLoad {
    let loaded = NotesRepository(store: store).load()
    guard !loaded.isUnreadable, loaded.folderProblem == nil else { throw .unavailable }
    guard !loaded.board.notes.isEmpty else { throw .noNotes }
    return loaded
  }

  private static func pin(_ id: UUID, loaded: NotesLoad, in store: SharedStore) throws(Failure) -> Note {
    guard let note = loaded.board.note(id) else { throw .noSuchNote }
    var board = loaded.board
    do {
      try board.pin(id)
      try NotesRepository(store: store).save(board, replacing: loaded.board)
    } catch let error as SharedStoreError {
      throw .saveFailed(error)
    } catch {
      throw .noSuchNote
    }
    return note
  }
}

import Foundation
import Localization
import Observation
import SharedStore

/// The Share extension's sheet: what another app shared, as an editable note, its colour, whether
/// it goes on the widget, and Save. Saving writes a new note the way the app's board does (`NoteBoard.add`,
/// `NotesRepository.save`: the note's file, the order, the pin) into the App Group's store, from the
/// extension's process, as the widget's buttons do (`VocaPinQuickActions`); the app reads the files again when
/// it launches or comes back, and Spotlight and iCloud Sync pick the note up from there (iCloud Sync sends what
/// differs between the files and its ledger, so a note written here is sent at the app's next sync).
@MainActor
@Observable
public final class ShareNoteModel {
  public enum State: Equatable, Sendable {
    case editing
    /// The note is in the files: the extension closes.
    case saved(Note)
    /// Cancelled, or its edits discarded: the extension closes, its request cancelled (the user's own cancel).
    case cancelled
  }

  /// The note's words as the user edits them; never changed by a failed save.
  public var text: String
  public var color: NoteColor = .default
  /// Pin to Widget: the new note becomes the pinned one, which every "Pinned note" widget shows.
  public var pinsToWidget = false
  public private(set) var state = State.editing
  /// Why the last Save did not save, in words; cleared by the next attempt.
  public private(set) var error: LocalizedCopy?
  /// What the sheet says above the words: shortened to fit, or nothing readable was shared.
  public let notice: LocalizedCopy?
  /// "Discard this note?" is up: a swipe down or Cancel came with edits.
  public private(set) var isAskingToDiscard = false
  /// The words as shared, before any edit.
  @ObservationIgnored private let sharedText: String

  @ObservationIgnored private let store: SharedStore
  @ObservationIgnored private let now: @Sendable () -> Date
  /// The note a failed save may have left in the files (its file written, the order or pin not): a retry
  /// updates that note rather than adding a second copy of it.
  @ObservationIgnored private var attemptedID: UUID?

  public init(items: [SharedItem], store: SharedStore, now: @escaping @Sendable () -> Date = { Date() }) {
    let draft = ShareDraft(items: items)
    text = draft.text
    sharedText = draft.text
    notice =
      draft.wasShortened ? VocaPinCopy.Share.shortened : draft.text.isEmpty ? VocaPinCopy.Share.nothingShared : nil
    self.store = store
    self.now = now
  }

  /// Whether Save can be tapped: words that are not blank (an over-long note is let through, so Save says why).
  public var canSave: Bool {
    state == .editing && text.contains { !$0.isWhitespace && !$0.isNewline }
  }

  /// Whether the user changed anything since the sheet opened (the words, the colour, Pin to Widget).
  public var hasEdits: Bool {
    state == .editing && (text != sharedText || color != .default || pinsToWidget)
  }

  /// Whether a swipe down may close the sheet at once: only with nothing typed or chosen to lose (the host's
  /// `isModalInPresentation` is its opposite, so the swipe is refused and the attempt asks instead).
  public var mayDismissWithoutAsking: Bool { !hasEdits }

  /// Cancel, or a swipe down the sheet refused: closes with nothing to lose, else asks "Discard this note?".
  public func cancel() {
    guard state == .editing else { return }
    if hasEdits {
      isAskingToDiscard = true
    } else {
      state = .cancelled
    }
  }

  /// The question's Discard: nothing is written, and the extension closes.
  public func discard() {
    guard state == .editing else { return }
    isAskingToDiscard = false
    state = .cancelled
  }

  /// The question's Keep Editing: the sheet stays, with every edit as it was.
  public func keepEditing() { isAskingToDiscard = false }

  /// Saves the note. True once it is in the files; false with `error` set, the sheet open and the words as
  /// they were.
  @discardableResult
  public func save() -> Bool {
    if case .saved = state { return true }
    guard state == .editing else { return false }
    error = nil
    do {
      let note = try write()
      state = .saved(note)
      return true
    } catch {
      self.error = VocaPinCopy.Share.saveFailed(error.copy)
      return false
    }
  }

  private func write() throws(ShareNoteFailure) -> Note {
    let repository = NotesRepository(store: store)
    let loaded = repository.load()
    if let folderProblem = loaded.folderProblem { throw .store(folderProblem) }
    // Before the first unlock the files cannot be read: writing over them would lose the board's order.
    guard !loaded.isUnreadable else { throw .locked }
    var board = loaded.board
    let note: Note
    do {
      if let id = attemptedID, board.note(id) != nil {
        try board.edit(id, text: text, at: now())
        try board.recolor(id, to: color, at: now())
        note = board.note(id) ?? Note(id: id, text: text, color: color, createdAt: now())
      } else {
        note = try board.add(text, color: color, at: now())
      }
      if pinsToWidget { try board.pin(note.id) }
    } catch {
      throw .note(error)
    }
    attemptedID = note.id
    do {
      try repository.save(board, replacing: loaded.board)
    } catch {
      throw .store(error)
    }
    return board.note(note.id) ?? note
  }
}

/// Why a shared note was not saved.
enum ShareNoteFailure: Error {
  case locked
  case note(NoteError)
  case store(SharedStoreError)

  var copy: LocalizedCopy {
    switch self {
    case .locked: VocaPinCopy.notesLocked
    case .note(let error): error.copy
    case .store(let error): VocaPinCopy.Share.writeFailed(error)
    }
  }
}

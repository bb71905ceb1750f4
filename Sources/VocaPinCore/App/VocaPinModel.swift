import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import SharedStore

/// VocaPin's state and intents. Views read these properties and call these methods; nothing else.
/// Every sheet, alert and confirmation dialog is on `presentation` (the shared `PresentationStack`), so a
/// widget tap or link lands whatever is on screen.
@MainActor
@Observable
public final class VocaPinModel: PresentationHost {
  public internal(set) var board: NoteBoard
  /// The widget toggle, the board's offer and the Widget Setup sheet: their own model, held by the sheet too.
  public let widgetSetup: WidgetSetupModel
  /// What is presented, over what, and the alert on top.
  public var presentation = VocaPinPresentation()
  /// The notes folder cannot be used at all (it is a file, or cannot be created): nothing can be saved until
  /// the app is opened again, so no editor is opened for words that would be lost, and the board says why.
  public private(set) var isReadOnly = false
  public var haptic: HapticEvent? { haptics.last }
  /// The language dictation listens in, as Profile Settings chose it; nil: the iPhone's own.
  public internal(set) var dictationLanguage: String?
  /// Keep Recordings, as Profile Settings chose it.
  public internal(set) var keepRecordings: Bool
  /// Show Notes on Lock Screen, as Profile Settings chose it (off by default).
  public internal(set) var lockScreenShowsNotes: Bool
  /// An editor has said that dictation keeps its audio on this iPhone: no other says it again.
  var recordingsKeptSaid: Bool
  /// The recordings kept with notes and their play controls, shared by the board and every editor.
  public let recordings: RecordingLibrary
  /// The board's screen: its pager in the Sort By order, the note on screen, what a note on it offers in place.
  public let notesBoard: NotesBoardModel
  /// What an editor's words are saved as, once per edit, and what Cancel undoes.
  let drafts: DraftSaving
  /// iCloud Sync of the notes (Profile Settings' toggle), off until the user turns it on.
  public let noteSync: NoteSync
  /// Lock VocaPin: its settings, the lock over the app and the link held meanwhile.
  public let appLock: AppLockModel
  /// The launch's removal of recordings whose notes are gone, for tests to await (nil: nothing was purged).
  @ObservationIgnored var launchPurge: Task<Void, Never>?
  /// The languages this iPhone recognizes on device, as last read (`refreshDictationLanguages`); empty until then.
  public internal(set) var onDeviceLanguages: [String] = []
  /// The latest read of `onDeviceLanguages`, off the main actor.
  @ObservationIgnored var dictationLanguagesLoad: Task<Void, Never>?
  /// The read of the notes and the placed widgets that coming to the foreground started (off the main actor).
  @ObservationIgnored var foregroundRefresh: Task<Void, Never>?
  /// The phase the scene was last in, nil before the first: a return from the background re-reads the notes.
  @ObservationIgnored var lastPhase: AppScenePhase?
  /// Spotlight kept in line with the notes, none of them while Lock VocaPin is on.
  @ObservationIgnored let spotlight: NotesSpotlight

  var haptics = HapticEmitter()
  let dependencies: VocaPinDependencies
  var repository: NotesRepository { NotesRepository(store: dependencies.store) }

  /// Reads the files now, on the caller's thread: tests and previews. The app launches through `VocaPinLaunch`,
  /// which reads them off the main actor first.
  public convenience init(dependencies: VocaPinDependencies) {
    self.init(dependencies: dependencies, loaded: VocaPinLaunchLoad.read(dependencies))
  }

  /// The board as `launch` read it. `noteSync`: the process's iCloud Sync, running since the process launched
  /// (`VocaPinProcess`), which the board attaches to; nil makes one here (tests, previews).
  public init(dependencies: VocaPinDependencies, loaded launch: VocaPinLaunchLoad, noteSync: NoteSync? = nil) {
    self.dependencies = dependencies
    let loaded = launch.notes
    board = loaded.board
    widgetSetup = WidgetSetupModel(
      toggle: WidgetToggle(preference: loaded.settings.widgetEnabled),
      offerDismissed: loaded.settings.widgetOfferDismissed)
    dictationLanguage = loaded.settings.dictationLanguage
    keepRecordings = loaded.settings.keepRecordings
    lockScreenShowsNotes = loaded.settings.lockScreenShowsNotes
    recordingsKeptSaid = loaded.settings.recordingsKeptSaid
    recordings = RecordingLibrary(
      index: RecordingIndex(files: dependencies.recordings, loaded: launch.recordings), player: dependencies.player,
      session: dependencies.audioSession)
    notesBoard = NotesBoardModel(
      noteOrder: loaded.settings.noteOrder, selectedNoteID: loaded.board.pinned?.id ?? loaded.board.notes.first?.id,
      recordings: recordings, now: dependencies.now)
    self.noteSync =
      noteSync ?? NoteSync(client: dependencies.noteSync, store: dependencies.store, now: dependencies.now)
    drafts = DraftSaving(store: dependencies.store, now: dependencies.now)
    spotlight = NotesSpotlight(index: dependencies.searchIndex, store: dependencies.store)
    appLock = AppLockModel(owner: dependencies.deviceOwner, store: dependencies.store, now: dependencies.now)
    connectWidgetSetup()
    connectNoteSync()
    connectAppLock()
    connectNotesBoard()
    connectDrafts()
    refreshDictationLanguages()
    notesBoard.sort()
    isReadOnly = loaded.folderProblem != nil
    // Every note, at each launch: indexing an id again replaces it, so a failed update heals here.
    spotlight.follow(from: nil, to: loaded.board)
    launchPurge = purgeRecordingsOfGoneNotes(sparing: Set(loaded.interruptedDeletes.map(\.id)))
    if !loaded.warnings.isEmpty { showMessage(loaded.warnings.map(\.text).joined(separator: "\n\n")) }
    // The words of an editor iOS ended before they could be saved: back in the editor, as they were.
    if var kept = launch.unsavedDraft {
      // Its note may have gone since (deleted, or its file lost): the words come back as a new note's.
      if let id = kept.noteID, loaded.board.note(id) == nil {
        kept = NoteDraft(noteID: nil, text: kept.text, color: kept.color)
      }
      // Cancel goes back to the note as saved (or to nothing, for a new note's words).
      let opened =
        kept.noteID.flatMap { id in loaded.board.note(id).map { NoteDraft(noteID: id, text: $0.text, color: $0.color) }
        }
        ?? NoteDraft(noteID: nil, text: "", color: kept.color)
      let editor = makeEditor(kept, openedWith: opened)
      presentation.open([.init(.editor(editor))])
    }
  }
}

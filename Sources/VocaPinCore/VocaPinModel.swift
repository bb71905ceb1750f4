import DesignSystem
import Foundation
import Observation
import SharedStore

/// What VocaPin needs from the outside world; the app passes live ones, tests pass fakes.
public struct VocaPinDependencies: Sendable {
  /// The App Group store. Its write hook reloads the widgets (SharedStoreWidgetKit), so every save reaches
  /// the Home Screen.
  public var store: SharedStore
  public var now: @Sendable () -> Date

  public init(store: SharedStore, now: @escaping @Sendable () -> Date = { Date() }) {
    self.store = store
    self.now = now
  }
}

/// A note being written: the draft lives here, in memory, and is saved once when editing ends, so typing
/// never rewrites the file or reloads the widget on every keystroke.
public struct NoteDraft: Equatable, Sendable {
  /// The note being edited; nil for a new note, created when the draft is saved.
  public let noteID: UUID?
  public var text: String
  public var color: NoteColor
}

/// VocaPin's state and intents. Views read these properties and call these methods; nothing else.
@MainActor
@Observable
public final class VocaPinModel {
  public private(set) var board: NoteBoard
  public private(set) var toggle: WidgetToggle
  /// The note on screen in the board's pager.
  public var selectedNoteID: UUID?
  public private(set) var draft: NoteDraft?
  public var isShowingProfileSettings = false
  public var isShowingAllNotes = false
  /// Set when something could not be saved, or notes could not be read, for an alert on the screen on top.
  public var errorMessage: String?
  /// A note the user asked to delete, waiting for "Delete" in the confirmation (as Notes asks).
  public private(set) var pendingDeletion: UUID?
  /// The notes folder cannot be used at all: nothing is written until the app is opened again.
  public private(set) var isReadOnly = false
  public var haptic: HapticEvent? { haptics.last }

  private var haptics = HapticEmitter()
  private let dependencies: VocaPinDependencies
  private var repository: NotesRepository { NotesRepository(store: dependencies.store) }

  public init(dependencies: VocaPinDependencies) {
    self.dependencies = dependencies
    let loaded = NotesRepository(store: dependencies.store).load()
    board = loaded.board
    toggle = WidgetToggle(isOn: loaded.settings.widgetEnabled)
    selectedNoteID = loaded.board.pinned?.id ?? loaded.board.notes.first?.id
    isReadOnly = loaded.folderProblem != nil
    if !loaded.warnings.isEmpty { errorMessage = loaded.warnings.joined(separator: "\n\n") }
  }

  // MARK: - Presentation

  /// The screen on top, which is where an alert goes.
  public var topScreen: VocaPinScreen {
    if isShowingProfileSettings { return toggle.isShowingSetup ? .widgetSetup : .profileSettings }
    if draft != nil { return .editor }
    if isShowingAllNotes { return .allNotes }
    return .board
  }

  /// The error alert's binding for one screen: up only on the screen on top, so it is never attached to a
  /// view that is presenting a sheet.
  public func isShowingError(on screen: VocaPinScreen) -> Bool { errorMessage != nil && topScreen == screen }

  public func setShowingError(_ showing: Bool, on screen: VocaPinScreen) {
    if !showing, topScreen == screen { errorMessage = nil }
  }

  // MARK: - Bindings the views use

  /// The Profile Settings toggle (VP-1).
  public var widgetEnabled: Bool {
    get { toggle.isOn }
    set { setWidgetEnabled(newValue) }
  }

  /// Whether the Widget Setup sheet is up; SwiftUI sets it to false when the user swipes it away or taps
  /// outside it (VP-2.2, VP-4.3).
  public var isShowingWidgetSetup: Bool {
    get { toggle.isShowingSetup }
    set { toggle.setShowingSetup(newValue) }
  }

  public var isEditing: Bool {
    get { draft != nil }
    set { if !newValue { finishEditing() } }
  }

  /// What is typed is always kept, even past the limit (a paste is never cut); the counter says so and Done
  /// keeps the draft open until it fits.
  public var draftText: String {
    get { draft?.text ?? "" }
    set { draft?.text = newValue }
  }

  /// Shown under the editor within 100 characters of the limit, and once past it.
  public var draftLimitStatus: String? {
    guard let draft else { return nil }
    let left = NoteBoard.maximumLength - draft.text.count
    if left < 0 { return VocaPinCopy.charactersOver(-left) }
    return left <= 100 ? VocaPinCopy.charactersLeft(left) : nil
  }

  /// Past the limit: Done keeps the editor open and the sheet cannot be swiped away.
  public var draftIsOverLimit: Bool { (draft?.text.count ?? 0) > NoteBoard.maximumLength }

  public var selectedNote: Note? { selectedNoteID.flatMap(board.note) }

  // MARK: - The widget toggle (VP-1, VP-4, VP-6)

  public func setWidgetEnabled(_ on: Bool) {
    let before = toggle
    let effects = toggle.setOn(on)
    guard let preference = effects.savePreference else { return }
    do {
      // Read, change, write: the pin lives in the same record. A damaged file is set aside, not overwritten.
      try repository.updateSettings { $0.widgetEnabled = preference }
      haptics.emit(.selectionChange)
    } catch {
      toggle = before
      errorMessage = "\(VocaPinCopy.widgetSettingFailed) \(VocaPinCopy.changeFailed(error.description))"
    }
  }

  /// "Got it!" (VP-4.2); swipes and taps outside arrive through `isShowingWidgetSetup`.
  public func dismissWidgetSetup(_ how: WidgetToggle.Dismissal = .gotIt) {
    toggle.dismissSetup(how)
  }

  // MARK: - Notes (VP-0.1)

  public func startNewNote(color: NoteColor = .default) {
    finishEditing()
    draft = NoteDraft(noteID: nil, text: "", color: color)
  }

  public func startEditing(_ id: UUID) {
    guard let note = board.note(id) else { return }
    finishEditing()
    draft = NoteDraft(noteID: id, text: note.text, color: note.color)
  }

  public func setDraftColor(_ color: NoteColor) {
    draft?.color = color
  }

  /// Saves the draft, once. A new note left blank is discarded; an existing one left blank keeps its text.
  /// A draft over the limit, or one that could not be saved, stays open with a message: no word is lost.
  public func finishEditing() {
    commitDraft()
  }

  /// Saves the draft and returns the note it was saved to, if any; keeps the draft when it cannot be saved.
  @discardableResult
  private func commitDraft() -> UUID? {
    guard let draft else { return nil }
    if let status = draftLimitStatus, draftIsOverLimit {
      errorMessage = status
      return nil
    }
    let now = dependencies.now()
    let hasWords = (try? NoteBoard.validated(draft.text)) != nil
    var saved: UUID?
    let result = change(keepingWords: true) { board in
      if let id = draft.noteID {
        if hasWords { try board.edit(id, text: draft.text, at: now) }
        try board.recolor(id, to: draft.color, at: now)
        saved = id
      } else if hasWords {
        saved = try board.add(draft.text, color: draft.color, at: now).id
      }
    }
    guard result else { return nil }
    self.draft = nil
    if draft.noteID == nil, let saved { selectedNoteID = saved }
    return saved
  }

  public func cancelEditing() {
    draft = nil
  }

  /// Asks before deleting, as Notes does: the confirmation reads `pendingDeletion`.
  public func requestDelete(_ id: UUID) {
    guard board.note(id) != nil else { return }
    pendingDeletion = id
  }

  public var isConfirmingDeletion: Bool {
    get { pendingDeletion != nil }
    set { if !newValue { pendingDeletion = nil } }
  }

  public func confirmDelete() {
    guard let id = pendingDeletion else { return }
    pendingDeletion = nil
    delete(id)
  }

  public func delete(_ id: UUID) {
    guard change({ board in try board.delete(id) }) else { return }
    if draft?.noteID == id { draft = nil }
    if selectedNoteID == id || selectedNote == nil { selectedNoteID = board.pinnedID ?? board.notes.first?.id }
  }

  public func recolor(_ id: UUID, to color: NoteColor) {
    change { board in try board.recolor(id, to: color, at: dependencies.now()) }
  }

  public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    change { board in board.move(fromOffsets: offsets, toOffset: destination) }
  }

  public func pin(_ id: UUID) {
    change { board in try board.pin(id) }
    haptics.emit(.confirmation)
  }

  // MARK: - Deep links and lifecycle

  /// A widget tap or any `vocapin://` link, on a cold launch or while running.
  public func open(_ url: URL) {
    guard let route = VocaPinRoute(url) else { return }
    switch route {
    case .note(let id):
      guard board.note(id) != nil else {
        errorMessage = NoteError.notFound.description
        return
      }
      isShowingProfileSettings = false
      isShowingAllNotes = false
      selectedNoteID = id
    case .newNote:
      isShowingProfileSettings = false
      isShowingAllNotes = false
      startNewNote()
    case .settings:
      isShowingProfileSettings = true
    }
  }

  /// Going to the background saves a draft in progress; the setup sheet's state is left alone, so it is still
  /// up on return (VP-6.3).
  public func scenePhaseChanged(to phase: AppScenePhase) {
    guard phase == .background, draft != nil else { return }
    // Keep editing the same note on return, now that it is saved.
    if let saved = commitDraft(), board.note(saved) != nil { startEditing(saved) }
  }

  /// Applies a change to the board and saves what changed; on failure the board stays as it was and the
  /// user is told why in words. Returns whether the change holds.
  @discardableResult
  private func change(keepingWords: Bool = false, _ body: (inout NoteBoard) throws -> Void) -> Bool {
    var updated = board
    do {
      try body(&updated)
      guard updated != board else { return true }
      try repository.save(updated, replacing: board)
      board = updated
      return true
    } catch let error as NoteError {
      errorMessage = error.description
    } catch let error as SharedStoreError {
      errorMessage =
        keepingWords ? VocaPinCopy.saveFailed(error.description) : VocaPinCopy.changeFailed(error.description)
    } catch {
      errorMessage = VocaPinCopy.changeFailed("\(error)")
    }
    return false
  }
}

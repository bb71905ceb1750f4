import AppServices
import DesignSystem
import Foundation
import Observation
import Presentation
import SharedStore

/// What VocaPin needs from the outside world; the app passes live ones, tests pass fakes.
public struct VocaPinDependencies: Sendable {
  /// The App Group store, shared with the widget.
  public var store: SharedStore
  /// Asks WidgetKit to redraw VocaPin's widgets: the model does after every change a widget shows (a note, the
  /// pin, the toggle) and when the app comes to the foreground, where reloads are free.
  public var widgetCenter: any WidgetCenterClient
  public var now: @Sendable () -> Date

  public init(
    store: SharedStore, widgetCenter: any WidgetCenterClient, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.widgetCenter = widgetCenter
    self.now = now
  }
}

/// A note being written: the draft lives here, in memory, and is saved once when editing ends, so typing
/// never rewrites the file or reloads the widget on every keystroke.
public struct NoteDraft: Codable, Equatable, Sendable {
  /// The note being edited; nil for a new note, created when the draft is saved.
  public let noteID: UUID?
  public var text: String
  public var color: NoteColor
}

/// VocaPin's state and intents. Views read these properties and call these methods; nothing else.
/// Every sheet, alert and confirmation dialog is on `presentation` (the shared `PresentationStack`), so a
/// widget tap or link lands whatever is on screen.
@MainActor
@Observable
public final class VocaPinModel: PresentationHost {
  public private(set) var board: NoteBoard
  public private(set) var toggle: WidgetToggle
  /// The note on screen in the board's pager.
  public var selectedNoteID: UUID?
  /// The editor's draft. It stays readable after the editor is dismissed, until its dismissal has ended
  /// (`surfaceGone`), so the sheet never empties while it slides down; only a draft whose editor is up
  /// (`isEditing`) is ever saved.
  public private(set) var draft: NoteDraft?
  /// What is presented, over what, and the alert on top.
  public var presentation = VocaPinPresentation()
  /// The notes folder cannot be used at all (it is a file, or cannot be created): nothing can be saved until
  /// the app is opened again, so no editor is opened for words that would be lost, and the board says why.
  public private(set) var isReadOnly = false
  public var haptic: HapticEvent? { haptics.last }

  private var haptics = HapticEmitter()
  private var alertCount = 0
  /// The drafts of editors still sliding away after a new editor took `draft` (a link right after Done): each
  /// keeps showing its own words until its dismissal ends.
  private var leavingDrafts: [Int: NoteDraft] = [:]
  private let dependencies: VocaPinDependencies
  private var repository: NotesRepository { NotesRepository(store: dependencies.store) }

  public init(dependencies: VocaPinDependencies) {
    self.dependencies = dependencies
    let loaded = NotesRepository(store: dependencies.store).load()
    board = loaded.board
    toggle = WidgetToggle(isOn: loaded.settings.widgetEnabled)
    selectedNoteID = loaded.board.pinned?.id ?? loaded.board.notes.first?.id
    isReadOnly = loaded.folderProblem != nil
    if !loaded.warnings.isEmpty { showError(loaded.warnings.joined(separator: "\n\n")) }
    // The words of an editor iOS ended before they could be saved: back in the editor, as they were.
    if case .success(var kept??) = dependencies.store.load(VocaPinShared.unsavedDraft) {
      // Its note may have gone since (deleted, or its file lost): the words come back as a new note's.
      if let id = kept.noteID, loaded.board.note(id) == nil {
        kept = NoteDraft(noteID: nil, text: kept.text, color: kept.color)
      }
      draft = kept
      // Cancel goes back to the note as saved (or to nothing, for a new note's words).
      openedWith =
        kept.noteID.flatMap { id in loaded.board.note(id).map { NoteDraft(noteID: id, text: $0.text, color: $0.color) }
        }
        ?? NoteDraft(noteID: nil, text: "", color: kept.color)
      presentation.open([.init(.editor)])
    }
  }

  // MARK: - Presentation

  public var isShowingProfileSettings: Bool { isUp(.profileSettings) }
  public var isShowingAllNotes: Bool { isUp(.allNotes) }
  /// The editor is up (or on its way up): its draft is the one Done, a link or backgrounding saves.
  public var isEditing: Bool { isUp(.editor) }
  /// Whether the Widget Setup sheet is up; the toggle's state machine decides (VP-1, VP-4, VP-6).
  public var isShowingWidgetSetup: Bool { toggle.isShowingSetup }

  /// The error alert's message, if the alert up is the error alert.
  public var errorMessage: String? {
    guard let alert = presentation.alert, alert.style == .alert else { return nil }
    return alert.message
  }

  /// The note the delete confirmation is asking about.
  public var pendingDeletion: UUID? {
    guard case .delete(let id) = presentation.alert?.buttons.compactMap(\.action).first else { return nil }
    return id
  }

  /// The level a surface's content draws at (for its own `.presentations(model, level:)`): one above the
  /// level that presents it, also while it slides out.
  public func contentLevel(of surface: Surface<VocaPinDestination>) -> Int {
    if let index = presentation.surfaces.firstIndex(where: { $0.id == surface.id }) { return index + 1 }
    return (presentation.leaving.first { $0.surface.id == surface.id }?.level ?? 0) + 1
  }

  public func showProfileSettings() { presentation.present(.profileSettings) }

  /// Profile Settings' "How to Add the Widget" row: the guidance whenever the user wants it, the toggle
  /// untouched (it may be on from the first launch).
  public func showWidgetSetupGuide() {
    guard !isUp(.widgetSetup) else { return }
    presentation.present(.widgetSetup)
  }
  public func showAllNotes() { presentation.present(.allNotes) }

  /// A Done button: the editor saves first (and stays if it cannot), Widget Setup is "Got it!".
  public func close(_ destination: VocaPinDestination) {
    switch destination {
    case .editor: finishEditing()
    case .widgetSetup: dismissWidgetSetup(.gotIt)
    case .allNotes, .profileSettings: takeDown(destination)
    }
  }

  /// A row of All Notes: that note on the board, All Notes closed.
  public func showOnBoard(_ id: UUID) {
    guard board.note(id) != nil else { return }
    selectedNoteID = id
    takeDown(.allNotes)
  }

  public func perform(_ action: VocaPinAlertAction) {
    switch action {
    case .delete(let id): delete(id)
    case .discardDraft: cancelEditing()
    }
  }

  /// Cancel in the editor: closes at once when nothing is unsaved; otherwise asks first, as Notes' peers do,
  /// so words are only thrown away when the user says so. The way out of a draft past the limit.
  public func requestCancelEditing() {
    guard isEditing else { return }
    guard changedSinceOpened else { return cancelEditing() }
    presentation.showAlert(
      VocaPinAlert(
        id: "discard-draft", title: VocaPinCopy.discardTitle,
        buttons: [
          .init(VocaPinCopy.discardChanges, role: .destructive, action: .discardDraft),
          .init(VocaPinCopy.keepEditing, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// A swipe down the editor held back (a draft past the limit cannot be saved): it asks, as Cancel does.
  public func userAttemptedDismissal(_ surface: Surface<VocaPinDestination>) {
    if surface.destination == .editor { requestCancelEditing() }
  }

  /// The user swiped a sheet down: the editor saves its draft (and comes back if it cannot), Widget Setup
  /// tells the toggle (VP-4.3).
  public func userDismissed(_ surface: Surface<VocaPinDestination>) {
    switch surface.destination {
    case .editor:
      if commitDraft(evenIfClosed: true) == nil, draft != nil, !isUp(.editor), !draftIsSettled {
        // Not saved: the words come back on screen, with the reason on top of them, never dropped.
        let reason = presentation.alert
        presentation.present(.editor)
        if let reason { presentation.showAlert(reason) }
      }
    case .widgetSetup: syncToggle(.swipeDown)
    case .allNotes, .profileSettings: syncToggle(.swipeDown)
    }
  }

  /// A sheet finished sliding away: the editor lets go of its draft, unless an editor is up again.
  public func surfaceGone(_ surface: Surface<VocaPinDestination>) {
    leavingDrafts[surface.id] = nil
    if surface.destination == .editor, !isUp(.editor) {
      draft = nil
      openedWith = nil
    }
  }

  /// The draft an editor surface shows: its own while it slides away, else the current one.
  public func draft(shownBy surface: Surface<VocaPinDestination>) -> NoteDraft? {
    leavingDrafts[surface.id] ?? draft
  }

  /// Typing in an editor surface; an editor sliding away with its own draft takes no more text.
  public func setDraftText(_ text: String, shownBy surface: Surface<VocaPinDestination>) {
    guard leavingDrafts[surface.id] == nil else { return }
    draftText = text
  }

  /// A new draft for a new editor; editors still sliding away keep the words they showed.
  /// The note as it was when the editor opened (a new note: empty). Cancel discards back to it, even after
  /// going to the background saved the draft in between (which keeps words safe if iOS ends the app).
  private var openedWith: NoteDraft?

  private func replaceDraft(with new: NoteDraft) {
    if let old = draft {
      for leaving in presentation.leaving
      where leaving.surface.destination == .editor && leavingDrafts[leaving.surface.id] == nil {
        leavingDrafts[leaving.surface.id] = old
      }
    }
    draft = new
    // Every editor starts here (a new note, a note opened, a link): Cancel goes back to this, never to what an
    // earlier editor opened with.
    openedWith = new
  }

  /// Dismisses `destination` whether it is up or still waiting its turn to be presented (a tap right after
  /// another), so a closed sheet never rises later.
  private func takeDown(_ destination: VocaPinDestination) {
    presentation.dismiss { $0 == destination }
    guard presentation.queued.contains(where: { $0.destination == destination }) else { return }
    let up = presentation.surfaces.map { VocaPinPresentation.Step($0.destination, as: $0.style) }
    presentation.open(up + presentation.queued.filter { $0.destination != destination })
  }

  private func isUp(_ destination: VocaPinDestination) -> Bool {
    presentation.isPresenting(destination) || presentation.queued.contains { $0.destination == destination }
  }

  /// The toggle's state machine follows the stack: Widget Setup gone (by a swipe, a link, its presenter
  /// closing) is a dismissal of the setup (VP-4.4: the toggle and preferences stay).
  private func syncToggle(_ how: WidgetToggle.Dismissal) {
    if toggle.isShowingSetup, !isUp(.widgetSetup) { toggle.dismissSetup(how) }
  }

  private func showError(_ message: String) {
    alertCount += 1
    presentation.showAlert(
      VocaPinAlert(
        id: "error-\(alertCount)", title: VocaPinCopy.appName, message: message,
        buttons: [.init("OK", role: .cancel)]))
  }

  // MARK: - Bindings the views use

  /// The Profile Settings toggle (VP-1).
  public var widgetEnabled: Bool {
    get { toggle.isOn }
    set { setWidgetEnabled(newValue) }
  }

  /// What is typed is always kept, even past the limit (a paste is never cut); the counter says so and Done
  /// keeps the draft open until it fits.
  public var draftText: String {
    get { draft?.text ?? "" }
    set { if isEditing { draft?.text = newValue } }
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
      if effects.reloadWidgets { reloadWidgets() }
      haptics.emit(.selectionChange)
    } catch {
      toggle = before
      showError("\(VocaPinCopy.widgetSettingFailed) \(VocaPinCopy.changeFailed(error.description))")
      return
    }
    // The state machine decides; the stack presents (over Profile Settings, where the toggle is).
    if toggle.isShowingSetup, !isUp(.widgetSetup) {
      presentation.present(.widgetSetup)
    } else if !toggle.isShowingSetup {
      takeDown(.widgetSetup)
    }
  }

  /// "Got it!" (VP-4.2); swipes and taps outside arrive through `userDismissed`.
  public func dismissWidgetSetup(_ how: WidgetToggle.Dismissal = .gotIt) {
    takeDown(.widgetSetup)
    toggle.dismissSetup(how)
  }

  // MARK: - Notes (VP-0.1)

  /// A new note in the editor. A draft up that cannot be saved stays, with the reason: never replaced.
  public func startNewNote(color: NoteColor = .default) {
    guard refuseIfReadOnly(), saveDraftIfEditing() else { return }
    replaceDraft(with: NoteDraft(noteID: nil, text: "", color: color))
    presentation.open([.init(.editor)])
  }

  public func startEditing(_ id: UUID) {
    guard refuseIfReadOnly(), let note = board.note(id), saveDraftIfEditing() else { return }
    replaceDraft(with: NoteDraft(noteID: id, text: note.text, color: note.color))
    presentation.open([.init(.editor)])
  }

  public func setDraftColor(_ color: NoteColor) {
    if isEditing { draft?.color = color }
  }

  /// Saves the draft, once, and closes the editor. A new note left blank is discarded; an existing one left
  /// blank keeps its text. A draft over the limit, or one that could not be saved, stays open with a message:
  /// no word is lost.
  public func finishEditing() {
    guard isEditing, commitDraft() != nil || draftIsSettled else { return }
    takeDown(.editor)
  }

  /// Saves the draft of an editor that is up; false when it could not be saved (the user has been told).
  private func saveDraftIfEditing() -> Bool {
    guard isEditing else { return true }
    return commitDraft() != nil || draftIsSettled
  }

  /// The draft needs no saving: it is saved already, or a new note left blank.
  private var draftIsSettled: Bool {
    guard let draft else { return true }
    if let id = draft.noteID { return board.note(id)?.text == draft.text && board.note(id)?.color == draft.color }
    return (try? NoteBoard.validated(draft.text)) == nil && !draftIsOverLimit
  }

  /// Saves the draft and returns the note it was saved to, if any; keeps the draft when it cannot be saved.
  /// The draft then names the saved note, so saving it again changes nothing.
  @discardableResult
  private func commitDraft(evenIfClosed: Bool = false, quietly: Bool = false) -> UUID? {
    guard let draft, isEditing || evenIfClosed else { return nil }
    if let status = draftLimitStatus, draftIsOverLimit {
      // Going to the background is not the user asking to save: no alert waits for them on return.
      if !quietly { showError(status) }
      return nil
    }
    let now = dependencies.now()
    let hasWords = (try? NoteBoard.validated(draft.text)) != nil
    var saved: UUID?
    let result = change(keepingWords: true) { board in
      // A note that went while it was being edited (deleted by the widget's shortcut, say) takes no edit: the
      // words are saved as a new note rather than refused, so the editor can always close.
      if let id = draft.noteID, board.note(id) != nil {
        if hasWords { try board.edit(id, text: draft.text, at: now) }
        try board.recolor(id, to: draft.color, at: now)
        saved = id
      } else if hasWords {
        saved = try board.add(draft.text, color: draft.color, at: now).id
      }
    }
    guard result else { return nil }
    forgetUnsavedDraft()
    if let saved, let note = board.note(saved) {
      self.draft = NoteDraft(noteID: saved, text: note.text, color: note.color)
      if draft.noteID == nil { selectedNoteID = saved }
    }
    return saved
  }

  /// Closes the editor without saving.
  public func cancelEditing() {
    revertToOpened()
    forgetUnsavedDraft()
    takeDown(.editor)
  }

  /// Whether the editor holds anything the note did not have when it opened: words, a colour, or a new note
  /// that going to the background saved meanwhile.
  private var changedSinceOpened: Bool {
    guard let draft, let opened = openedWith else { return !draftIsSettled }
    return draft.text != opened.text || draft.color != opened.color || draft.noteID != opened.noteID
  }

  /// Undoes what going to the background saved while the editor was open: a new note it created goes, an
  /// existing note gets back the words and colour it had when the editor opened.
  private func revertToOpened() {
    guard let opened = openedWith, let draft else { return }
    let now = dependencies.now()
    if opened.noteID == nil, let created = draft.noteID, board.note(created) != nil {
      change { board in try board.delete(created) }
    } else if let id = opened.noteID, let note = board.note(id), note.text != opened.text || note.color != opened.color
    {
      change { board in
        try board.edit(id, text: opened.text, at: now)
        try board.recolor(id, to: opened.color, at: now)
      }
    }
  }

  /// Asks before deleting, as Notes does: a confirmation dialog on the surface on top.
  public func requestDelete(_ id: UUID) {
    guard let note = board.note(id) else { return }
    presentation.showAlert(
      VocaPinAlert(
        id: "delete-\(id.uuidString)", title: VocaPinCopy.deleteConfirmationTitle,
        message: VocaPinCopy.deleteConfirmationMessage,
        buttons: [
          .init(VocaPinCopy.delete, role: .destructive, action: .delete(note.id)), .init("Cancel", role: .cancel),
        ], style: .confirmationDialog))
  }

  public func delete(_ id: UUID) {
    guard change({ board in try board.delete(id) }) else { return }
    // The note's editor closes without saving: there is nothing left to save it to, and words kept aside for
    // it (past the limit when iOS ended the app) go with it, so no launch reopens an editor for a deleted note.
    if draft?.noteID == id {
      forgetUnsavedDraft()
      takeDown(.editor)
    }
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

  /// A widget tap or any `vocapin://` link, on a cold launch or while running, whatever is on screen: the
  /// stack dismisses what stands in the way, then presents the target. A draft in an editor that is up is
  /// saved first; if it cannot be (over the limit), the link does not replace it and the user is told why.
  public func open(_ url: URL) {
    guard let route = VocaPinRoute(url) else { return }
    if case .note(let id) = route, board.note(id) == nil {
      showError(NoteError.notFound.description)
      return
    }
    guard saveDraftIfEditing() else { return }
    switch route {
    case .note(let id):
      selectedNoteID = id
      presentation.open([])
    case .newNote:
      guard refuseIfReadOnly() else { return }
      replaceDraft(with: NoteDraft(noteID: nil, text: "", color: .default))
      presentation.open([.init(.editor)])
    case .settings:
      presentation.open([.init(.profileSettings)])
    case .board:
      presentation.open([])
    }
    syncToggle(.tapOutside)
  }

  /// Going to the background saves a draft in progress; the setup sheet's state is left alone, so it is still
  /// up on return (VP-6.3).
  public func scenePhaseChanged(to phase: AppScenePhase) {
    if phase == .active {
      reloadFromDisk()
      // Free in the foreground: a widget that showed "unavailable" after a restart, or missed a deferred
      // reload, shows the notes again as soon as the user opens the app.
      reloadWidgets()
    }
    // The app switcher makes the scene inactive, and a swipe there ends the app with no background phase:
    // the words are kept aside as typed (not saved, so nothing is trimmed under the cursor), for the next
    // launch to reopen if iOS ends the app now.
    if phase == .inactive, isEditing {
      if !draftIsSettled, let draft {
        try? dependencies.store.write(draft, for: VocaPinShared.unsavedDraft)
      } else {
        // Back to what is saved (the added words deleted again): nothing older may come back at the next launch.
        forgetUnsavedDraft()
      }
    }
    // The draft then names the saved note, so the editor keeps editing it on return.
    guard phase == .background, isEditing else { return }
    if commitDraft(quietly: true) == nil, !draftIsSettled, let draft {
      // Not savable as a note (over the limit, or the write failed): kept aside, as typed, in case iOS ends the app.
      try? dependencies.store.write(draft, for: VocaPinShared.unsavedDraft)
    } else {
      forgetUnsavedDraft()
    }
  }

  /// With a notes folder that cannot be used, says so (on top) instead of opening an editor whose words could
  /// never be saved; true when the folder is usable.
  private func refuseIfReadOnly() -> Bool {
    guard isReadOnly else { return true }
    showError(VocaPinCopy.readOnly)
    return false
  }

  /// Asks WidgetKit to redraw the widgets (a request: iOS may defer it, platform-behaviour.md).
  private func reloadWidgets() {
    dependencies.widgetCenter.reloadTimelines(ofKind: VocaPinShared.widgetKind)
  }

  /// The kept draft is saved as a note, or the user let it go.
  private func forgetUnsavedDraft() {
    if case .success(.some) = dependencies.store.load(VocaPinShared.unsavedDraft) {
      dependencies.store.remove(VocaPinShared.unsavedDraft)
    }
  }

  /// Back in the foreground: the widget's button or the "Pin note" shortcut may have moved the pin in the
  /// files. Nothing is reloaded while a note is being edited, so a draft never loses its note.
  private func reloadFromDisk() {
    guard !isEditing else { return }
    let loaded = repository.load()
    guard loaded.folderProblem == nil, !loaded.isUnreadable, loaded.board != board else { return }
    board = loaded.board
    if selectedNote == nil { selectedNoteID = board.pinned?.id ?? board.notes.first?.id }
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
      reloadWidgets()
      return true
    } catch let error as NoteError {
      showError(error.description)
    } catch let error as SharedStoreError {
      showError(keepingWords ? VocaPinCopy.saveFailed(error.description) : VocaPinCopy.changeFailed(error.description))
    } catch {
      showError(VocaPinCopy.changeFailed("\(error)"))
    }
    return false
  }
}

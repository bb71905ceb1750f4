import AppServices
import DesignSystem
import Foundation
import Presentation
import SharedStore

// MARK: - Deep links and lifecycle

extension VocaPinModel {
  /// A widget tap or any `vocapin://` link (a note's opens it in the editor), on a cold launch or while running, whatever is on screen: the
  /// stack dismisses what stands in the way, then presents the target. A draft in an editor that is up is
  /// saved first; if it cannot be (over the limit), the link does not replace it and the user is told why.
  public func open(_ url: URL) {
    guard let route = VocaPinRoute(url) else { return }
    open(route, from: .link)
  }

  /// A route, and where it came from: a link (any app can open `vocapin://`; a widget's tap arrives the same
  /// way and cannot be told apart), or VocaPin's own quick action or App Shortcut, run in the app's process.
  public func open(_ route: VocaPinRoute, from source: VocaPinRouteSource) {
    // Locked: held, and followed once the owner unlocks (`connectAppLock`).
    if holdWhileLocked(route, from: source) { return }
    if case .note(let id) = route, board.note(id) == nil {
      openAfterRereading(id, route: route, from: source)
      return
    }
    guard saveDraftIfEditing() else { return }
    // A message the user has not seen yet (a note left out at launch) waits to show on top of what the link
    // opens (`showError`).
    switch route {
    case .note(let id):
      // The note, open in its editor to read (a widget's tap is a glance, not an edit: the keyboard comes up when
      // the user taps the words, as Apple Notes opens a note); on the board if the folder cannot be written.
      notesBoard.show(id)
      if let note = board.note(id), !isReadOnly {
        let draft = NoteDraft(noteID: id, text: note.text, color: note.color)
        presentation.open([.init(.editor(editor(for: draft, typing: false)))])
      } else {
        presentation.open([])
      }
    case .newNote:
      guard notesWritable() else { return }
      presentation.open([.init(.editor(editor(for: NoteDraft(noteID: nil, text: "", color: .default), typing: true)))])
    case .newNoteWithText(let text):
      // Not saved until Done, like typed words: over the limit, the editor says so and keeps every word.
      guard notesWritable() else { return }
      let draft = NoteDraft(noteID: nil, text: text, color: .default)
      presentation.open([.init(.editor(editor(for: draft, typing: true)))])
    case .newVoiceNote:
      guard notesWritable() else { return }
      // Opened to speak: the keyboard stays down over the microphone (`keyboardOnOpen`).
      let editor = editor(for: NoteDraft(noteID: nil, text: "", color: .default), typing: true)
      presentation.open([.init(.editor(editor))])
      // VocaPin's own quick action or App Shortcut: listening at once, as the board's microphone does (refusals
      // and prompts show in the editor's bar). A link may come from any app: the recorder opens ready, and the
      // microphone starts only when the user taps Dictate.
      switch source {
      case .app: editor.dictation.startListening()
      case .link: editor.opensReadyToDictate = true
      }
    case .settings:
      refreshDictationLanguages()
      // Settings already up stays, back at its root, where the link's reader expects the settings themselves.
      let shown = profileSettingsScreen ?? profileSettingsModel()
      shown.path = []
      presentation.open([.init(.profileSettings(shown))])
    case .board:
      presentation.open([])
    }
  }

  /// Going to the background saves a draft in progress; the setup sheet's state is left alone, so it is still
  /// up on return (VP-6.3).
  /// The view calls this with the phase at launch too (`onChange(of:initial: true)`), so a cold launch from a
  /// widget that showed "unavailable" reloads it.
  public func scenePhaseChanged(to phase: AppScenePhase) {
    let previous = lastPhase
    lastPhase = phase
    // First, so the cover is up before anything else runs (and before the app switcher's snapshot).
    appLock.scenePhaseChanged(to: phase)
    if phase == .active {
      // Free in the foreground: a widget that showed "unavailable" after a restart, or missed a deferred
      // reload, shows the notes again as soon as the user opens the app.
      reloadWidgets()
      // The user may have added or removed widgets, or the widget's button or Siri moved the pin, while away
      // or while the app was only inactive (Siri over the app, the app switcher, Control Center's widgets):
      // every return re-reads the notes, off the main actor. At launch they were just read.
      refreshFromOutside(readingNotes: previous != nil, readingPlacedWidgets: true, readingRecordings: previous != nil)
      // Back from the background to the board: it appears again, sorted (an editor up keeps the board as it was).
      if previous == .background, presentation.surfaces.isEmpty { notesBoard.sort() }
      // Spotlight's index is locked with the phone: what failed then is done now.
      spotlight.catchUp(with: board)
      // What other devices changed while away, and what changed here (the widget's buttons, Siri).
      syncNotes()
    }
    // The app switcher makes the scene inactive, and a swipe there ends the app with no background phase.
    // Words being dictated are in the draft as they are heard.
    if phase == .inactive, let editor { drafts.appMayEnd(editor) }
    // A recording playing pauses where it is (VocaPin has no background audio, so iOS would silence it while
    // the control still said Pause); Play resumes from there on return.
    if phase == .background { recordings.pauseAll() }
    // Dictation stops as iOS takes the microphone away; what it heard is in the draft already.
    guard phase == .background, let editor else { return }
    editor.dictation.stop()
    drafts.appEnteredBackground(editor)
  }

  /// A Spotlight result was tapped (`CSSearchableItemActivityIdentifier`): its note opens, as a widget's does.
  public func openSpotlightResult(_ identifier: String) {
    guard let route = VocaPinRoute(spotlightIdentifier: identifier) else { return }
    open(route.url)
  }

  /// A note link the board does not know yet: another process may have just made it (the Share extension with
  /// Pin to Widget on, the widget showing it before the app's return re-read the App Group), so the notes are
  /// read again first, and only a note still missing then is said to be gone.
  private func openAfterRereading(_ id: UUID, route: VocaPinRoute, from source: VocaPinRouteSource) {
    refreshFromOutside(readingNotes: true, readingPlacedWidgets: false)
    let reread = foregroundRefresh
    foregroundRefresh = Task { [weak self] in
      await reread?.value
      guard let self else { return }
      if board.note(id) != nil {
        open(route, from: source)
      } else {
        showMessage(NoteError.notFound.description)
      }
    }
  }

  /// Whether the notes folder can be written. When it cannot, says so (on top) instead of opening an editor whose
  /// words could never be saved.
  func notesWritable() -> Bool {
    guard isReadOnly else { return true }
    showMessage(VocaPinCopy.readOnly)
    return false
  }

  /// Asks WidgetKit to redraw the widgets (a request: iOS may defer it, platform-behaviour.md).
  func reloadWidgets() {
    dependencies.widgetCenter.reloadTimelines(ofKind: VocaPinShared.widgetKind)
  }

  /// Reads, off the main actor, what may have changed outside the app: the notes and pin in the App Group (the
  /// widget's button, the "Pin note" shortcut) and the widgets placed on the Home Screen. What it read is
  /// applied only if the board did not change meanwhile and no note is being edited, so a draft never loses
  /// its note. Failures change nothing: the widget count stays as last known.
  func refreshFromOutside(readingNotes: Bool, readingPlacedWidgets: Bool, readingRecordings: Bool = false) {
    let repository = repository
    let placed = dependencies.placedWidgets
    let boardBefore = board
    let files = recordings.files
    let recordingsBefore = recordings.index.notes
    let previous = foregroundRefresh
    foregroundRefresh = Task { [weak self] in
      await previous?.value
      let widgets: [PlacedWidget]? = readingPlacedWidgets ? try? await placed.placedWidgets() : nil
      let loaded: NotesLoad? = readingNotes ? await Task.detached { repository.load() }.value : nil
      // The recordings index, only on a return to the foreground (never as an editor closes: redraws and the
      // editor's own changes never need the file), so what the model holds never outlives a change to the file
      // it did not make; a change the model made meanwhile wins over this older read.
      if readingRecordings {
        let read = await Task.detached { files.index() }.value
        self?.recordings.index.reloaded(read, readOver: recordingsBefore)
      }
      self?.applyRefresh(loaded: loaded, placedWidgets: widgets, boardBefore: boardBefore)
    }
  }

  private func applyRefresh(loaded: NotesLoad?, placedWidgets: [PlacedWidget]?, boardBefore: NoteBoard) {
    if let placedWidgets { widgetSetup.placedWidgetsRead(placedWidgets) }
    guard let loaded, !isEditing, board == boardBefore else { return }
    guard loaded.folderProblem == nil, !loaded.isUnreadable, loaded.board != board else { return }
    spotlight.follow(from: board, to: loaded.board)
    board = loaded.board
    notesBoard.notesReread()
  }

  /// An editor finished sliding away: the pin may have moved (the widget's button, Siri) while it was open,
  /// when nothing was re-read.
  public func surfaceGone(_ surface: Surface<VocaPinDestination>) {
    exportShareGone(surface)
    // The board shows again with nothing over it: the notes edited meanwhile take their places in a date order.
    if presentation.surfaces.isEmpty, presentation.queued.isEmpty { notesBoard.sort() }
    guard surface.destination.editor != nil, !isEditing else { return }
    refreshFromOutside(readingNotes: true, readingPlacedWidgets: false)
  }

  /// Applies a change to the board and saves what changed; on failure the board stays as it was and the
  /// user is told why in words. Returns whether the change holds.
  @discardableResult
  func change(keepingWords: Bool = false, _ body: (inout NoteBoard) throws -> Void) -> Bool {
    var updated = board
    do {
      try body(&updated)
      guard updated != board else { return true }
      // Another device's edit written to a file under the board (iCloud Sync) is kept, never saved over.
      let (merged, keptBeside) = layingOverOutsideEdits(updated)
      try repository.save(merged, replacing: board)
      spotlight.follow(from: board, to: merged)
      board = merged
      reloadWidgets()
      syncNotes()
      if keptBeside > 0 { showMessage(VocaPinCopy.keptOtherDevicesWords) }
      return true
    } catch let error as NoteError {
      showMessage(error.description)
    } catch {
      showMessage(keepingWords ? VocaPinCopy.saveFailed(error) : VocaPinCopy.changeFailed(error))
    }
    return false
  }
}

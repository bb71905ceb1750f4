import Foundation
import Presentation

// MARK: - Presentation

extension VocaPinModel {
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
  func replaceDraft(with new: NoteDraft) {
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
  func takeDown(_ destination: VocaPinDestination) {
    presentation.dismiss { $0 == destination }
    guard presentation.queued.contains(where: { $0.destination == destination }) else { return }
    let up = presentation.surfaces.map { VocaPinPresentation.Step($0.destination, as: $0.style) }
    presentation.open(up + presentation.queued.filter { $0.destination != destination })
  }

  func isUp(_ destination: VocaPinDestination) -> Bool {
    presentation.isPresenting(destination) || presentation.queued.contains { $0.destination == destination }
  }

  /// The toggle's state machine follows the stack: Widget Setup gone (by a swipe, a link, its presenter
  /// closing) is a dismissal of the setup (VP-4.4: the toggle and preferences stay).
  func syncToggle(_ how: WidgetToggle.Dismissal) {
    if toggle.isShowingSetup, !isUp(.widgetSetup) { toggle.dismissSetup(how) }
  }

  func showError(_ message: String) {
    presentation.showMessage(message, title: VocaPinCopy.appName)
  }
}

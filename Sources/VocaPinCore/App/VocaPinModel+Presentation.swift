import Foundation
import Localization
import Presentation

// MARK: - Presentation

extension VocaPinModel {
  public var isShowingProfileSettings: Bool { profileSettingsScreen != nil }

  /// Profile Settings that is up, or waiting its turn to rise; one sliding away is not.
  public var profileSettingsScreen: ProfileSettingsModel? {
    presentation.lastPresentedOrQueued(\.profileSettings)
  }
  public var isShowingAllNotes: Bool { allNotesScreen != nil }

  /// The All Notes screen that is up, or waiting its turn to rise; one sliding away is not.
  public var allNotesScreen: AllNotesModel? {
    presentation.lastPresentedOrQueued(\.allNotes)
  }
  /// The editor is up (or on its way up): its draft is the one Done, a link or backgrounding saves.
  public var isEditing: Bool { editor != nil }
  /// The editor that is up, or waiting its turn to rise; an editor sliding away is not.
  public var editor: EditorModel? {
    presentation.lastPresentedOrQueued(\.editor)
  }

  /// The alert the stack holds (shown, or about to be once nothing moves).
  public var alertUp: VocaPinAlertID? { presentation.alert?.kind() }

  /// The note a delete confirmation is asking about (Delete, or Done on an emptied note).
  public var pendingDeletion: UUID? {
    switch alertUp {
    case .delete(let id), .deleteEmptied(let id): id
    default: nil
    }
  }

  public func showProfileSettings() {
    refreshDictationLanguages()
    presentation.present(.profileSettings(profileSettingsModel()))
  }

  /// Profile Settings connected to the app: it reads the settings afresh at each access and changes them here.
  func profileSettingsModel() -> ProfileSettingsModel {
    let screen = ProfileSettingsModel(widgetSetup: widgetSetup, appLock: appLock)
    screen.read = { [weak self] in self?.profileSettingsValues ?? ProfileSettingsModel.Values() }
    screen.onChange = { [weak self] change in
      guard let self else { return }
      switch change {
      case .lockScreenShowsNotes(let show): setLockScreenShowsNotes(show)
      case .iCloudSync(let on): setICloudSync(on)
      case .dictationLanguage(let language): setDictationLanguage(language)
      case .keepRecordings(let keep): setKeepRecordings(keep)
      }
    }
    screen.onDone = { [weak self, weak screen] in if let screen { self?.close(.profileSettings(screen)) } }
    return screen
  }

  private var profileSettingsValues: ProfileSettingsModel.Values {
    var values = ProfileSettingsModel.Values()
    values.lockScreenShowsNotes = lockScreenShowsNotesShown
    values.syncOn = noteSync.isOn
    values.syncStatus = VocaPinCopy.syncStatus(noteSync.status)
    values.syncHeldByNewerVersion = noteSync.ledgerHold == .newerVersion
    values.dictationLanguage = dictationLanguage
    values.dictationLanguageChoices = dictationLanguageChoices
    values.keepRecordings = keepRecordings
    values.privacyPolicy = privacyPolicy
    return values
  }

  /// The board's "All Notes" button: a new screen, its search field empty, reporting here.
  public func showAllNotes() {
    let screen = AllNotesModel()
    screen.notes = { [weak self] in self?.notesBoard.shownNotes ?? [] }
    screen.inManualOrder = { [weak self] in self?.notesBoard.noteOrder == .manual }
    screen.pinnedID = { [weak self] in self?.board.pinnedID }
    screen.onShow = { [weak self] in self?.showOnBoard($0) }
    screen.onEdit = { [weak self, weak screen] in if let screen { self?.startEditing($0, over: screen) } }
    screen.onMove = { [weak self] in self?.notesBoard.move(fromOffsets: $0, toOffset: $1) }
    screen.onDelete = { [weak self] in self?.requestDelete($0) }
    screen.onShowRecentlyDeleted = { [weak self] in self?.showRecentlyDeleted() }
    screen.exportable = { [weak self] in self?.canExportNotes ?? false }
    screen.onExport = { [weak self] in self?.exportAllNotes() }
    screen.onBackUp = { [weak self] in self?.backUpAllNotes() }
    screen.onChooseBackup = { [weak self] in self?.chooseBackup() }
    screen.onDone = { [weak self, weak screen] in if let screen { self?.close(.allNotes(screen)) } }
    presentation.present(.allNotes(screen))
  }

  /// The board's Share menu: the system share sheet, as a surface of the stack (`systemSheetFinished` when it
  /// is done).
  public func share(_ item: ShareItem) { presentation.present(.share(item)) }

  /// A row of All Notes: that note on the board, All Notes closed.
  public func showOnBoard(_ id: UUID) {
    guard board.note(id) != nil else { return }
    notesBoard.show(id)
    close { $0.allNotes != nil }
  }

  public func perform(_ action: VocaPinAlertAction) {
    switch action {
    case .delete(let id): delete(id)
    case .discardDraft: cancelEditing()
    case .deleteForever(let id): recentlyDeletedScreen?.deleteForever(id)
    case .deleteRecording(let id): deleteRecording(id)
    }
  }

  /// Cancel in the editor: closes at once when nothing is unsaved; otherwise asks first, as Notes' peers do,
  /// so words are only thrown away when the user says so. The way out of a draft past the limit.
  public func requestCancelEditing() {
    if let editor { requestCancel(editor) }
  }

  /// Cancel in `editor`, if it is the one up.
  func requestCancel(_ editor: EditorModel) {
    guard editor === self.editor else { return }
    guard editor.changedSinceOpened else { return cancelEditing() }
    presentation.showAlert(
      VocaPinAlert(
        id: VocaPinAlertID.discardDraft, title: VocaPinCopy.discardTitle.text,
        buttons: [
          .init(VocaPinCopy.discardChanges.text, role: .destructive, action: .discardDraft),
          .init(VocaPinCopy.keepEditing.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// A swipe down the editor held back (`EditorModel.holdsSwipe`): an emptied note asks to be deleted, as Done does; a draft
  /// past the limit asks, as Cancel does.
  public func userAttemptedDismissal(_ surface: Surface<VocaPinDestination>) {
    guard let editor = surface.destination.editor else { return }
    if editor === self.editor, let id = drafts.emptiedNote(in: editor) {
      editor.dictation.stop()
      askToDeleteEmptied(id)
    } else {
      requestCancel(editor)
    }
  }

  /// The user swiped a sheet down: the editor saves its draft (and comes back if it cannot). Widget Setup
  /// needs nothing: whether it is up is the stack's to say, and the toggle stays as it is (VP-4.3, VP-4.4).
  public func userDismissed(_ surface: Surface<VocaPinDestination>) {
    switch surface.destination {
    case .editor(let editor):
      // What the microphone heard so far is part of the draft the swipe saves, and the microphone goes off.
      editor.dictation.stop()
      if let id = drafts.emptiedNote(in: editor), self.editor == nil {
        // Swiped down with every word deleted: back up, asking, rather than keeping the old words silently.
        presentation.present(.editor(editor))
        askToDeleteEmptied(id)
      } else if !drafts.saveIfNeeded(editor), self.editor == nil {
        // Not saved: the words come back on screen, with the reason on top of them, never dropped.
        let reason = presentation.alert
        presentation.present(.editor(editor))
        if let reason { presentation.showAlert(reason) }
      }
    case .widgetSetup, .allNotes, .profileSettings, .recentlyDeleted, .share, .backupPicker: break
    }
  }

  /// The editor for `draft`: a new-note link while an editor is up starts over in that editor (one sheet, not two);
  /// otherwise a new editor, so one still sliding away keeps the words it showed. `typing`: opened to write (the
  /// keyboard up: a new note) or to read (a note that exists: the keyboard waits for a tap on the words).
  func editor(for draft: NoteDraft, typing: Bool) -> EditorModel {
    let shown: EditorModel
    if let editor {
      editor.restart(with: draft)
      shown = editor
    } else {
      shown = makeEditor(draft)
    }
    shown.opensTyping = typing
    // A New Voice Note link's waiting microphone was for the editor it opened, not for what starts over in it.
    shown.opensReadyToDictate = false
    return shown
  }

  /// A new editor that reports Done and Cancel here, and takes text only while it is the one up.
  func makeEditor(_ draft: NoteDraft, openedWith: NoteDraft? = nil) -> EditorModel {
    let editor = EditorModel(draft: draft, openedWith: openedWith)
    editor.connect(
      .init(
        speech: dependencies.speech, urls: dependencies.urls, recorder: dependencies.recorder, library: recordings,
        language: { [weak self] in self?.dictationLanguage },
        keepsRecordings: { [weak self] in self?.keepRecordings ?? false },
        recordingsKeptSaid: { [weak self] in self?.recordingsKeptSaid ?? true },
        sayingRecordingsKept: { [weak self] in self?.saidRecordingsKept() },
        ownPrompt: { [weak self] work in
          guard let self else { return await work() }
          await self.appLock.ownPrompt(work)
        }))
    editor.acceptsEdits = { [weak self, weak editor] in editor != nil && self?.editor === editor }
    editor.onDone = { [weak self, weak editor] in if let editor { self?.finish(editor) } }
    editor.onCancel = { [weak self, weak editor] in if let editor { self?.requestCancel(editor) } }
    editor.onAsk = { [weak self] in self?.presentation.showAlert($0) }
    editor.onMessage = { [weak self] in self?.showMessage($0) }
    editor.onDelete = { [weak self] in self?.requestDelete($0) }
    editor.emptiesNote = { [weak self, weak editor] in
      guard let self, let editor else { return false }
      return drafts.emptiedNote(in: editor) != nil
    }
    editor.keyboardAllowed = { [weak self] in self?.appLock.mayTakeKeyboard ?? true }
    editor.boardTags = { [weak self] in TagCount.counts(in: self?.board.notes ?? []) }
    return editor
  }

  /// Dismisses what `matches` whether it is up or still waiting its turn to be presented (a tap right after
  /// another), so a closed sheet never rises later.
  func close(where matches: (VocaPinDestination) -> Bool) {
    presentation.dismiss(where: matches)
  }

  func close(_ destination: VocaPinDestination) { close { $0 == destination } }

  /// Says what went wrong, in words. A message the user has not dismissed is never dropped: a later one waits
  /// behind it, and a link, a restored draft or a question that takes its place puts it back in line.
  func showMessage(_ message: String) { showMessage(VocaPinAlertID.messageAlert(message)) }

  func showMessage(_ message: LocalizedCopy) { showMessage(message.text) }
}

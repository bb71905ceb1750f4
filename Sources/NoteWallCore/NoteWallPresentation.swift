import Foundation
import Localization
import Presentation

/// What NoteWall presents over its screens (issue 27): every sheet goes through the model's `presentation`, so an
/// alert raised while one is up (a refused photo in Appearance, a too-long note in the editor) shows on it.
public enum NoteWallDestination: Hashable, Sendable {
  /// Help without a configured support page: the guides' text versions.
  case help
  /// The note editor: its own model (the note as opened, the text typed), kept until the sheet has slid away.
  case editNote(NoteEditorModel)
  /// The main app's Appearance screen: the wallpaper choices' model (the one Step 5 shows).
  case appearance(AppearanceModel)
  /// What NoteWall keeps, in the app, when the build configures no privacy policy page.
  case privacyPolicy
  /// The system photo picker for the home or lock screen's photo (NW-6.1, NW-6.2), over Step 5 or Appearance.
  case photoPicker(AppearanceModel.PhotoSlot)
}

/// What an alert's buttons do.
public enum NoteWallAlertAction: Hashable, Sendable {
  case getSafari
  case continueWithSafari
  /// "Discard Changes" on the editor presented as surface `surface`: its typing is thrown away, as the user chose.
  case discardEdit(surface: Int)
}

/// Every alert NoteWall shows, as a typed id with its payload: the stack holds it in `AlertValue.id`, so a model
/// or a test reads which alert is up with `alertUp`, never by matching strings.
public enum NoteWallAlertID: Hashable, Sendable {
  /// A message in words with OK (a refused photo, a shortcut that failed, Photos access denied).
  case message(String)
  /// NW-3.4: Safari is needed; get it, or say it is installed.
  case safariPrompt
  /// Discard or keep editing the note in the editor presented as surface `surface`.
  case discardEdit(surface: Int)

  /// The one place each alert's words and buttons are made.
  public var alert: AlertValue<NoteWallAlertAction> {
    switch self {
    case .message(let text):
      .message(id: self, title: NoteWallCopy.notesTitle.text, text: text, ok: NoteWallCopy.ok.text)
    case .safariPrompt:
      AlertValue(
        id: self, title: NoteWallCopy.safariTitle.text, message: NoteWallCopy.safariMessage.text,
        buttons: [
          .init(NoteWallCopy.getSafari.text, action: .getSafari),
          .init(NoteWallCopy.safariInstalled.text, action: .continueWithSafari),
          .init(NoteWallCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog)
    case .discardEdit(let surface):
      AlertValue(
        id: self, title: NoteWallCopy.discardTitle.text,
        buttons: [
          .init(NoteWallCopy.discardChanges.text, role: .destructive, action: .discardEdit(surface: surface)),
          .init(NoteWallCopy.keepEditing.text, role: .cancel),
        ], style: .confirmationDialog)
    }
  }
}

extension NoteWallModel: PresentationHost {
  public func perform(_ action: NoteWallAlertAction) {
    switch action {
    case .getSafari: Task { await onboarding.getSafari() }
    case .continueWithSafari: Task { await onboarding.continueWithSafari() }
    case .discardEdit(let surface): presentation.dismiss(surface)
    }
  }

  /// A swipe down held back by an edited note asks first, as Cancel does.
  public func userAttemptedDismissal(_ surface: Surface<NoteWallDestination>) {
    guard case .editNote(let editor) = surface.destination, editor.hasChanges else { return }
    askToDiscard(surface.id)
  }

  /// A message (a refused photo, a shortcut that failed) as an alert with OK on the surface on top, queued
  /// behind any message not yet seen.
  func showMessage(_ text: String) { presentation.enqueueMessage(NoteWallAlertID.message(text).alert) }

  /// The alert the stack holds (shown, or about to be once nothing moves).
  public var alertUp: NoteWallAlertID? { presentation.alert?.kind() }

  /// Closes the alert up if it is `alert` (a button's intent that runs before the adapter reports the tap).
  func close(_ alert: NoteWallAlertID) {
    if let up = presentation.alert, up.kind() == alert { presentation.alertDismissed(id: up.id) }
  }

  public var isShowingSafariPrompt: Bool { alertUp == .safariPrompt }
  public var isShowingHelp: Bool { presentation.isPresenting(.help) }

  /// The note editor (main app): a tap on a note.
  public func startEditing(_ note: WallNote) {
    let editor = NoteEditorModel(note: note)
    // The editor's Save: the sheet closes when the note is saved; a refusal (blank, too long) is said over the
    // editor, which stays up with the user's text.
    editor.onSave = { [weak self, weak editor] text in
      guard let self, let editor, notes.edit(note.id, to: text) else { return }
      dismiss(editor)
    }
    // Cancel on an edited note asks before the typing is thrown away (Calendar's and Reminders' editors do).
    editor.onCancel = { [weak self, weak editor] in
      guard let self, let editor else { return }
      if editor.hasChanges, let surface = surface(of: editor) {
        askToDiscard(surface)
      } else {
        dismiss(editor)
      }
    }
    presentation.present(.editNote(editor))
  }

  /// "Discard Changes" or "Keep Editing", a confirmation dialog over the editor.
  private func askToDiscard(_ surface: Int) {
    presentation.showAlert(NoteWallAlertID.discardEdit(surface: surface).alert)
  }

  private func surface(of editor: NoteEditorModel) -> Int? {
    presentation.surfaces.first { if case .editNote(let shown) = $0.destination { shown === editor } else { false } }?
      .id
  }

  private func dismiss(_ editor: NoteEditorModel) {
    presentation.dismiss { if case .editNote(let shown) = $0 { shown === editor } else { false } }
  }

  /// Cancel or Done on a surface.
  public func dismissSurface(_ surface: Int) { presentation.dismiss(surface) }
}

import Foundation
import Localization
import Presentation

/// What NoteWall presents over its screens: every sheet goes through the model's `presentation`, so an
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
  /// "Discard Changes" on this editor: its typing is thrown away, as the user chose.
  case discardEdit(NoteEditorModel)
}

/// Every alert NoteWall shows, as a typed id with its payload: the stack holds it in `AlertValue.id`, so a model
/// or a test reads which alert is up with `alertUp`, never by matching strings.
public enum NoteWallAlertID: Hashable, Sendable {
  /// A message in words with OK (a refused photo, a shortcut that failed, Photos access denied).
  case message(String)
  /// NW-3.4: Safari is needed; get it, or say it is installed.
  case safariPrompt
  /// Discard or keep editing the note in this editor (compared by identity: the sheet's own model, no sheet id).
  case discardEdit(NoteEditorModel)

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
    case .discardEdit(let editor):
      AlertValue(
        id: self, title: NoteWallCopy.discardTitle.text,
        buttons: [
          .init(NoteWallCopy.discardChanges.text, role: .destructive, action: .discardEdit(editor)),
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
    case .discardEdit(let editor): close(editor)
    }
  }

  /// A swipe down held back by an edited note asks first, as Cancel does.
  public func userAttemptedDismissal(_ surface: Surface<NoteWallDestination>) {
    guard case .editNote(let editor) = surface.destination, editor.hasChanges else { return }
    askToDiscard(editor)
  }

  /// A message (a refused photo, a shortcut that failed) as an alert with OK on the surface on top, queued
  /// behind any message not yet seen.
  func showMessage(_ text: String) { showMessage(NoteWallAlertID.message(text).alert) }

  /// The alert the stack holds (shown, or about to be once nothing moves).
  public var alertUp: NoteWallAlertID? { presentation.alert?.kind() }

  /// Closes the alert up if it is `alert` (a button's intent that runs before the adapter reports the tap).
  /// Named apart from `close(_:)`, which takes a surface down.
  func closeAlert(_ alert: NoteWallAlertID) {
    if let up = presentation.alert, up.kind() == alert { presentation.alertDismissed(id: up.id) }
  }

  public var isShowingSafariPrompt: Bool { alertUp == .safariPrompt }
  /// Help is up or on its way up (waiting its turn behind what is leaving), as every app's `isShowing…` means.
  public var isShowingHelp: Bool { presentation.isPresentedOrQueued(.help) }

  /// Done on a sheet (Help, the privacy page): it goes, up or still waiting its turn, as in every app.
  public func close(_ destination: NoteWallDestination) { presentation.dismiss { $0 == destination } }
}

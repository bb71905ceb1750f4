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

extension NoteWallModel: PresentationHost {
  public func perform(_ action: NoteWallAlertAction) {
    switch action {
    case .getSafari: Task { await getSafari() }
    case .continueWithSafari: Task { await continueWithSafari() }
    case .discardEdit(let surface): presentation.dismiss(surface)
    }
  }

  /// A swipe down held back by an edited note asks first, as Cancel does.
  public func userAttemptedDismissal(_ surface: Surface<NoteWallDestination>) {
    guard case .editNote(let editor) = surface.destination, editor.hasChanges else { return }
    askToDiscard(surface.id)
  }

  static let safariAlertID = "safari"

  /// NW-3.4's prompt, a confirmation dialog on whatever is on top.
  func showSafariPrompt() {
    presentation.showAlert(
      AlertValue(
        id: Self.safariAlertID, title: NoteWallCopy.safariTitle.text, message: NoteWallCopy.safariMessage.text,
        buttons: [
          .init(NoteWallCopy.getSafari.text, action: .getSafari),
          .init(NoteWallCopy.safariInstalled.text, action: .continueWithSafari),
          .init(NoteWallCopy.cancel.text, role: .cancel),
        ], style: .confirmationDialog))
  }

  /// A message (a refused photo, a shortcut that failed) as an alert on the surface on top.
  func showMessage(_ text: String) {
    presentation.showMessage(text, title: NoteWallCopy.notesTitle.text, button: NoteWallCopy.ok.text)
  }

  public var isShowingSafariPrompt: Bool { presentation.alert?.id == Self.safariAlertID }
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

  static let discardAlertID = "discard-edit"

  /// "Discard Changes" or "Keep Editing", a confirmation dialog over the editor.
  private func askToDiscard(_ surface: Int) {
    presentation.showAlert(
      AlertValue(
        id: Self.discardAlertID, title: NoteWallCopy.discardTitle.text,
        buttons: [
          .init(NoteWallCopy.discardChanges.text, role: .destructive, action: .discardEdit(surface: surface)),
          .init(NoteWallCopy.keepEditing.text, role: .cancel),
        ], style: .confirmationDialog))
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

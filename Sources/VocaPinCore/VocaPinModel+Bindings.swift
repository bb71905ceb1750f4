// MARK: - Bindings the views use

extension VocaPinModel {
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
}

// MARK: - Bindings the views use

extension VocaPinModel {
  /// The Profile Settings toggle (VP-1).
  public var widgetEnabled: Bool {
    get { toggle.isOn }
    set { setWidgetEnabled(newValue) }
  }

  public var selectedNote: Note? { selectedNoteID.flatMap(board.note) }
}

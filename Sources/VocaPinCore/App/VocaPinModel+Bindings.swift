// MARK: - Bindings the views use

extension VocaPinModel {
  public var selectedNote: Note? { selectedNoteID.flatMap(board.note) }
}

// MARK: - The board's screen: its own model, connected to the notes, the settings and the messages here

extension VocaPinModel {
  /// Connects the board to the notes every feature shares: it reads them and asks for a change through its
  /// closures (saved as any change is, `change`), never reaching into this model.
  func connectNotesBoard() {
    let screen = notesBoard
    screen.notes = { [weak self] in self?.board ?? NoteBoard() }
    screen.onChange = { [weak self] body in self?.change(body) ?? false }
    screen.mayChange = { [weak self] in self?.notesWritable() ?? false }
    screen.saveSettings = { [weak self] change in _ = try self?.repository.updateSettings(change) }
    screen.canPlay = { [weak self] in self?.editor?.canPlayRecordings ?? true }
    screen.onHaptic = { [weak self] in self?.haptics.emit($0) }
    screen.onMessage = { [weak self] in self?.showMessage($0) }
  }
}

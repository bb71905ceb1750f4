import Foundation

/// A note being written: the draft lives here, in memory, and is saved once when editing ends, so typing
/// never rewrites the file or reloads the widget on every keystroke.
public struct NoteDraft: Codable, Equatable, Sendable {
  /// The note being edited; nil for a new note, created when the draft is saved.
  public let noteID: UUID?
  public var text: String
  public var color: NoteColor

  /// Public so a preview can show an editor on words of its own.
  public init(noteID: UUID?, text: String, color: NoteColor) {
    self.noteID = noteID
    self.text = text
    self.color = color
  }
}

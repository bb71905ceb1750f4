import Foundation
import Observation
import Presentation

/// The note editor sheet (main app): the note as it was when opened and the text being typed, held by the
/// sheet's destination until it has slid away, so the view keeps no copy of its own. Save and Cancel go to the
/// app's model, which decides (a refused text keeps the editor up, with the user's words).
@MainActor
@Observable
public final class NoteEditorModel {
  /// The note as it was when the editor opened.
  public let note: WallNote
  public var text: String
  @ObservationIgnored var onSave: (@MainActor (String) -> Void)?
  @ObservationIgnored var onCancel: (@MainActor () -> Void)?

  public init(note: WallNote) {
    self.note = note
    text = note.text
  }

  /// A changed note is not thrown away by a swipe: Save or Cancel decide.
  public var hasChanges: Bool { text != note.text }
  public var canSave: Bool { !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

  public func save() { onSave?(text) }
  public func cancel() { onCancel?() }
}

/// An editor is its sheet: two editors of one note are two sheets.
extension NoteEditorModel: HashableObject {}

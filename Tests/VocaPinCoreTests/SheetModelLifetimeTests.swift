import Testing

@testable import VocaPinCore

/// The editor's model lives in its destination and nowhere else: once its sheet has slid away, nothing keeps it
/// (no closure, dictation or cache of the app's model), so a closed editor can never write a note again.
@Suite("VocaPin: a closed editor's model is freed")
@MainActor
struct SheetModelLifetimeTests {
  @Test("the editor's model goes once its dismissal has ended, after Cancel and after Done")
  func editorModelFreed() throws {
    let model = VocaPinHarness().model()
    weak var cancelled: EditorModel?
    weak var saved: EditorModel?
    do {
      model.startNewNote()
      model.settlePresentation()
      cancelled = try #require(model.editor)
      model.cancelEditing()
      model.dismissalEnded(presentedBy: 0)
    }
    #expect(cancelled == nil, "nothing keeps a cancelled editor")
    do {
      model.startNewNote()
      model.settlePresentation()
      let editor = try #require(model.editor)
      saved = editor
      editor.text = "Milk"
      editor.done()
      model.dismissalEnded(presentedBy: 0)
    }
    #expect(saved == nil, "nothing keeps a saved note's editor")
    #expect(model.board.notes.count == 1)
  }
}

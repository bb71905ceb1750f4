import Foundation
import Testing

@testable import VocaPinCore

/// The editor sheet's own model, driven alone: no stack, no sheet ids.
@Suite("VocaPin's editor model on its own")
@MainActor
struct EditorModelTests {
  @Test("An editor counts down near the limit, keeps a paste whole, and knows what changed since it opened")
  func alone() {
    let opened = NoteDraft(noteID: nil, text: "", color: .yellow)
    let editor = EditorModel(draft: opened)
    #expect(!editor.changedSinceOpened && editor.limitStatus == nil)
    editor.text = String(repeating: "a", count: 9_990)
    #expect(editor.limitStatus == VocaPinCopy.charactersLeft(10) && editor.changedSinceOpened)
    editor.text = String(repeating: "a", count: 10_001)
    #expect(editor.isOverLimit && editor.text.count == 10_001)
    editor.text = ""
    editor.color = .green
    #expect(editor.changedSinceOpened && editor.openedWith == opened)
  }

  @Test("Done and Cancel report to the parent; an editor no longer up takes no more words")
  func reports() {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .yellow))
    let parent = Reports()
    editor.onDone = { parent.heard.append("done") }
    editor.onCancel = { parent.heard.append("cancel") }
    editor.done()
    editor.cancel()
    #expect(parent.heard == ["done", "cancel"])
    editor.acceptsEdits = { false }
    editor.text = "Typed while sliding down"
    editor.color = .pink
    #expect(editor.text.isEmpty && editor.color == .yellow)
  }
}

/// What a parent heard from its editor.
@MainActor
private final class Reports {
  var heard: [String] = []
}

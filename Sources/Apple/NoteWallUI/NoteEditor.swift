#if os(iOS)
  import NoteWallCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Editing one note's text, held by the sheet's `NoteEditorModel`; Save hands it to the app's model, which closes
  /// the sheet, or says over it why the text was refused (blank, too long) and keeps it up.
  @MainActor
  struct NoteEditor: View {
    @Bindable var editor: NoteEditorModel

    var body: some View {
      NavigationStack {
        Form {
          TextField(text: $editor.text, prompt: Text(NoteList.placeholder), axis: .vertical) {
            Text(NoteList.placeholder)
          }
        }
        .navigationTitle(NoteWallCopy.editNoteTitle)
        // A changed note is not thrown away by a swipe: Save or Cancel decide.
        .interactiveDismissDisabled(editor.hasChanges)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button(NoteWallCopy.cancel) { editor.cancel() } }
          ToolbarItem(placement: .confirmationAction) {
            Button(NoteWallCopy.save) { editor.save() }.disabled(!editor.canSave)
          }
        }
      }
    }
  }
#endif

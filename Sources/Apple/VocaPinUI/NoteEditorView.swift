#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import Presentation
  import SwiftUI
  import VocaPinCore

  /// Writing a note: the draft is kept by the editor's own model (its destination's) and saved once, when the
  /// editor closes.
  @MainActor
  struct NoteEditorView: View {
    /// This sheet's editor: it shows its own draft until its dismissal ends, even if a new editor follows.
    @Bindable var editor: EditorModel
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var color: NoteColor { editor.color }

    var body: some View {
      NavigationStack {
        // At the accessibility sizes the dictation bar's message and buttons and the counter can take more height
        // than a small iPhone's sheet has: there the sheet scrolls and the text keeps a usable height, instead of
        // the text being squeezed to nothing and a button falling off screen.
        Group {
          if dynamicTypeSize.isAccessibilitySize {
            ScrollView { fields.frame(maxWidth: .infinity) }
          } else {
            fields
          }
        }
        // Criterion: VP-5.5 (a colour change cross-fades: VocaPinMotion)
        .animation(.effect(VocaPinMotion.paperColour), value: color)
        .padding(Spacing.small)
        .background { Color(Theme.vocaPin.background).ignoresSafeArea() }
        .navigationTitle(editor.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(VocaPinCopy.cancel) { editor.cancel() }
          }
          ToolbarItem(placement: .confirmationAction) { Button(VocaPinCopy.done) { editor.done() } }
          // Notes' checklist button, beside the words being written (the system gives it a 44 pt target).
          ToolbarItem(placement: .bottomBar) {
            Button {
              editor.checklistButtonTapped()
            } label: {
              Label(VocaPinCopy.checklistButton, systemImage: "checklist")
            }
            .accessibilityHint(VocaPinCopy.checklistButtonHint)
          }
          // Delete is never one tap beside Done: it sits in a "…" menu, as Apple Notes keeps it, and still asks
          // first (`requestDelete`'s confirmation dialog).
          if editor.deletableNoteID != nil {
            ToolbarItem(placement: .topBarTrailing) {
              Menu {
                Button(role: .destructive) {
                  editor.delete()
                } label: {
                  Label(VocaPinCopy.delete, systemImage: "trash")
                }
              } label: {
                Label(VocaPinCopy.moreActions, systemImage: "ellipsis.circle")
              }
            }
          }
        }
        // A draft over the limit or an emptied note cannot be swiped away: the attempt asks (discard or keep
        // editing; delete the emptied note or keep editing), as Done does.
        .interactiveDismissDisabled(editor.holdsSwipe)
      }
    }

    private var fields: some View {
      VStack(spacing: Spacing.small) {
        // A UITextView that tells the model its cursor (`NoteTextView`); the keyboard comes up for a new note's words,
        // not for a note opened to read, nor over a voice note (`EditorModel.keyboardOnOpen`).
        NoteTextView(
          editor: editor, focusesOnAppear: editor.keyboardOnOpen,
          mayTakeKeyboard: editor.mayTakeKeyboard,
          accessibilityLabel: VocaPinCopy.noteTextLabel.text
        )
        .padding(Spacing.small)
        .frame(minHeight: dynamicTypeSize.isAccessibilitySize ? 260 : nil)
        .background { RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(color.paper)) }
        // VoiceOver names the field (`NoteTextView`) and reads the words as its value, never the prompt.
        .overlay(alignment: .topLeading) {
          if let placeholder = editor.placeholder {
            Text(placeholder)
              .font(.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28)))
              .foregroundStyle(Color(Theme.vocaPin.secondaryText))
              .padding(Spacing.small + 5)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
        }
        // The counter near the limit, and past it; the words are never cut.
        if let status = editor.limitStatus {
          Text(status)
            .font(.footnote)
            .foregroundStyle(Color(editor.isOverLimit ? SystemColors.red : Theme.vocaPin.secondaryText))
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        DictationBar(dictation: editor.dictation, prompt: editor.dictationPrompt)
        if let notice = editor.recordingNotice { RecordingNotice(notice: notice) { editor.dismissRecordingNotice() } }
        // The audio kept with the note's dictation (Keep Recordings), playable once its session has closed.
        EditorRecordings(editor: editor)
        colorPicker
      }
    }

    /// The six colours at their full hit targets: in a row where they fit, scrolling sideways where they do not
    /// (a 320-point-wide screen, an iPhone SE's or one set to Display Zoom), never clipped.
    private var colorPicker: some View {
      ViewThatFits(in: .horizontal) {
        colorRow
        ScrollView(.horizontal, showsIndicators: false) { colorRow }
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel(VocaPinCopy.color)
    }

    private var colorRow: some View {
      HStack(spacing: Spacing.xSmall) {
        ForEach(NoteColor.allCases, id: \.self) { option in
          Button {
            editor.color = option
          } label: {
            Circle()
              .fill(Color(option.paper))
              .overlay { if option == color { Circle().stroke(Color(NoteColor.ink), lineWidth: 2) } }
              .frame(width: 32, height: 32)
              .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
          }
          .accessibilityLabel(option.name)
          .accessibilityAddTraits(option == color ? .isSelected : [])
        }
      }
    }
  }
#endif

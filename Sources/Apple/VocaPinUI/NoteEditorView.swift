#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Presentation
  import SwiftUI
  import VocaPinCore

  /// Writing a note: the draft is kept by the model and saved once, when the editor closes.
  @MainActor
  struct NoteEditorView: View {
    @Bindable var model: VocaPinModel
    /// This editor's surface: it shows its own draft until its dismissal ends, even if a new editor follows.
    let surface: Surface<VocaPinDestination>
    @FocusState private var isFocused: Bool

    init(model: VocaPinModel, surface: Surface<VocaPinDestination>) {
      _model = Bindable(model)
      self.surface = surface
      _isFocused = FocusState()
    }

    private var shown: NoteDraft? { model.draft(shownBy: surface) }
    private var color: NoteColor { shown?.color ?? .default }
    private var text: Binding<String> {
      Binding(get: { shown?.text ?? "" }, set: { model.setDraftText($0, shownBy: surface) })
    }

    var body: some View {
      NavigationStack {
        VStack(spacing: Spacing.small) {
          TextEditor(text: text)
            .font(.theme(ThemeFont(role: .handwritten, style: .title2, basePointSize: 28)))
            .foregroundStyle(Color(NoteColor.ink))
            .scrollContentBackground(.hidden)
            .padding(Spacing.small)
            .background { RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(color.paper)) }
            .focused($isFocused)
            .accessibilityLabel(VocaPinCopy.notePlaceholder)
          // The counter near the limit, and past it; the words are never cut.
          if let status = model.draftLimitStatus {
            Text(status)
              .font(.footnote)
              .foregroundStyle(Color(model.draftIsOverLimit ? SystemColors.red : Theme.vocaPin.secondaryText))
              .frame(maxWidth: .infinity, alignment: .trailing)
          }
          colorPicker
        }
        // Criterion: VP-5.5 (a colour change cross-fades: VocaPinMotion)
        .animation(.effect(VocaPinMotion.paperColour), value: color)
        .padding(Spacing.small)
        .background { Color(Theme.vocaPin.background).ignoresSafeArea() }
        .navigationTitle(shown?.noteID == nil ? VocaPinCopy.newNote : VocaPinCopy.editNote)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(VocaPinCopy.cancel) { model.requestCancelEditing() }
          }
          ToolbarItem(placement: .confirmationAction) { Button(VocaPinCopy.done) { model.close(.editor) } }
          if let id = shown?.noteID {
            ToolbarItem(placement: .destructiveAction) {
              Button(VocaPinCopy.delete, role: .destructive) { model.requestDelete(id) }
            }
          }
        }
        .onAppear { isFocused = true }
        // A draft over the limit cannot be swiped away: the attempt asks (discard or keep editing), Done explains.
        .interactiveDismissDisabled(model.draftIsOverLimit)
      }
    }

    private var colorPicker: some View {
      HStack(spacing: Spacing.xSmall) {
        ForEach(NoteColor.allCases, id: \.self) { option in
          Button {
            model.setDraftColor(option)
          } label: {
            Circle()
              .fill(Color(option.paper))
              .overlay { if option == color { Circle().stroke(Color(NoteColor.ink), lineWidth: 2) } }
              .frame(width: 32, height: 32)
              .frame(minWidth: HitTarget.minimum, minHeight: HitTarget.minimum)
          }
          .accessibilityLabel(option.displayName)
          .accessibilityAddTraits(option == color ? .isSelected : [])
        }
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel(VocaPinCopy.color)
    }
  }
#endif

#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import SwiftUI
  import UIKit
  import VocaPinCore

  /// The editor's words in a UITextView: SwiftUI's iOS 17 `TextEditor` tells no cursor (`selection:` is iOS 18), and
  /// its text binding makes a list edit rewrite what the keyboard typed, sending the cursor to the end. This view
  /// reports the cursor to `EditorModel`, asks it what Return does there (`returnEdit`) and applies that edit in
  /// place with `replace(_:withText:)`, so the cursor stays and Undo takes it back. Text set elsewhere (dictation,
  /// the checklist button) is shown with the model's cursor. The model decides; this view only applies.
  struct NoteTextView: UIViewRepresentable {
    let editor: EditorModel
    /// The keyboard comes up as the sheet opens (not over a voice note being dictated or waiting for its tap).
    let focusesOnAppear: Bool
    /// `AppLockModel.mayTakeKeyboard`: false while Lock VocaPin's screen or cover is up, when the keyboard waits
    /// (a focus asked meanwhile, or the one held when the lock engaged, is taken once it is true again).
    let mayTakeKeyboard: Bool
    let accessibilityLabel: String

    /// The note's handwriting at 28 pt, scaled with Dynamic Type relative to Title 2, as the board draws it.
    static var font: UIFont {
      let face = FontRole.handwritten.appleFace(for: .regular) { UIFont(name: $0, size: 12) != nil }
      let base = UIFont(name: face.name, size: 28) ?? .systemFont(ofSize: 28)
      return UIFontMetrics(forTextStyle: .title2).scaledFont(for: base)
    }

    func makeCoordinator() -> Coordinator { Coordinator(editor: editor) }

    func makeUIView(context: Context) -> UITextView {
      let view = UITextView()
      view.delegate = context.coordinator
      view.backgroundColor = .clear
      view.font = Self.font
      view.adjustsFontForContentSizeCategory = true
      // The keyboard can always go down (it covers the sheet's Checklist button and colours): a drag down the words
      // lowers it, and the bar above it has Checklist and Hide Keyboard (`NoteKeyboardBar`), as in Apple Notes.
      view.keyboardDismissMode = .interactive
      let bar = NoteKeyboardBar(
        checklist: { [weak coordinator = context.coordinator] in coordinator?.editor.checklistButtonTapped() },
        hideKeyboard: { [weak view] in _ = view?.resignFirstResponder() })
      view.inputAccessoryView = bar
      context.coordinator.bar = bar
      view.textColor = UIColor(Color(NoteColor.ink))
      view.text = editor.text
      // VoiceOver names the field and reads the words as its value (a text view's own), never the prompt.
      view.accessibilityLabel = accessibilityLabel
      context.coordinator.wantsKeyboard = focusesOnAppear
      followLock(view, context.coordinator)
      return view
    }

    /// Takes the keyboard it wants only while the lock allows; gives it up when the lock engages, to take it
    /// back once unlocked.
    @MainActor private func followLock(_ view: UITextView, _ coordinator: Coordinator) {
      coordinator.mayTakeKeyboard = mayTakeKeyboard
      if mayTakeKeyboard, coordinator.wantsKeyboard {
        coordinator.wantsKeyboard = false
        // Next turn, once the view is in its window; the lock may have engaged meanwhile, when it waits again.
        Task { @MainActor in
          guard coordinator.mayTakeKeyboard else { return coordinator.wantsKeyboard = true }
          view.becomeFirstResponder()
        }
      } else if !mayTakeKeyboard, view.isFirstResponder {
        coordinator.wantsKeyboard = true
        view.resignFirstResponder()
      }
    }

    func updateUIView(_ view: UITextView, context: Context) {
      context.coordinator.editor = editor
      followLock(view, context.coordinator)
      view.accessibilityLabel = accessibilityLabel
      defer { context.coordinator.showSuggestions() }
      // Words the model changed itself; never while the keyboard composes (marked text), which a reset would break.
      let buttonEdit = editor.takeButtonEdit()
      guard view.markedTextRange == nil, view.text != editor.text else { return }
      // Read first: the view reports its own selection as it changes its text below.
      let selection = editor.selection
      // The checklist button's edit is made in place when it fits the view's text, so Undo takes it back.
      if let buttonEdit, buttonEdit.applied(to: view.text) == editor.text,
        let start = view.position(from: view.beginningOfDocument, offset: buttonEdit.range.lowerBound),
        let end = view.position(from: view.beginningOfDocument, offset: buttonEdit.range.upperBound),
        let replaced = view.textRange(from: start, to: end)
      {
        view.replace(replaced, withText: buttonEdit.replacement)
      } else {
        view.text = editor.text
      }
      view.selectedRange = NSRange(location: selection.lowerBound, length: selection.count)
    }

    @MainActor
    final class Coordinator: NSObject, UITextViewDelegate {
      var editor: EditorModel
      /// A keyboard asked for (on appear, or held when the lock engaged) and not yet taken.
      var wantsKeyboard = false
      /// The lock's latest word (`NoteTextView.mayTakeKeyboard`), read again when a deferred focus runs.
      var mayTakeKeyboard = false
      /// The bar above the keyboard, whose tag suggestions follow the cursor.
      weak var bar: NoteKeyboardBar?

      init(editor: EditorModel) { self.editor = editor }

      func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n", let typedOver = Range<Int>(range) else { return true }
        editor.selectionChanged(typedOver)
        guard let edit = editor.returnEdit(),
          let start = textView.position(from: textView.beginningOfDocument, offset: edit.range.lowerBound),
          let end = textView.position(from: textView.beginningOfDocument, offset: edit.range.upperBound),
          let replaced = textView.textRange(from: start, to: end)
        else { return true }
        // An edit at the cursor through UITextInput: registered with the text view's undo manager.
        textView.replace(replaced, withText: edit.replacement)
        textView.selectedRange = NSRange(location: edit.selection.lowerBound, length: edit.selection.count)
        editor.textViewChanged(textView.text, selection: edit.selection)
        return false
      }

      func textViewDidChange(_ textView: UITextView) {
        editor.textViewChanged(textView.text, selection: Self.selection(of: textView))
        showSuggestions()
      }

      func textViewDidChangeSelection(_ textView: UITextView) {
        editor.selectionChanged(Self.selection(of: textView))
        showSuggestions()
      }

      /// The model's suggestions for the cursor, in the bar; a tap is the model's edit, which `updateUIView`
      /// makes in place (so Undo takes it back).
      func showSuggestions() {
        let editor = editor
        bar?.show(
          editor.tagSuggestions.map { tag in
            NoteKeyboardBar.Suggestion(title: editor.suggestionTitle(tag), label: editor.suggestionLabel(tag).text) {
              editor.chooseTag(tag)
            }
          })
      }

      static func selection(of textView: UITextView) -> Range<Int> {
        let range = textView.selectedRange
        return Range<Int>(range) ?? range.location..<range.location
      }
    }
  }

  struct NoteTextView_Previews: PreviewProvider {
    static var previews: some View {
      NoteTextView(
        editor: EditorModel(draft: NoteDraft(noteID: nil, text: "Shop\n- [ ] milk\n- [x] bread", color: .yellow)),
        focusesOnAppear: false, mayTakeKeyboard: true, accessibilityLabel: "Note"
      )
      .frame(height: 240)
      .previewDisplayName("Note text with a checklist")
    }
  }
#endif

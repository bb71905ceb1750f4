import AppServices
import Foundation
import Localization
import Observation
import Presentation

/// One editor sheet: the words and colour it shows, and the note as it was when it opened. It lives in its
/// destination (`VocaPinDestination.editor`), so it stays readable while its sheet slides down and goes with
/// the sheet; saving is the board's, so Done and Cancel go to the parent through `onDone` and `onCancel`.
@MainActor
@Observable
public final class EditorModel {
  /// What the editor shows, and what Done, a link or going to the background saves.
  public internal(set) var draft: NoteDraft
  /// The note as it was when the editor opened (a new note: empty). Cancel discards back to it, even after
  /// going to the background saved the draft in between (which keeps words safe if iOS ends the app).
  public internal(set) var openedWith: NoteDraft
  /// Whether this editor takes edits: the one up does; a sheet sliding away takes no more text or colour. The parent answers
  /// (it owns the stack); alone, as in a test or preview, the editor is up.
  @ObservationIgnored var acceptsEdits: @MainActor () -> Bool = { true }
  /// Done: the parent saves, and closes the editor only if the words are safe.
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("EditorModel.onDone")
  /// Cancel: the parent asks first when something would be discarded.
  @ObservationIgnored var onCancel: @MainActor () -> Void = unimplemented("EditorModel.onCancel")
  /// A question on top (the parent's stack): deleting a recording asks first.
  @ObservationIgnored var onAsk: @MainActor (VocaPinAlert) -> Void = unimplemented("EditorModel.onAsk")
  /// Delete in the "…" menu: the parent asks first, on the surface on top.
  @ObservationIgnored var onDelete: @MainActor (UUID) -> Void = unimplemented("EditorModel.onDelete")
  /// Whether the draft empties a note the board still has (Done and a swipe then ask to delete it).
  @ObservationIgnored var emptiesNote: @MainActor () -> Bool = { false }
  /// Whether the keyboard may come up: not while the app lock covers the app.
  @ObservationIgnored var keyboardAllowed: @MainActor () -> Bool = { true }
  /// What went wrong, in words (the parent's message alert): a recording not kept, one that could not go.
  @ObservationIgnored var onMessage: @MainActor (LocalizedCopy) -> Void = unimplemented("EditorModel.onMessage")
  /// The microphone: what it hears is added at the end of the draft. The parent gives it the recognizer and the
  /// URL opener (`connect`); until then it has neither, and hears and opens nothing.
  public internal(set) var dictation = Dictation(speech: InertSpeechRecognizer(), urls: InertURLOpener())
  /// Keeps the audio of this editor's dictation until its words are saved to a note.
  @ObservationIgnored var recorder: DictationRecorder?
  /// The app's recordings and their play controls (`connect`); none alone, as in a preview.
  @ObservationIgnored var library: RecordingLibrary?
  /// Said under the microphone the first time dictation keeps its audio (`recordingStarted`); nil otherwise.
  public internal(set) var recordingNotice: LocalizedCopy?
  /// The recordings list shows every row, not only the latest few (`EditorRecordingList`).
  public internal(set) var showsAllRecordings = false
  /// Opened by a New Voice Note link, which any app can open: the recorder is ready, the keyboard stays down,
  /// and the microphone waits for the user's tap.
  public internal(set) var opensReadyToDictate = false
  /// Opened to write: a new note (New Note, a shared text). A note that already exists opens to read (a widget's
  /// tap, a link, a note tapped on the board or in All Notes), as Apple Notes opens one: a glance is not an edit,
  /// and the keyboard comes up when the user taps the words. Words brought back after iOS ended the app open to
  /// read too, as they were left.
  public internal(set) var opensTyping = false

  /// Whether the keyboard comes up as the editor opens: only when it opens to write, and never over a voice note
  /// being dictated or waiting for its tap. The editor's text view reads exactly this.
  public var keyboardOnOpen: Bool { opensTyping && !dictation.isActive && !opensReadyToDictate }

  /// What the dictation bar says before that tap (nil once anything was heard or typed, or dictation started).
  public var dictationPrompt: LocalizedCopy? {
    guard opensReadyToDictate, draft.text.isEmpty, dictation.status == nil, !dictation.isActive else { return nil }
    return VocaPinCopy.tapToDictate
  }

  /// "Show All (N)" / "Show Fewer" under the recordings.
  public func toggleAllRecordings() { showsAllRecordings.toggle() }

  public init(draft: NoteDraft, openedWith: NoteDraft? = nil) {
    self.draft = draft
    self.openedWith = openedWith ?? draft
  }

  /// What is typed is always kept, even past the limit (a paste is never cut); the counter says so and Done
  /// keeps the draft open until it fits.
  /// Typing while the microphone listens ends dictation, as the keyboard's does: the words heard stay, and
  /// later partial results cannot write over what was typed.
  public var text: String {
    get { draft.text }
    set {
      guard acceptsEdits() else { return }
      if newValue != draft.text, dictation.isActive || dictation.isFinishing { dictation.stop() }
      // Return in a checklist continues it with an empty box, or ends it on an empty item (`Checklist`).
      draft.text = Checklist.afterReturn(old: draft.text, new: newValue) ?? newValue
      // A change that came without a cursor (dictation's words, a binding) leaves none known: the end is taken.
      reportedSelection = nil
    }
  }

  /// The text view's selection in UTF-16 offsets (`UITextView.selectedRange`), as the view last reported it;
  /// nil until it does (a test, a preview): then the cursor is taken to be at the end, where words are written.
  @ObservationIgnored public internal(set) var reportedSelection: Range<Int>?
  public var selection: Range<Int> {
    let end = draft.text.utf16.count
    // A report the text has since outgrown (words set from elsewhere) is not trusted: the end is taken.
    if let reportedSelection, reportedSelection.lowerBound >= 0, reportedSelection.upperBound <= end {
      return reportedSelection
    }
    return end..<end
  }

  /// The text view's cursor moved or its selection changed.
  public func selectionChanged(_ selection: Range<Int>) { reportedSelection = selection }

  /// The text view's text after it changed it (typing, Undo, or an edit from `returnEdit`), with its selection:
  /// taken as it is, since the view applied any list edit at the cursor itself.
  public func textViewChanged(_ newText: String, selection: Range<Int>) {
    reportedSelection = selection
    guard acceptsEdits() else { return }
    if newText != draft.text, dictation.isActive || dictation.isFinishing { dictation.stop() }
    draft.text = newText
  }

  /// Return at the cursor: the list edit the view makes there (keeping the cursor and Undo), or nil for the view
  /// to type the break itself.
  public func returnEdit() -> TextEdit? {
    guard acceptsEdits() else { return nil }
    return Checklist.returnEdit(in: draft.text, selection: selection)
  }

  /// The toolbar's checklist button, on the line the cursor is in (`selection`): a plain line becomes an unchecked
  /// item (an empty note or line, an empty box to write after), or an item goes back to plain words. The cursor
  /// moves with its words.
  public func checklistButtonTapped() {
    guard acceptsEdits(), let edit = Checklist.switchingEdit(in: draft.text, selection: selection),
      let changed = edit.applied(to: draft.text)
    else { return }
    text = changed
    reportedSelection = edit.selection
    buttonEdit = edit
  }

  /// The checklist button's or a tag suggestion's edit, for the text view to make in place (so Undo takes it
  /// back) rather than set the whole text; taken once (`takeButtonEdit`).
  @ObservationIgnored var buttonEdit: TextEdit?
  /// The tags the board's notes hold, with their counts (the parent answers; none alone, as in a preview).
  @ObservationIgnored var boardTags: @MainActor () -> [TagCount] = { [] }
  /// `boardTags` read once, the first time a suggestion is wanted: reading every note's tags on each keystroke
  /// would cost a full board's parse, and the other notes do not change under an open editor.
  @ObservationIgnored var boardTagsRead: [TagCount]?

  /// The button's last edit, once: the view applies it when its text is the one the edit was made on.
  public func takeButtonEdit() -> TextEdit? {
    defer { buttonEdit = nil }
    return buttonEdit
  }

  public var color: NoteColor {
    get { draft.color }
    set { if acceptsEdits() { draft.color = newValue } }
  }

  /// Whether this editor writes a new note. Decided by what it opened with, so Done saving the new note (which
  /// names it in the draft) does not turn the sheet into "Edit Note" with a Delete button while it slides away.
  public var isNewNote: Bool { openedWith.noteID == nil }

  /// The sheet's title.
  public var title: LocalizedCopy { isNewNote ? VocaPinCopy.newNote : VocaPinCopy.editNote }

  /// The note Delete removes: only a note that existed when the editor opened.
  public var deletableNoteID: UUID? { isNewNote ? nil : openedWith.noteID }

  /// The prompt shown over an empty editor; none once there are words, so VoiceOver reads the words.
  public var placeholder: LocalizedCopy? { draft.text.isEmpty ? VocaPinCopy.notePlaceholder : nil }

  /// Shown under the editor within 100 characters of the limit, and once past it.
  public var limitStatus: LocalizedCopy? {
    let left = NoteBoard.maximumLength - draft.text.count
    if left < 0 { return VocaPinCopy.charactersOver(-left) }
    return left <= 100 ? VocaPinCopy.charactersLeft(left) : nil
  }

  /// Past the limit: Done keeps the editor open and the sheet cannot be swiped away.
  public var isOverLimit: Bool { draft.text.count > NoteBoard.maximumLength }

  /// Whether the editor holds anything the note did not have when it opened: words, a colour, or a new note
  /// that going to the background saved meanwhile.
  var changedSinceOpened: Bool {
    draft.text != openedWith.text || draft.color != openedWith.color || draft.noteID != openedWith.noteID
  }

  /// The draft as it was before this listening session's words, with the segments the recognizer has finished
  /// (`show(dictated:)`); each new transcript replaces the last one after it, never added twice. Nil when not
  /// listening.
  @ObservationIgnored private var beforeDictation: String?
  /// The transcript shown last in this session, after `beforeDictation`.
  @ObservationIgnored private var lastTranscript = ""
  /// The recognizer said `lastTranscript` closed its utterance: what it reports next is a new one.
  @ObservationIgnored private var utteranceClosed = false
  /// This session's recognizer says when an utterance closes: its word alone decides, never the guess.
  @ObservationIgnored private var recognizerSaysWhenUtterancesClose = false

  /// The transcript so far, live in the draft after what was there, a space apart, so a save at any moment
  /// (the app switcher, the background, Done, a link) has the words heard so far.
  /// On-device recognition (reported on iOS 17.6 and later) starts a new transcript after a pause of about
  /// two seconds, its partial results then holding only the words said since; the result that closes the
  /// earlier one says so (`endsUtterance`, from `speechRecognitionMetadata`). The words before the pause are
  /// kept as a finished segment and the new ones go after them, never over them. An empty result never wipes
  /// what was heard.
  func show(dictated transcript: String, endsUtterance: Bool = false) {
    var base = beforeDictation ?? draft.text
    let words = transcript.trimmingCharacters(in: .whitespacesAndNewlines)
    if endsUtterance { recognizerSaysWhenUtterancesClose = true }
    guard !words.isEmpty || lastTranscript.isEmpty else {
      utteranceClosed = utteranceClosed || endsUtterance
      return
    }
    let fresh =
      recognizerSaysWhenUtterancesClose
      ? utteranceClosed && Self.startsAfresh(words, after: lastTranscript, closed: true)
      : Self.startsAfresh(words, after: lastTranscript)
    if fresh {
      base = Self.joined(base, lastTranscript)
    }
    beforeDictation = base
    lastTranscript = words
    utteranceClosed = endsUtterance
    draft.text = Self.joined(base, words)
    if draft.text.count >= NoteBoard.maximumLength { dictation.stopBecauseNoteIsFull() }
  }

  /// Whether `transcript` is a new segment rather than the recognizer revising `last`. After a result that
  /// closed its utterance (`closed`), anything that does not carry its words on is new, whatever it begins
  /// with ("Buy milk." then "Buy eggs"); once a session's recognizer has said so, only its word counts, so a
  /// revision that shortens and rewords ("Ten thirty" to "10:30") is never shown twice. Without that word from
  /// the recognizer, a guess: a revision is the
  /// start of what it revises (the words not yet settled), grows it, or keeps its first word and half its
  /// length; a shorter transcript that is none of these is what the recognizer reports after it began again
  /// (its first partial result after a pause is a word or two). The cost of a wrong guess is a word shown
  /// twice, which the user sees and deletes; the other way, words said before the pause would be gone unseen.
  static func startsAfresh(_ transcript: String, after last: String, closed: Bool = false) -> Bool {
    guard !last.isEmpty else { return false }
    let new = transcript.lowercased()
    let old = last.lowercased()
    if closed { return !new.hasPrefix(old) }
    guard transcript.count < last.count, !old.hasPrefix(new) else { return false }
    let oldWords = old.split(whereSeparator: \.isWhitespace)
    let newWords = new.split(whereSeparator: \.isWhitespace)
    // One word guessed again ("meet", "greet") is the recognizer's early guessing, not a new segment.
    return transcript.count * 2 < last.count || (oldWords.count > 1 && newWords.first != oldWords.first)
  }

  /// `words` after `text`, a space apart unless one is empty or `text` ends in white space.
  private static func joined(_ text: String, _ words: String) -> String {
    let separator = text.isEmpty || text.last?.isWhitespace == true || words.isEmpty ? "" : " "
    return text + separator + words
  }

  /// Dictation ended: the words stay where they are, and the next session adds after everything.
  func dictationEnded() {
    beforeDictation = nil
    lastTranscript = ""
    utteranceClosed = false
    recognizerSaysWhenUtterancesClose = false
  }

  /// Done was tapped while the microphone listened: the editor closes once the last words are in.
  @ObservationIgnored var doneWhenDictationEnds = false

  /// Done. Right after speaking, the microphone goes off and the last words are waited for (at most
  /// `Dictation.finishingBound`), then Done goes on with them in the note; otherwise what the microphone heard so
  /// far is part of the note Done saves. Only the editor up takes it.
  public func done() {
    guard acceptsEdits() else { return }
    if dictation.isListening {
      doneWhenDictationEnds = true
      return dictation.finish()
    }
    dictation.stop()
    onDone()
  }
  public func cancel() { onCancel() }

  /// Delete, for a note that exists: asks first.
  public func delete() {
    if let id = deletableNoteID { onDelete(id) }
  }

  /// Whether the sheet holds a swipe down back (`interactiveDismissDisabled` reads it): a draft past the limit
  /// cannot be saved, and a note whose words were all deleted asks first, so the sheet never slides away only to
  /// come back up with the question.
  public var holdsSwipe: Bool { isOverLimit || emptiesNote() }

  /// Whether the text view may take the keyboard now.
  public var mayTakeKeyboard: Bool { keyboardAllowed() }

  /// A new draft in this editor, still up (a new-note link while it is open): Cancel goes back to this, never
  /// to what the editor opened with before, and never removes the previous note's recordings.
  func restart(with new: NoteDraft) {
    dictation.stop()
    recorder?.restart()
    draft = new
    openedWith = new
  }
}

/// Destinations compare their editors by identity: two editors with the same words are two sheets.
extension EditorModel: HashableObject {}

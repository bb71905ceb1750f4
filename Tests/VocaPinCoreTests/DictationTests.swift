import AppServices
import AppServicesTestSupport
import Foundation
import TestSupport
import Testing

@testable import VocaPinCore

/// Speak it, stick it: speech to text on the iPhone, permissions asked when first used, refusals in words.
@Suite("VocaPin dictation")
@MainActor
struct DictationTests {
  /// Lets the dictation's reader take what the recognizer yielded (`untilHolds`: bounded by time and checks).
  private func heard(_ words: String, in editor: EditorModel?) async {
    _ = await untilHolds { editor?.text.hasSuffix(words) == true }
    #expect(editor?.text.hasSuffix(words) == true, "the reader took \"\(words)\"")
  }

  /// An app whose user already allowed Speech Recognition and the microphone (nothing will be asked).
  private func allowedToListen() -> (VocaPinHarness, VocaPinModel) {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    return (harness, harness.model())
  }

  @Test("The first tap asks for Speech Recognition, then the microphone; what is heard goes into the note Done saves")
  func dictateANote() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    #expect(harness.speech.prompts.isEmpty, "nothing is asked at launch")
    harness.speech.nextSpeechAnswer = .authorized
    harness.speech.nextMicrophoneAnswer = true
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    #expect(harness.speech.prompts == ["speech", "microphone"] && harness.speech.isListening)
    #expect(editor.dictation.isActive && editor.dictation.buttonTitle == VocaPinCopy.stopDictating)
    harness.speech.hear("buy oat milk")
    await heard("buy oat milk", in: editor)
    // Said just before Done, not reported yet: Done waits for the recognizer's last words, then saves them.
    harness.speech.hearUnreported("and lemons")
    app.finishEditing()
    // The microphone's calls run off the main actor (the audio session blocks), in order.
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening, "Done stops the microphone")
    await editor.dictation.listening?.value
    app.settlePresentation()
    #expect(app.board.notes.map(\.text) == ["buy oat milk and lemons"])
    #expect(app.editor == nil, "and the editor closed once they were in")
    // The next time nothing is asked again: iOS keeps the answers.
    app.startEditing(try #require(app.board.notes.first?.id))
    app.settlePresentation()
    let next = try #require(app.editor)
    await next.dictation.start()
    harness.speech.hear("tomorrow")
    await heard("tomorrow", in: next)
    await next.dictation.toggle()
    #expect(harness.speech.prompts == ["speech", "microphone"])
    #expect(next.text == "buy oat milk and lemons tomorrow" && !next.dictation.isActive)
  }

  @Test("Each refusal is said in words, with where to change it; nothing is asked twice")
  func refusals() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.startNewNote()
    let dictation = try #require(app.editor?.dictation)
    harness.speech.nextSpeechAnswer = .denied
    await dictation.start()
    #expect(dictation.status == VocaPinCopy.speechDenied && VocaPinCopy.speechDenied.text.contains("Settings"))
    await dictation.start()
    #expect(harness.speech.prompts == ["speech"], "a denied permission is not asked again")
    // The way back is one tap away: VocaPin's page in Settings (UIApplication.openSettingsURLString).
    #expect(dictation.offersSettings)
    await dictation.openSettings()
    #expect(harness.urls.opened == ["app-settings:"] && dictation.status == nil && !dictation.offersSettings)
    harness.speech.changeInSettings(speech: .authorized)
    harness.speech.nextMicrophoneAnswer = false
    await dictation.start()
    #expect(dictation.status == VocaPinCopy.microphoneDenied && !harness.speech.isListening)
    #expect(dictation.offersSettings, "the microphone is turned back on there too")
    harness.speech.changeInSettings(speech: .restricted)
    await dictation.start()
    #expect(dictation.status == VocaPinCopy.speechRestricted)
    #expect(!dictation.offersSettings, "Screen Time or a profile decides, not VocaPin's page in Settings")
    await dictation.openSettings()
    #expect(harness.urls.opened == ["app-settings:"], "nothing opened for what Settings cannot fix")
    #expect(dictation.canDismissMessage, "the bar's Dismiss button is there, for VoiceOver too")
    dictation.dismissMessage()
    #expect(dictation.status == nil && !dictation.canDismissMessage)
  }

  @Test("New Voice Note over a draft that cannot be saved leaves that draft alone, microphone off")
  func voiceNoteNeverAddsToAnotherDraft() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let long = String(repeating: "word ", count: 2_005)
    app.editor?.text = long
    await app.startVoiceNote()
    #expect(app.editor?.text == long && !harness.speech.isListening && app.messageUp != nil)
  }

  @Test("No on-device speech model: said plainly, and no permission is asked for nothing")
  func unsupported() async throws {
    let speech = SimulatedSpeech(onDevice: .unsupported)
    let dictation = Dictation(speech: speech, urls: Unimplemented("VocaPin's URL opener"))
    await dictation.start()
    #expect(dictation.status == VocaPinCopy.speechUnsupported && speech.prompts.isEmpty)
  }

  @Test("A recognizer that fails (a call, Siri, a new route) keeps what it heard in the note, and says it stopped")
  func failureKeepsWords() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    editor.text = "Call"
    await editor.dictation.start()
    harness.speech.hear("the plumber")
    harness.speech.fail("audio interrupted")
    await editor.dictation.listening?.value
    #expect(editor.text == "Call the plumber")
    #expect(editor.dictation.status == VocaPinCopy.dictationStopped)
  }

  @Test("A recognizer that fails before hearing a word (a call holds the microphone) says so, not that words were kept")
  func failureBeforeAnyWord() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    editor.text = "Call"
    await editor.dictation.start()
    harness.speech.fail("audio session activation failed")
    await editor.dictation.listening?.value
    #expect(editor.text == "Call")
    #expect(editor.dictation.status == VocaPinCopy.dictationCouldNotListen)
    // The next session that hears words and then fails says they were kept.
    await editor.dictation.start()
    harness.speech.hear("the plumber")
    harness.speech.fail("audio interrupted")
    await editor.dictation.listening?.value
    #expect(editor.dictation.status == VocaPinCopy.dictationStopped)
  }

  @Test("Dictation stops when the note is full: every word heard is kept, the microphone goes off, the bar says why")
  func stopsAtTheLimit() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    let typed = String(repeating: "a", count: NoteBoard.maximumLength - 10)
    editor.text = typed
    await editor.dictation.start()
    harness.speech.hear("short")
    await heard("short", in: editor)
    #expect(editor.dictation.isListening, "under the limit it listens on")
    harness.speech.hear("and then a few more words")
    await heard("and then a few more words", in: editor)
    #expect(editor.text == typed + " short and then a few more words", "nothing heard is cut")
    await editor.dictation.audioFinished()
    #expect(!editor.dictation.isActive && !harness.speech.isListening, "the microphone is off")
    #expect(editor.dictation.status == VocaPinCopy.dictationNoteFull)
    #expect(
      editor.isOverLimit
        && editor.limitStatus == VocaPinCopy.charactersOver(editor.text.count - NoteBoard.maximumLength))
    #expect(!harness.speech.hear("ignored"), "no recognition runs after the stop to report it")
    #expect(!editor.text.hasSuffix("ignored"), "a result after the stop does not reach the note")
  }

  @Test("Going to the background stops dictation with the words saved, as iOS takes the microphone")
  func backgroundStops() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    harness.speech.hear("half a thought")
    await heard("half a thought", in: app.editor)
    let dictation = try #require(app.editor?.dictation)
    harness.scene.leaveApp()
    await dictation.audioFinished()
    #expect(!harness.speech.isListening)
    #expect(harness.model().board.notes.map(\.text) == ["half a thought"], "saved, safe if iOS ends the app")
  }

  @Test("A swipe down while dictating saves what was heard and turns the microphone off; so does deleting the note")
  func swipeStops() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    harness.speech.hear("call the plumber")
    await heard("call the plumber", in: app.editor)
    let dictation = try #require(app.editor?.dictation)
    app.sheetClosedByUser(presentedBy: 0)
    app.settlePresentation()
    await dictation.audioFinished()
    #expect(!harness.speech.isListening, "the microphone is off once the editor has gone")
    #expect(app.board.notes.map(\.text) == ["call the plumber"], "the last words are in the note")
    let id = try #require(app.board.notes.first?.id)
    app.startEditing(id)
    app.settlePresentation()
    let editor = try #require(app.editor)
    await editor.dictation.start()
    #expect(harness.speech.isListening)
    app.delete(id)
    app.settlePresentation()
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening && app.board.notes.isEmpty, "deleting the open note ends its dictation")
  }

  @Test("Words are in the note as they are heard: each partial result replaces the last, after the words typed before")
  func liveWords() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    editor.text = "Call"
    await editor.dictation.start()
    harness.speech.hear("the")
    await heard("Call the", in: editor)
    harness.speech.hear("plumber")
    await heard("plumber", in: editor)
    #expect(editor.text == "Call the plumber", "the longer transcript replaced the shorter one, not added to it")
    #expect(editor.dictation.status == VocaPinCopy.listening, "the words are in the note, not repeated in the bar")
    // Typing ends dictation, as the keyboard's does: a later result cannot write over what was typed.
    editor.text = "Call the plumber today"
    await editor.dictation.audioFinished()
    #expect(!editor.dictation.isActive && !harness.speech.isListening)
    #expect(!harness.speech.hear("again"), "no recognition runs after typing ended it")
    #expect(editor.text == "Call the plumber today")
    // The next session adds after everything.
    await editor.dictation.start()
    harness.speech.hear("at noon")
    await heard("at noon", in: editor)
    #expect(editor.text == "Call the plumber today at noon")
  }

  @Test("A pause that starts a new transcript keeps the words said before it: the new words go after them")
  func pauseKeepsEarlierWords() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    editor.text = "Shopping:"
    await editor.dictation.start()
    harness.speech.hear("buy milk")
    await heard("buy milk", in: editor)
    // About two seconds of silence: the recognizer's next results hold only what is said after it, from its
    // first word on.
    harness.speech.pauseStartsNewTranscript()
    harness.speech.hear("then")
    await heard("milk then", in: editor)
    harness.speech.hear("a dozen eggs")
    await heard("then a dozen eggs", in: editor)
    #expect(editor.text == "Shopping: buy milk then a dozen eggs")
    // A second pause: both earlier segments stay.
    harness.speech.pauseStartsNewTranscript()
    harness.speech.hear("bread")
    await heard("eggs bread", in: editor)
    // The last result, when the microphone goes off, is the last segment's only: nothing before it goes.
    harness.speech.hearUnreported("please")
    await editor.dictation.toggle()
    await editor.dictation.listening?.value
    #expect(editor.text == "Shopping: buy milk then a dozen eggs bread please")
    app.finishEditing()
    app.settlePresentation()
    #expect(app.board.notes.map(\.text) == ["Shopping: buy milk then a dozen eggs bread please"])
  }

  @Test("A pause the recognizer closes keeps what came before, even when the new words begin alike or are one word")
  func closedUtterancesAllStay() async throws {
    let (harness, app) = allowedToListen()
    app.startNewNote()
    let editor = try #require(app.editor)
    await editor.dictation.start()
    harness.speech.hear("Buy milk.")
    await heard("Buy milk.", in: editor)
    // The new utterance starts with the old one's first word and is no shorter than half of it: only the
    // recognizer's word says it is new.
    harness.speech.pauseStartsNewTranscript()
    harness.speech.hear("Buy")
    await heard("Buy milk. Buy", in: editor)
    harness.speech.hear("eggs.")
    await heard("Buy milk. Buy eggs.", in: editor)
    // A list said one word at a time.
    for item in ["Bread.", "Jam.", "Tea"] {
      harness.speech.pauseStartsNewTranscript()
      harness.speech.hear(item)
      await heard(item, in: editor)
    }
    #expect(editor.text == "Buy milk. Buy eggs. Bread. Jam. Tea")
    await editor.dictation.toggle()
    await editor.dictation.listening?.value
    app.finishEditing()
    app.settlePresentation()
    #expect(app.board.notes.map(\.text) == ["Buy milk. Buy eggs. Bread. Jam. Tea"])
  }

  @Test("A closed utterance that the next result carries on is replaced, not repeated; an empty result keeps the word")
  func closedThenCarriedOn() {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .default))
    editor.show(dictated: "Buy milk.", endsUtterance: true)
    editor.show(dictated: "Buy milk. And eggs")
    #expect(editor.text == "Buy milk. And eggs", "a recognizer that did not begin again carries the words on")
    editor.show(dictated: "Buy milk. And eggs.", endsUtterance: true)
    editor.show(dictated: "")
    editor.show(dictated: "Milk")
    #expect(editor.text == "Buy milk. And eggs. Milk", "an empty result between does not lose the closing word")
    editor.show(dictated: "Mil")
    #expect(editor.text == "Buy milk. And eggs. Mil", "within an utterance a revision still replaces")
    // This recognizer says when an utterance closes: a revision that shortens and rewords is not guessed new.
    editor.show(dictated: "Meet at ten thirty with Sam")
    editor.show(dictated: "10:30 with Sam")
    #expect(editor.text == "Buy milk. And eggs. 10:30 with Sam", "replaced, not shown twice")
  }

  @Test("A revision that shortens the words replaces them, and an empty result never wipes what was heard")
  func revisionsStillReplace() {
    let editor = EditorModel(draft: NoteDraft(noteID: nil, text: "", color: .default))
    editor.show(dictated: "Meet Anna at the")
    editor.show(dictated: "Meet Ana at the")
    #expect(editor.text == "Meet Ana at the", "a revision that keeps the first word and most words replaces them")
    editor.show(dictated: "Meet")
    #expect(editor.text == "Meet", "the start of what was shown is a revision, not a new segment")
    editor.show(dictated: "Greet")
    #expect(editor.text == "Greet", "one word guessed again is a revision")
    editor.show(dictated: "Ice cream for everyone")
    #expect(editor.text == "Ice cream for everyone", "a longer transcript replaces the last")
    editor.show(dictated: "")
    #expect(editor.text == "Ice cream for everyone")
    editor.show(dictated: "yes")
    #expect(editor.text == "Ice cream for everyone yes", "much shorter and not its start: a new segment after it")
    editor.dictationEnded()
    editor.show(dictated: "ok")
    #expect(editor.text == "Ice cream for everyone yes ok")
  }

  @Test("Stop keeps the words said just before the tap: the recognizer's last transcript still reaches the note")
  func stopKeepsLastWords() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear("call the plumber")
    await heard("call the plumber", in: editor)
    harness.speech.hearUnreported("before noon")
    await editor.dictation.toggle()
    await editor.dictation.audioFinished()
    #expect(!harness.speech.isListening, "the microphone goes off at the tap")
    #expect(editor.dictation.buttonTitle == VocaPinCopy.dictate, "and the button is free at once")
    await editor.dictation.listening?.value
    #expect(editor.text == "call the plumber before noon")
    #expect(!editor.dictation.isFinishing && editor.dictation.status == nil, "ended quietly, no failure said")
    // The next session adds after everything.
    await editor.dictation.start()
    harness.speech.hear("then pay him")
    await heard("then pay him", in: editor)
    #expect(editor.text == "call the plumber before noon then pay him")
  }

  @Test("Done waits for the last words at most a bound: a recognizer that never answers cannot hold the editor")
  func doneIsBounded() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear("water the ferns")
    await heard("water the ferns", in: editor)
    harness.speech.neverFinishes = true
    editor.dictation.finishingBound = .milliseconds(50)
    app.finishEditing()
    #expect(app.editor === editor && editor.dictation.isFinishing, "up while the last words may still come")
    #expect(await waitUntil { app.editor == nil }, "closed once the bound passed")
    app.settlePresentation()
    #expect(app.board.notes.map(\.text) == ["water the ferns"])
  }

  @Test("Typing while the last words are on their way keeps what was typed; they do not write over it")
  func typingWhileFinishing() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    let editor = try #require(app.editor)
    harness.speech.hear("milk")
    await heard("milk", in: editor)
    harness.speech.hearUnreported("and eggs")
    await editor.dictation.toggle()
    editor.text = "milk, bread"
    await editor.dictation.listening?.value
    #expect(editor.text == "milk, bread" && !editor.dictation.isFinishing)
  }

  @Test("A swipe up in the app switcher while listening keeps the words heard so far: the next launch reopens them")
  func appSwitcherKeepsHeardWords() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    harness.speech.hear("pick up the dry cleaning")
    await heard("pick up the dry cleaning", in: app.editor)
    harness.scene.openAppSwitcher()
    // iOS ends the app from the switcher, with no background phase; the next launch:
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(relaunched.editor?.text == "pick up the dry cleaning")
  }

  @Test("A link while listening saves the words heard so far and turns the microphone off")
  func linkWhileListening() async throws {
    let (harness, app) = allowedToListen()
    await app.startVoiceNote()
    harness.speech.hear("water the ferns")
    await heard("water the ferns", in: app.editor)
    let dictation = try #require(app.editor?.dictation)
    app.open(try #require(URL(string: "vocapin://settings")))
    await dictation.audioFinished()
    #expect(!harness.speech.isListening)
    #expect(app.board.notes.map(\.text) == ["water the ferns"])
  }
}

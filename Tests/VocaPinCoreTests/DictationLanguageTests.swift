import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

/// Dictation in another language than the iPhone's (as chinazane/VocaPin offers): chosen in Profile Settings
/// among the languages this iPhone recognizes on device, kept across launches, used by the microphone.
@Suite("VocaPin dictation language")
@MainActor
struct DictationLanguageTests {
  private func allowedToListen() -> VocaPinHarness {
    let harness = VocaPinHarness()
    harness.speech.changeInSettings(speech: .authorized, microphone: .granted)
    return harness
  }

  @Test("The picker offers Same as iPhone, then each on-device language by name; a choice is kept and used")
  func chooseAndDictate() async throws {
    let harness = allowedToListen()
    let app = harness.model()
    await app.dictationLanguagesLoad?.value
    let choices = app.dictationLanguageChoices
    #expect(choices.first == DictationLanguageChoice(id: nil, name: VocaPinCopy.dictationLanguageAutomatic.text))
    #expect(Set(choices.dropFirst().compactMap(\.id)) == Set(harness.speech.languages))
    let names = choices.dropFirst().map(\.name)
    #expect(names == names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }, "by name")

    await app.startVoiceNote()
    #expect(harness.speech.listeningLanguage == "en-US", "nothing chosen: the iPhone's own language")
    app.finishEditing()
    app.settlePresentation()

    app.setDictationLanguage("fr-FR")
    #expect(app.dictationLanguage == "fr-FR")
    let relaunched = harness.model()
    #expect(relaunched.dictationLanguage == "fr-FR", "kept for the next launch")
    await relaunched.startVoiceNote()
    #expect(harness.speech.listeningLanguage == "fr-FR")
    relaunched.finishEditing()
    relaunched.setDictationLanguage(nil)
    #expect(relaunched.dictationLanguage == nil)
  }

  @Test("A chosen language no longer on the iPhone is said by name, nothing is asked, and it stays chosen")
  func languageGone() async throws {
    let harness = allowedToListen()
    let app = harness.model()
    app.setDictationLanguage("de-DE")
    harness.speech.languages.removeAll { $0 == "de-DE" }
    await app.startVoiceNote()
    let dictation = try #require(app.editor?.dictation)
    #expect(dictation.status == VocaPinCopy.dictationLanguageUnsupported("de-DE"))
    #expect(!harness.speech.isListening && harness.speech.prompts.isEmpty)
    app.finishEditing()
    app.showProfileSettings()
    await app.dictationLanguagesLoad?.value
    let gone = try #require(app.dictationLanguageChoices.first { $0.id == "de-DE" })
    #expect(gone.name.hasSuffix("(not on this iPhone)"), "the picker still shows what is chosen")
  }

  @Test("The picker fills in when the on-device languages arrive after it showed; a language added later appears")
  func languagesArriveLate() async throws {
    let harness = allowedToListen()
    let app = harness.model()
    // The recognizer's languages are read off the main actor: the first look has only Same as iPhone.
    let automatic = DictationLanguageChoice(id: nil, name: VocaPinCopy.dictationLanguageAutomatic.text)
    app.showProfileSettings()
    #expect(app.dictationLanguageChoices == [automatic])
    await app.dictationLanguagesLoad?.value
    #expect(app.onDeviceLanguages == harness.speech.languages, "the state the picker reads, now filled in")
    #expect(Set(app.dictationLanguageChoices.compactMap(\.id)) == Set(harness.speech.languages))
    // A language downloaded while the app was running is offered the next time Profile Settings opens.
    app.shownProfileSettings.done()
    app.settlePresentation()
    harness.speech.languages.append("it-IT")
    app.showProfileSettings()
    await app.dictationLanguagesLoad?.value
    #expect(app.dictationLanguageChoices.contains { $0.id == "it-IT" })
  }

  @Test("Settings written before the choice existed, or with a damaged value, read as Same as iPhone")
  func olderAndDamagedSettings() throws {
    let decoder = JSONDecoder()
    let old = try decoder.decode(VocaPinSettings.self, from: Data(#"{"widgetEnabled":true}"#.utf8))
    #expect(old.dictationLanguage == nil && old.widgetEnabled == true)
    for bad in [#""""#, #""fr FR; rm -rf""#, "42", #""\#(String(repeating: "a", count: 200))""#] {
      let settings = try decoder.decode(
        VocaPinSettings.self, from: Data(#"{"widgetEnabled":true,"dictationLanguage":\#(bad)}"#.utf8))
      #expect(settings.dictationLanguage == nil && settings.widgetEnabled == true, "\(bad)")
    }
  }
}

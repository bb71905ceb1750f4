import AppServices
import AppServicesTestSupport
import Foundation
import Localization
import QuoteVaultCore
import Testing

/// Listen: a quote read aloud (AVSpeechSynthesizer through the app's audio session, simulated as iOS behaves),
/// its words in its own voice, then who said it in the user's language.
@Suite("QuoteVault Listen: a quote read aloud, then who said it")
@MainActor
struct ListenTests {
  static let pascal = Quote(
    id: 1, text: "Le cœur a ses raisons que la raison ne connaît point.", author: "Blaise Pascal", category: "Love")
  static let wilde = Quote(
    id: 2, text: "“Be yourself;\n  everyone else is already taken.”", author: "Oscar Wilde", category: "Wisdom")
  static let anonymous = Quote(id: 3, text: "Well begun is half done.", author: "  ", category: "Wisdom")

  /// A phone with a voice, another app's music playing, and QuoteVault; its language recognizer knows French and
  /// English words, and nothing else.
  @MainActor
  struct Phone {
    let voice = SimulatedSpeechSynthesizer()
    let session: SimulatedAudioSession
    let app: QuoteVaultModel

    init(
      userLanguage: String = "en", device: Device? = nil, otherAudio: SimulatedAudioSession.OtherAudio = .music,
      latency: @escaping @Sendable () async -> Void = {}
    ) throws {
      session = SimulatedAudioSession(musicPlaying: true, otherAudio: otherAudio, latency: latency)
      let recognizer: @Sendable (String) -> String? = { text in
        if text.contains("cœur") { return "fr" }
        return text.contains("yourself") ? "en" : nil
      }
      let quoteVoice = QuoteVoice(
        synthesizer: voice, session: session, userLanguage: userLanguage, quoteLanguage: recognizer)
      let device = try device ?? Device(url: try #require(URL(string: "http://127.0.0.1:9")), key: "anon")
      app = device.model(voice: quoteVoice)
    }

    var said: [String] { voice.spoken.map { "\($0.language): \($0.text)" } }
  }

  @Test("Listen reads the quote in its own language's voice, then “By <author>” in the user's; it says Stop meanwhile")
  func readsQuoteThenAuthor() async throws {
    let phone = try Phone()
    let app = phone.app
    let quote = Self.pascal
    #expect(app.listening.canListen && app.listening.title(for: quote).text == "Listen")
    #expect(app.listening.label(for: quote).text == "Listen to Quote")
    let reading = Task { await app.listening.listen(to: quote) }
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.said == ["fr: \(quote.text)"])
    #expect(app.listening.isListening(to: quote) && app.listening.title(for: quote).text == "Stop")
    #expect(app.listening.label(for: quote).text == "Stop Listening")
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.said.last == "en: By Blaise Pascal")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(!app.listening.isListening(to: quote) && app.listening.title(for: quote).text == "Listen")
  }

  @Test("Words as a reader hears them: no line breaks or quotation marks read out; an unknown author is not announced")
  func tidyWordsAndUnknownAuthor() async throws {
    let phone = try Phone()
    var reading = Task { await phone.app.listening.listen(to: Self.wilde) }
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.said == ["en: Be yourself; everyone else is already taken."])
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))

    reading = Task { await phone.app.listening.listen(to: Self.anonymous) }
    try await phone.voice.untilSaying(utterance: 3)
    #expect(phone.said.last == "en: Well begun is half done.", "a language it cannot tell: the user's voice")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.spoken.count == 3, "no “By” with nobody after it")
  }

  @Test("In Spanish the attribution is Spanish, in a Spanish voice; the quote's own words are not translated")
  func spanishAttribution() async throws {
    let phone = try Phone(userLanguage: "es")
    let spanish = try LocalizationTests.catalogs.spanish()
    let reading = Localizer.with(spanish) { Task { await phone.app.listening.listen(to: Self.wilde) } }
    try await phone.voice.untilSaying(utterance: 1)
    #expect(phone.said == ["en: Be yourself; everyone else is already taken."])
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    #expect(phone.said.last == "es: De Oscar Wilde")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    Localizer.with(spanish) {
      #expect(phone.app.listening.title(for: Self.wilde).text == "Escuchar")
      #expect(phone.app.listening.label(for: Self.wilde).text == "Escuchar cita")
    }
  }

  @Test("Listen is a voice prompt: heard in silent mode over lowered music, the session active only while it speaks")
  func voicePromptSession() async throws {
    let phone = try Phone()
    phone.session.silentMode = true
    #expect(!phone.session.isActive, "nothing is activated before the user asks")
    let reading = Task { await phone.app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 1)
    let session = phone.session
    #expect(session.category == .playback && session.mode == .voicePrompt)
    #expect(session.isAudible, "playback is not silenced by the Silent switch")
    #expect(session.musicPlaying && session.othersDucked, "the music plays on, lowered")
    phone.voice.finishSpeaking()
    try await phone.voice.untilSaying(utterance: 2)
    #expect(session.isActive, "the session stays up between the words and the author")
    phone.voice.finishSpeaking()
    #expect(await phone.voice.ends(reading))
    #expect(!session.isActive && !session.othersDucked && session.musicPlaying)
  }

  @Test("Stop stops it before the author; another quote's Listen stops the first; only the heard one says Stop")
  func stopAndAnotherQuote() async throws {
    let phone = try Phone()
    let app = phone.app
    var reading = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 1)
    await app.listening.listen(to: Self.pascal)  // the button again: Stop
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && phone.voice.spoken.count == 1, "the author is not read after Stop")
    #expect(!app.listening.isListening(to: Self.pascal))

    reading = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 2)
    #expect(app.listening.title(for: Self.wilde).text == "Listen", "another quote's button is not a Stop")
    let other = Task { await app.listening.listen(to: Self.wilde) }
    #expect(await phone.voice.ends(reading))
    try await phone.voice.untilSaying(utterance: 3)
    #expect(phone.said.last == "en: Be yourself; everyone else is already taken.")
    #expect(app.listening.isListening(to: Self.wilde) && !app.listening.isListening(to: Self.pascal))
    #expect(phone.session.isActive && phone.session.othersDucked, "the second is heard over lowered music")
    await app.listening.listen(to: Self.wilde)  // Stop
    #expect(await phone.voice.ends(other))
    #expect(await untilHolds { !phone.session.isActive } && phone.session.musicPlaying)
  }

  @Test("The voice stops when its screen goes away, not another's, and when the app goes to the background")
  func stopsWithItsScreen() async throws {
    let phone = try Phone()
    let app = phone.app
    var reading = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 1)
    app.listening.screenLeft(showing: Self.wilde)
    #expect(app.listening.isListening(to: Self.pascal), "another quote's page going changes nothing")
    app.listening.screenLeft(showing: Self.pascal)  // the quote's page popped, or Home left
    #expect(await phone.voice.ends(reading))
    #expect(!app.listening.isListening(to: Self.pascal) && !phone.voice.isSpeaking)

    reading = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 2)
    // The app switcher opened over the app makes it inactive, as Control Center or a prompt does; going Home
    // from there puts it in the background.
    let scene = SimulatedScene()
    await app.follow(scene.openAppSwitcher())
    #expect(
      app.listening.isListening(to: Self.pascal), "an inactive app (app switcher, Control Center, a prompt) keeps on")
    await app.follow(scene.leaveApp())
    #expect(await phone.voice.ends(reading))
    #expect(!phone.voice.isSpeaking && !app.listening.isListening(to: Self.pascal))
    #expect(await untilHolds { !phone.session.isActive } && phone.session.musicPlaying)
  }

  @Test("The reader's Listen stops when its page is swiped away and when the reader is closed")
  func readerStops() async throws {
    let backend = try await Backend()
    let phone = try Phone(device: Device(backend))
    let app = phone.app
    await app.feed.reload()
    let quotes = app.feed.quotes
    try #require(quotes.count >= 2)
    app.reading.read(quotes[0], in: .feed)
    app.settlePresentation()
    let reader = try #require(app.presentation.top?.destination.reader)
    #expect(reader.listening === app.listening, "a quote heard on its page says Stop in its row too")
    var reading = Task { await reader.listening.listen(to: quotes[0]) }  // what the page's button calls
    try await phone.voice.untilSaying(utterance: 1)
    reader.next()
    #expect(await phone.voice.ends(reading))
    #expect(!app.listening.isListening(to: quotes[0]), "swiped to the next page, the last one's voice stops")

    reading = Task { await reader.listening.listen(to: quotes[1]) }
    try await phone.voice.untilSaying(utterance: 2)
    reader.done()
    #expect(await phone.voice.ends(reading))
    #expect(!phone.voice.isSpeaking && !app.listening.isListening(to: quotes[1]))

    // The cover taken away by anything else (a link): the view's disappearance stops the page's voice.
    app.reading.read(quotes[1], in: .feed)
    app.settlePresentation()
    let again = try #require(app.presentation.top?.destination.reader)
    reading = Task { await again.listening.listen(to: quotes[1]) }
    try await phone.voice.untilSaying(utterance: 3)
    again.disappeared()
    #expect(await phone.voice.ends(reading))
    #expect(!app.listening.isListening(to: quotes[1]))
    await backend.stop()
  }

  @Test("A call stops the quote; Listen during the call says why under that quote only; after the call it plays")
  func callInterrupts() async throws {
    let phone = try Phone()
    let app = phone.app
    let reading = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 1)
    phone.session.callBegan()
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.stops == 1 && !app.listening.isListening(to: Self.pascal) && !phone.session.isActive)
    #expect(phone.voice.spoken.count == 1, "the author is not read after the call took the audio")

    await app.listening.listen(to: Self.pascal)
    #expect(phone.voice.spoken.count == 1, "nothing is spoken while the call holds the audio")
    #expect(app.listening.problem(for: Self.pascal)?.text.contains("call") == true)
    #expect(app.listening.problem(for: Self.wilde) == nil, "said under the quote the user tapped")

    phone.session.callEnded(shouldResume: true)
    #expect(phone.voice.spoken.count == 1, "a quote is not resumed by itself after the call")
    let again = Task { await app.listening.listen(to: Self.pascal) }
    try await phone.voice.untilSaying(utterance: 2)
    #expect(app.listening.problem(for: Self.pascal) == nil && phone.session.isActive)
    await app.listening.listen(to: Self.pascal)  // Stop
    #expect(await phone.voice.ends(again))
  }

  @Test("Stop tapped while the session is still coming up: nothing is spoken and the session ends inactive")
  func stopBeforeTheVoice() async throws {
    // The session answers later, as the real one does from its own queue.
    let phone = try Phone(latency: { for _ in 0..<20 { await Task.yield() } })
    let reading = Task { await phone.app.listening.listen(to: Self.pascal) }
    await Task.yield()
    #expect(phone.app.listening.isListening(to: Self.pascal), "the button says Stop at once")
    await phone.app.listening.listen(to: Self.pascal)  // Stop
    #expect(await phone.voice.ends(reading))
    #expect(phone.voice.spoken.isEmpty)
    #expect(await untilHolds { !phone.session.isActive } && phone.session.musicPlaying)
  }

  @Test("With no voice (previews, the command line) there is no Listen button, and Listen does nothing")
  func noVoice() async throws {
    let app = try Device(url: try #require(URL(string: "http://127.0.0.1:9")), key: "anon").model()
    #expect(!app.listening.canListen)
    await app.listening.listen(to: Self.pascal)
    #expect(!app.listening.isListening(to: Self.pascal))
  }
}

#if os(iOS)
  import AppServices
  import AVFAudio
  import Foundation

  /// `AVSpeechSynthesizer` behind the cores' `SpeechSynthesizerClient`: one utterance at a time, `speak` returning when
  /// the synthesizer says it finished or was cancelled. Each utterance is told apart, so the late "cancelled"
  /// of a stopped one cannot end the next.
  @MainActor
  public final class LiveSpeechSynthesizer: NSObject, SpeechSynthesizerClient, AVSpeechSynthesizerDelegate {
    private let synthesizer = AVSpeechSynthesizer()
    private var pending: (utterance: ObjectIdentifier, continuation: CheckedContinuation<Void, Never>)?

    override public init() {
      super.init()
      synthesizer.delegate = self
      // The app's own session, which the core configures and activates around each reading (not a separate
      // one the system would manage: AVSpeechSynthesizer.usesApplicationAudioSession).
      synthesizer.usesApplicationAudioSession = true
    }

    public func speak(_ text: String, language: String) async {
      stop()
      let utterance = AVSpeechUtterance(string: text)
      utterance.voice = Self.voice(for: language)
      await withCheckedContinuation { continuation in
        pending = (ObjectIdentifier(utterance), continuation)
        synthesizer.speak(utterance)
      }
    }

    /// The voice for `language`, else one of the same language in another region ("en-US" for "en-GB"): nil
    /// from `AVSpeechSynthesisVoice(language:)` means the system's default voice, which on a phone set to
    /// another language would read English words in that language's voice.
    static func voice(for language: String) -> AVSpeechSynthesisVoice? {
      if let voice = AVSpeechSynthesisVoice(language: language) { return voice }
      let base = language.split(separator: "-").first.map(String.init) ?? language
      // The region's default (en-US for English) before any other; never a novelty voice (Zarvox, Bad News).
      let fallback = ["en": "en-US", "es": "es-ES", "fr": "fr-FR", "de": "de-DE"][base]
      if let fallback, let voice = AVSpeechSynthesisVoice(language: fallback) { return voice }
      return AVSpeechSynthesisVoice.speechVoices().first { voice in
        voice.language.split(separator: "-").first.map(String.init) == base
          && !voice.voiceTraits.contains(.isNoveltyVoice)
      }
    }

    public func stop() {
      synthesizer.stopSpeaking(at: .immediate)
      if let pending { finish(pending.utterance) }
    }

    private func finish(_ utterance: ObjectIdentifier) {
      guard let pending, pending.utterance == utterance else { return }
      self.pending = nil
      pending.continuation.resume()
    }

    nonisolated public func speechSynthesizer(
      _ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance
    ) {
      let id = ObjectIdentifier(utterance)
      Task { @MainActor in self.finish(id) }
    }

    nonisolated public func speechSynthesizer(
      _ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance
    ) {
      let id = ObjectIdentifier(utterance)
      Task { @MainActor in self.finish(id) }
    }
  }

  extension SpeechSynthesizerClient where Self == LiveSpeechSynthesizer {
    /// The live service: `.live` wherever an `any SpeechSynthesizerClient` is asked for.
    @MainActor public static var live: LiveSpeechSynthesizer { LiveSpeechSynthesizer() }
  }
#endif

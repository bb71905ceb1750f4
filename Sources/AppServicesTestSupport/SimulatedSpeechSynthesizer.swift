import AppServices

/// `AVSpeechSynthesizer` as the app meets it: an utterance takes time, so `speak` stays under way until the
/// test says it has been said (`finishSpeaking()`) or the app stops it; what was spoken, in which language, is
/// kept for the test.
@MainActor
public final class SimulatedSpeechSynthesizer: SpeechSynthesizerClient {
  public private(set) var spoken: [(text: String, language: String)] = []
  public private(set) var stops = 0
  private var pending: CheckedContinuation<Void, Never>?

  public init() {}

  /// Whether an utterance is under way.
  public var isSpeaking: Bool { pending != nil }

  public func speak(_ text: String, language: String) async {
    // AVSpeechSynthesizer queues a second utterance behind the first; this app's model stops first, and a
    // double that did the same would hide a model that did not: the earlier one is simply finished.
    finishSpeaking()
    spoken.append((text, language))
    await withCheckedContinuation { pending = $0 }
  }

  public func stop() {
    stops += 1
    finishSpeaking()
  }

  /// The utterance under way has been said.
  public func finishSpeaking() {
    pending?.resume()
    pending = nil
  }
}

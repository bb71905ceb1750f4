import AppServices
import Observation
import Presentation

/// The word sheet's own state: the three words of the insult that was tapped, each with its gloss and its play.
/// Held by its destination (`BardDestination.wordOrigins`), so the sheet keeps showing these words while it slides
/// away, whatever the insult on screen does meanwhile.
@MainActor
@Observable
public final class WordOriginsModel: HashableObject {
  public let insult: String
  public let words: [WordOrigin]
  /// Done: the parent closes the sheet (`BardModel.explainWords()` sets it).
  @ObservationIgnored var onDone: @MainActor (WordOriginsModel) -> Void = unimplemented("WordOriginsModel.onDone")

  public init(_ insult: Insult) {
    self.insult = insult.text
    words = [insult.adjective, insult.compound, insult.noun].map(WordOrigin.init)
  }

  /// Done: the sheet goes.
  public func done() { onDone(self) }
}

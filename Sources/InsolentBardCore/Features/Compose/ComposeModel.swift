import AppServices
import Localization
import Observation
import Presentation

/// Compose: the classic insult kit as three wheels, one per column (adjective, compound adjective, noun), and the
/// insult they spell, with each word's gloss. Held by its destination (`BardDestination.compose`) and nothing else,
/// so closing the sheet lets it go; what its buttons do with the insult it spells is its own
/// (ComposeModel+Intents.swift), on what the app's model sets (`BardModel.compose`).
@MainActor
@Observable
public final class ComposeModel: HashableObject {
  /// One of the kit's three columns, a wheel each.
  public enum Column: CaseIterable, Hashable, Sendable {
    case adjective, compound, noun
  }

  /// The kit the wheels turn through: the family-friendly one while that setting is on.
  public let kit: InsultKit
  private var selections: [Column: Int]
  /// Copy, the heart and Share, the main screen's (`InsultActions`).
  @ObservationIgnored var actions = InsultActions()
  /// Hear It: the app's voice reads the text, or stops; and whether it is reading this text now.
  @ObservationIgnored var onHear: @MainActor (String) async -> Void = unimplemented("ComposeModel.onHear")
  @ObservationIgnored var isReading: @MainActor (String) -> Bool = { _ in false }
  /// Whether the app can read aloud at all, and why the last reading could not be heard: the app's voice's.
  @ObservationIgnored var voiceState: @MainActor () -> (canSpeak: Bool, problem: LocalizedCopy?) = { (false, nil) }
  /// The card's picture drawn ahead, so Share sends it at once.
  @ObservationIgnored var onPrepareSharePicture: @MainActor (String) async -> Void = unimplemented(
    "ComposeModel.onPrepareSharePicture")
  /// Done: the app takes the sheet down (and stops a reading of its insult).
  @ObservationIgnored var onDone: @MainActor () -> Void = unimplemented("ComposeModel.onDone")

  /// Starts on `insult`'s words (the one on screen) where the kit has them, else on each column's first.
  public init(kit: InsultKit, startingWith insult: Insult?) {
    self.kit = kit
    func index(of word: Word?, in column: Column) -> Int {
      word.flatMap { word in kit.words(in: column).firstIndex(of: word) } ?? 0
    }
    selections = [
      .adjective: index(of: insult?.adjective, in: .adjective),
      .compound: index(of: insult?.compound, in: .compound),
      .noun: index(of: insult?.noun, in: .noun),
    ]
  }

  /// The words a wheel offers, in the kit's order.
  public func words(in column: Column) -> [Word] { kit.words(in: column) }

  /// The row a wheel is on.
  public func selection(in column: Column) -> Int { selections[column] ?? 0 }

  /// A wheel turned to `index`; an index the column does not have is ignored.
  public func select(_ index: Int, in column: Column) {
    guard kit.words(in: column).indices.contains(index) else { return }
    selections[column] = index
  }

  /// The insult the wheels spell.
  public var insult: Insult {
    Insult(adjective: word(in: .adjective), compound: word(in: .compound), noun: word(in: .noun))
  }

  /// The live preview, in the app's style: "Thou art a puking, tickle-brained canker-blossom!".
  public var text: String { insult.text }

  /// The three words under the preview, each with what it meant and the play that uses it.
  public var words: [WordOrigin] { [insult.adjective, insult.compound, insult.noun].map(WordOrigin.init) }

  /// Shuffle: every wheel spins and lands on another word of its column.
  public func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  public func shuffle<R: RandomNumberGenerator>(using generator: inout R) {
    for column in Column.allCases {
      let count = kit.words(in: column).count
      guard count > 1 else { continue }
      // One of the other count - 1 rows: those after the current one move up by one.
      let current = selection(in: column)
      let landed = Int.random(in: 0..<(count - 1), using: &generator)
      selections[column] = landed >= current ? landed + 1 : landed
    }
  }

  private func word(in column: Column) -> Word {
    let words = kit.words(in: column)
    let index = selection(in: column)
    return words.indices.contains(index) ? words[index] : words[0]
  }
}

extension InsultKit {
  /// A column's words.
  public func words(in column: ComposeModel.Column) -> [Word] {
    switch column {
    case .adjective: adjectives
    case .compound: compounds
    case .noun: nouns
    }
  }
}

/// One insult: a word from each column.
public struct Insult: Hashable, Sendable {
  public let adjective: Word
  public let compound: Word
  public let noun: Word

  public init(adjective: Word, compound: Word, noun: Word) {
    self.adjective = adjective
    self.compound = compound
    self.noun = noun
  }

  /// "Thou art a puking, tickle-brained canker-blossom!", with "an" before a vowel sound.
  public var text: String {
    "Thou art \(Self.article(before: adjective.text)) \(adjective.text), \(compound.text) \(noun.text)!"
  }

  /// Whether one of its words is too coarse for the family-friendly setting ("bawdy", "strumpet"): such an
  /// insult is kept off a locked phone (the widgets' privacy, the notification's neutral body).
  public var isCoarse: Bool { adjective.isCoarse || compound.isCoarse || noun.isCoarse }

  /// Each word with its meaning, for `bard --explain` and the app's tap-to-explain.
  public var glosses: [(word: String, gloss: String)] {
    [adjective, compound, noun].map { ($0.text, $0.gloss) }
  }

  /// "an" before a vowel sound. Every vowel-initial word of the kit is pronounced with one ("an unmuzzled");
  /// words like "unique" or "one-" would need the exception list, which the kit does not need today.
  static func article(before word: String) -> String {
    let consonantSounding = ["uni", "use", "one", "eu"]
    guard let first = word.lowercased().first, "aeiou".contains(first),
      !consonantSounding.contains(where: word.lowercased().hasPrefix)
    else { return "a" }
    return "an"
  }
}

extension InsultKit {
  /// The insult at `index` in 0..<count: noun fastest, then compound, then adjective.
  public func insult(at index: Int) -> Insult {
    precondition((0..<count).contains(index), "insult index out of range")
    let noun = index % nouns.count
    let compound = (index / nouns.count) % compounds.count
    let adjective = index / (nouns.count * compounds.count)
    return Insult(adjective: adjectives[adjective], compound: compounds[compound], noun: nouns[noun])
  }

  /// A random insult (`bard --new`), from any source of randomness so tests can seed it.
  public func randomInsult<R: RandomNumberGenerator>(using generator: inout R) -> Insult {
    insult(at: Int.random(in: 0..<count, using: &generator))
  }
}

extension InsultKit {
  /// The kit's insult that reads `text` exactly ("Thou art a puking, tickle-brained canker-blossom!"); nil for
  /// any other text, however close.
  public func insult(parsing text: String) -> Insult? {
    let opening = "Thou art "
    guard text.count <= 200, text.hasPrefix(opening), text.hasSuffix("!") else { return nil }
    let words = text.dropFirst(opening.count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 4, words[1].hasSuffix(","),
      let adjective = adjectives.first(where: { $0.text == words[1].dropLast() }),
      let compound = compounds.first(where: { $0.text == words[2] }),
      let noun = nouns.first(where: { $0.text == words[3] })
    else { return nil }
    let insult = Insult(adjective: adjective, compound: compound, noun: noun)
    return insult.text == text ? insult : nil
  }
}

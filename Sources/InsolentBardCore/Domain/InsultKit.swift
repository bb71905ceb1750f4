import Localization

/// A word of the kit and what it meant in Shakespeare's day.
public struct Word: Hashable, Sendable {
  public let text: String
  /// What it meant, as a catalog key (`bard.gloss.<word>`), so it is said in the app's language.
  public let glossCopy: LocalizedCopy
  /// Too coarse for the family-friendly setting.
  public let isCoarse: Bool

  /// What it meant, in the app's language.
  public var gloss: String { glossCopy.text }

  public init(_ text: String, _ gloss: LocalizedCopy, coarse: Bool = false) {
    self.text = text
    glossCopy = gloss
    isCoarse = coarse
  }
}

/// The classic Shakespearean insult kit: three columns of fifty words (../shared/reference/insult-kit.md), with
/// the kit's usual misprints corrected ("quailing", "urchin-snouted", "jolthead", "varlet").
public struct InsultKit: Sendable, Equatable {
  public let adjectives: [Word]
  public let compounds: [Word]
  public let nouns: [Word]

  /// The number of different insults: 125,000 for the full kit.
  public var count: Int { adjectives.count * compounds.count * nouns.count }

  /// The full kit, or without its coarsest words.
  public static func make(familyFriendly: Bool) -> InsultKit {
    familyFriendly ? familyFriendlyKit : full
  }

  public static let full = InsultKit(adjectives: adjectiveColumn, compounds: compoundColumn, nouns: nounColumn)
  public static let familyFriendlyKit = InsultKit(
    adjectives: adjectiveColumn.filter { !$0.isCoarse }, compounds: compoundColumn.filter { !$0.isCoarse },
    nouns: nounColumn.filter { !$0.isCoarse })

  /// The word with this text in any column, for looking up a gloss.
  public func word(_ text: String) -> Word? {
    (adjectives + compounds + nouns).first { $0.text == text }
  }
}

import Foundation

extension InsultKit {
  /// The React Native app 1.8.0's misprints of three of the kit's words, as its favourites hold them.
  static let oldAppMisprints = ["joithead": "jolthead", "qualling": "quailing", "unchin-snouted": "urchin-snouted"]

  /// The kit's insult that 1.8.0 wrote as `text` ("Thou vain ill-nurtured coxcomb!", without "art a" or the
  /// comma, its misprints included), so an imported favourite reads, filters and hearts as the kit's own does: a
  /// coarse one is kept off a clean Lock Screen, and its heart finds it. Nil for any other text.
  public func insult(parsingOldApp text: String) -> Insult? {
    let opening = "Thou "
    guard text.count <= 200, text.hasPrefix(opening), text.hasSuffix("!") else { return nil }
    let words = text.dropFirst(opening.count).dropLast().split(separator: " ", omittingEmptySubsequences: false)
      .map { Self.oldAppMisprints[String($0)] ?? String($0) }
    guard words.count == 3,
      let adjective = adjectives.first(where: { $0.text == words[0] }),
      let compound = compounds.first(where: { $0.text == words[1] }),
      let noun = nouns.first(where: { $0.text == words[2] })
    else { return nil }
    return Insult(adjective: adjective, compound: compound, noun: noun)
  }

  /// A favourite's text as 1.9.0 keeps it: the kit's wording when it is one of the kit's insults in either
  /// app's words, else the text as it was (a line the user wrote, kept whole).
  public func keptText(ofOldFavourite text: String) -> String {
    (insult(parsing: text) ?? insult(parsingOldApp: text))?.text ?? text
  }
}

/// Browse's search over the whole kit, not only the rows drawn so far: the insults in which each word typed
/// begins one of the insult's words (as `SavedInsultSearch` matches), at most `limit` of them.
///
/// Bounded work whatever is typed: each column word is folded and matched once (150 words), giving the set of
/// typed words it satisfies (a bit mask); the columns are then combined by those masks only, so a search that
/// matches nothing costs at most one union per insult of the kit (125,000, no text built), and one that matches
/// much stops at `limit` insults.
struct KitSearch {
  /// The most insults a search returns: a list to read; more words narrow it.
  static let limit = 200

  let search: SavedInsultSearch

  /// The matching insults in the kit's order, up to `limit`, and whether more matched than that.
  func results(in kit: InsultKit, limit: Int = Self.limit) -> (insults: [String], capped: Bool) {
    let terms = search.terms
    // Beyond 64 distinct words typed no insult (of at most a dozen words) could match anyway.
    guard !terms.isEmpty, terms.count <= 64 else { return ([], false) }
    let all: UInt64 = terms.count == 64 ? .max : (1 << UInt64(terms.count)) - 1
    func mask(_ text: String) -> UInt64 {
      let words = SavedInsultSearch.words(of: text)
      var mask: UInt64 = 0
      for (index, term) in terms.enumerated() where words.contains(where: { $0.hasPrefix(term) }) {
        mask |= 1 << UInt64(index)
      }
      return mask
    }
    // "Thou art a(n)" belongs to the adjective's part, as the article depends on it.
    let adjectives = kit.adjectives.map { ($0, mask("Thou art \(Insult.article(before: $0.text)) \($0.text)")) }
    let compounds = kit.compounds.map { ($0, mask($0.text)) }
    let nouns = kit.nouns.map { ($0, mask($0.text)) }
    var found: [String] = []
    for (adjective, adjectiveMask) in adjectives {
      for (compound, compoundMask) in compounds {
        let partial = adjectiveMask | compoundMask
        for (noun, nounMask) in nouns where partial | nounMask == all {
          guard found.count < limit else { return (found, true) }
          found.append(Insult(adjective: adjective, compound: compound, noun: noun).text)
        }
      }
    }
    return (found, false)
  }
}

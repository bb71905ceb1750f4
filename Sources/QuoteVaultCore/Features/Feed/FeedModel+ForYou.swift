import Localization

/// What Home's picker shows the feed as: every quote, the user's own mix of topics, or one category.
public enum FeedChoice: Hashable, Sendable {
  case all
  /// "For You": the topics the user follows, mixed into one feed (as Motivation's home is).
  case forYou
  case category(QuoteCategory)
}

/// "For You"'s words.
public enum ForYou {
  public static let title = LocalizedCopy("quotevault.forYou.title", "For You")
  public static let topics = LocalizedCopy("quotevault.forYou.topics", "Your Topics")
  /// Under the topics while none is chosen: For You is then every quote.
  public static let noTopics = LocalizedCopy(
    "quotevault.forYou.noTopics", "Choose the topics you like and For You mixes them into one feed.")
  static var emptyMessage: String {
    LocalizedCopy("quotevault.forYou.empty", "No quotes in your topics yet.").text
  }
}

extension FeedModel {
  /// The categories the feed asks for: For You's mix, the one category, or none (every quote).
  var categories: [QuoteCategory] { topics ?? category.map { [$0] } ?? [] }

  /// What the picker shows.
  public var choice: FeedChoice {
    if topics != nil { return .forYou }
    return category.map(FeedChoice.category) ?? .all
  }

  /// For You over `followed`: the quotes of any of them, mixed evenly through today's shuffled order
  /// (`FeedShuffle`) and paged and cached as any feed is (`category=in.(…)` on the server, `category IN (…)` in
  /// the cache). With no topic it is every quote, and says how to choose some.
  public func selectForYou(_ followed: [QuoteCategory]) async {
    let mix = Self.mix(followed)
    guard mix != topics else { return }
    category = nil
    topics = mix
    await reload()
  }

  /// At launch, before the first reload: a user who follows topics opens on For You.
  func startOnForYou() {
    guard !followedTopics.isEmpty, category == nil, topics == nil else { return }
    topics = Self.mix(followedTopics)
  }

  /// The topics in the picker's order, each once, so the same choice is the same question (and cache page).
  static func mix(_ topics: [QuoteCategory]) -> [QuoteCategory] { QuoteCategory.allCases.filter(topics.contains) }
}

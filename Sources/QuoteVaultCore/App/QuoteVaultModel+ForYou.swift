import SharedStore

extension QuoteVaultShared {
  /// The topics "For You" mixes, on this device: a guest's own, or the signed-in account's copy of its profile's
  /// (`AccountTopics`; whose they are is `forYouTopicsOwner`).
  public static let forYouTopics = StoreKey<[QuoteCategory]>("quotevault-for-you-topics", default: [])
}

extension QuoteVaultModel {
  /// Home's picker: all quotes, For You, or one category.
  public func selectFeed(_ choice: FeedChoice) async {
    switch choice {
    case .all: await feed.select(nil)
    case .forYou: await feed.selectForYou(feed.followedTopics)
    case .category(let category): await feed.select(category)
    }
  }

  /// A topic followed or not (Home's Topics, onboarding's first step): kept at once; a For You on screen follows.
  public func setTopic(_ topic: QuoteCategory, followed: Bool) async {
    var topics = feed.followedTopics.filter { $0 != topic }
    if followed { topics.append(topic) }
    await setForYouTopics(topics)
  }

  /// The followed topics, all at once (onboarding's choice): kept, and For You shown when there are some.
  func setForYouTopics(_ topics: [QuoteCategory], show: Bool = false) async {
    let mix = FeedModel.mix(topics)
    let previous = feed.followedTopics
    feed.followedTopics = mix
    try? dependencies.store.write(mix, for: QuoteVaultShared.forYouTopics)
    // Signed in: the account's too, through the outbox (a failed save stays queued and is sent again).
    if mix != previous { accountTopics.saveToAccount(mix, previous: previous) }
    if feed.choice == .forYou || (show && !mix.isEmpty) { await feed.selectForYou(mix) }
  }
}

extension QuoteVaultModel {
  /// Settings → Topics: the picker again, as onboarding showed it, over Settings.
  public func editTopics() {
    let sheet = TopicsModel(topics: feed.followedTopics, savesToAccount: auth.isSignedIn)
    sheet.onChange = { [weak self] topics in await self?.setForYouTopics(topics) }
    sheet.onDone = { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      close(.topics(sheet))
    }
    presentation.present(.topics(sheet))
  }

  /// The Topics sheet on screen, if it is.
  public var topicsSheet: TopicsModel? {
    presentation.destinations.lazy.compactMap { if case .topics(let sheet) = $0 { sheet } else { nil } }.first
  }
}

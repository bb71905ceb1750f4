import SharedStore

/// Whose For You topics the device holds: a guest's (`account` nil), or a signed-in account's, with the guest's
/// own choice set aside until that account signs out.
public struct ForYouTopicsOwner: Codable, Equatable, Sendable {
  /// The account whose topics `quotevault-for-you-topics` holds; nil: they are the guest's (the device's own).
  public var account: String?
  /// The guest's topics as they were when the account took over the device, given back at sign-out.
  public var guestTopics: [QuoteCategory] = []

  public init(account: String? = nil, guestTopics: [QuoteCategory] = []) {
    self.account = account
    self.guestTopics = guestTopics
  }
}

extension QuoteVaultShared {
  /// Whose topics `forYouTopics` holds (absent: a guest's, as every install before topics were in the profile).
  public static let forYouTopicsOwner = StoreKey<ForYouTopicsOwner>("quotevault-for-you-owner", default: .init())
}

/// For You's topics as part of the account (`profiles.topics`): saved to the profile when chosen, read back at
/// each sign-in, and a guest's choice offered to the account it signs in to. The app's model keeps the one instance
/// and calls it as the account changes.
///
/// The merge when a guest's topics meet an account: the account's win when it has any, else the guest's are
/// uploaded. An account's topics were chosen by that person, maybe on another phone, and are what they see
/// everywhere else; a guest's choice may be minutes old on a phone they borrowed. Only when the account has none
/// is there nothing to lose, and then the choice just made becomes the account's. Topics already the account's
/// (a restored session) follow the profile, so clearing them on another phone is not undone from here.
@MainActor
final class AccountTopics {
  private let store: SharedStore
  private let feed: FeedModel
  private let settings: SettingsModel
  /// Who is signed in now; nil: a guest.
  private let userID: @MainActor () -> String?

  init(store: SharedStore, feed: FeedModel, settings: SettingsModel, userID: @escaping @MainActor () -> String?) {
    self.store = store
    self.feed = feed
    self.settings = settings
    self.userID = userID
  }

  /// After sign-in, with the profile as loaded (with the user's changes still in the outbox over it).
  func reconcile(with profile: Profile) async {
    guard let id = userID(), let stored = profile.topics else { return }
    let account = FeedModel.mix(stored.compactMap(QuoteCategory.init(rawValue:)))
    settings.topicsUnknownHere = stored.filter { QuoteCategory(rawValue: $0) == nil }
    var owner = store.read(QuoteVaultShared.forYouTopicsOwner)
    if owner.account != id {
      // The guest's choice (or, if another account's was somehow left, none of it) meets this account.
      let guest = owner.account == nil ? feed.followedTopics : []
      owner = ForYouTopicsOwner(account: id, guestTopics: guest)
      try? store.write(owner, for: QuoteVaultShared.forYouTopicsOwner)
      if account.isEmpty && !guest.isEmpty {
        settings.saveTopics(guest)
        await showOnDevice(guest)
      } else {
        await showOnDevice(account)
      }
      return
    }
    // Chosen on this device while the profile loaded: newer than what it says, and already on its way.
    guard !settings.topicsChangedWhileLoading else { return }
    await showOnDevice(account)
  }

  /// A topic choice made while signed in: the device and then the profile. The first choice after an account
  /// took the device marks the topics as that account's.
  func saveToAccount(_ topics: [QuoteCategory], previous: [QuoteCategory]) {
    guard let id = userID() else { return }
    let owner = store.read(QuoteVaultShared.forYouTopicsOwner)
    if owner.account != id {
      let guest = owner.account == nil ? previous : []
      try? store.write(ForYouTopicsOwner(account: id, guestTopics: guest), for: QuoteVaultShared.forYouTopicsOwner)
    }
    settings.saveTopics(topics)
  }

  /// Signed out (here, by deletion, or the server ending the session): nothing of the account's topics stays;
  /// the guest's own choice comes back as it was before the account signed in.
  func giveBackToGuest() {
    let owner = store.read(QuoteVaultShared.forYouTopicsOwner)
    settings.topicsUnknownHere = []
    guard owner.account != nil else { return }
    try? store.write(ForYouTopicsOwner(), for: QuoteVaultShared.forYouTopicsOwner)
    let guest = FeedModel.mix(owner.guestTopics)
    feed.followedTopics = guest
    try? store.write(guest, for: QuoteVaultShared.forYouTopics)
    if feed.choice == .forYou { Task { await feed.selectForYou(guest) } }
  }

  /// The topics on this device without sending them anywhere (they came from the profile, or are on their way).
  private func showOnDevice(_ topics: [QuoteCategory]) async {
    guard topics != feed.followedTopics else { return }
    feed.followedTopics = topics
    try? store.write(topics, for: QuoteVaultShared.forYouTopics)
    if feed.choice == .forYou { await feed.selectForYou(topics) }
  }
}

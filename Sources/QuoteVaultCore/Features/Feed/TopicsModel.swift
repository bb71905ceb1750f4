import Localization
import Observation
import Presentation

/// Settings' Topics sheet: For You's topics picked again after onboarding. Each tap is applied at once through
/// the app model (`onChange`: the device, and the account when signed in), so closing the sheet by any means
/// loses nothing; held by `.topics` until the sheet has slid away.
@MainActor
@Observable
public final class TopicsModel {
  public private(set) var topics: [QuoteCategory]
  /// Whether a change goes to the account (signed in) or stays on this device (a guest): the footer says which.
  public let savesToAccount: Bool
  @ObservationIgnored var onChange: (@MainActor ([QuoteCategory]) async -> Void)?
  @ObservationIgnored var onDone: (@MainActor () -> Void)?

  public init(topics: [QuoteCategory], savesToAccount: Bool) {
    self.topics = topics
    self.savesToAccount = savesToAccount
  }

  public func isFollowing(_ topic: QuoteCategory) -> Bool { topics.contains(topic) }

  public func toggle(_ topic: QuoteCategory) async {
    topics = topics.contains(topic) ? topics.filter { $0 != topic } : FeedModel.mix(topics + [topic])
    await onChange?(topics)
  }

  public func done() { onDone?() }

  /// Under the topics: where they are kept, and what none means.
  public var footer: String {
    let kept = savesToAccount ? Self.savedToAccount : Self.keptOnDevice
    return topics.isEmpty ? ForYou.noTopics.text + " " + kept.text : kept.text
  }

  public static let title = LocalizedCopy("quotevault.topics.title", "Topics")
  public static let savedToAccount = LocalizedCopy(
    "quotevault.topics.savedToAccount", "Your topics are saved to your account, on every device you sign in on.")
  public static let keptOnDevice = LocalizedCopy(
    "quotevault.topics.keptOnDevice", "Your topics are kept on this iPhone. Sign in to keep them on every device.")
  public static let done = LocalizedCopy("quotevault.topics.done", "Done")
}

/// A sheet's model is the same sheet only as itself.
extension TopicsModel: HashableObject {}

/// One item in the system's on-device search index (Core Spotlight's `CSSearchableItem`): found by its title
/// and content, opened by its id.
public struct SearchableEntry: Equatable, Hashable, Sendable {
  public let id: String
  public let domain: String
  public let title: String
  public let content: String

  public init(id: String, domain: String, title: String, content: String) {
    self.id = id
    self.domain = domain
    self.title = title
    self.content = content
  }
}

/// Core Spotlight's index (`CSSearchableIndex.default()`): indexing an id again replaces its entry; deleting
/// an id that is not there is no error; each call may fail (the index is unavailable, e.g. before the first
/// unlock), and then nothing changed.
public protocol SearchIndexClient: Sendable {
  func index(_ entries: [SearchableEntry]) async throws
  func remove(ids: [String]) async throws
}

/// Which Core Spotlight index an app writes to: the shared default one, or one of its own, named, whose files have
/// a data protection class (`CSSearchableIndex(name:protectionClass:)`). With `.complete` the index is
/// encrypted whenever the phone is locked: Spotlight finds nothing from it on a locked phone, and a call made
/// while locked fails with nothing changed (the caller indexes again later).
public struct SearchIndexLocation: Equatable, Sendable {
  /// Foundation's `FileProtectionType`, as far as an index takes it.
  public enum Protection: Equatable, Sendable {
    case complete, completeUnlessOpen, completeUntilFirstUserAuthentication, none
  }

  /// nil: `CSSearchableIndex.default()`.
  public let name: String?
  /// nil: the default index's own (the app's default data protection).
  public let protection: Protection?

  public static let `default` = SearchIndexLocation(name: nil, protection: nil)

  public static func named(_ name: String, protection: Protection) -> SearchIndexLocation {
    SearchIndexLocation(name: name, protection: protection)
  }

  private init(name: String?, protection: Protection?) {
    self.name = name
    self.protection = protection
  }
}

/// No index (Xcode previews, a command line).
public struct InertSearchIndex: SearchIndexClient {
  public init() {}
  public func index(_ entries: [SearchableEntry]) async throws {}
  public func remove(ids: [String]) async throws {}
}

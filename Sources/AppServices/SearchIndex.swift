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

/// No index (Xcode previews, a command line).
public struct InertSearchIndex: SearchIndexClient {
  public init() {}
  public func index(_ entries: [SearchableEntry]) async throws {}
  public func remove(ids: [String]) async throws {}
}

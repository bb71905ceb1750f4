import AppServices
import Foundation

/// Core Spotlight's on-device index as it behaves: an id indexed again replaces its entry, removing an unknown
/// id is no error, and a call can fail with nothing changed (`failNextCall`). `search` finds entries as the
/// user's typing in Spotlight would (every word, in title or content, any case).
public final class SimulatedSearchIndex: SearchIndexClient {
  public struct Unavailable: Error {}

  private struct State {
    var entries: [String: SearchableEntry] = [:]
    var failsNextCall = false
  }

  private let state = Locked(State())

  public init() {}

  public var entries: [SearchableEntry] { state { Array($0.entries.values) } }
  public func failNextCall() { state { $0.failsNextCall = true } }

  public func search(_ query: String) -> [SearchableEntry] {
    let terms = query.lowercased().split(separator: " ")
    return entries.filter { entry in
      terms.allSatisfy { (entry.title + " " + entry.content).lowercased().contains($0) }
    }
  }

  public func index(_ entries: [SearchableEntry]) async throws {
    try state { state in
      if state.failsNextCall {
        state.failsNextCall = false
        throw Unavailable()
      }
      for entry in entries { state.entries[entry.id] = entry }
    }
  }

  public func remove(ids: [String]) async throws {
    try state { state in
      if state.failsNextCall {
        state.failsNextCall = false
        throw Unavailable()
      }
      for id in ids { state.entries[id] = nil }
    }
  }
}

import AppServices
import Foundation

/// Core Spotlight's on-device index as it behaves: an id indexed again replaces its entry, removing an unknown
/// id is no error, and a call can fail with nothing changed (`failNextCall`). `search` finds entries as the
/// user's typing in Spotlight would (every word, in title or content, any case). An index with `.complete`
/// protection is encrypted while the phone is locked (`phoneLocked`): Spotlight finds nothing in it then, and
/// every call fails with nothing changed, as a write to a `.complete` file does.
public final class SimulatedSearchIndex: SearchIndexClient {
  public struct Unavailable: Error {}

  private struct State {
    var entries: [String: SearchableEntry] = [:]
    var failsNextCall = false
    var isLocked = false
  }

  private let state = Locked(State())
  public let location: SearchIndexLocation

  public init(location: SearchIndexLocation = .default) {
    self.location = location
  }

  /// Whether the index can be read and written now: always, unless it is `.complete` and the phone is locked.
  private var isReadable: Bool { location.protection != .complete || !state { $0.isLocked } }

  public func phoneLocked() { state { $0.isLocked = true } }
  public func phoneUnlocked() { state { $0.isLocked = false } }

  public var entries: [SearchableEntry] { state { Array($0.entries.values) } }
  public func failNextCall() { state { $0.failsNextCall = true } }

  public func search(_ query: String) -> [SearchableEntry] {
    let terms = query.lowercased().split(separator: " ")
    guard isReadable else { return [] }
    return entries.filter { entry in
      terms.allSatisfy { (entry.title + " " + entry.content).lowercased().contains($0) }
    }
  }

  public func index(_ entries: [SearchableEntry]) async throws {
    try state { state in
      if state.failsNextCall || (location.protection == .complete && state.isLocked) {
        state.failsNextCall = false
        throw Unavailable()
      }
      for entry in entries { state.entries[entry.id] = entry }
    }
  }

  public func remove(ids: [String]) async throws {
    try state { state in
      if state.failsNextCall || (location.protection == .complete && state.isLocked) {
        state.failsNextCall = false
        throw Unavailable()
      }
      for id in ids { state.entries[id] = nil }
    }
  }
}

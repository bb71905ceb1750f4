import Foundation
import Observation
import SupabaseClient

/// How long to wait between tries while the server cannot be reached: doubling from `first` up to `maximum`,
/// so a phone without signal does not spin, and a server that comes back is found within a minute.
public struct OutboxBackoff: Equatable, Sendable {
  public let first: Duration
  public let maximum: Duration
  private var attempt = 0

  public init(first: Duration = .seconds(2), maximum: Duration = .seconds(60)) {
    self.first = first
    self.maximum = max(first, maximum)
  }

  public mutating func next() -> Duration {
    defer { attempt = min(attempt + 1, 30) }
    var delay = first
    for _ in 0..<attempt where delay < maximum { delay = delay * 2 }
    return min(delay, maximum)
  }

  public mutating func reset() { attempt = 0 }
}

/// Sends the outbox (changes made on this device, oldest first) one flush at a time, and replays it by itself:
/// whenever the app learns the server answers again (any successful request, the app coming to the foreground,
/// the network path coming back) and, while it cannot be reached, on a backoff (QV-11.3).
@MainActor
@Observable
public final class OutboxSync {
  /// Changes waiting for the server.
  public private(set) var pendingCount = 0
  private let service: QuoteVaultService
  private let connectivity: Connectivity
  private let userID: @MainActor () -> String?
  private let sleep: @Sendable (Duration) async -> Void
  private var backoff: OutboxBackoff
  private var running: Task<QuoteVaultService.FlushResult?, Never>?
  private var retry: Task<Void, Never>?
  /// Told after every flush: the library drops what the server refused and says why.
  var afterFlush: (@MainActor (QuoteVaultService.FlushResult) async -> Void)?

  public init(
    service: QuoteVaultService, connectivity: Connectivity, userID: @escaping @MainActor () -> String?,
    backoff: OutboxBackoff = OutboxBackoff(),
    sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) }
  ) {
    self.service = service
    self.connectivity = connectivity
    self.userID = userID
    self.backoff = backoff
    self.sleep = sleep
    countPending()
  }

  /// Sends what is waiting, after any flush already under way (so changes made meanwhile go too, in order).
  @discardableResult
  public func send() async -> QuoteVaultService.FlushResult? {
    let previous = running
    let task = Task { [weak self] () -> QuoteVaultService.FlushResult? in
      _ = await previous?.value
      return await self?.flushOnce()
    }
    running = task
    let result = await task.value
    if running == task { running = nil }
    return result
  }

  /// Something showed the server may answer again: send what is waiting, if anything is and nothing is
  /// already being sent.
  public func serverMayBeBack() {
    countPending()
    guard pendingCount > 0, running == nil, userID() != nil else { return }
    retry?.cancel()
    retry = nil
    Task { await self.send() }
  }

  /// Waits until nothing is being sent (for tests and the tool).
  public func settle() async {
    while let current = running {
      _ = await current.value
      if running == current { running = nil }
    }
  }

  private func flushOnce() async -> QuoteVaultService.FlushResult? {
    guard let id = userID() else { return nil }
    let result = await service.flush(userID: id)
    countPending()
    switch result {
    case .offline:
      connectivity.record(SupabaseError.network("offline"))
      scheduleRetry()
    case .done:
      backoff.reset()
      retry?.cancel()
      retry = nil
    }
    await afterFlush?(result)
    return result
  }

  private func scheduleRetry() {
    guard retry == nil, pendingCount > 0 else { return }
    let delay = backoff.next()
    let sleep = sleep
    retry = Task { [weak self] in
      await sleep(delay)
      guard !Task.isCancelled, let self else { return }
      self.retry = nil
      await self.send()
    }
  }

  private func countPending() { pendingCount = (try? service.cache.pendingCount()) ?? 0 }
}

import Foundation

@testable import VocaPinCore

/// The real time of a simulated world (the server's clock; a device's is this plus its error), moved on by tests.
final class SimulatedTime: @unchecked Sendable {
  private let lock = NSLock()
  private var current = SyncDates.now

  var now: Date { lock.withLock { current } }
  func set(_ date: Date) { lock.withLock { current = date } }
}

import Foundation

extension SharedStore {
  /// Runs `work` with this store on a Dispatch thread, not one of Swift concurrency's: a lock taken in it
  /// (`update`, `withLock`) may wait up to its budget, and the cooperative pool has only as many threads as the
  /// device has cores, so an async caller (an App Intent, a task) must not hold one of them while it waits.
  public func offCooperativePool<Result: Sendable>(
    _ work: @escaping @Sendable (SharedStore) throws -> Result
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async {
        continuation.resume(with: Swift.Result { try work(self) })
      }
    }
  }
}

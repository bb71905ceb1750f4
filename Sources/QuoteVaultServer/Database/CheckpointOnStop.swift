import Logging
import ServiceLifecycle

/// On a clean stop (SIGTERM, SIGINT), after the HTTP server has finished its requests, moves the WAL into the
/// database file and empties it, so the database file alone holds every acknowledged write (a copy of the
/// stopped folder is a whole backup).
struct CheckpointOnStop: Service {
  let store: Store
  let logger: Logger

  func run() async throws {
    // Waits for the stop; a cancelled run (no graceful stop) skips the checkpoint, and SQLite's WAL still holds
    // every commit.
    do { try await gracefulShutdown() } catch { return }
    do {
      let complete = try await store.checkpoint()
      if !complete { logger.warning("The WAL checkpoint at stop was incomplete: a reader was still open.") }
    } catch {
      logger.error("The WAL checkpoint at stop failed: \(error)")
    }
  }
}

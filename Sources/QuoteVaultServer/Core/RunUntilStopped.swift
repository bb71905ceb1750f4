import Hummingbird
import ServiceLifecycle

extension ApplicationProtocol {
  /// Runs until SIGTERM or SIGINT, as `runService()` does, except that a stop cannot hang: requests in flight
  /// get `gracePeriod` to finish (each is bounded by the request deadline anyway) and the WAL checkpoint runs
  /// after them; past it, the server is cancelled and exits. Nothing acknowledged is lost then: SQLite's WAL
  /// holds every commit, and the next start reads it.
  public func runUntilStopped(gracePeriod: Duration) async throws {
    var configuration = ServiceGroupConfiguration(
      services: [self], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    configuration.maximumGracefulShutdownDuration = gracePeriod
    configuration.maximumCancellationDuration = .seconds(5)
    try await ServiceGroup(configuration: configuration).run()
  }
}

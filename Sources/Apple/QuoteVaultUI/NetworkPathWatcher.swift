#if os(iOS)
  import Foundation
  import Network
  import QuoteVaultCore

  /// Tells the model when the network path comes and goes (NWPathMonitor): gone, the offline banner shows at once
  /// (QV-11.2); back, the outbox replays rather than waiting for its next retry (QV-11.3).
  @MainActor
  public final class NetworkPathWatcher {
    private let monitor = NWPathMonitor()

    public init() {}

    public func start(reporting model: QuoteVaultModel) {
      monitor.pathUpdateHandler = { [weak model] path in
        let satisfied = path.status == .satisfied
        Task { @MainActor in model?.networkPathChanged(isSatisfied: satisfied) }
      }
      monitor.start(queue: DispatchQueue(label: "QuoteVault.NetworkPathWatcher", qos: .utility))
    }

    deinit { monitor.cancel() }
  }
#endif

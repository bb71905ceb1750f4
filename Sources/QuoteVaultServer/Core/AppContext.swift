import Hummingbird
import NIOCore

/// The request context of every route, with the client's address (sign-in limits count per address).
public struct AppContext: RequestContext, RemoteAddressRequestContext {
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }

  /// The client's IP address as text, for rate limits; one bucket for clients whose address is unknown.
  var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}

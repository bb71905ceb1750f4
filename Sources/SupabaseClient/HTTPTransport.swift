import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How requests reach the network: URLSession in the apps and the tool; tests may wrap it (to go offline).
public protocol HTTPTransport: Sendable {
  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// URLSession, with a timeout that keeps an unreachable server from hanging a screen.
public struct URLSessionTransport: HTTPTransport {
  let session: URLSession

  public init(timeout: TimeInterval = 15) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 2
    session = URLSession(configuration: configuration)
  }

  public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let (data, response): (Data, URLResponse)
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw SupabaseError.network(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else { throw SupabaseError.network("not an HTTP response") }
    return (data, http)
  }
}

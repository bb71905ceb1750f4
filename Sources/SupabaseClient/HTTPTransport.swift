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
      if Task.isCancelled || (error as? URLError)?.code == .cancelled || error is CancellationError {
        throw SupabaseError.cancelled
      }
      throw SupabaseError.network(error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else { throw SupabaseError.network("not an HTTP response") }
    return (data, http)
  }
}

extension HTTPTransport {
  /// One request to a Supabase API: the project key, the caller's token (the key when signed out), the API
  /// version and a JSON body; an answer outside 2xx becomes that API's error, a failed send `.network`.
  func exchange(
    _ method: String, _ target: URL, key: String, token: String?, headers: [String: String] = [:], body: Data?,
    api: SupabaseError.API
  ) async throws(SupabaseError) -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: target)
    request.httpMethod = method
    request.setValue(key, forHTTPHeaderField: "apikey")
    request.setValue("Bearer \(token ?? key)", forHTTPHeaderField: "Authorization")
    request.setValue("2024-01-01", forHTTPHeaderField: "X-Supabase-Api-Version")
    if body != nil, headers["Content-Type"] == nil {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let (data, response): (Data, HTTPURLResponse)
    do {
      (data, response) = try await send(request)
    } catch let error as SupabaseError {
      throw Task.isCancelled ? SupabaseError.cancelled : error
    } catch {
      throw Task.isCancelled || error is CancellationError
        ? SupabaseError.cancelled : SupabaseError.network(error.localizedDescription)
    }
    // An answer that arrives for a caller who has gone is not theirs to act on.
    if Task.isCancelled { throw .cancelled }
    guard (200..<300).contains(response.statusCode) else {
      throw SupabaseError.decode(
        data, status: response.statusCode, api: api, retryAfter: response.value(forHTTPHeaderField: "Retry-After"))
    }
    return (data, response)
  }
}

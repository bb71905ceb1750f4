import Foundation
import SupabaseClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Holds every request until `open()`, so a test can look at the app while a load is in flight.
actor GatedTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private var isOpen = false

  init(_ inner: any HTTPTransport) { self.inner = inner }
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var held = 0

  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting = []
  }

  /// Holds the requests from now on again.
  func close() {
    isOpen = false
    held = 0
  }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    if !isOpen {
      held += 1
      await withCheckedContinuation { waiting.append($0) }
    }
    return try await inner.send(request)
  }
}

/// Passes every request on, keeping its URL, so a test can see what the app asked for.
actor RecordingTransport: HTTPTransport {
  private let inner: any HTTPTransport
  private(set) var urls: [URL] = []

  init(_ inner: any HTTPTransport) { self.inner = inner }

  func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    if let url = request.url { urls.append(url) }
    return try await inner.send(request)
  }
}

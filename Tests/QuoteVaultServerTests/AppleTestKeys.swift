import AppleSignInTestSupport
import Foundation
import QuoteVaultServer

extension AppleTestKey {
  /// A server configuration that trusts this key for `clientIDs`.
  func configuration(clientIDs: [String] = [Self.clientID]) throws -> ServerConfiguration {
    var configuration = testConfiguration()
    configuration.appleKeySetFile = try writeKeySet(in: configuration.dataDirectory)
    configuration.appleClientIDs = clientIDs
    return configuration
  }
}

extension SupabaseTestClient {
  /// supabase-swift's `signInWithIdToken(credentials: .init(provider: .apple, idToken:, nonce:))`.
  func signInWithApple(_ token: String, nonce: String? = nil, provider: String = "apple") async throws -> Reply {
    var body: [String: Any] = ["provider": provider, "id_token": token]
    if let nonce { body["nonce"] = nonce }
    let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    return try await request(.post, "/auth/v1/token?grant_type=id_token", json: json)
  }
}

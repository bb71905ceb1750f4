import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import NIOCore

/// `POST /functions/v1/revoke-apple-token` with `{"authorization_code": …}` and the user's bearer token: the
/// shape a Supabase app uses for this, an Edge Function (supabase/functions/revoke-apple-token/index.ts is the
/// same contract for a hosted project, where GoTrue keeps no Apple tokens for an id_token sign-in). For the
/// signed-in user whose account has an Apple identity, the code (fresh from Apple's sheet: single use, five
/// minutes) is exchanged at Apple for a refresh token, which is then revoked. The app calls it right before
/// `delete_account`, and deletes nothing unless it answered 200 (App Review guideline 5.1.1(v), TN3194).
///
/// Answers: 200 `{"revoked": true}`; errors as `{"code", "message"}`: 401 `not_authenticated`/`invalid_jwt`,
/// 400 `bad_json`/`invalid_authorization_code`, 413 `request_too_large`, 422 `not_apple_user`, 400
/// `apple_code_rejected` (ask Apple's sheet again), 403 `apple_identity_mismatch`, 502/504 `apple_unreachable`
/// (try again), 503 `busy` (Retry-After), 501 `apple_revocation_not_configured`, 500 `apple_misconfigured`.
struct RevokeAppleToken: Sendable {
  let store: Store
  let authenticator: Authenticator
  let client: AppleTokenClient?
  var bodyBudget = BodyBudget.shared
  let gate: CallGate

  /// An authorization code is short (Apple's are under 100 characters); the body has room for it and no more.
  static let maximumBodyBytes = 4_096
  static let maximumCodeLength = 1_024

  init(store: Store, authenticator: Authenticator, client: AppleTokenClient?, bodyBudget: BodyBudget) {
    self.store = store
    self.authenticator = authenticator
    self.client = client
    self.bodyBudget = bodyBudget
    gate = CallGate(limit: client?.configuration.maximumConcurrentRevocations ?? 1)
  }

  func addRoutes(to group: RouterGroup<AppContext>) {
    group.add(middleware: APIKeyMiddleware(authenticator: authenticator))
    group.post("revoke-apple-token") { request, _ in try await revoke(request) }
  }

  func revoke(_ request: Request) async throws(APIError) -> Response {
    let principal: Principal
    do {
      principal = try authenticator.principal(request, api: .auth).principal
    } catch {
      throw .function(.unauthorized, "invalid_jwt", "Invalid JWT")
    }
    guard let userID = principal.userID else {
      throw .function(.unauthorized, "not_authenticated", "Sign in first: the function acts for the signed-in user")
    }
    guard let client else {
      throw .function(
        .notImplemented, "apple_revocation_not_configured",
        "Sign in with Apple token revocation is not configured on this server (team id, key id, client id, key)")
    }
    let code = try await authorizationCode(request)
    guard let subject = try await appleSubject(of: userID) else {
      throw .function(.unprocessableContent, "not_apple_user", "This account did not sign in with Apple")
    }
    guard gate.enter() else {
      throw APIError.function(.serviceUnavailable, "busy", "Too many revocations at once; try again shortly")
        .retrying()
    }
    defer { gate.leave() }
    do {
      let tokens = try await client.exchange(code: code)
      // A code for another Apple Account (the phone's, not the one this account signed in with) revokes nothing
      // of this account's: refused, and the token it got is left alone.
      guard tokens.subject == subject else {
        throw APIError.function(
          .forbidden, "apple_identity_mismatch", "The authorization is for another Apple Account than this one")
      }
      if let refresh = tokens.refreshToken {
        try await client.revoke(refresh, hint: "refresh_token")
      } else if let access = tokens.accessToken {
        try await client.revoke(access, hint: "access_token")
      }
    } catch let error as APIError {
      throw error
    } catch let failure as AppleTokenClient.Failure {
      throw Self.error(for: failure)
    } catch {
      throw .function(.badGateway, "apple_unreachable", "Apple could not be reached")
    }
    return jsonResponse(.object([("revoked", .bool(true))]))
  }

  static func error(for failure: AppleTokenClient.Failure) -> APIError {
    switch failure {
    case .invalidGrant:
      .function(.badRequest, "apple_code_rejected", "Apple refused the authorization code (spent or expired)")
    case .misconfigured(let reason):
      .function(.internalServerError, "apple_misconfigured", "Apple refused this server's credentials: \(reason)")
    case .unreachable: .function(.gatewayTimeout, "apple_unreachable", "Apple did not answer in time")
    case .unreadable: .function(.badGateway, "apple_unreachable", "Apple's answer could not be read")
    }
  }

  /// The body's `authorization_code`: a JSON string of URL-safe characters, as Apple's codes are.
  private func authorizationCode(_ request: Request) async throws(APIError) -> String {
    let buffer: ByteBuffer
    do {
      buffer = try await BodyReader.collect(request, upTo: Self.maximumBodyBytes, budget: bodyBudget)
    } catch {
      switch error {
      case .tooLarge: throw .function(.contentTooLarge, "request_too_large", "The request body is too large")
      case .overloaded:
        throw APIError.function(.serviceUnavailable, "busy", "The server is busy reading other requests").retrying()
      case .malformed: throw .function(.badRequest, "bad_json", "Could not parse request body as JSON")
      }
    }
    guard let json = try? JSON.parse(Data(buffer.readableBytesView)), json.objectMembers != nil else {
      throw .function(.badRequest, "bad_json", "Could not parse request body as JSON")
    }
    guard let code = json["authorization_code"]?.string, !code.isEmpty, code.utf8.count <= Self.maximumCodeLength,
      code.unicodeScalars.allSatisfy({
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-._~".unicodeScalars.contains($0))
      })
    else {
      throw .function(.badRequest, "invalid_authorization_code", "authorization_code must be Apple's code, as given")
    }
    return code
  }

  /// The Apple user id (`sub`) of the account's Apple identity, if it has one.
  private func appleSubject(of userID: String) async throws(APIError) -> String? {
    do {
      return try await store.budgetedRead { db in
        try String.fetchOne(
          db, sql: "SELECT provider_id FROM identities WHERE provider = 'apple' AND user_id = ?", arguments: [userID])
      }
    } catch {
      throw .function(.internalServerError, "unexpected_failure", "The account could not be read")
    }
  }
}

/// At most `limit` holders at once; the rest are turned away, not queued (a queue would hold connections for
/// Apple's timeouts).
final class CallGate: @unchecked Sendable {
  private let limit: Int
  // NSLock rather than Mutex, which needs macOS 15 (as BodyBudget).
  private let lock = NSLock()
  private var held = 0

  init(limit: Int) { self.limit = max(1, limit) }

  func enter() -> Bool {
    lock.withLock {
      guard held < limit else { return false }
      held += 1
      return true
    }
  }

  func leave() { lock.withLock { held -= 1 } }
}

import Foundation
import HTTPTypes
import Hummingbird

/// Which API is asking, so an authentication failure is answered in that API's shape.
enum API: Sendable { case auth, rest, storage }

/// Reads the `apikey` and `Authorization` of a request into a `Principal`, as Kong and PostgREST do.
struct Authenticator: Sendable {
  let keys: ProjectKeys

  static let apiKeyHeader = HTTPField.Name("apikey")!

  /// The role of the request's API key; every request to /auth, /rest and /storage needs one.
  func apiKeyPrincipal(_ request: Request) throws(APIError) -> Principal {
    guard let key = request.headers.joinedValue(Self.apiKeyHeader) ?? request.uri.queryParameters.get("apikey") else {
      throw .gateway(.unauthorized, "No API key found in request")
    }
    // The project's own two keys, compared in constant time, skip the signature check.
    if ConstantTime.equal(key, keys.anonKey) { return .anon }
    if ConstantTime.equal(key, keys.serviceRoleKey) { return .serviceRole }
    guard let claims = try? keys.jwt.verify(key) else { throw .gateway(.unauthorized, "Invalid API key") }
    switch claims["role"]?.string {
    case "anon": return .anon
    case "service_role": return .serviceRole
    default: throw .gateway(.unauthorized, "Invalid API key")
    }
  }

  /// Who the request acts as: its bearer token's role, or its API key's when it has no bearer token.
  func principal(_ request: Request, api: API) throws(APIError) -> (principal: Principal, claims: JSON?) {
    let fromKey = try apiKeyPrincipal(request)
    guard let authorization = request.headers.joinedValue(.authorization) else { return (fromKey, nil) }
    guard authorization.lowercased().hasPrefix("bearer ") else { throw failure(.malformed, api: api) }
    let token = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    // Clients send the anon key as the bearer token until a user signs in.
    if ConstantTime.equal(token, keys.anonKey) { return (.anon, nil) }
    if ConstantTime.equal(token, keys.serviceRoleKey) { return (.serviceRole, nil) }
    let claims: JSON
    do {
      claims = try keys.jwt.verify(token)
    } catch {
      throw failure(error, api: api)
    }
    switch claims["role"]?.string {
    case "anon": return (.anon, claims)
    case "service_role": return (.serviceRole, claims)
    case "authenticated":
      guard let subject = claims["sub"]?.string, UUIDText.isValid(subject) else { throw failure(.malformed, api: api) }
      return (.user(id: subject, sessionID: claims["session_id"]?.string), claims)
    default: throw failure(.malformed, api: api)
    }
  }

  /// An error for a bad or expired bearer token, in the API's own words.
  func failure(_ failure: JWT.Failure, api: API) -> APIError {
    switch (api, failure) {
    case (.auth, .expired):
      .auth(.forbidden, "bad_jwt", "invalid JWT: unable to parse or verify signature, token has expired")
    case (.auth, _):
      .auth(.forbidden, "bad_jwt", "invalid JWT: unable to parse or verify signature, signature is invalid")
    case (.rest, .expired): .rest(.unauthorized, "PGRST303", "JWT expired")
    case (.rest, .badSignature): .rest(.unauthorized, "PGRST301", "JWSError JWSInvalidSignature")
    case (.rest, .malformed): .rest(.unauthorized, "PGRST301", "JWSError (CompactDecodeError Invalid number of parts)")
    case (.storage, .expired): APIError(.forbidden, "jwt expired", .storage(error: "Unauthorized"))
    case (.storage, _): APIError(.forbidden, "invalid signature", .storage(error: "Unauthorized"))
    }
  }
}

enum ConstantTime {
  /// Equality that takes as long however early the strings differ.
  /// The bytes are compared in place (no copies: every request compares its key with the project's two).
  static func equal(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { left in
      b.withUTF8 { right in
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in 0..<left.count { difference |= left[index] ^ right[index] }
        return difference == 0
      }
    }
  }
}

enum UUIDText {
  /// A canonical UUID (any case); callers store it lowercased.
  static func isValid(_ text: String) -> Bool { UUID(uuidString: text) != nil && text.count == 36 }
}

extension HTTPFields {
  /// `self[name]` (the values of every field of that name, joined with ", "), for any name but Cookie, which the
  /// subscript joins with "; ". The subscript joins through a generic lazy sequence, about 3,000 instructions
  /// even for the usual single field; every request looks up its API key twice.
  func joinedValue(_ name: HTTPField.Name) -> String? {
    var joined: String?
    for field in self where field.name == name {
      joined = joined.map { $0 + ", " + field.value } ?? field.value
    }
    return joined
  }
}

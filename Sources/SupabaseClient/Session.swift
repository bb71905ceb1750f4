import Foundation

/// A signed-in user, as GoTrue describes them.
public struct User: Codable, Equatable, Sendable {
  public let id: String
  public let email: String?
  public let userMetadata: [String: JSONValue]?
  public let newEmail: String?
  /// GoTrue's identities: how the user signs in (email, apple, ...). Absent in sessions stored before it was read.
  public let identities: [UserIdentity]?
  /// GoTrue's `app_metadata`: the providers the account signs in with ("email", "apple", ...).
  public let appMetadata: AppMetadata?

  public struct AppMetadata: Codable, Equatable, Sendable {
    public let providers: [String]?
  }

  enum CodingKeys: String, CodingKey {
    case id, email, identities
    case userMetadata = "user_metadata"
    case newEmail = "new_email"
    case appMetadata = "app_metadata"
  }

  public var displayName: String? { userMetadata?["display_name"]?.string }

  /// Whether the account has an email identity (a password to change, an address it signs in with): false for
  /// an account made by Sign in with Apple alone. A session stored before `app_metadata` was kept says nothing,
  /// and is taken to have one, as such accounts were made with email and password.
  public var hasEmailIdentity: Bool { appMetadata?.providers?.contains("email") ?? true }

  /// The Apple user id (Apple's `sub`, `ASAuthorizationAppleIDCredential.user`) when the account signs in with
  /// Apple: what `getCredentialState(forUserID:)` is asked about.
  public var appleUserID: String? {
    guard let apple = identities?.first(where: { $0.provider == "apple" }) else { return nil }
    return apple.identityData?["sub"]?.string ?? apple.id
  }
}

/// One of GoTrue's `identities` of a user.
public struct UserIdentity: Codable, Equatable, Sendable {
  /// The provider's id of the user (Apple's `sub` for "apple").
  public let id: String?
  public let provider: String
  public let identityData: [String: JSONValue]?

  enum CodingKeys: String, CodingKey {
    case id, provider
    case identityData = "identity_data"
  }
}

/// What sign-up answers (supabase-swift's `AuthResponse`): the user, and a session only when the project signs
/// new users in at once ("Confirm email" off); otherwise the session comes with the mailed link.
public struct AuthResponse: Equatable, Sendable {
  public let user: User
  public let session: Session?

  public init(user: User, session: Session?) {
    self.user = user
    self.session = session
  }
}

/// A session: GoTrue's access and refresh tokens.
public struct Session: Codable, Equatable, Sendable {
  public let accessToken: String
  public let refreshToken: String
  public let expiresAt: Int
  public let user: User

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    case expiresAt = "expires_at"
    case user
  }

  /// Whether it expires within `margin` seconds of `now`: refresh before it does.
  public func expires(within margin: TimeInterval, of now: Date) -> Bool {
    Double(expiresAt) - now.timeIntervalSince1970 <= margin
  }
}

/// Where the session is kept between launches: the Keychain on iOS (the app's own access group), a file on
/// Linux. Nothing else ever deletes it but a sign-out or a refresh the server refused.
public protocol SessionStorage: Sendable {
  func load() -> Session?
  func save(_ session: Session) throws
  func remove()
}

/// The session as a file readable by its owner only.
public struct FileSessionStorage: SessionStorage {
  public let url: URL

  public init(url: URL) { self.url = url }

  public func load() -> Session? {
    guard let data = try? Data(contentsOf: url), data.count < 64 * 1024 else { return nil }
    return try? JSONDecoder().decode(Session.self, from: data)
  }

  public func save(_ session: Session) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONEncoder().encode(session).write(to: url, options: .atomic)
    try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
  }

  public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// For previews and tests.
public final class MemorySessionStorage: SessionStorage, @unchecked Sendable {
  private let lock = NSLock()
  private var session: Session?

  public init(_ session: Session? = nil) { self.session = session }
  public func load() -> Session? { lock.withLock { session } }
  public func save(_ session: Session) throws { lock.withLock { self.session = session } }
  public func remove() { lock.withLock { session = nil } }
}

/// Any JSON value, for user metadata and rows the client does not model.
public enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  public var string: String? { if case .string(let value) = self { value } else { nil } }
}

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Supabase Auth: sign up, sign in, sign out, recovery, the user, and the session.
///
/// The session is kept where `storage` keeps it and restored at launch without the network. It is refreshed
/// shortly before it expires by one refresh at a time (concurrent callers wait for the same one), so two racing
/// refreshes never spend the token twice. A refresh that fails for lack of network keeps the session; only a
/// server that refuses the refresh token (or a sign-out) removes it.
///
/// Every change of session is published on `authStateChanges`, as supabase-swift publishes it, so the app's
/// screens follow the session that exists rather than the one they last saw.
public actor AuthClient {
  let url: URL
  let key: String
  let storage: any SessionStorage
  let transport: any HTTPTransport
  let now: @Sendable () -> Date
  private var session: Session?
  private var loaded = false
  private var refreshing: Task<Session, any Error>?
  /// Bumped whenever the session is replaced other than by a refresh (sign-in, sign-out, refused refresh): a
  /// refresh that was started before cannot bring back the session it refreshed.
  private var epoch = 0
  private var listeners: [UUID: AsyncStream<AuthStateChange>.Continuation] = [:]

  /// Refresh when less than this is left.
  public static let refreshMargin: TimeInterval = 60

  /// GoTrue's codes for a refresh that can never succeed (auth-js's `ErrorCode`): the session is over. Any other
  /// answer, and above all the network, keeps the session for the next try. GoTrue before error codes answered
  /// every refused refresh token `invalid_grant`.
  static let refreshRefusals: Set<String> = [
    "refresh_token_not_found", "refresh_token_already_used", "session_not_found", "session_expired",
    "user_not_found", "user_banned", "invalid_grant",
  ]

  init(
    url: URL, key: String, storage: any SessionStorage, transport: any HTTPTransport,
    now: @escaping @Sendable () -> Date
  ) {
    self.url = url
    self.key = key
    self.storage = storage
    self.transport = transport
    self.now = now
  }

  /// The stored session, as it is, without the network: what the app shows at launch, offline or not.
  public func restoredSession() -> Session? {
    if !loaded {
      session = storage.load()
      loaded = true
    }
    return session
  }

  public var currentUser: User? { restoredSession()?.user }

  /// Creates an account. With "Confirm email" on (a hosted project's default) GoTrue answers the user alone and
  /// mails a link to `redirectTo` (or the project's site URL); the session comes when the link is opened
  /// (`session(fromRedirect:)`). Otherwise the answer is a session, stored and announced as a sign-in. As
  /// supabase-swift's `AuthResponse`: the user always, the session only when there is one.
  @discardableResult
  public func signUp(
    email: String, password: String, data: [String: JSONValue] = [:], redirectTo: URL? = nil
  ) async throws(SupabaseError) -> AuthResponse {
    let body = try encode(["email": .string(email), "password": .string(password), "data": .object(data)])
    let query = redirectTo.map { [URLQueryItem(name: "redirect_to", value: $0.absoluteString)] } ?? []
    let data = try await post("signup", query: query, body: body)
    // A session has tokens; a user waiting for confirmation is the user object on its own.
    if let session = try? JSONDecoder().decode(Session.self, from: data) {
      return AuthResponse(user: session.user, session: try store(session))
    }
    return AuthResponse(user: try decode(User.self, data), session: nil)
  }

  @discardableResult
  public func signIn(email: String, password: String) async throws(SupabaseError) -> Session {
    let body = try encode(["email": .string(email), "password": .string(password)])
    let data = try await post("token", query: [URLQueryItem(name: "grant_type", value: "password")], body: body)
    return try store(data)
  }

  /// Signs in with an identity token from a provider's own sign-in (Sign in with Apple's `identityToken`), as
  /// supabase-swift's `signInWithIdToken(credentials:)`: GoTrue's `POST /token?grant_type=id_token` with the
  /// provider, the token and the raw nonce whose SHA-256 the token carries. The session is stored and announced
  /// as a password sign-in's is; a first sign-in creates the account.
  @discardableResult
  public func signInWithIdToken(provider: String, idToken: String, nonce: String?) async throws(SupabaseError)
    -> Session
  {
    var fields: [String: JSONValue] = ["provider": .string(provider), "id_token": .string(idToken)]
    if let nonce { fields["nonce"] = .string(nonce) }
    let data = try await post(
      "token", query: [URLQueryItem(name: "grant_type", value: "id_token")], body: encode(fields))
    return try store(data)
  }

  /// Ends the session here at once; tells the server when it can be reached.
  public func signOut() async {
    let token = restoredSession()?.accessToken
    let wasSignedIn = session != nil
    clear()
    if wasSignedIn { publish(.signedOut, nil) }
    guard let token else { return }
    _ = try? await request("POST", "logout", query: [URLQueryItem(name: "scope", value: "local")], token: token)
  }

  /// Mails a recovery link and code. The link brings the user back to `redirectTo` (an allowed redirect URL,
  /// such as the app's own scheme) with a session in its fragment; see `session(fromRedirect:)`.
  public func resetPassword(email: String, redirectTo: URL? = nil) async throws(SupabaseError) {
    let query = redirectTo.map { [URLQueryItem(name: "redirect_to", value: $0.absoluteString)] } ?? []
    _ = try await post("recover", query: query, body: try encode(["email": .string(email)]))
  }

  /// Mails a sign-up's confirmation link again (GoTrue's POST /resend, `type: signup`; supabase-swift's
  /// `resend(email:type:emailRedirectTo:)`). The server answers the same whether or not the address waits for one.
  public func resendConfirmation(email: String, redirectTo: URL? = nil) async throws(SupabaseError) {
    let query = redirectTo.map { [URLQueryItem(name: "redirect_to", value: $0.absoluteString)] } ?? []
    _ = try await post(
      "resend", query: query, body: try encode(["type": .string("signup"), "email": .string(email)]))
  }

  /// The session a recovery (or email-change) link hands back in its fragment, as GoTrue redirects:
  /// `…#access_token=…&refresh_token=…&type=recovery`. The refresh token is exchanged at once, so the session
  /// (and its user) comes from the server, not from the link's word; the link's error, if any, is thrown.
  @discardableResult
  public func session(fromRedirect url: URL) async throws(SupabaseError) -> Session {
    let redirect = try AuthRedirect(url)
    let body = try encode(["refresh_token": .string(redirect.refreshToken)])
    let (data, _) = try await request(
      "POST", "token", query: [URLQueryItem(name: "grant_type", value: "refresh_token")], body: body, token: nil)
    return try store(data, event: redirect.type == "recovery" ? .passwordRecovery : .signedIn)
  }

  /// The six-digit code from the recovery mail, exchanged for a session.
  @discardableResult
  public func verifyRecovery(email: String, code: String) async throws(SupabaseError) -> Session {
    let body = try encode(["type": .string("recovery"), "email": .string(email), "token": .string(code)])
    let data = try await post("verify", body: body)
    return try store(data, event: .passwordRecovery)
  }

  @discardableResult
  public func update(email: String? = nil, password: String? = nil, data: [String: JSONValue]? = nil)
    async throws(SupabaseError) -> User
  {
    var fields: [String: JSONValue] = [:]
    if let email { fields["email"] = .string(email) }
    if let password { fields["password"] = .string(password) }
    if let data { fields["data"] = .object(data) }
    guard let token = try await validSession()?.accessToken else { throw .notSignedIn }
    let (body, _) = try await request("PUT", "user", body: try encode(fields), token: token)
    let user = try decode(User.self, body)
    if let session {
      let updated = Session(
        accessToken: session.accessToken, refreshToken: session.refreshToken, expiresAt: session.expiresAt, user: user)
      self.session = updated
      try? storage.save(updated)
      publish(.userUpdated, updated)
    }
    return user
  }

  /// A session valid for at least `refreshMargin`, refreshed if needed; nil when nobody is signed in. Offline,
  /// the refresh fails with `.network` and the stored session stays.
  public func validSession() async throws(SupabaseError) -> Session? {
    guard let current = restoredSession() else { return nil }
    guard current.expires(within: Self.refreshMargin, of: now()) else { return current }
    return try await refresh()
  }

  /// The token for a request: a fresh one when possible; the stored one while offline (the request will
  /// fail on its own); nil when signed out, so the anon key is sent.
  func accessTokenForRequest() async throws(SupabaseError) -> String? {
    do {
      return try await validSession()?.accessToken
    } catch  where error.isNetwork {
      return session?.accessToken
    }
  }

  /// One refresh at a time: callers that arrive while it runs wait for the same answer.
  @discardableResult
  public func refresh() async throws(SupabaseError) -> Session {
    if let refreshing {
      // Signed out (or in as someone else) while waiting: that refresh's session is not this caller's.
      let waitingIn = epoch
      let session = try await Self.await(refreshing)
      guard epoch == waitingIn else { throw .notSignedIn }
      return session
    }
    guard let token = restoredSession()?.refreshToken else { throw .notSignedIn }
    let startedIn = epoch
    let task = Task { () async throws -> Session in
      let body = try JSONEncoder().encode(["refresh_token": token])
      let (data, _) = try await self.request(
        "POST", "token", query: [URLQueryItem(name: "grant_type", value: "refresh_token")], body: body, token: nil)
      return try JSONDecoder().decode(Session.self, from: data)
    }
    refreshing = task
    defer { if epoch == startedIn { refreshing = nil } }
    let refreshed: Session
    do {
      refreshed = try await Self.await(task)
    } catch {
      // The server refused the token (spent, unknown, session gone): signed out. Anything else, and above
      // all the network, keeps the session for the next try.
      if epoch == startedIn, case .auth(_, let code, _) = error,
        Self.refreshRefusals.contains(code)
      {
        clear()
        publish(.signedOut, nil)
      }
      throw error
    }
    // Signed out (or in as someone else) while the refresh was on its way: the new session is not kept, and the
    // server is told to end it, so a sign-out stays a sign-out.
    guard epoch == startedIn else {
      _ = try? await request(
        "POST", "logout", query: [URLQueryItem(name: "scope", value: "local")], token: refreshed.accessToken)
      throw .notSignedIn
    }
    return try store(refreshed, event: .tokenRefreshed)
  }

  // MARK: - Auth state changes

  /// Every change of session from now on, as supabase-swift's `authStateChanges`: first `.initialSession` with
  /// the session as it is, then `.signedIn`, `.tokenRefreshed`, `.userUpdated`, `.passwordRecovery` and
  /// `.signedOut` as they happen (a refused refresh included). The stream ends when its reader stops reading.
  public var authStateChanges: AsyncStream<AuthStateChange> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: AuthStateChange.self, bufferingPolicy: .bufferingNewest(16))
    let id = UUID()
    listeners[id] = continuation
    continuation.onTermination = { [weak self] _ in
      guard let self else { return }
      Task { await self.stopListening(id) }
    }
    continuation.yield(AuthStateChange(event: .initialSession, session: restoredSession()))
    return stream
  }

  private func stopListening(_ id: UUID) { listeners[id] = nil }

  private func publish(_ event: AuthChangeEvent, _ session: Session?) {
    for listener in listeners.values { listener.yield(AuthStateChange(event: event, session: session)) }
  }

  // MARK: - Details

  private func clear() {
    session = nil
    loaded = true
    epoch += 1
    refreshing = nil
    storage.remove()
  }

  private func store(_ session: Session, event: AuthChangeEvent = .signedIn) throws(SupabaseError) -> Session {
    if event != .tokenRefreshed {
      // A new sign-in: any refresh of the previous session is no longer this session's.
      epoch += 1
      refreshing = nil
    }
    self.session = session
    loaded = true
    defer { publish(event, session) }
    do {
      try storage.save(session)
    } catch {
      throw .decoding("the session could not be saved: \(error)")
    }
    return session
  }

  private func store(_ data: Data, event: AuthChangeEvent = .signedIn) throws(SupabaseError) -> Session {
    try store(try decode(Session.self, data), event: event)
  }

  private func post(_ path: String, query: [URLQueryItem] = [], body: Data) async throws(SupabaseError) -> Data {
    try await request("POST", path, query: query, body: body, token: nil).0
  }

  private func request(
    _ method: String, _ path: String, query: [URLQueryItem] = [], body: Data? = nil, token: String?
  ) async throws(SupabaseError) -> (Data, HTTPURLResponse) {
    var components = URLComponents(url: url.appendingPathComponent("auth/v1/" + path), resolvingAgainstBaseURL: false)
    components?.queryItems = query.isEmpty ? nil : query
    guard let target = components?.url else { throw .decoding("bad URL") }
    return try await transport.exchange(method, target, key: key, token: token, body: body, api: .auth)
  }

  private func encode(_ fields: [String: JSONValue]) throws(SupabaseError) -> Data {
    do { return try JSONEncoder().encode(fields) } catch { throw .decoding("\(error)") }
  }

  private func decode<T: Decodable>(_ type: T.Type, _ data: Data) throws(SupabaseError) -> T {
    do { return try JSONDecoder().decode(type, from: data) } catch { throw .decoding("\(error)") }
  }

  private static func await(_ task: Task<Session, any Error>) async throws(SupabaseError) -> Session {
    do {
      return try await task.value
    } catch let error as SupabaseError {
      throw error
    } catch {
      throw .decoding("\(error)")
    }
  }
}

/// What happened to the session, as supabase-swift names it.
public enum AuthChangeEvent: String, Sendable {
  case initialSession, signedIn, signedOut, tokenRefreshed, userUpdated, passwordRecovery
}

/// One change of session: the event and the session after it (nil once signed out).
public struct AuthStateChange: Sendable, Equatable {
  public let event: AuthChangeEvent
  public let session: Session?

  public init(event: AuthChangeEvent, session: Session?) {
    self.event = event
    self.session = session
  }
}

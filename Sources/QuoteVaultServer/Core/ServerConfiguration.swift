import Foundation

/// Everything `buildApplication` needs. Tests build one pointing at a temporary folder.
public struct ServerConfiguration: Sendable {
  /// Holds the SQLite database, the JWT secret, stored objects and the local mailbox.
  public var dataDirectory: URL
  /// 127.0.0.1 unless told otherwise: a development server is not for the network.
  public var host: String
  /// 54321, as `supabase start` uses.
  public var port: Int
  /// bcrypt work factor: 10 by default (about 50-100 ms a hash here); tests use the minimum, 4.
  public var bcryptCost: UInt8
  /// Access token lifetime, 3600 s as in Supabase.
  public var accessTokenLifetime: TimeInterval
  /// Supabase's `minimum_password_length`, 8 for QuoteVault (supabase/config.toml).
  public var minimumPasswordLength: Int
  /// Failed sign-ins for one email within `failedLoginWindow` before the email is refused for a while.
  public var maximumFailedLogins: Int
  public var failedLoginWindow: TimeInterval
  /// Largest request body accepted by /auth and /rest; storage uploads are limited by their bucket.
  public var maximumBodyBytes: Int
  /// Body bytes every request being read may hold together (`BodyBudget`): 64 MB, sixty-four full 1 MB bodies.
  /// Past it, a body is refused with 503 and Retry-After; a declared length is reserved whole before it is read.
  public var maximumBufferedBodyBytes = 64 << 20
  /// Body bytes one connection may hold (it reads one request at a time): 4 MB, above every route's own limit
  /// (1 MB for /auth and /rest, the bucket's for uploads: 2 MB), so it only binds if a route's limit grows.
  public var maximumBodyBytesPerConnection = 4 << 20
  /// How long an unfinished body may send nothing before its connection is closed and its bytes given back (the
  /// whole request is bounded by `requestDeadline` too): nginx's `client_body_timeout`, shorter.
  public var bodyStallTimeout: TimeInterval = 15
  /// For tests: write failures to inject into the store (`WriteFaults`).
  var writeFaults: WriteFaults?
  /// For tests: the clock of sessions (the system's): a refresh token's reuse interval and retention, and a new or
  /// refreshed session's timestamps and access token's `iat`/`exp`, so a test moves time on instead of sleeping.
  /// Everything else (token verification, `Timestamp.now()`) reads the system clock, so a test moves it forward
  /// only, by seconds.
  var now: @Sendable () -> Date = { Date() }
  /// One structured log line per request (at info level): id, method, route, path, status, milliseconds.
  public var logRequests = true
  /// Insert the seed quotes into an empty database.
  public var seed: Bool
  /// Bytes one user may keep in storage, across buckets (20 MB: ten full avatars).
  public var storageQuotaBytes = 20 << 20
  /// Sign in with Apple (`[auth.external.apple]` on a hosted project): Apple's public keys as a JSON Web Key Set
  /// file (a copy of https://appleid.apple.com/auth/keys, read at start), and the client ids an identity token
  /// may be issued for (the app's bundle id, a Services ID). Off while no key set is given.
  public var appleKeySetFile: URL?
  public var appleClientIDs: [String] = []
  /// Revoking Sign in with Apple tokens when an account is deleted (`/functions/v1/revoke-apple-token`): the
  /// team, key and client id to speak to Apple's REST API with. Off (the function answers 501) while nil.
  public var appleRevocation: AppleRevocationConfiguration?

  // The rest mirror supabase/config.toml (a test keeps them equal), so the local server enforces what a
  // deployed project does.

  /// `[auth] site_url` and `additional_redirect_urls`: the only places /verify sends a user (with tokens).
  public var siteURL = "quotevault://auth-callback"
  public var additionalRedirectURLs = ["quotevault://reset-password"]
  /// `[auth] refresh_token_reuse_interval`: a refresh token spent this recently may be presented again (two
  /// refreshes racing) and gets the session's current token, not a logout.
  public var refreshTokenReuseInterval: TimeInterval = 10
  /// How long a write waits for another writer before the request is answered 503 with Retry-After (SQLite's
  /// busy timeout).
  public var databaseBusyTimeout: TimeInterval = 5
  /// `[auth.rate_limit] sign_in_sign_ups`: failed sign-ins per 5 minutes from one address, whatever the email.
  public var failedLoginsPerAddress = 30
  /// `[auth.rate_limit] sign_in_sign_ups` again: sign-ins and sign-ups together, successful or not, per 5 minutes
  /// from one address, as GoTrue counts them.
  public var signInsAndSignUpsPerAddress = 30
  /// `[auth.rate_limit] token_refresh`: session refreshes per 5 minutes from one address.
  public var tokenRefreshesPerAddress = 150
  /// How long a spent refresh token is kept to recognise its reuse (a stolen token ends its session); then it is
  /// removed, so rotation leaves no rows for ever.
  public var refreshTokenRetention: TimeInterval = 86_400
  /// `[auth.rate_limit] token_verifications`: recovery codes and links tried per 5 minutes from one address.
  public var tokenVerificationsPerAddress = 30
  /// Wrong recovery codes for one account per hour, across every code sent: a new code does not buy new
  /// guesses (each code is also void after `maximumRecoveryAttempts`).
  public var recoveryFailuresPerAccountPerHour = 10
  /// `[auth.email] max_frequency`: the least time between two emails to one user.
  public var emailMinimumInterval: TimeInterval = 60
  /// `[auth.email] enable_confirmations`: a new account signs in only after opening the link mailed to it (on by
  /// default in a hosted project; off here for local development, as config.toml has it).
  public var enableConfirmations = false
  /// `[auth.email] double_confirm_changes`: an email change is confirmed from the old and the new address.
  public var doubleConfirmEmailChanges = true
  /// Wrong recovery codes for one email before its code is void (GoTrue limits OTP verification likewise).
  public var maximumRecoveryAttempts = 5
  /// `statement_timeout`: the most time one request may spend in the database before its query is cancelled
  /// (57014). Supabase gives the `authenticated` role 8 s.
  public var statementTimeout: TimeInterval = Self.defaultStatementTimeout
  public static let defaultStatementTimeout: TimeInterval = 8
  /// What one PostgREST request may cost: rows, select items, embed depth, response objects.
  public var budgets = RequestBudgets()
  /// Keep answers to quotes reads in memory until a quote changes (`QuotesReadCache`).
  public var readCache = true
  /// bcrypt hashes running or waiting at once (`PasswordHashing`); past it, sign-ins answer 429 at once.
  public var maximumPendingHashes = 64
  /// Connections held open at once at most; fewer when the descriptor limit allows fewer (`ConnectionLimit`).
  public var maximumConnections = 10_000
  /// How long an idle keep-alive connection is held open.
  public var idleTimeout: TimeInterval = 60
  /// How long a request may take to arrive in full, from its head to the end of its body; then its connection is
  /// closed (nginx's `client_body_timeout` is 60 s between reads; this bounds the whole body).
  public var requestDeadline: TimeInterval = 60
  /// Threads for sockets and HTTP parsing (NIO's event loops): half the cores, at least one. Handlers and their
  /// database reads run on Swift's cooperative threads, one per core, so an event loop per core as well
  /// oversubscribes the machine: on 2 cores, one loop served ~4 % more keyset pages with half the p99.
  public var eventLoops = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
  /// For tests that compare answers with and without it: table reads skip the router (`TableReadShortcut`).
  var tableReadShortcut = true
  /// For tests that compare answers with and without it: table reads' queries parsed from their shape's template
  /// (`QueryTemplateCache`).
  var queryTemplates = true

  public init(
    dataDirectory: URL, host: String = "127.0.0.1", port: Int = 54321, bcryptCost: UInt8 = 10,
    accessTokenLifetime: TimeInterval = 3600, minimumPasswordLength: Int = 8, maximumFailedLogins: Int = 5,
    failedLoginWindow: TimeInterval = 300, maximumBodyBytes: Int = 1 << 20, seed: Bool = true
  ) {
    self.dataDirectory = dataDirectory
    self.host = host
    self.port = port
    self.bcryptCost = bcryptCost
    self.accessTokenLifetime = accessTokenLifetime
    self.minimumPasswordLength = minimumPasswordLength
    self.maximumFailedLogins = maximumFailedLogins
    self.failedLoginWindow = failedLoginWindow
    self.maximumBodyBytes = maximumBodyBytes
    self.seed = seed
  }

  /// `./quotevault-data` in the working directory.
  public static var defaultDataDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("quotevault-data")
  }
}

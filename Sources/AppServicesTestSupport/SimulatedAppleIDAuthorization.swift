import AppServices
import Foundation

/// Sign in with Apple on a device signed in to an Apple Account, as iOS behaves (Apple's
/// ASAuthorizationAppleIDCredential and ASAuthorizationError documentation):
/// - the sheet shows at each request; the user continues (Face ID or the passcode passing) or closes it, which
///   ends the request with `.canceled`;
/// - on the user's first authorization of the app the credential carries the full name and email that were asked
///   for (the user may hide the email: a private relay address then); on every later one both are nil, and only
///   the identity token still carries the email;
/// - the identity token is a JWT in UTF-8 bytes, for the app's bundle id, with the user's stable `sub` and the
///   request's nonce copied as given (the app passes a hash);
/// - each authorization carries a new authorization code (single use, valid five minutes at Apple);
/// - other failures (`.failed`, `.notHandled`, ...) are what the test scripts.
/// The user's part is scripted (`script(_:)`); an unscripted sheet fails the test.
public final class SimulatedAppleIDAuthorization: AppleIDAuthorizationClient {
  /// What the user does at the sheet.
  public enum Gesture: Sendable, Equatable {
    /// Continue, authenticated: the first time, sharing the real email or hiding it.
    case continueSharingEmail, continueHidingEmail
    /// Closes the sheet.
    case cancel
    /// Does nothing: the sheet stays up until the app ends it (`cancel()`), which ends the request with
    /// `.canceled`, as the delegate is told after `ASAuthorizationController.cancel()`.
    case leaveSheetUp
    /// The system ends the request with this error (the user never saw a sheet, or it broke).
    case systemError(AppleIDAuthorizationError)
  }

  /// The Apple Account the device is signed in to.
  public struct Account: Sendable, Equatable {
    public var user: String
    public var email: String
    public var name: PersonNameComponents

    public init(user: String, email: String, name: PersonNameComponents) {
      self.user = user
      self.email = email
      self.name = name
    }
  }

  /// The claims Apple signs into an identity token.
  public struct TokenClaims: Sendable, Equatable {
    public var issuer = "https://appleid.apple.com"
    public var audience: String
    public var subject: String
    public var email: String
    public var isPrivateEmail: Bool
    public var nonce: String?
    public var issuedAt: Date
    public var expiresAt: Date

    /// As Apple writes them (its booleans as strings).
    public var json: [String: any Sendable] {
      var claims: [String: any Sendable] = [
        "iss": issuer, "aud": audience, "sub": subject, "email": email, "email_verified": "true",
        "is_private_email": isPrivateEmail ? "true" : "false", "iat": Int(issuedAt.timeIntervalSince1970),
        "exp": Int(expiresAt.timeIntervalSince1970), "auth_time": Int(issuedAt.timeIntervalSince1970),
        "nonce_supported": true,
      ]
      if let nonce { claims["nonce"] = nonce }
      return claims
    }
  }

  private struct State {
    var script: [Gesture] = []
    var requests: [AppleIDRequest] = []
    /// The relay address, once the user chose to hide their email (it stays the same for the app).
    var relayEmail: String?
    var authorized = false
    /// The request waiting on a sheet left up, resumed by `cancel()`.
    var waiting: CheckedContinuation<Void, Never>?
    var sheetsCancelled = 0
  }

  public let account: Account
  private let bundleID: String
  private let sign: @Sendable (TokenClaims) -> String
  private let now: @Sendable () -> Date
  private let issueCode: @Sendable (String) -> String
  private let state = Locked(State())
  private let createdAt: CreatedAt

  /// `sign` stands in for Apple's key (the test's own, which the server is configured to trust); `bundleID` is
  /// the token's audience.
  /// `issueCode` stands in for Apple's authorization server: the code each authorization carries (a fake Apple
  /// REST endpoint's, when a test exchanges it; a random one otherwise).
  public init(
    account: Account, bundleID: String, sign: @escaping @Sendable (TokenClaims) -> String,
    now: @escaping @Sendable () -> Date = { Date() },
    issueCode: @escaping @Sendable (_ user: String) -> String = { _ in "c" + UUID().uuidString.lowercased() },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    createdAt = CreatedAt(fileID: fileID, filePath: filePath, line: line, column: column)
    self.account = account
    self.bundleID = bundleID
    self.sign = sign
    self.now = now
    self.issueCode = issueCode
  }

  public func script(_ gestures: Gesture...) { state { $0.script += gestures } }
  /// Every request the app made, in order.
  public var requests: [AppleIDRequest] { state { $0.requests } }
  public var unusedScript: [Gesture] { state { $0.script } }
  /// Settings > Apple Account > Sign in with Apple > Stop Using: the next authorization is a first one again.
  public func stopUsingAppleID() { state { $0.authorized = false } }
  /// Whether a sheet is up, left there by the user (`Gesture.leaveSheetUp`).
  public var isShowingSheet: Bool { state { $0.waiting != nil } }
  /// How many sheets the app ended with `cancel()`.
  public var sheetsCancelled: Int { state { $0.sheetsCancelled } }

  public func cancel() {
    let waiting = state { state -> CheckedContinuation<Void, Never>? in
      defer { state.waiting = nil }
      if state.waiting != nil { state.sheetsCancelled += 1 }
      return state.waiting
    }
    waiting?.resume()
  }

  public func authorize(_ request: AppleIDRequest) async throws(AppleIDAuthorizationError) -> AppleIDCredential {
    let (gesture, first) = state { state -> (Gesture?, Bool) in
      state.requests.append(request)
      guard !state.script.isEmpty else { return (nil, false) }
      return (state.script.removeFirst(), !state.authorized)
    }
    switch gesture {
    case nil:
      unscripted("Sign in with Apple sheet", at: createdAt)
      throw .canceled
    case .cancel?: throw .canceled
    case .leaveSheetUp?:
      await withCheckedContinuation { continuation in state { $0.waiting = continuation } }
      throw .canceled
    case .systemError(let error)?: throw error
    case .continueSharingEmail?, .continueHidingEmail?:
      let email = state { state -> String in
        state.authorized = true
        if first { state.relayEmail = gesture == .continueHidingEmail ? Self.relayAddress() : nil }
        return state.relayEmail ?? account.email
      }
      let issued = now()
      let token = sign(
        TokenClaims(
          audience: bundleID, subject: account.user, email: email, isPrivateEmail: email != account.email,
          nonce: request.nonce, issuedAt: issued, expiresAt: issued.addingTimeInterval(600)))
      return AppleIDCredential(
        user: account.user, identityToken: Data(token.utf8),
        fullName: first && request.scopes.contains(.fullName) ? account.name : nil,
        email: first && request.scopes.contains(.email) ? email : nil,
        authorizationCode: Data(issueCode(account.user).utf8))
    }
  }

  private static func relayAddress() -> String {
    "\(UUID().uuidString.prefix(10).lowercased())@privaterelay.appleid.com"
  }
}

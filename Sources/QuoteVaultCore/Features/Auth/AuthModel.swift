import AppServices
import Foundation
import Localization
import Observation
import SupabaseClient

/// What a request of a sign-in form came to, for the form to map onto its fields (`SignInModel`).
enum AuthOutcome: Equatable, Sendable {
  case signedIn
  /// Not signed in, and nothing refused: a mail went (a sign-up waiting for its link, a reset, a new link).
  case sent(String)
  /// Refused, in the app's words.
  case refused(String)
  /// Ended by the user (Apple's sheet closed): nothing to say.
  case canceled
}

/// The session (QV-1): who is signed in, a password reset on its way, the sign-in links this device expects, and
/// the flows that sign up, sign in, reset and sign out. A sign-in form (`SignInModel`) sends it what was typed and
/// maps the outcome onto its fields. `user` follows the client's auth state changes, so a session the server ended
/// (a refused refresh) shows the sign-in screen, with a word why.
@MainActor
@Observable
public final class AuthModel {
  public private(set) var user: User?
  /// Where a password reset is: the code mailed (the sign-in screen asks for it), or signed in by the code or
  /// the link and choosing a new password.
  public private(set) var recovery: Recovery? {
    didSet { if recovery != oldValue { onRecoveryChange?(recovery) } }
  }
  /// Told when the recovery state changes: the app model presents the new-password sheet (with a model of its
  /// own) or dismisses it.
  @ObservationIgnored var onRecoveryChange: (@MainActor (Recovery?) -> Void)?
  let service: QuoteVaultService
  /// Sign in with Apple's sheet (AuthModel+Apple.swift).
  let appleID: any AppleIDAuthorizationClient
  /// The name Apple gave with a first authorization (it gives it once), for the profile once signed in; kept
  /// with its Apple user while the server sign-in has not succeeded, so a retry still has it.
  @ObservationIgnored var appleName: (user: String, name: String)?
  /// A sign-in with Apple that has signed in and whose name the profile has not taken yet.
  @ObservationIgnored var appleNameForProfile: String?
  /// Told when the signed-in user changes (in, out, or another), whoever changed it.
  @ObservationIgnored var onUserChange: (@MainActor (User?) -> Void)?
  /// What the session says unasked, for the sign-in form on top: the app model knows which that is (the guest's
  /// sign-in sheet's while one is up, else the first screen's) and routes it there.
  @ObservationIgnored var onNotice: (@MainActor (Notice) -> Void)?
  @ObservationIgnored private var listening: Task<Void, Never>?
  /// A sign-out the user asked for: no "your session ended" for it.
  @ObservationIgnored private var signingOut = false

  /// A word of the session to the sign-in form on top (`onNotice`).
  enum Notice: Equatable, Sendable {
    /// Its answer: the server ended the session, or a sign-in link was refused or not asked for here.
    case say(String)
    /// The user signed out: what was said to them, and a password still typed, are not for the next sign-in.
    case signedOut
  }

  public enum Recovery: Equatable, Sendable {
    case codeSent(email: String)
    case choosingPassword
  }

  /// Where the recovery link brings the user back: the app's own scheme, an allowed redirect in config.toml.
  public static let recoveryRedirect = URL(string: "quotevault://reset-password")

  /// A sign-in link this device asked for (a sign-up's confirmation, or a password reset), and for which address.
  /// A link that carries a session is taken only then: any web page or app can open a `quotevault://` URL, and
  /// one holding someone else's tokens must not replace the user's session (their library would then go to
  /// that account). Kept across launches (`onExpectedLinkChange`): the user may come back from Mail to a
  /// relaunched app.
  public struct ExpectedLink: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case confirmation, recovery }
    public let kind: Kind
    public let email: String
    public init(kind: Kind, email: String) {
      self.kind = kind
      self.email = email
    }
  }
  public var expectedLink: ExpectedLink? {
    didSet { if expectedLink != oldValue { onExpectedLinkChange?(expectedLink) } }
  }
  @ObservationIgnored var onExpectedLinkChange: (@MainActor (ExpectedLink?) -> Void)?

  /// Takes a link's session only when this device expects that kind of link, nobody else is signed in, and the
  /// link's account is the address it was asked for; otherwise nothing changes and the user is told.
  private func openExpected(_ kind: ExpectedLink.Kind, _ url: URL) async -> Bool {
    guard let expected = expectedLink, expected.kind == kind, user == nil else {
      onNotice?(.say(Self.unexpectedLinkMessage))
      return false
    }
    let auth = service.client.auth
    let outcome = await take(
      { () async throws(SupabaseError) -> Session in try await auth.session(fromRedirect: url) },
      // A spent or expired confirmation link says "ask for a new one": the answer has the button to.
      refused: { _ in if kind == .confirmation { self.resendAddress = expected.email } })
    if case .refused(let words) = outcome {
      onNotice?(.say(words))
      return false
    }
    guard user?.email?.lowercased() == expected.email.lowercased() else {
      // Someone else's link, for an address this device did not ask about: undone at once.
      await signOut()
      onNotice?(.say(Self.unexpectedLinkMessage))
      return false
    }
    expectedLink = nil
    return true
  }

  public init(service: QuoteVaultService, appleID: any AppleIDAuthorizationClient = InertAppleIDAuthorization()) {
    self.service = service
    self.appleID = appleID
    let auth = service.client.auth
    listening = Task { [weak self] in
      for await change in await auth.authStateChanges {
        guard let self else { return }
        self.follow(change)
      }
    }
  }

  deinit { listening?.cancel() }

  /// One auth state change, in order: the session the client now holds is the one on screen.
  func follow(_ change: AuthStateChange) {
    // The listener's first event says who was signed in when it began listening; a sign-in the model took
    // directly since (`take`, `restore`) is newer, and a late delivery of that event must not undo it.
    if change.event == .initialSession, user != nil { return }
    if change.event == .signedOut, let ended = user, !signingOut {
      onNotice?(.say(Self.sessionEndedMessage))
      // The account's unsent changes wait for its next sign-in; the guest's own collections among them, which
      // the guest may never get back through that account, are the guest's again too.
      _ = try? service.cache.copyUnsentGuestCollectionsToGuest(of: ended.id)
    }
    setUser(change.session?.user)
  }

  func setUser(_ new: User?) {
    let changed = new?.id != user?.id
    user = new
    if new != nil { resendAddress = nil }
    if changed { onUserChange?(new) }
  }

  public var isSignedIn: Bool { user != nil }
  /// Shown under the password field before anything is typed (QV-1.3).
  public var passwordRequirement: String { Credentials.passwordRequirement }

  /// At launch: the stored session, restored without the network (QV-1.7).
  public func restore() async {
    setUser(await service.client.auth.restoredSession()?.user)
  }

  /// The address a confirmation link was mailed to, while the account waits for it (a hosted project's
  /// "Confirm email"): the sign-in screen says to check the inbox.
  public private(set) var awaitingConfirmation: String?

  /// Where the confirmation link brings the user back signed in: the project's site URL.
  public static let confirmationRedirect = URL(string: "quotevault://auth-callback")

  /// A sign-up with the address and password typed. Signed in, or, with confirmations on, the account is created
  /// and the user told to check their email (`awaitingConfirmation`); the link signs them in
  /// (`openConfirmationLink`).
  func signUp(email address: String, password: String) async -> AuthOutcome {
    resendAddress = nil
    do {
      let response = try await service.client.auth.signUp(
        email: address, password: password, redirectTo: Self.confirmationRedirect)
      if let session = response.session {
        createdAccount = true
        setUser(session.user)
        awaitingConfirmation = nil
        return .signedIn
      }
      awaitingConfirmation = address
      expectedLink = ExpectedLink(kind: .confirmation, email: address)
      resendAddress = address
      return .sent(Self.checkEmailMessage(address))
    } catch {
      return .refused(Self.message(for: error))
    }
  }

  /// `quotevault://auth-callback#access_token=…&type=signup` from the confirmation mail: signed in.
  public func openConfirmationLink(_ url: URL) async -> Bool {
    let ok = await openExpected(.confirmation, url)
    if ok {
      // The sign-up's confirmation: the account is new, as if the sign-up had signed in at once.
      if url.fragment?.contains("type=signup") == true || awaitingConfirmation != nil { createdAccount = true }
      awaitingConfirmation = nil
    }
    return ok
  }

  /// The account was created on this device just now (sign-up, or its confirmation link): its first sign-in
  /// takes the device's settings rather than the new profile's defaults. Read once.
  public func takeCreatedAccount() -> Bool {
    defer { createdAccount = false }
    return createdAccount
  }
  @ObservationIgnored private var createdAccount = false

  /// The address a new confirmation link can be sent to: after a sign-up that waits for its link, a sign-in
  /// refused with `email_not_confirmed`, or a confirmation link that had expired. The answer offers
  /// "Send a New Link" while it is set.
  public internal(set) var resendAddress: String?
  public var canResendConfirmation: Bool { resendAddress != nil }

  /// "Send a New Link": the confirmation mailed to `address` again (POST /resend).
  func resendConfirmation(to address: String) async -> AuthOutcome {
    do {
      try await service.client.auth.resendConfirmation(email: address, redirectTo: Self.confirmationRedirect)
      awaitingConfirmation = address
      expectedLink = ExpectedLink(kind: .confirmation, email: address)
      return .sent(Self.newLinkSentMessage(address))
    } catch {
      return .refused(Self.message(for: error))
    }
  }

  func signIn(email: String, password: String) async -> AuthOutcome {
    resendAddress = nil
    let auth = service.client.auth
    return await take(
      { () async throws(SupabaseError) -> Session in try await auth.signIn(email: email, password: password) },
      // Not confirmed yet: the answer offers a new link to this address.
      refused: { if case .auth(_, "email_not_confirmed", _) = $0 { self.resendAddress = email } })
  }

  /// A reset mail to `address`, answered the same whether or not it has an account (QV-1.6); the sign-in screen
  /// then asks for the mailed code.
  func resetPassword(email address: String) async -> AuthOutcome {
    do {
      try await service.client.auth.resetPassword(email: address, redirectTo: Self.recoveryRedirect)
      recovery = .codeSent(email: address)
      expectedLink = ExpectedLink(kind: .recovery, email: address)
      return .sent(
        LocalizedCopy(
          "quotevault.auth.resetSent", "If an account uses %@, a reset email is on its way.", .text(address)
        ).text)
    } catch {
      return .refused(Self.message(for: error))
    }
  }

  /// The code from the email signs the user in, once; then they choose a new password.
  func verifyRecovery(email address: String, code: String) async -> AuthOutcome {
    let auth = service.client.auth
    let outcome = await take { () async throws(SupabaseError) -> Session in
      try await auth.verifyRecovery(email: address, code: code)
    }
    if outcome == .signedIn { recovery = .choosingPassword }
    return outcome
  }

  /// `quotevault://reset-password#access_token=…` from the email's link: signed in, choosing a new password.
  public func openRecoveryLink(_ url: URL) async -> Bool {
    let ok = await openExpected(.recovery, url)
    if ok { recovery = .choosingPassword }
    return ok
  }

  /// The new password (the sheet has checked the sign-up rule); other devices are signed out by the server.
  /// Returns nil once it is set, else why not in words (shown on the sheet, never on a later sign-in screen).
  public func setNewPassword(_ password: String) async -> String? {
    guard recovery == .choosingPassword else { return Self.message(for: SupabaseError.notSignedIn) }
    do {
      try await service.client.auth.update(password: password)
      recovery = nil
      return nil
    } catch {
      return Self.message(for: error)
    }
  }

  /// A relaunch found the reset's session with no new password chosen yet (`QuoteVaultShared.choosingNewPassword`).
  func resumeChoosingPassword() {
    if isSignedIn { recovery = .choosingPassword }
  }

  /// The reset given up: the sign-in screen stops asking for the code (`SignInModel.cancelRecovery`).
  func endRecovery() { recovery = nil }

  /// Signs out and forgets this user's data on the device. The cache stops taking the user's library first, so
  /// a pull still on its way cannot write it back.
  /// `keepingPending`: a sign-out the user did not choose (Apple's authorization revoked) keeps the changes they
  /// made and the server has not received, for their next sign-in; every other trace of them goes.
  /// `accountDeleted`: the server deleted the account, and nothing of it stays here (`clearUserData`).
  public func signOut(keepingPending: Bool = false, accountDeleted: Bool = false) async {
    let id = user?.id
    try? service.cache.setSignedInUser(nil)
    signingOut = true
    defer { signingOut = false }
    // This user's data goes before the server is told: a sign-in made while that is on its way (the same account
    // again, even) keeps what it pulls.
    if let id {
      try? service.cache.clearUserData(user: id, keepingOutbox: keepingPending, accountDeleted: accountDeleted)
    }
    await service.client.auth.signOut()
    // The server's logout may take a while: if someone signed in meanwhile, their session stays on screen.
    if await service.client.auth.currentUser == nil { setUser(nil) }
    onNotice?(.signedOut)
  }

  /// A session from the server, taken: signed in, or why not in words (`refused` sees the error first).
  private func take(
    _ action: () async throws(SupabaseError) -> Session, refused: (SupabaseError) -> Void = { _ in }
  ) async -> AuthOutcome {
    do {
      setUser(try await action().user)
      return .signedIn
    } catch {
      refused(error)
      return .refused(Self.message(for: error))
    }
  }
}

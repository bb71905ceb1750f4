import Foundation
import Localization
import Observation
import Presentation

/// One sign-in screen: the fields as typed, their errors, the answer to the last tap, the focus, the mode and its
/// busy flag, and what its buttons do (QV-1). The first screen has one for the app's life
/// (`QuoteVaultModel.signInScreen`); the guest's sign-in sheet gets a new one each time it is presented, held by its
/// destination, so a sheet that goes takes its password, errors and answer with it. Each request goes to the app's
/// one session (`auth`) with what was typed, and its outcome is answered here, on the form that asked, even if its
/// sheet has gone meanwhile.
@MainActor
@Observable
public final class SignInModel: HashableObject {
  /// The session the form signs in to: who is signed in, a reset on its way, the address a new link may go to.
  public let auth: AuthModel
  public var email: String
  public var password = ""
  /// A request of this screen is on its way: every button is off, and a second tap sends nothing.
  public internal(set) var isWorking = false
  public internal(set) var emailError: String?
  public internal(set) var passwordError: String?
  /// The answer to the last tap, in words (QV-1.5, QV-1.6): shown above the buttons, where the user looks, and
  /// focused as it comes.
  public internal(set) var message: String? {
    didSet { if message != nil { focus = .answer } }
  }
  /// What the screen has focused: the model moves it to whatever answers a tap; the view reports taps back.
  public var focus: Focus?
  /// The six-digit code from the reset email, as typed.
  public var recoveryCode = ""
  /// Creating an account, or signing in to one (what the main button does). The other mode's refusal of the
  /// password ("Enter your password." under Create Account) goes: the rule of the mode on screen shows instead.
  public var isCreatingAccount = false {
    didSet { if isCreatingAccount != oldValue { passwordError = nil } }
  }

  /// A field the keyboard is in, or the answer the screen scrolls to and VoiceOver reads. The view follows
  /// `focus` and reports the user's own taps back.
  public enum Focus: Hashable, Sendable { case email, password, answer, recoveryCode }

  /// The sign-in screen's parts, top to bottom: Sign in with Apple above the email form; the answer to a tap and
  /// the reset code right under the fields and above the buttons, never below the keyboard.
  public enum Section: Hashable, Sendable { case signInWithApple, fields, answer, recoveryCode, buttons, guest }

  public init(auth: AuthModel, email: String = "") {
    self.auth = auth
    self.email = email
  }

  /// The screen's layout, as a value the view reads and tests compare (QV-1.5, QV-1.6).
  public func sections(offeringGuest: Bool) -> [Section] {
    var sections: [Section] = [.signInWithApple, .fields]
    if message != nil || auth.canResendConfirmation { sections.append(.answer) }
    if case .codeSent = auth.recovery { sections.append(.recoveryCode) }
    sections.append(.buttons)
    if offeringGuest { sections.append(.guest) }
    return sections
  }

  /// What the footnote under the password says: why it was refused, else the rule (QV-1.3).
  public var passwordFootnote: String { passwordError ?? Credentials.passwordRequirement }
  /// Whether that footnote is a refusal (drawn as an error) rather than the rule.
  public var passwordFootnoteIsError: Bool { passwordError != nil }

  /// The main button: Create Account or Sign In, by the mode. True when signed in. Nothing while another request
  /// of the screen is on its way: a double tap sends one.
  @discardableResult
  public func submit() async -> Bool {
    guard !isWorking else { return false }
    return isCreatingAccount ? await signUp() : await signIn()
  }

  /// True when signed in. With confirmations on, the account is created and the user told to check their email
  /// (`AuthModel.awaitingConfirmation`); the link signs them in (`AuthModel.openConfirmationLink`).
  @discardableResult
  public func signUp() async -> Bool {
    guard !isWorking, validate(signingUp: true) else { return false }
    let (address, password) = (email.trimmingCharacters(in: .whitespaces), password)
    // The password went with the request: a sign-up waiting for its link has no use for it either.
    return await request(clearingPasswordWhenSent: true) { await auth.signUp(email: address, password: password) }
  }

  @discardableResult
  public func signIn() async -> Bool {
    guard !isWorking, validate(signingUp: false) else { return false }
    // Trimmed as sign-up and reset trim it: AutoFill can leave a trailing space that validation forgives.
    let (address, password) = (email.trimmingCharacters(in: .whitespaces), password)
    return await request { await auth.signIn(email: address, password: password) }
  }

  /// "Send a New Link": the confirmation mailed again, busy meanwhile so taps send one mail.
  public func resendConfirmation() async {
    guard !isWorking, let address = auth.resendAddress else { return }
    await request { await auth.resendConfirmation(to: address) }
  }

  /// Always says the same, so nobody learns whether an address has an account (QV-1.6).
  /// Busy while the mail is asked for: taps meanwhile send nothing more (one mail, not several and then a 429).
  public func resetPassword() async {
    guard !isWorking else { return }
    emailError = Credentials.emailError(email)
    guard emailError == nil else {
      focus = .email
      return
    }
    let address = email.trimmingCharacters(in: .whitespaces)
    await request(sent: {
      self.recoveryCode = ""
      // The code field, right under the words, has the keyboard: the next thing to type is the code.
      self.focus = .recoveryCode
    }) { await auth.resetPassword(email: address) }
  }

  /// The code from the email signs the user in, once; then they choose a new password.
  @discardableResult
  public func verifyRecoveryCode() async -> Bool {
    guard !isWorking, case .codeSent(let address) = auth.recovery else { return false }
    let code = recoveryCode.filter(\.isNumber)
    guard code.count >= 6, code.count <= 10 else {
      message = LocalizedCopy("quotevault.auth.enterCode", "Enter the code from the email.").text
      return false
    }
    return await request { await auth.verifyRecovery(email: address, code: code) }
  }

  /// The reset's Cancel: the code field goes, with what was typed in it.
  public func cancelRecovery() {
    auth.endRecovery()
    recoveryCode = ""
  }

  /// The Sign in with Apple button. True when signed in; the user closing Apple's sheet says nothing and leaves
  /// the screen as it was; any other failure is said in words. Busy (every button off) until it ends.
  @discardableResult
  public func signInWithApple() async -> Bool {
    guard !isWorking else { return false }
    message = nil
    return await request { await auth.signInWithAppleID() }
  }

  /// The email and password as typed, checked before anything is sent: the first field to fix has the keyboard,
  /// its error under it.
  private func validate(signingUp: Bool) -> Bool {
    emailError = Credentials.emailError(email)
    passwordError =
      signingUp
      ? Credentials.passwordError(password)
      : (password.isEmpty ? LocalizedCopy("quotevault.auth.enterPassword", "Enter your password.").text : nil)
    message = nil
    if emailError != nil {
      focus = .email
    } else if passwordError != nil {
      focus = .password
    }
    return emailError == nil && passwordError == nil
  }

  /// A sign-in link opened while this form is on top: busy while its session is exchanged, as for a request of
  /// its own, and once signed in its answer and password go. What the link says comes as a notice
  /// (`AuthModel.onNotice`). True when signed in.
  func follow(link open: () async -> Bool) async -> Bool {
    isWorking = true
    defer { isWorking = false }
    guard await open() else { return false }
    message = nil
    password = ""
    return true
  }

  /// A word of the session, unasked, on this form as the one on top.
  func receive(_ notice: AuthModel.Notice) {
    switch notice {
    case .say(let words): message = words
    case .signedOut:
      password = ""
      // What was said to the user who left ("Your password has been changed.") is not for the next sign-in.
      message = nil
    }
  }

  /// One request of this screen: busy until the session answers, then its outcome on the fields. Signed in, the
  /// answer and the password typed go. True when signed in.
  @discardableResult
  private func request(
    clearingPasswordWhenSent: Bool = false, sent: () -> Void = {}, _ flow: () async -> AuthOutcome
  ) async -> Bool {
    isWorking = true
    defer { isWorking = false }
    switch await flow() {
    case .signedIn:
      message = nil
      password = ""
      return true
    case .sent(let words):
      if clearingPasswordWhenSent { password = "" }
      message = words
      sent()
      return false
    case .refused(let words):
      message = words
      return false
    case .canceled:
      return false
    }
  }
}

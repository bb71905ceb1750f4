/// The form on screen (`SignInModel`), read and changed through the auth model by tests and the views not yet
/// moved to the form itself: the first screen's, or the guest's sign-in sheet's while it is up.
extension AuthModel {
  public var email: String {
    get { form.email }
    set { form.email = newValue }
  }
  public var password: String {
    get { form.password }
    set { form.password = newValue }
  }
  public internal(set) var isWorking: Bool {
    get { form.isWorking }
    set { form.isWorking = newValue }
  }
  public internal(set) var emailError: String? {
    get { form.emailError }
    set { form.emailError = newValue }
  }
  public internal(set) var passwordError: String? {
    get { form.passwordError }
    set { form.passwordError = newValue }
  }
  public internal(set) var message: String? {
    get { form.message }
    set { form.message = newValue }
  }
  public var focus: Focus? {
    get { form.focus }
    set { form.focus = newValue }
  }
  public var recoveryCode: String {
    get { form.recoveryCode }
    set { form.recoveryCode = newValue }
  }
  public var isCreatingAccount: Bool {
    get { form.isCreatingAccount }
    set { form.isCreatingAccount = newValue }
  }
  /// What the footnote under the password says: why it was refused, else the rule (QV-1.3).
  public var passwordFootnote: String { form.passwordFootnote }
  /// Whether that footnote is a refusal (drawn as an error) rather than the rule.
  public var passwordFootnoteIsError: Bool { form.passwordFootnoteIsError }

  public func submit() async -> Bool { await form.submit() }
  public func signUp() async -> Bool { await form.signUp() }
  public func signIn() async -> Bool { await form.signIn() }
  public func resendConfirmation() async { await form.resendConfirmation() }
  public func resetPassword() async { await form.resetPassword() }
  public func verifyRecoveryCode() async -> Bool { await form.verifyRecoveryCode() }
  public func signInWithApple() async -> Bool { await form.signInWithApple() }
  public func cancelRecovery() { form.cancelRecovery() }
  public func sections(offeringGuest: Bool) -> [Section] { form.sections(offeringGuest: offeringGuest) }

  /// The guest's sign-in sheet, presented: a new form, which the auth model acts on until the sheet has gone.
  /// Only the address typed in the last one comes back (as Mail and the App Store keep it while the app runs): the
  /// password, its errors, the answer, the mode and the reset code start clean.
  public func beginSheetForm() -> SignInModel {
    let sheet = SignInModel(auth: self, email: keptSheetEmail)
    sheetForm = sheet
    return sheet
  }

  /// The sheet holding `sheet` has slid away: its address is kept for the next sheet unless it signed in, and
  /// the first screen's form is the one on screen again.
  public func sheetFormGone(_ sheet: SignInModel) {
    keptSheetEmail = isSignedIn ? "" : sheet.email
    if sheetForm === sheet { sheetForm = nil }
  }
}

/// The sign-in screen's layout and focus, as values the view reads and tests compare (QV-1.5, QV-1.6).
extension AuthModel {
  /// A field the keyboard is in, or the answer the screen scrolls to and VoiceOver reads. The view follows
  /// `focus` and reports the user's own taps back.
  public enum Focus: Hashable, Sendable { case email, password, answer, recoveryCode }

  /// The sign-in screen's parts, top to bottom: Sign in with Apple above the email form; the answer to a tap and
  /// the reset code right under the fields and above the buttons, never below the keyboard.
  public enum Section: Hashable, Sendable { case signInWithApple, fields, answer, recoveryCode, buttons, guest }
}

extension SignInModel {
  public func sections(offeringGuest: Bool) -> [AuthModel.Section] {
    var sections: [AuthModel.Section] = [.signInWithApple, .fields]
    if message != nil || auth.canResendConfirmation { sections.append(.answer) }
    if case .codeSent = auth.recovery { sections.append(.recoveryCode) }
    sections.append(.buttons)
    if offeringGuest { sections.append(.guest) }
    return sections
  }
}

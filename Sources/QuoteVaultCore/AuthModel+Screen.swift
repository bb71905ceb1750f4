/// The sign-in screen's layout and focus, as values the view reads and tests compare (QV-1.5, QV-1.6).
extension AuthModel {
  /// A field the keyboard is in, or the answer the screen scrolls to and VoiceOver reads. The view follows
  /// `focus` and reports the user's own taps back.
  public enum Focus: Hashable, Sendable { case email, password, answer, recoveryCode }

  /// The sign-in screen's parts, top to bottom: Sign in with Apple above the email form; the answer to a tap and
  /// the reset code right under the fields and above the buttons, never below the keyboard.
  public enum Section: Hashable, Sendable { case signInWithApple, fields, answer, recoveryCode, buttons, guest }

  public func sections(offeringGuest: Bool) -> [Section] {
    var sections: [Section] = [.signInWithApple, .fields]
    if message != nil || canResendConfirmation { sections.append(.answer) }
    if case .codeSent = recovery { sections.append(.recoveryCode) }
    sections.append(.buttons)
    if offeringGuest { sections.append(.guest) }
    return sections
  }

  /// What the footnote under the password says: why it was refused, else the rule (QV-1.3).
  public var passwordFootnote: String { form.passwordFootnote }
  /// Whether that footnote is a refusal (drawn as an error) rather than the rule.
  public var passwordFootnoteIsError: Bool { form.passwordFootnoteIsError }
}

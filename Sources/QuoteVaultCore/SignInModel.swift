import Foundation
import Observation
import Presentation

/// What one sign-in screen holds: the fields as typed, their errors, the answer to the last tap, the focus, the
/// mode and its busy flag (QV-1). The first screen has one for the app's life (`AuthModel.rootForm`); the guest's
/// sign-in sheet gets a new one each time it is presented, held by its destination, so a sheet that goes takes its
/// password, errors and answer with it. `AuthModel` acts on the form on screen (`AuthModel.form`).
@MainActor
@Observable
public final class SignInModel: HashableObject {
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
  public var focus: AuthModel.Focus?
  /// The six-digit code from the reset email, as typed.
  public var recoveryCode = ""
  /// Creating an account, or signing in to one (what the main button does). The other mode's refusal of the
  /// password ("Enter your password." under Create Account) goes: the rule of the mode on screen shows instead.
  public var isCreatingAccount = false {
    didSet { if isCreatingAccount != oldValue { passwordError = nil } }
  }

  public init(email: String = "") { self.email = email }

  /// What the footnote under the password says: why it was refused, else the rule (QV-1.3).
  public var passwordFootnote: String { passwordError ?? Credentials.passwordRequirement }
  /// Whether that footnote is a refusal (drawn as an error) rather than the rule.
  public var passwordFootnoteIsError: Bool { passwordError != nil }
}

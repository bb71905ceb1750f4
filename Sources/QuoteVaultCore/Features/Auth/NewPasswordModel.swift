import AppServices
import Foundation
import Observation
import Presentation

/// The new-password sheet's own model, the last step of a password reset: what is typed, and why it was
/// refused. The destination holds it (`.newPassword(NewPasswordModel)`) until the sheet has slid away, so nothing
/// it shows is cleared while it slides down, and a new reset is a new sheet with an empty field.
@MainActor
@Observable
public final class NewPasswordModel: HashableObject {
  public var password = ""
  /// The sign-up rule's refusal of what is typed, under the field.
  public private(set) var passwordError: String?
  /// The server's refusal, in words, under the form.
  public private(set) var error: String?
  /// Change Password is on its way: the button waits.
  public private(set) var isWorking = false
  /// Told the password to set: answers nil once it is set (the app model closes the sheet and says so), or the
  /// refusal in words.
  @ObservationIgnored var onChange: @MainActor (String) async -> String? = { _ in nil }
  /// Told of Not Now: the app model gives the reset up.
  @ObservationIgnored var onNotNow: @MainActor () async -> Void = unimplemented("NewPasswordModel.onNotNow")

  public init() {}

  /// What the field says before anything is typed.
  public var passwordRequirement: String { Credentials.passwordRequirement }

  /// Change Password: the sign-up rule, then the server. Returns whether the password was changed.
  @discardableResult
  public func change() async -> Bool {
    guard !isWorking else { return false }
    passwordError = Credentials.passwordError(password)
    guard passwordError == nil else { return false }
    isWorking = true
    defer { isWorking = false }
    error = await onChange(password)
    return error == nil
  }

  /// Not Now: the reset is given up (and the session its code or link made ends with it). Not while Change
  /// Password is on its way: the server may be setting it, and the answer says which it was.
  public func notNow() async {
    guard !isWorking else { return }
    await onNotNow()
  }

  /// What the footnote under the field says: why what is typed was refused, else the rule.
  public var passwordFootnote: String { passwordError ?? passwordRequirement }
  public var passwordFootnoteIsError: Bool { passwordError != nil }
}

import Foundation
import Localization
import Observation
import Presentation
import SupabaseClient

/// Settings' Change Password and Change Email sheets: the new value being typed, its error, and the busy state,
/// held by the sheet's destination until it has slid away. Save sends PUT /auth/v1/user; a new password applies
/// at once (the server signs the account's other devices out), a new email only once its links are opened.
@MainActor
@Observable
public final class AccountChangeModel {
  public enum Kind: Hashable, Sendable { case password, email }

  public let kind: Kind
  /// The new password or the new address, as typed.
  public var value = ""
  /// Why the value was refused, under the field.
  public private(set) var error: String?
  /// The change is on its way: the button waits, and Return and the button together send it once.
  public private(set) var isWorking = false
  private let service: QuoteVaultService
  /// Told with what to say once the change is made: the app model closes the sheet and says it on top.
  @ObservationIgnored var onDone: (@MainActor (String) -> Void)?
  @ObservationIgnored var onCancel: (@MainActor () -> Void)?

  public init(_ kind: Kind, service: QuoteVaultService) {
    self.kind = kind
    self.service = service
  }

  public var title: String {
    (kind == .password
      ? LocalizedCopy("quotevault.account.changePassword", "Change Password")
      : LocalizedCopy("quotevault.account.changeEmail", "Change Email")).text
  }
  public var fieldLabel: String {
    (kind == .password
      ? LocalizedCopy("quotevault.account.newPassword", "New Password")
      : LocalizedCopy("quotevault.account.newEmail", "New Email")).text
  }
  /// Under the field before anything is refused.
  public var hint: String {
    kind == .password
      ? Credentials.passwordRequirement
      : LocalizedCopy(
        "quotevault.account.emailHint", "We'll send a link to the new address. Your email changes once you open it."
      ).text
  }

  public static var passwordChanged: String {
    LocalizedCopy(
      "quotevault.account.passwordChangedElsewhere",
      "Your password has been changed. Your other devices are signed out."
    ).text
  }
  public static func emailLinkSent(to address: String, from current: String?) -> String {
    let sent = LocalizedCopy(
      "quotevault.account.emailLinkSent",
      "Check your email: open the link we sent to %@ to finish changing your address.", .text(address)
    ).text
    guard let current else { return sent }
    return sent + " "
      + LocalizedCopy("quotevault.account.emailLinkAlsoSent", "A link also goes to %@: open both.", .text(current)).text
  }

  public static var reauthenticationNeeded: String {
    LocalizedCopy(
      "quotevault.account.reauthenticationNeeded",
      "For your security, sign out and sign in again, then change your password."
    ).text
  }

  public func save() async {
    guard !isWorking else { return }
    let typed = kind == .email ? value.trimmingCharacters(in: .whitespaces) : value
    error = kind == .password ? Credentials.passwordError(typed) : Credentials.emailError(typed)
    guard error == nil else { return }
    let auth = service.client.auth
    let current = await auth.currentUser?.email
    if kind == .email, typed.lowercased() == current?.lowercased() {
      error = LocalizedCopy("quotevault.account.sameEmail", "That is already your email.").text
      return
    }
    isWorking = true
    defer { isWorking = false }
    do {
      switch kind {
      case .password:
        _ = try await auth.update(password: typed)
        value = ""
        onDone?(Self.passwordChanged)
      case .email:
        _ = try await auth.update(email: typed)
        onDone?(Self.emailLinkSent(to: typed, from: current))
      }
    } catch SupabaseError.auth(_, "reauthentication_needed", _) {
      // GoTrue's "Secure password change": the session is too old to change the password without proving who
      // it is again. Signing in again gives a fresh session, with which the change goes through.
      self.error = Self.reauthenticationNeeded
    } catch {
      self.error = AuthModel.message(for: error)
    }
  }

  public func cancel() { onCancel?() }
}

/// A sheet's model is the same sheet only as itself.
extension AccountChangeModel: HashableObject {}

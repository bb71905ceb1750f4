import Foundation
import Localization
import SupabaseClient

/// Change Email's links, as they come back to the app: what each did, in words.
extension AuthModel {
  /// What an email change's link did, in words: the first of two links accepted, the address changed, or why not.
  public func emailChangeLinkOpened(_ url: URL) async -> String {
    let fragment = url.fragment ?? ""
    if fragment.hasPrefix("message=") {
      return LocalizedCopy(
        "quotevault.auth.emailLinkAccepted", "Link accepted. Now open the link we sent to your other address to finish."
      ).text
    }
    do {
      _ = try AuthRedirect(url)
    } catch {
      return Self.message(for: error)
    }
    let before = user?.email
    guard user != nil else {
      return LocalizedCopy(
        "quotevault.auth.emailChangedSignIn", "Your email address has been changed. Sign in with the new address."
      ).text
    }
    do {
      // The server has the new address: this device's own session, refreshed, carries it.
      setUser(try await service.client.auth.refresh().user)
    } catch {
      return LocalizedCopy(
        "quotevault.auth.emailChangedError", "Your email address has been changed. %@", .text(error.userMessage)
      ).text
    }
    guard let now = user?.email, now != before else {
      return LocalizedCopy(
        "quotevault.auth.linkForOtherAccount", "This link was for another account. Nothing changed here."
      ).text
    }
    return LocalizedCopy("quotevault.auth.emailIsNow", "Your email address is now %@.", .text(now)).text
  }
}

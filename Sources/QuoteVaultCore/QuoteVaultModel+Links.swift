import Foundation
import Presentation

extension QuoteVaultModel {
  /// `quotevault://quote-of-the-day` from a notification or the widget (QV-7.4, QV-10.3): Home comes forward
  /// with the quote of the day highlighted, whichever tab was up.
  public func open(_ url: URL) {
    guard url.scheme == "quotevault" else { return }
    if !hasRestoredSession, Self.navigationHosts.contains(url.host ?? "") {
      // A tap that launched the app comes before the stored session is read: it lands now (a guest's tabs
      // already show) and again once the restore has found who is signed in, which resets navigation for them.
      linkAwaitingRestore = url
    }
    switch url.host {
    case "quote-of-the-day":
      // Whatever sheet or alert is up goes, so Home and its card can be seen; a new password being chosen stays.
      presentation.open(presentation.isPresenting(.newPassword) ? [.init(.newPassword)] : [])
      // Signed in or not: the quote needs no account, so the tap lands on it.
      if !auth.isSignedIn { setGuest(true) }
      selectedTab = .home
      homePath = []
      // A search hides the card: it ends, as Cancel would, so the tap lands on the quote.
      feed.endSearch()
      isShowingQuoteOfTheDay = true
    case "quote":
      // A reminder's own quote (`NotificationPlan.quoteLink`), from the device's cache: Home, with it open.
      guard
        let id = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
          .first(where: { $0.name == "id" })?.value.flatMap({ Int64($0) }),
        let quote = try? dependencies.service.cache.quotes(ids: [id]).first
      else { return open(NotificationPlan.deepLink) }
      presentation.open(presentation.isPresenting(.newPassword) ? [.init(.newPassword)] : [])
      if !auth.isSignedIn { setGuest(true) }
      selectedTab = .home
      homePath = [quote]
    case "reset-password":
      Task { await handleRecoveryLink(url) }
    case "auth-callback":
      Task { await handleAuthCallback(url) }
    default: break
    }
  }

  /// Links that only move the user somewhere (no sign-in of their own): safe to open twice.
  static let navigationHosts: Set<String> = ["quote-of-the-day", "quote"]

  /// The restore at launch has run: a notification or widget tap that came before it is opened for the user it
  /// found, so the cold launch lands where the tap asked.
  func openLinkAwaitingRestore() {
    guard let link = linkAwaitingRestore else { return }
    linkAwaitingRestore = nil
    open(link)
  }

  /// The recovery email's link came back to the app: signed in, and asked for a new password.
  public func handleRecoveryLink(_ url: URL) async {
    if await auth.openRecoveryLink(url) { await afterSignIn() } else { linkRefused() }
  }

  /// The project's site URL: a sign-up's confirmation, or a password reset's link when the project does not
  /// allow `quotevault://reset-password` as a redirect (GoTrue then falls back to the site URL): which one the
  /// link's own `type` says.
  public func handleAuthCallback(_ url: URL) async {
    let fragment = url.fragment ?? ""
    if fragment.contains("type=recovery") {
      await handleRecoveryLink(url)
    } else if fragment.contains("type=email_change") || fragment.hasPrefix("message=") {
      await handleEmailChangeLink(url)
    } else {
      await handleConfirmationLink(url)
    }
  }

  /// The sign-up confirmation link came back to the app: signed in, with the library and preferences.
  public func handleConfirmationLink(_ url: URL) async {
    if await auth.openConfirmationLink(url) { await afterSignIn() } else { linkRefused() }
  }

  /// A spent or expired link: the sign-in screen shows why under its fields; anywhere else (a guest on the tabs)
  /// an alert says it, so the tap never does nothing.
  private func linkRefused() {
    guard rootScreen == .app, let text = auth.message else { return }
    showMessage(text, title: "Link Not Valid")
  }
}

import Foundation
import Localization
import Presentation

extension QuoteVaultModel {
  /// `quotevault://quote-of-the-day` from a notification or the widget (QV-7.4, QV-10.3): Home comes forward
  /// with the quote of the day highlighted, whichever tab was up. `quotevault://quote?id=N` opens that quote on
  /// Home, `quotevault://search?q=TERM` Home's search with the term, `quotevault://collection?id=ID` that
  /// collection on the Collections tab (`QuoteVaultLink`); the auth links sign in.
  public func open(_ url: URL) {
    guard url.scheme == "quotevault" else { return }
    // Sign in with Apple's sheet is the system's, above every sheet of the stack: it goes first (answering
    // `.canceled`, which leaves the sign-in screen as it was), so the link is not followed under it.
    dependencies.appleID.cancel()
    let link = QuoteVaultLink(url)
    if !hasRestoredSession, link != nil {
      // A tap that launched the app comes before the stored session is read: it lands now (a guest's tabs
      // already show) and again once the restore has found who is signed in, which resets navigation for them.
      // These links only move the user somewhere (no sign-in of their own): safe to open twice.
      linkAwaitingRestore = url
    }
    switch link {
    case .quoteOfTheDay:
      bringHomeForward()
      // A search hides the card: it ends, as Cancel would, so the tap lands on the quote.
      feed.endSearch()
      daily.highlight()
    case .dayQuote(let id):
      // The notification of the day it came: today's lands on the card; an earlier day's on its own quote.
      let todays = daily.quote?.id == id || (try? dependencies.service.cache.quoteOfTheDay(today))?.id == id
      open(todays ? QuoteVaultLink.quoteOfTheDay.url : QuoteVaultLink.quote(id: id).url)
    case .quote(let id):
      // A reminder's or a widget's own quote, from the device's cache: Home, with it open.
      guard let quote = try? dependencies.service.cache.quotes(ids: [id]).first else {
        return open(QuoteVaultLink.quoteOfTheDay.url)
      }
      bringHomeForward()
      // Opened from a reminder or widget: on screen while the app is active, it is the day's read.
      linkedQuoteID = quote.id
      homePath = [quote]
    case .search(let term):
      // The "Search quotes" App Shortcut: Home's search, open, with the term typed and searched at once (no
      // typing to pause for).
      bringHomeForward()
      feed.isSearchPresented = true
      feed.searchChanged(term)
      feed.submitSearch()
    case .collection(let id):
      // A collection's link: the Collections tab, with that collection open alone over its list; a collection
      // this device does not hold (deleted, another account's) leaves the list showing.
      bringForward(.collections)
      let held = library.collections.first { $0.collection.id == id }?.collection
      if let held { collections.open(held) } else { collections.reset() }
    case nil:
      switch url.host {
      case "reset-password": Task { await handleRecoveryLink(url) }
      case "auth-callback": Task { await handleAuthCallback(url) }
      default: break
      }
    }
  }

  /// Whatever sheet or alert is up goes (a new password being chosen stays), and Home shows at its root. The
  /// quotes and search need no account, so a tap lands there signed in or not.
  private func bringHomeForward() {
    bringForward(.home)
    homePath = []
  }

  /// Whatever sheet or alert is up goes (a new password being chosen stays), and `tab` comes forward; signed
  /// out, the tabs show as a guest's (a guest's Collections tab shows the collections kept on this iPhone).
  private func bringForward(_ tab: QuoteVaultTab) {
    keepTyping()
    presentation.open(newPasswordSheet.map { [.init(.newPassword($0))] } ?? [])
    if !auth.isSignedIn { setGuest(true) }
    selectedTab = tab
  }

  /// The restore at launch has run: a notification or widget tap that came before it is opened for the user it
  /// found, so the cold launch lands where the tap asked.
  func openLinkAwaitingRestore() {
    guard let link = linkAwaitingRestore else { return }
    linkAwaitingRestore = nil
    open(link)
  }

  /// The recovery email's link came back to the app: signed in, and asked for a new password.
  public func handleRecoveryLink(_ url: URL) async {
    if await signInFormOnTop.follow(link: { await auth.openRecoveryLink(url) }) {
      await afterSignIn()
    } else {
      linkRefused()
    }
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
    if await signInFormOnTop.follow(link: { await auth.openConfirmationLink(url) }) {
      await afterSignIn()
    } else {
      linkRefused()
    }
  }

  /// A spent or expired link: the sign-in screen shows why under its fields; anywhere else (a guest on the tabs)
  /// an alert says it, so the tap never does nothing.
  private func linkRefused() {
    guard rootScreen == .app, let text = signInFormOnTop.message else { return }
    showMessage(text, title: LocalizedCopy("quotevault.link.notValid", "Link Not Valid").text)
  }
}

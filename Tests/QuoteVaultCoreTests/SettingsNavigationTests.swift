import Foundation
import QuoteVaultCore
import Testing

/// The Settings tab's stack is the model's (`QuoteVaultModel.settingsPath`), as Home's and Collections' are: the
/// privacy policy's page is a value the model holds, kept by a link to another tab and emptied for a new user.
@MainActor
@Suite("QuoteVault's Settings tab: what it pushes")
struct SettingsNavigationTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  @Test("The privacy policy pushed in Settings stays there while a link opens Home; signing out empties it")
  func settingsPathFollowsTheModel() async throws {
    let model = try await signedIn(backend)
    #expect(model.privacyPolicy.page == nil, "no page configured: the row pushes the app's own account")
    model.selectedTab = .settings
    // What the row's NavigationLink(value:) does to `$model.settingsPath`.
    model.settingsPath.append(.privacyPolicy)
    model.open(QuoteVaultLink.quoteOfTheDay.url)
    model.settlePresentation()
    #expect(model.selectedTab == .home)
    #expect(model.settingsPath == [.privacyPolicy], "each tab keeps its own stack, as the tab bar does")
    await model.account.signOut()
    #expect(model.settingsPath.isEmpty && model.selectedTab == .home, "the next user starts at Settings' root")
  }
}

import AppServices
import AppServicesTestSupport
import Foundation
import QuoteVaultCore
import RenderingCairo
import Testing

/// Settings' "Privacy Policy" row (App Review 5.1.1(i)): the build's https page, else the app's own summary.
@MainActor
@Suite("QuoteVault privacy policy link")
struct PrivacyPolicyTests {
  func model(policy: String?) throws -> QuoteVaultModel {
    let device = try Device(url: try #require(URL(string: "http://127.0.0.1:9")), key: "anon")
    var dependencies = QuoteVaultDependencies(
      service: device.service, store: device.store, notifications: device.notifications,
      renderer: CairoRenderer(), photos: Unimplemented("QuoteVault's Photos"),
      searchIndex: Unimplemented("QuoteVault's search index"), urls: Unimplemented("QuoteVault's URL opener"),
      pasteboard: Unimplemented("QuoteVault's pasteboard"), appleID: Unimplemented("QuoteVault's Sign in with Apple"),
      appleIDState: Unimplemented("Apple's credential state"))
    dependencies.privacyPolicyURL = policy
    return QuoteVaultModel(dependencies: dependencies)
  }

  @Test("A configured https page is what the row opens")
  func configuredPage() throws {
    let page = try model(policy: " https://quotevault.example/privacy \n").privacyPolicy.page
    #expect(page?.absoluteString == "https://quotevault.example/privacy")
  }

  @Test(
    "Anything but an https page (none, empty, http, another scheme, no host, garbage) opens the in-app summary",
    arguments: [
      nil, "", "   ", "http://quotevault.example/privacy", "javascript:alert(1)", "https://", "not a url",
      "mailto:privacy@quotevault.example", "https://" + String(repeating: "a", count: 3_000) + ".example",
    ])
  func notAPage(_ configured: String?) throws {
    let policy = try model(policy: configured).privacyPolicy
    #expect(policy.page == nil)
    #expect(policy.summary == QuoteVaultPrivacy.summary, "the row shows the app's own account instead")
  }

  @Test("The in-app summary says what is kept, that nothing is tracked, and how to delete it")
  func summary() throws {
    let summary = try model(policy: nil).privacyPolicy.summary
    let titles = summary.map(\.title)
    #expect(
      titles == [
        "Your account", "Your library", "Search and widgets", "Without an account", "No tracking", "Deleting your data",
      ])
    #expect(summary.allSatisfy { !$0.body.isEmpty })
    #expect(summary.last?.body.contains("Delete Account in Settings") == true)
  }
}

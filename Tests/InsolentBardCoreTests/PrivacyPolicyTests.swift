import AppServices
import Testing

@testable import InsolentBardCore

/// Settings' "Privacy Policy" row (App Review 5.1.1(i)): the build's https page, else the Bard's own account of
/// what it keeps.
@Suite("Insolent Bard privacy policy row")
@MainActor
struct PrivacyPolicyTests {
  func model(policy: String?) -> BardModel {
    var dependencies = BardHarness().dependencies
    dependencies.privacyPolicyURL = policy
    return BardModel(dependencies: dependencies)
  }

  @Test("A configured https page is what the row opens")
  func configuredPage() {
    #expect(model(policy: "https://bard.example/privacy").privacyPolicy.page?.host == "bard.example")
  }

  @Test(
    "No page (none, empty, an unexpanded build setting, http) opens the Bard's own account instead",
    arguments: [nil, "", "$(INSOLENTBARD_PRIVACY_POLICY_URL)", "http://bard.example/privacy"])
  func inAppSummary(_ configured: String?) {
    let policy = model(policy: configured).privacyPolicy
    #expect(policy.page == nil && policy.summary == BardPrivacy.summary)
  }

  @Test("The account names what the app keeps and what it never does")
  func summary() {
    let text = BardPrivacy.summary.map { $0.title + " " + $0.body }.joined(separator: "\n")
    #expect(text.contains("Favourites and History are kept on this iPhone"))
    #expect(text.contains("no account and no server"))
    #expect(text.contains(BardCopy.clearHistory.text), "the way to delete is named as the app names it")
  }
}

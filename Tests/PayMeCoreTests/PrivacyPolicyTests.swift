import AppServices
import Testing

@testable import PayMeCore

/// Settings' "Privacy Policy" row (App Review 5.1.1(i)): the build's https page, else PayMe's own account of what
/// it keeps, which says what the app does.
@Suite("PayMe privacy policy row")
@MainActor
struct PrivacyPolicyTests {
  func model(policy: String?) -> PayMeModel {
    let harness = PayMeHarness()
    harness.privacyPolicyURL = policy
    return harness.model()
  }

  @Test("A configured https page is what the row opens")
  func configuredPage() {
    #expect(model(policy: "https://payme.example/privacy").settingsScreen.privacyPolicy.page?.host == "payme.example")
  }

  @Test(
    "No page (none, empty, an unexpanded build setting, http) opens PayMe's own account instead",
    arguments: [nil, "", "$(PAYME_PRIVACY_POLICY_URL)", "http://payme.example/privacy"])
  func inAppSummary(_ configured: String?) {
    let policy = model(policy: configured).settingsScreen.privacyPolicy
    #expect(policy.page == nil && policy.summary == PayMePrivacy.summary)
  }

  @Test("The account says it is a demo on this iPhone, and names the way to reset it as Settings does")
  func summary() {
    let text = PayMePrivacy.summary.map { $0.title + " " + $0.body }.joined(separator: "\n")
    #expect(text.contains("no real money moves") && text.contains("on this iPhone only"))
    #expect(text.contains(PayMeCopy.resetDemoData.text))
  }
}

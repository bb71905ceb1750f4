import AppServices
import Foundation
import TestSupport
import Testing

/// Every app's "Privacy Policy" row reads its build setting through `PrivacyPolicy`: only an https page with a
/// host is opened; anything else shows the app's own account.
@Suite("The privacy policy page a build configures")
struct PrivacyPolicyPageTests {
  @Test("An https page with a host is the page, trimmed")
  func page() {
    #expect(PrivacyPolicy.page(" https://example.com/privacy\n")?.absoluteString == "https://example.com/privacy")
    #expect(PrivacyPolicy.page("HTTPS://example.com/p")?.host == "example.com")
  }

  @Test(
    "Anything else is no page",
    arguments: [
      nil, "", "  ", "$(APP_PRIVACY_POLICY_URL)", "http://example.com/privacy", "https://", "javascript:alert(1)",
      "mailto:privacy@example.com", "file:///etc/passwd", "https://" + String(repeating: "a", count: 3_000) + ".com",
    ])
  func notAPage(_ configured: String?) {
    #expect(PrivacyPolicy.page(configured) == nil)
  }

  @Test("Any setting from anywhere is a page with https and a host, or none")
  func fuzzed() {
    var fuzzer = Fuzzer(seed: 0x9121)
    for _ in 0..<Fuzzer.iterations(standard: 2_000) {
      let text = String(decoding: fuzzer.mutate(Array("https://example.com/privacy".utf8)), as: UTF8.self)
      guard let page = PrivacyPolicy.page(text) else { continue }
      #expect(page.scheme?.lowercased() == "https" && page.host?.isEmpty == false)
    }
  }
}

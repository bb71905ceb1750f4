import AppServices
import Foundation
import TestSupport
import Testing

/// Every app's About rows read the build through `AppInfo`: what is not a version, a support page or an App
/// Store ID is left out, so no row shows or opens garbage.
@Suite("About rows: version, support and review page from the build")
struct AppInfoTests {
  @Test("A configured build gives each row its value")
  func configured() {
    let info = AppInfo(
      version: "1.9.0", build: "12", support: " https://example.com/help ", appStoreID: "1234567890")
    #expect(info.version == "1.9.0 (12)")
    #expect(info.support?.absoluteString == "https://example.com/help")
    #expect(info.review?.absoluteString == "https://apps.apple.com/app/id1234567890?action=write-review")
    #expect(AppInfo(version: "2.0", build: nil, support: "mailto:help@example.com", appStoreID: nil).version == "2.0")
    #expect(
      AppInfo(version: nil, build: nil, support: "mailto:help@example.com?subject=VocaPin", appStoreID: nil)
        .support != nil)
  }

  @Test(
    "Unset or unexpanded settings, and anything else, leave the row out",
    arguments: [
      ("", "$(VOCAPIN_SUPPORT_URL)", "$(VOCAPIN_APP_STORE_ID)"),
      ("1.0 beta", "http://example.com/help", "id123"),
      ("$(MARKETING_VERSION)", "mailto:nobody", "12345678901234"),
      ("1.0\n2", "javascript:alert(1)", "-1"),
      (String(repeating: "9", count: 30), "mailto:@example.com", " "),
    ])
  func leftOut(_ values: (String, String, String)) {
    let info = AppInfo(version: values.0, build: values.0, support: values.1, appStoreID: values.2)
    #expect(info.version == nil && info.support == nil && info.review == nil)
  }

  @Test("Any setting from anywhere gives a row with a safe value, or none")
  func fuzzed() {
    var fuzzer = Fuzzer(seed: 0xAB07)
    for _ in 0..<Fuzzer.iterations(standard: 2_000) {
      let support = String(decoding: fuzzer.mutate(Array("mailto:help@example.com".utf8)), as: UTF8.self)
      let id = String(decoding: fuzzer.mutate(Array("1234567890".utf8)), as: UTF8.self)
      let version = String(decoding: fuzzer.mutate(Array("1.9.0".utf8)), as: UTF8.self)
      let info = AppInfo(version: version, build: version, support: support, appStoreID: id)
      if let page = info.support { #expect(["https", "mailto"].contains(page.scheme?.lowercased() ?? "")) }
      if let review = info.review { #expect(review.host == "apps.apple.com") }
      if let shown = info.version { #expect(shown.utf8.count <= 43) }
    }
  }
}

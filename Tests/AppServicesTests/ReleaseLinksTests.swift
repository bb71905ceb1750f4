import Foundation
import TestSupport
import Testing

/// The apps' pre-build link check (Apps/Config/check-release-links.sh), run as Xcode runs it: with the build
/// settings in its environment and the arguments Apps/project.yml gives it. An archive whose privacy policy,
/// support or App Store links are still Base.xcconfig's empty defaults must not build.
@Suite("Release links")
struct ReleaseLinksTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let script = root.appendingPathComponent("Apps/Config/check-release-links.sh")

  /// Each app's settings and the kinds the check holds them to: all three links for the apps with About rows,
  /// the policy and Help's page for NoteWall, the About rows' two for QuoteVault (its policy is its own script's,
  /// ReleaseConfigTests).
  static let apps: [String: [String: String]] = [
    "VocaPin": [
      "privacy": "VOCAPIN_PRIVACY_POLICY_URL", "support": "VOCAPIN_SUPPORT_URL", "appstore": "VOCAPIN_APP_STORE_ID",
    ],
    "InsolentBard": [
      "privacy": "INSOLENTBARD_PRIVACY_POLICY_URL", "support": "INSOLENTBARD_SUPPORT_URL",
      "appstore": "INSOLENTBARD_APP_STORE_ID",
    ],
    "PayMe": ["privacy": "PAYME_PRIVACY_POLICY_URL", "support": "PAYME_SUPPORT_URL", "appstore": "PAYME_APP_STORE_ID"],
    "NoteWall": ["privacy": "NOTEWALL_PRIVACY_POLICY_URL", "support": "NOTEWALL_SUPPORT_URL"],
    "QuoteVault": ["support": "QUOTEVAULT_SUPPORT_URL", "appstore": "QUOTEVAULT_APP_STORE_ID"],
  ]

  /// The arguments project.yml passes the script in `app`'s target.
  func arguments(of app: String) throws -> [String] {
    let project = try String(contentsOf: Self.root.appendingPathComponent("Apps/project.yml"), encoding: .utf8)
    let lines = project.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "  \(app):"))
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("  ") && !$0.hasPrefix("   ") } ?? lines.endIndex
    let call = try #require(lines[start..<end].first { $0.contains("check-release-links.sh\"") })
    let tail = try #require(call.components(separatedBy: "check-release-links.sh\"").last)
    return tail.split(separator: " ").map(String.init)
  }

  func run(_ arguments: [String], _ settings: [String: String]) async throws -> (status: Int32, output: String) {
    let result = try await TestTools.run(
      URL(fileURLWithPath: "/bin/sh"), [Self.script.path] + arguments, environment: settings, within: 30)
    return (result.status, result.output)
  }

  @Test("Each app's Release build stops while its links are empty, naming each")
  func refusesEmptyLinks() async throws {
    for (app, settings) in Self.apps {
      let arguments = try arguments(of: app)
      #expect(Set(arguments) == Set(settings.map { "\($0.key)=\($0.value)" }), "\(app)")
      let empty = try await run(
        arguments, ["CONFIGURATION": "Release"].merging(settings.values.map { ($0, "") }) { $1 })
      #expect(empty.status != 0, "\(app)")
      for name in settings.values { #expect(empty.output.contains("error: \(name)"), "\(app): \(name)") }
    }
  }

  @Test("Links that are not what the app accepts stop the build too")
  func refusesMalformedLinks() async throws {
    let arguments = try arguments(of: "VocaPin")
    let cases: [[String: String]] = [
      ["VOCAPIN_PRIVACY_POLICY_URL": "http://example.com/privacy"],
      ["VOCAPIN_SUPPORT_URL": "example.com/help"],
      ["VOCAPIN_APP_STORE_ID": "id123"],
    ]
    let valid = [
      "CONFIGURATION": "Release", "VOCAPIN_PRIVACY_POLICY_URL": "https://example.com/privacy",
      "VOCAPIN_SUPPORT_URL": "mailto:help@example.com", "VOCAPIN_APP_STORE_ID": "1234567890",
    ]
    for bad in cases {
      let result = try await run(arguments, valid.merging(bad) { $1 })
      #expect(result.status != 0 && result.output.contains("error: \(bad.keys.first ?? "")"), "\(bad)")
    }
    let good = try await run(arguments, valid)
    #expect(good.status == 0 && good.output.isEmpty)
  }

  @Test("Debug builds keep the empty defaults")
  func allowsDebug() async throws {
    for app in Self.apps.keys {
      let result = try await run(try arguments(of: app), ["CONFIGURATION": "Debug"])
      #expect(result.status == 0, "\(app)")
    }
  }
}

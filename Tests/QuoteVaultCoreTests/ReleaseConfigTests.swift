import Foundation
import TestSupport
import Testing

/// The QuoteVault target's pre-build check (Apps/QuoteVault/check-release-config.sh), run as Xcode runs it: with
/// the build settings in its environment. An archive with the local server's defaults must not build.
@Suite("QuoteVault Release configuration")
struct ReleaseConfigTests {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Apps/QuoteVault/check-release-config.sh")

  /// The script's exit status and what it printed, for these build settings.
  func run(_ settings: [String: String]) async throws -> (status: Int32, output: String) {
    let result = try await TestTools.run(
      URL(fileURLWithPath: "/bin/sh"), [Self.script.path], environment: settings, within: 30)
    return (result.status, result.output)
  }

  @Test("A Release build with Base.xcconfig's local defaults, or without a key, stops with the reason")
  func refusesLocalDefaults() async throws {
    let local = try await run(
      ["CONFIGURATION": "Release", "QUOTEVAULT_SUPABASE_URL": "http://127.0.0.1:54321", "QUOTEVAULT_ANON_KEY": ""])
    #expect(local.status != 0 && local.output.contains("error: QUOTEVAULT_SUPABASE_URL"))
    let loopback = try await run(
      ["CONFIGURATION": "Release", "QUOTEVAULT_SUPABASE_URL": "https://127.0.0.1:54321", "QUOTEVAULT_ANON_KEY": "k"])
    #expect(loopback.status != 0)
    let keyless = try await run(
      ["CONFIGURATION": "Release", "QUOTEVAULT_SUPABASE_URL": "https://abc.supabase.co", "QUOTEVAULT_ANON_KEY": ""])
    #expect(keyless.status != 0 && keyless.output.contains("QUOTEVAULT_ANON_KEY"))
  }

  @Test("A Release build without an https privacy policy stops with the reason")
  func refusesMissingPrivacyPolicy() async throws {
    let hosted = [
      "CONFIGURATION": "Release", "QUOTEVAULT_SUPABASE_URL": "https://abc.supabase.co", "QUOTEVAULT_ANON_KEY": "eyJ",
    ]
    for policy in ["", "http://example.com/privacy", "https://"] {
      let result = try await run(hosted.merging(["QUOTEVAULT_PRIVACY_POLICY_URL": policy]) { $1 })
      #expect(result.status != 0 && result.output.contains("error: QUOTEVAULT_PRIVACY_POLICY_URL"), "\(policy)")
    }
  }

  @Test("A hosted project with its key and policy builds for Release; Debug keeps the local defaults")
  func allowsHostedAndDebug() async throws {
    let hosted = try await run([
      "CONFIGURATION": "Release", "QUOTEVAULT_SUPABASE_URL": "https://abc.supabase.co", "QUOTEVAULT_ANON_KEY": "eyJ",
      "QUOTEVAULT_PRIVACY_POLICY_URL": "https://example.com/privacy",
    ])
    #expect(hosted.status == 0 && hosted.output.isEmpty)
    let debug = try await run(["CONFIGURATION": "Debug", "QUOTEVAULT_SUPABASE_URL": "http://127.0.0.1:54321"])
    #expect(debug.status == 0)
  }
}

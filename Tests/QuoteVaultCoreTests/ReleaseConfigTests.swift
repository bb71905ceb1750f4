import AppServices
import Foundation
import QuoteVaultCore
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

  /// The QuoteVault target in Apps/project.yml, and the setting `name` it gives a value (quotes taken off).
  static func target() throws -> (lines: [Substring], setting: (String) -> String?) {
    let spec = try String(
      contentsOf: script.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("project.yml"),
      encoding: .utf8)
    let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "  QuoteVault:"))
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("  ") && !$0.hasPrefix("   ") } ?? lines.endIndex
    let target = Array(lines[start..<end])
    return (
      target,
      { name in
        target.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("\(name): ") }
          .map { String($0.dropFirst(name.count + 2)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
      }
    )
  }

  @Test(
    "Settings' About rows read what project.yml writes into QuoteVault's Info.plist: the version and build, the links")
  func aboutRows() throws {
    let target = try Self.target()
    #expect(target.setting(AppInfo.supportKey) == "$(QUOTEVAULT_SUPPORT_URL)")
    #expect(target.setting(AppInfo.appStoreIDKey) == "$(QUOTEVAULT_APP_STORE_ID)")
    #expect(target.setting("CFBundleShortVersionString") == "$(MARKETING_VERSION)")
    #expect(target.setting("CFBundleVersion") == "$(CURRENT_PROJECT_VERSION)")
    let version = try #require(target.setting("MARKETING_VERSION"))
    let build = try #require(target.setting("CURRENT_PROJECT_VERSION"))
    let info = AppInfo(version: version, build: build, support: "", appStoreID: "")
    #expect(info.version == "\(version) (\(build))", "the Version row shows the marketing version and the build")
    #expect(info.support == nil && info.review == nil, "Base.xcconfig's empty links: a Debug build leaves the rows out")
    #expect(QuoteVaultCopy.Settings.rateApp.text == "Rate QuoteVault")
    #expect(QuoteVaultCopy.Settings.version.text == "Version")
  }

  /// The QuoteVault target's post-build step (Apps/QuoteVault/allow-local-networking.sh), with a stand-in for
  /// PlistBuddy (macOS's) that writes down each command it is given.
  func allowLocalNetworking(_ configuration: String) async throws -> (status: Int32, commands: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-ats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("commands")
    let buddy = folder.appendingPathComponent("PlistBuddy")
    try Data("#!/bin/sh\nprintf '%s|%s\\n' \"$2\" \"$3\" >> \"\(log.path)\"\n".utf8).write(to: buddy)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: buddy.path)
    let script = Self.script.deletingLastPathComponent().appendingPathComponent("allow-local-networking.sh")
    let result = try await TestTools.run(
      URL(fileURLWithPath: "/bin/sh"), [script.path],
      environment: [
        "CONFIGURATION": configuration, "PLISTBUDDY": buddy.path, "TARGET_BUILD_DIR": "/built",
        "INFOPLIST_PATH": "QuoteVault.app/Info.plist",
      ], within: 30)
    let commands = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (result.status, commands.split(separator: "\n").map(String.init))
  }

  @Test("The local server's plain-HTTP exception is in the Debug app's Info.plist only, never in Release's")
  func localNetworkingDebugOnly() async throws {
    let release = try await allowLocalNetworking("Release")
    #expect(release.status == 0 && release.commands.isEmpty, "Release's Info.plist is left as generated")
    let debug = try await allowLocalNetworking("Debug")
    #expect(debug.status == 0)
    #expect(
      debug.commands.last
        == "Add :NSAppTransportSecurity:NSAllowsLocalNetworking bool true|/built/QuoteVault.app/Info.plist")
    // The Info.plist every configuration is generated from has no exception; the step is the target's.
    let spec = try String(
      contentsOf: Self.script.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "project.yml"), encoding: .utf8)
    #expect(!spec.contains("NSAllowsLocalNetworking: true"))
    #expect(spec.contains("script: /bin/sh \"$SRCROOT/QuoteVault/allow-local-networking.sh\""))
  }
}

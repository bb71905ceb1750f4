import Foundation
import QuoteVaultCore
import SupabaseClient
import Testing

/// QV-9.7 for the appearance preferences themselves: what the app sends to the profile when the theme, the accent
/// and the font size change, and what the server then holds.
@MainActor
@Suite("QuoteVault appearance preferences in the profile")
struct ProfilePreferencesTests {
  @Test("QV-9.7: theme, accent and font size each reach the profile as changed, and the server holds them")
  func appearanceReachesProfile() async throws {
    let backend = try await Backend()
    let recorder = BodyRecordingTransport(backend.transport)
    let device = try Device(backend, transport: recorder)
    let phone = try await signedIn(backend, device: device)
    let id = try #require(phone.auth.user?.id)
    /// The profile updates sent for this user since `from`, each as the JSON object it carried.
    func sent(from start: Int) async throws -> [[String: JSONValue]] {
      let bodies = await recorder.bodies(forQueryContaining: "id=eq.\(id)").filter { !$0.isEmpty }
      return try bodies.dropFirst(start).map { try JSONDecoder().decode([String: JSONValue].self, from: $0) }
    }
    await phone.settings.finishSync()  // what the sign-in gave the new account, sent first
    let before = try await sent(from: 0).count

    phone.settings.appearance = .dark
    await phone.settings.finishSync()
    phone.settings.accent = "rose"
    await phone.settings.finishSync()
    phone.settings.fontScale = 1.3
    await phone.settings.finishSync()
    // Each change alone, as its profile column spells it: never this device's other settings with it.
    #expect(
      try await sent(from: before) == [
        ["theme": .string("dark")], ["accent_color": .string("rose")], ["font_scale": .number(1.3)],
      ])

    let data = try await backend.admin("GET", "rest/v1/profiles?id=eq.\(id)&select=theme,accent_color,font_scale")
    let rows = try JSONDecoder().decode([[String: JSONValue]].self, from: data)
    #expect(
      rows == [["theme": .string("dark"), "accent_color": .string("rose"), "font_scale": .number(1.3)]],
      "the server's profile holds them")
  }
}

import Foundation
import RenderingCairo
import TestSupport
import Testing

/// The `quotevault` tool against the real server: the same core as the app, from a shell.
@Suite("quotevault tool")
struct ToolTests {
  let backend: Backend
  let device = FileManager.default.temporaryDirectory.appendingPathComponent("qv-tool-\(UUID().uuidString)").path
  init() async throws { backend = try await Backend(process: true) }

  func run(_ arguments: [String], password: String? = nil) async throws -> TestTools.Result {
    try await TestTools.run(
      "quotevault", arguments + ["--url", backend.url.absoluteString, "--key", backend.anonKey, "--device", device],
      input: password.map { Data(($0 + "\n").utf8) })
  }

  @Test("QV-1.1 / QV-4.1 / QV-5.3: sign up, favourite, collect and list from the command line")
  func library() async throws {
    let email = newEmail()
    let signUp = try await run(["signup", email], password: "correct horse battery")
    #expect(signUp.status == 0, "\(signUp.error)")
    let feed = try await run(["feed", "--category", "Love"])
    let first = try #require(feed.output.split(separator: "\n").first)
    #expect(first.hasSuffix("[Love]"))
    let id = String(first.prefix { $0 != "\t" })
    #expect(try await run(["favorite", id]).output.hasPrefix("Added to favorites"))
    #expect(try await run(["favorites"]).output.contains(String(first.drop { $0 != "\t" }.dropFirst())))
    #expect(try await run(["new-collection", "Evening"]).status == 0)
    #expect(try await run(["add", "Evening", id]).status == 0)
    #expect(try await run(["collections"]).output.contains("Evening (1)"))

    let short = try await run(["signup", newEmail()], password: "short")
    #expect(short.status != 0 && short.error.contains("Use at least 8 characters."))
  }

  @Test("QV-11.3: a favourite queued offline is delivered by the next command that reaches the server, before it exits")
  func replayBeforeExit() async throws {
    #expect(try await run(["signup", newEmail()], password: "correct horse battery").status == 0)
    let feed = try await run(["feed"])
    let first = try #require(feed.output.split(separator: "\n").first)
    let id = String(first.prefix { $0 != "\t" })
    await backend.stop()
    let offline = try await run(["favorite", id])
    #expect(offline.status == 0 && offline.output.contains("You're offline."), "\(offline.output)")
    try await backend.restart()
    #expect(try await run(["feed"]).status == 0)
    // No `sync`: the feed's answer set off the replay, and the tool waited for it before exiting.
    let held = String(decoding: try await backend.admin("GET", "rest/v1/favorites?select=quote_id"), as: UTF8.self)
    #expect(held.contains("\"quote_id\":\(id)"), "\(held)")
  }

  @Test("QV-1.8: `signout` with changes still waiting says so and signs out only when told to discard them")
  func signOutAsksFirst() async throws {
    #expect(try await run(["signup", newEmail()], password: "correct horse battery").status == 0)
    let feed = try await run(["feed"])
    let id = String(try #require(feed.output.split(separator: "\n").first).prefix { $0 != "\t" })
    await backend.stop()
    #expect(try await run(["favorite", id]).status == 0)
    let refused = try await run(["signout"])
    #expect(refused.status != 0)
    #expect(refused.error.contains("1 change hasn't reached QuoteVault yet."), "\(refused.error)")
    #expect(try await run(["favorites"]).status == 0, "still signed in")
    let forced = try await run(["signout", "--discard-changes"])
    #expect(forced.status == 0 && forced.output.contains("Signed out."))
    #expect(try await run(["favorites"]).status != 0)
  }

  @Test("QV-8.2: `share-card` writes the quote of the day as a 1080-pixel PNG in the chosen style")
  func card() async throws {
    let out = device + "-card.png"
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try await run(["share-card", "--template", "2", "--out", out])
    #expect(result.status == 0, "\(result.error)")
    #expect(try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: out))).width == 1080)
    let unwritable = try await run(["share-card", "--out", "/nonexistent/folder/card.png"])
    #expect(unwritable.status != 0, "a card that was not written is a failure")
    #expect(unwritable.error.contains("its folder does not exist"), "\(unwritable.error)")
    #expect(try await run(["share-card", "--template", "neon"]).status != 0)
    #expect(try await run(["share-card", "--template", "4"]).status != 0)
  }

  @Test("QV-10.1 / QV-10.4: `widget` draws today's quote in each family, light and dark")
  func widget() async throws {
    for family in ["small", "medium", "large"] {
      let out = device + "-\(family).png"
      defer { try? FileManager.default.removeItem(atPath: out) }
      let result = try await run(["widget", "--family", family, "--scheme", "dark", "--out", out])
      #expect(result.status == 0, "\(result.error)")
      let image = try Bitmap(png: Data(contentsOf: URL(fileURLWithPath: out)))
      #expect(image.width == (family == "small" ? 474 : 1014))
    }
    #expect(try await run(["widget", "--family", "circular"]).status != 0)
  }
}

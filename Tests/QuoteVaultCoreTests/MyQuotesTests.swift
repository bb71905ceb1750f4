import Foundation
import GRDB
import Testing

@testable import QuoteVaultCore

/// Own quotes: a user's quotes, private to them on the server (RLS) and on a phone its users share.
@MainActor
@Suite("QuoteVault own quotes: My Quotes through the outbox, private to their owner, against the real server")
struct MyQuotesTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  /// The user writes a quote in My Quotes' sheet and saves it.
  private func write(_ text: String, author: String = "Me", in model: QuoteVaultModel) async throws -> OwnQuoteModel {
    model.myQuotes.newQuote()
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    sheet.text = text
    sheet.author = author
    sheet.category = .wisdom
    await sheet.save()
    model.settlePresentation()
    return sheet
  }

  /// What a search of the feed shows for `word` (the server's answer, or the cache's offline).
  private func search(_ word: String, in model: QuoteVaultModel) async -> [Quote] {
    await model.feed.searchFor(word)
    return model.feed.quotes
  }

  @Test("Own quotes: written offline, kept on the device and sent by the outbox once the server answers")
  func writtenOffline() async throws {
    let device = try Device(backend)
    let author = try await signedIn(backend, device: device)
    await backend.stop()
    _ = try await write("Zephyrwise words are written at night.", author: "Me", in: author)
    #expect(author.presentation.destinations.isEmpty, "the sheet closes: the device has it")
    let mine = try #require(author.library.ownQuotes.first)
    #expect(mine.text == "Zephyrwise words are written at night." && mine.category == "Wisdom")
    await author.outbox.send()
    #expect(author.outbox.pendingCount == 1, "waiting for the server, not lost")
    #expect(await search("zephyrwise", in: author).map(\.id) == [mine.id], "offline, the cache shows it")

    try await backend.restart()
    await author.outbox.send()
    #expect(author.outbox.pendingCount == 0)
    let stored = String(decoding: try await backend.admin("GET", "rest/v1/quotes?id=eq.\(mine.id)"), as: UTF8.self)
    #expect(stored.contains("Zephyrwise") && stored.contains(author.auth.user?.id ?? "-"), "the server has it, theirs")
    #expect(await search("zephyrwise", in: author).map(\.id) == [mine.id], "in the feed's search, from the server")

    // Signing in on a new device brings My Quotes back.
    let otherDevice = try Device(backend)
    let again = otherDevice.model()
    again.signInForm.email = try #require(author.auth.user?.email)
    again.signInForm.password = "correct horse battery"
    #expect(await again.signInForm.signIn())
    await again.afterSignIn()
    #expect(again.library.ownQuotes.map(\.text) == [mine.text])
  }

  @Test("Own quotes: nobody else sees them, on the server (RLS) or on a phone its users share after sign-out")
  func privateToTheirOwner() async throws {
    // The server's own binary on a loopback port: its row-level security, over HTTP.
    let backend = try await Backend(process: true)
    let device = try Device(backend)
    let owner = try await signedIn(backend, device: device)
    _ = try await write("Quillomancy is a private matter.", in: owner)
    await owner.outbox.send()
    let id = try #require(owner.library.ownQuotes.first?.id)
    #expect(await search("quillomancy", in: owner).count == 1)

    let stranger = try await signedIn(backend)
    #expect(await search("quillomancy", in: stranger).isEmpty, "another account's feed never has it")
    #expect(try await stranger.service.api.quotes(ids: [id]).isEmpty, "nor by its id")

    // The owner signs out of the shared phone: their quote leaves the device, and the screen, with them.
    await owner.account.signOut()
    #expect(!owner.feed.quotes.contains { $0.id == id })
    #expect(try device.service.cache.quotes(ids: [id]).isEmpty)
    #expect(try device.service.cache.quotes(after: nil, category: nil, search: "quillomancy").isEmpty)

    // Someone else signs in there, then loses the network: the cache has nothing of the owner's.
    owner.signInForm.email = try #require(stranger.auth.user?.email)
    owner.signInForm.password = "correct horse battery"
    #expect(await owner.signInForm.signIn())
    await backend.stop()
    #expect(await search("quillomancy", in: owner).isEmpty)
    #expect(owner.library.ownQuotes.isEmpty)
  }

  @Test("Own quotes: one still unsent when someone else signs in on the phone is theirs again when they are back")
  func unsentAcrossUsers() async throws {
    let device = try Device(backend)
    // The outbox's retry waits on a clock this test never moves (a change of user cancels it): what is proven is
    // the moment the author is back and nothing has sent the quote yet, which a retry would pre-empt.
    let author = try await signedIn(backend, device: device)
    let authorEmail = try #require(author.auth.user?.email)
    let other = try await signedIn(backend)
    await backend.stop()
    _ = try await write("Xylographs wait for the network.", in: author)
    await author.outbox.send()
    // The save's own send too: one still on its way when the server is back would send the quote now.
    await author.outbox.finishSending()
    #expect(author.outbox.pendingCount == 1)
    try await backend.restart()

    // The author's session is replaced by someone else's on this phone (no sign-out: their outbox stays).
    author.signInForm.email = try #require(other.auth.user?.email)
    author.signInForm.password = "correct horse battery"
    #expect(await author.signInForm.signIn())
    #expect(author.library.ownQuotes.isEmpty)
    #expect(await search("xylographs", in: author).isEmpty, "not the other user's to see")

    author.signInForm.email = authorEmail
    author.signInForm.password = "correct horse battery"
    #expect(await author.signInForm.signIn())
    #expect(author.library.ownQuotes.map(\.text) == ["Xylographs wait for the network."], "back, before it is sent")
    await author.outbox.send()
    #expect(author.outbox.pendingCount == 0)
    #expect(await search("xylographs", in: author).count == 1, "and on the server")
  }

  @Test("Own quotes: edited and deleted from My Quotes; a delete asks first and takes its favourite with it")
  func editAndDelete() async throws {
    let model = try await signedIn(backend)
    _ = try await write("Brevity is the soul of wit, mostly.", in: model)
    let quote = try #require(model.library.ownQuotes.first)
    await model.toggleFavorite(quote)
    #expect(model.library.isFavorite(quote), "an own quote can be a favourite like any")

    model.myQuotes.edit(quote)
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    #expect(sheet.title == "Edit Quote" && sheet.text == quote.text && sheet.category == .wisdom)
    sheet.text = "Brevity is the soul of wit."
    await sheet.save()
    model.settlePresentation()
    await model.outbox.send()
    #expect(model.library.ownQuotes.map(\.text) == ["Brevity is the soul of wit."])
    #expect(model.library.ownQuotes.first?.id == quote.id, "the same quote, changed")
    let stored = String(decoding: try await backend.admin("GET", "rest/v1/quotes?id=eq.\(quote.id)"), as: UTF8.self)
    #expect(stored.contains("soul of wit.\""), "the server has the change")

    model.myQuotes.askToDelete(quote)
    let dialog = try #require(model.presentation.alert(on: 0))
    model.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    #expect(model.library.ownQuotes.count == 1, "Cancel keeps it")
    model.myQuotes.askToDelete(quote)
    let confirm = try #require(model.presentation.alert(on: 0))
    model.tap(try #require(confirm.buttons.first { $0.role == .destructive }), of: confirm)
    #expect(await eventually { model.library.ownQuotes.isEmpty && !model.library.isFavorite(quote) })
    await model.outbox.send()
    #expect(model.outbox.pendingCount == 0)
    let gone = String(decoding: try await backend.admin("GET", "rest/v1/quotes?id=eq.\(quote.id)"), as: UTF8.self)
    #expect(gone == "[]", "deleted on the server")
  }

  @Test(
    "Own quotes: Save refuses what the server would, in words, keeping what was typed; Cancel or a swipe asks before discarding; a guest is asked to sign in"
  )
  func refusedBeforeSending() async throws {
    let model = try await signedIn(backend)
    let empty = try await write("   ", in: model)
    #expect(empty.problem == OwnQuoteModel.emptyText && model.presentation.top?.destination.ownQuote === empty)
    empty.text = "Said by nobody."
    empty.author = " "
    await empty.save()
    #expect(empty.problem == OwnQuoteModel.emptyAuthor, "the server needs an author")
    empty.author = "Me"
    empty.text = String(repeating: "a", count: OwnQuoteModel.maxText + 1)
    await empty.save()
    #expect(empty.problem == OwnQuoteModel.textTooLong && empty.text.count == OwnQuoteModel.maxText + 1)
    // 600 letters, each with a combining accent: 600 characters on screen, 1,200 as the server counts them.
    empty.text = String(repeating: "e\u{301}", count: 600)
    await empty.save()
    #expect(empty.problem == OwnQuoteModel.textTooLong, "counted as the server counts")
    #expect(model.outbox.pendingCount == 0 && model.library.ownQuotes.isEmpty, "nothing queued to be refused")
    // What was written is never thrown away without asking: Cancel and a held-back swipe down both ask.
    #expect(empty.holdsUserInput)
    empty.cancel()
    model.settlePresentation()
    #expect(
      model.alertUp == .discardOwnQuote(empty) && model.presentation.top?.destination.ownQuote === empty)
    model.presentation.alertDismissed(id: try #require(model.presentation.alert?.id))  // Keep Editing
    let surface = try #require(model.presentation.top)
    model.userAttemptedDismissal(surface)
    #expect(model.alertUp == .discardOwnQuote(empty), "the swipe down asks too")
    model.perform(.discardOwnQuote(empty))
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.library.ownQuotes.isEmpty)
    // An untouched sheet goes at once.
    model.myQuotes.newQuote()
    model.settlePresentation()
    let untouched = try #require(model.presentation.top?.destination.ownQuote)
    #expect(!untouched.holdsUserInput)
    untouched.cancel()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.presentation.alert == nil)

    let guest = try Device(backend).model()
    guest.continueAsGuest()
    guest.myQuotes.newQuote()
    #expect(guest.presentation.destinations.isEmpty && guest.alertUp == .askToSignIn)
  }
}

/// A phone's cache from before quotes had owners.
@Test(
  "Own quotes: a cache from before owners were kept drops its quotes, which it cannot tell apart, and keeps the rest")
func cacheBeforeOwners() async throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qv-owners-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("cache.sqlite").path
  do {
    let old = try DatabaseQueue(path: path)
    try LocalCache.migrator.migrate(old, upTo: "per-user")
    try await old.write { db in
      // Someone's own quote, fetched by the version that did not read owner_id, looks like the catalogue's.
      try db.execute(sql: "INSERT INTO quotes (id, text, author, category) VALUES (7, 'Mine alone', 'Me', 'Love')")
      try db.execute(sql: "INSERT INTO favorites (user_id, quote_id, added_at) VALUES ('u1', 7, 1)")
    }
    try old.close()
  }
  let cache = try LocalCache(path: path)
  try cache.setSignedInUser("u2")
  #expect(try cache.quotes(ids: [7]).isEmpty && cache.quotes(after: nil, category: nil, search: nil).isEmpty)
  #expect(try cache.favoriteIDs(user: "u1") == [7], "the library stays; its quote comes back with the next pull")
}

extension QuoteVaultDestination {
  /// The My Quotes sheet's model, if this is one.
  var ownQuote: OwnQuoteModel? { if case .ownQuote(let sheet) = self { sheet } else { nil } }
}

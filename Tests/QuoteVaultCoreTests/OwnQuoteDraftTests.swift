import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import Testing

/// What the own-quote sheet holds is kept on the device as it is typed: a link that closes the sheet, or iOS
/// ending the app, loses none of it (against quotevault-server on 127.0.0.1).
@MainActor
@Suite("QuoteVault own-quote drafts: kept on the device while written, restored when the sheet opens again")
struct OwnQuoteDraftTests {
  let backend: Backend
  init() async throws { backend = try await Backend(process: true) }

  private func writing(_ text: String, in model: QuoteVaultModel) throws -> OwnQuoteModel {
    model.myQuotes.newQuote()
    model.settlePresentation()
    let sheet = try #require(model.presentation.top?.destination.ownQuote)
    sheet.text = text
    sheet.category = .love
    return sheet
  }

  @Test("Own quotes: a notification, widget or Spotlight link while writing keeps the text, and it comes back")
  func linkWhileWriting() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    _ = try writing("Written on the train, half done", in: model)

    // A link from outside the app clears what is on screen and lands on Home.
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.selectedTab == .home, "the link landed")

    // The next Add starts from what was written; it is still the user's writing, so Cancel asks.
    model.myQuotes.newQuote()
    model.settlePresentation()
    let again = try #require(model.presentation.top?.destination.ownQuote)
    #expect(again.text == "Written on the train, half done" && again.category == .love)
    #expect(again.holdsUserInput)
    again.cancel()
    #expect(model.alertUp == .discardOwnQuote(again), "not thrown away without asking")

    // Discard Changes forgets it, on the device too.
    let discard = try #require(model.presentation.alert?.buttons.first { $0.role == .destructive }?.action)
    model.perform(discard)
    model.settlePresentation()
    model.myQuotes.newQuote()
    model.settlePresentation()
    #expect(model.presentation.top?.destination.ownQuote?.text == "", "discarded: the next sheet starts empty")
  }

  @Test("Own quotes: iOS ending the app mid-writing loses nothing; only its author gets it back; Save forgets it")
  func appEndedMidWriting() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    let email = try #require(model.auth.user?.email)
    _ = try writing("Never sent, never lost", in: model)

    // The app leaves the foreground (the draft reaches the file before that returns), then iOS ends it: the
    // next launch on the phone restores the session and the draft.
    await model.follow(SimulatedScene().leaveApp())
    let relaunched = device.model()
    await relaunched.launch()
    #expect(relaunched.auth.isSignedIn)
    relaunched.myQuotes.newQuote()
    relaunched.settlePresentation()
    let restored = try #require(relaunched.presentation.top?.destination.ownQuote)
    #expect(restored.text == "Never sent, never lost")
    restored.cancel()  // asks; the draft stays
    relaunched.settlePresentation()

    // Someone else signs in on the phone: their sheet starts empty (own quotes are private).
    await relaunched.account.signOut()
    let other = try await signedIn(backend, device: device)
    other.myQuotes.newQuote()
    other.settlePresentation()
    #expect(other.presentation.top?.destination.ownQuote?.text == "")
    await other.account.signOut()

    // The author again: the draft comes back, and once saved it is gone from the device.
    let author = device.model()
    author.signInForm.email = email
    author.signInForm.password = "correct horse battery"
    #expect(await author.signInForm.signIn())
    await author.afterSignIn()
    author.myQuotes.newQuote()
    author.settlePresentation()
    let mine = try #require(author.presentation.top?.destination.ownQuote)
    #expect(mine.text == "Never sent, never lost")
    mine.author = "Me"
    await mine.save()
    author.settlePresentation()
    #expect(author.library.ownQuotes.map(\.text) == ["Never sent, never lost"])
    author.myQuotes.newQuote()
    author.settlePresentation()
    #expect(author.presentation.top?.destination.ownQuote?.text == "", "saved: nothing left to restore")
  }

  /// The drafts file's path: a folder put there makes every write of it fail, as a full or broken disk would.
  private func draftsFile(_ device: Device) -> URL {
    device.store.directory.appendingPathComponent("quotevault-own-quote-drafts.json")
  }

  @Test("Own quotes: typing changes memory only; one write carries a burst of keystrokes, the last of them")
  func keystrokesCoalesce() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    let sheet = try writing("", in: model)
    for length in 1...40 { sheet.text = String(repeating: "a", count: length) }
    await model.myQuotes.flushDrafts()
    let stored = device.store.read(QuoteVaultShared.ownQuoteDrafts)
    #expect(stored.values.map(\.text) == [String(repeating: "a", count: 40)], "the file ends with the last keystroke")
    #expect(sheet.draftProblem == nil)
  }

  @Test("Own quotes: a draft that cannot be kept on the device is said under the fields, and again once it is kept")
  func failedDraftSaveIsSaid() async throws {
    let device = try Device(backend)
    let model = try await signedIn(backend, device: device)
    try FileManager.default.createDirectory(at: draftsFile(device), withIntermediateDirectories: true)
    let sheet = try writing("Not on the disk yet", in: model)
    await model.myQuotes.flushDrafts()
    #expect(
      sheet.draftProblem
        == "What you're writing couldn't be kept on this iPhone. Save it before you leave, or it may be lost.")
    #expect(sheet.text == "Not on the disk yet", "what is typed stays on screen")

    // The obstacle goes: the next keystroke is kept, and the words go.
    try FileManager.default.removeItem(at: draftsFile(device))
    sheet.text += "."
    await model.myQuotes.flushDrafts()
    #expect(sheet.draftProblem == nil)
    #expect(device.store.read(QuoteVaultShared.ownQuoteDrafts).values.map(\.text) == ["Not on the disk yet."])

    // With the sheet closed by a link, a write that fails is said as an alert.
    try FileManager.default.removeItem(at: draftsFile(device))
    try FileManager.default.createDirectory(at: draftsFile(device), withIntermediateDirectories: true)
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    sheet.text += "!"
    await model.myQuotes.flushDrafts()
    model.settlePresentation()
    #expect(model.presentation.alert?.message?.contains("couldn't be kept on this iPhone") == true)
  }
}

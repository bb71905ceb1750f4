import Foundation
import InsolentBardCore
import Testing

@Suite("Copy says \"Copied!\" where the user tapped")
@MainActor
struct CopyConfirmationTests {
  @Test("IB-1.2: the Copy button's words turn to \"Copied!\" after a tap, and back after the moment")
  func copyButton() throws {
    let harness = BardHarness()
    let app = harness.model()
    #expect(app.copyButtonTitle.text == "Copy")
    app.copyInsult()
    #expect(harness.recorder.copied == [app.current.insult])
    #expect(app.copyButtonTitle.text == "Copied!")
    let confirmation = try #require(app.copyConfirmation)
    #expect(confirmation.announcement == "Copied!", "VoiceOver hears it")
    app.copyConfirmationEnded(confirmation.id)
    #expect(app.copyButtonTitle.text == "Copy")
  }

  @Test("A second copy restarts the moment: the first one's end does not cut it short")
  func secondCopyRestarts() throws {
    let app = BardHarness().model()
    app.copyInsult()
    let first = try #require(app.copyConfirmation)
    app.copyInsult()
    app.copyConfirmationEnded(first.id)
    #expect(app.copyButtonTitle.text == "Copied!")
    app.copyConfirmationEnded(try #require(app.copyConfirmation).id)
    #expect(app.copyConfirmation == nil)
  }

  @Test("A new insult reads \"Copy\" again: it has not been copied")
  func newInsultNotCopied() {
    let app = BardHarness().model()
    app.copyInsult()
    app.anotherInsult()
    #expect(app.copyButtonTitle.text == "Copy")
  }

  @Test("A History or Favourites row says \"Copied!\" once copied, and only that row")
  func rowSaysCopied() throws {
    let app = BardHarness().model()
    let first = app.current.insult
    app.toggleFavourite()
    app.anotherInsult()
    let history = try app.openSaved(.history)
    let row = try #require(history.rows.last)
    history.copy(row.text)
    #expect(history.isCopied(first))
    #expect(!history.isCopied(app.current.insult))
    #expect(app.copyButtonTitle.text == "Copy", "the button under the current insult copied nothing")
    #expect(app.copyConfirmation?.announcement == "Copied!")
  }
}

import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import RenderingCairo
import Testing

/// The share sheet and the photo picker are surfaces of QuoteVault's stack, driven as the SwiftUI adapter
/// drives them: a widget or notification tap dismisses them first, and one SwiftUI never shows is let go.
@MainActor
@Suite("QuoteVault's system sheets: share sheet and photo picker in the stack")
struct SystemSheetTests {
  let backend: Backend
  init() async throws { backend = try await Backend() }

  func ready() async throws -> (QuoteVaultModel, Quote) {
    let model = try await signedIn(backend)
    await model.feed.reload()
    return (model, try #require(model.feed.quotes.first))
  }

  @Test("QV-7.4 / QV-10.3: a widget link, then a notification tap, over the share sheet: it goes first, then Home")
  func tapsDismissTheShareSheet() async throws {
    let (model, quote) = try await ready()
    // The widget's link, then the notification's own (its `userInfo["url"]`, what the app delegate opens).
    let widgetLink = NotificationPlan.deepLink
    let notificationLink = try #require(URL(string: NotificationPlan.deepLink.absoluteString))
    for (name, link) in [("widget", widgetLink), ("notification", notificationLink)] {
      model.selectedTab = .favorites
      model.share(quote)
      model.settlePresentation()
      let sheet = try #require(model.presentation.top)
      #expect(sheet.destination == .share(ShareItem(text: quote.shareText)), "\(name): the share sheet is up")
      model.open(link)
      #expect(model.presentation.surfaces.isEmpty, "\(name): the share sheet is dismissed first")
      #expect(model.presentation.leaving.map(\.surface.id) == [sheet.id], "\(name): and slides away")
      model.settlePresentation()
      #expect(model.presentation.destinations.isEmpty && model.presentation.alert == nil)
      #expect(model.selectedTab == .home && model.daily.isHighlighted, "\(name): Home shows the quote")
      model.daily.shown()
    }
  }

  @Test("QV-8.2: the card's share sheet goes over the card; a tap dismisses both, and Done on it leaves the card")
  func cardShareSheet() async throws {
    let (model, quote) = try await ready()
    model.shareCard(quote)
    model.settlePresentation()
    let card = ShareItem(text: quote.shareText, image: Data([0x89, 0x50]), title: "Quote card")
    model.share(card)
    model.settlePresentation()
    let shown = try #require(model.presentation.destinations.first?.shareCard)
    #expect(shown.quote == quote && model.presentation.destinations == [.shareCard(shown), .share(card)])
    let sheet = try #require(model.presentation.top)
    model.systemSheetFinished(sheet)
    model.settlePresentation()
    #expect(model.presentation.destinations == [.shareCard(shown)], "shared: the same card stays")
    model.share(card)
    model.settlePresentation()
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.selectedTab == .home)
  }

  @Test("QV-2.3: the photo picker is a sheet of the stack: Cancel dismisses it, and a tap over it goes to Home")
  func photoPicker() async throws {
    let (model, _) = try await ready()
    let renderer = CairoRenderer()
    model.selectedTab = .settings
    model.chooseAvatar()
    model.settlePresentation()
    #expect(model.presentation.destinations == [.avatarPicker])
    await model.avatarPicked(.cancelled, renderer: renderer)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.messages.last == nil)
    model.chooseAvatar()
    model.settlePresentation()
    await model.avatarPicked(.unavailable, renderer: renderer)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.messages.last != nil, "said, not swallowed")
    #expect(model.presentation.alert(on: 0)?.message == model.messages.last, "as an alert once the picker went")
    model.chooseAvatar()
    model.settlePresentation()
    model.open(NotificationPlan.deepLink)
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty && model.selectedTab == .home)
  }

  @Test("A share sheet SwiftUI never shows is let go after the bound, and the message after it shows")
  func neverShownShareSheetIsLetGo() async throws {
    let (model, quote) = try await ready()
    model.share(quote)
    let dropped = try #require(model.presentation.top)
    model.showMessage("Saved to Photos.")
    #expect(model.presentation.alert(on: 1) == nil && model.presentation.alert(on: 0) == nil, "held meanwhile")
    model.presentationTimedOut(dropped.id)
    #expect(model.presentation.surfaces.isEmpty)
    #expect(model.presentation.alert(on: 0)?.message == "Saved to Photos.", "the message shows on the root")
    model.shareCard(quote)
    model.settlePresentation()
    #expect(model.presentation.destinations.map(\.shareCard?.quote) == [quote], "later sheets are presented")
  }

  @Test(
    "QV-8.3 / QV-8.4: the card sheet holds its own model: its style stays while it slides away, a save's message shows over it, Done dismisses it"
  )
  func cardSheetOwnsItsModel() async throws {
    let photos = SimulatedPhotoLibrary()
    photos.scriptPrompt(allow: true)
    let model = try Device(backend).model(photos: photos)
    model.continueAsGuest()
    await model.feed.reload()
    let quote = try #require(model.feed.quotes.first)
    model.shareCard(quote)
    model.settlePresentation()
    let card = try #require(model.presentation.top?.destination.shareCard)
    card.template = .bold
    await card.save()
    #expect(photos.saved.count == 1)
    let message = try #require(model.presentation.alert(on: 1), "the message, over the card")
    #expect(message.message == PhotoSaveResult.saved.message)
    model.presentation.alertDismissed(id: message.id)
    card.done()
    // Dismissed, and still the same card with its style until the sheet has slid away.
    #expect(model.presentation.leaving.map(\.surface.destination.shareCard?.template) == [.bold])
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    // Another Share as Card is a new card, in the style last chosen.
    model.shareCard(quote)
    model.settlePresentation()
    let next = try #require(model.presentation.top?.destination.shareCard)
    #expect(next !== card && next.template == .bold)
  }
}

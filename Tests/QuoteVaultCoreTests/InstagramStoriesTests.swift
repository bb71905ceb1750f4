import AppServices
import AppServicesTestSupport
import Foundation
import Presentation
import QuoteVaultCore
import RenderingCairo
import Testing

/// What the share card screen hands its share sheet, for a card tested alone.
@MainActor
final class ShareSheetRecorder {
  private(set) var items: [ShareItem] = []
  func record(_ item: ShareItem) { items.append(item) }
}

/// Issue 42: a share card goes to Instagram Stories by Meta's documented hand-off ("Sharing to Stories", iOS:
/// the image on the pasteboard under `com.instagram.sharedSticker.backgroundImage`, then
/// `instagram-stories://share?source_application=<Facebook App ID>`), where Instagram is installed and the build
/// has an App ID; the share sheet otherwise.
@MainActor
@Suite("Share cards to Instagram Stories, the share sheet otherwise")
struct InstagramStoriesTests {
  let quote = Quote(id: 1, text: "Well begun is half done.", author: "Aristotle", category: "Wisdom")
  static let appID = "1234567890123456"
  nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let composer = "instagram-stories://share?source_application=1234567890123456"

  /// The phone, with or without Instagram; the app lists `instagram-stories` in `LSApplicationQueriesSchemes`, as
  /// Apps/project.yml does.
  func phone(instagram: Bool, listed: Bool = true) -> SimulatedURLOpener {
    SimulatedURLOpener(
      installed: SimulatedURLOpener.stockSchemes.union(instagram ? [InstagramStories.scheme] : []),
      queriesSchemes: listed ? [InstagramStories.scheme] : [])
  }

  func card(urls: SimulatedURLOpener, pasteboard: SimulatedPasteboard = SimulatedPasteboard(), appID: String?)
    -> ShareCardModel
  {
    ShareCardModel(
      quote: quote, renderer: CairoRenderer(), photos: Unimplemented("Photos"),
      stories: InstagramStories(configured: appID, urls: urls, pasteboard: pasteboard, now: { Self.now }))
  }

  @Test("Instagram Stories is not offered without Instagram, without a Facebook App ID, or unlisted for canOpenURL")
  func hiddenWithoutInstagramOrAppID() {
    #expect(card(urls: phone(instagram: false), appID: Self.appID).shareTargets == [.shareSheet], "no Instagram")
    for configured in [nil, "", "  ", "$(QUOTEVAULT_FACEBOOK_APP_ID)", "12ab", String(repeating: "1", count: 40)] {
      #expect(
        card(urls: phone(instagram: true), appID: configured).shareTargets == [.shareSheet],
        "no usable App ID: \(configured ?? "nil")")
    }
    #expect(
      card(urls: phone(instagram: true, listed: false), appID: Self.appID).shareTargets == [.shareSheet],
      "iOS answers canOpenURL only for a listed scheme")
  }

  @Test("with Instagram installed and a Facebook App ID, Instagram Stories is offered before the share sheet")
  func shownWithInstagramAndAppID() {
    #expect(card(urls: phone(instagram: true), appID: Self.appID).shareTargets == [.instagramStories, .shareSheet])
    #expect(
      card(urls: phone(instagram: true), appID: " \(Self.appID)\n").shareTargets.first == .instagramStories,
      "the build's setting, trimmed")
  }

  @Test("Instagram Stories: a 1080 x 1920 PNG under Instagram's key for five minutes, then the composer opens")
  func tapHandsTheStoryToInstagram() async throws {
    let urls = phone(instagram: true)
    let pasteboard = SimulatedPasteboard()
    let model = card(urls: urls, pasteboard: pasteboard, appID: Self.appID)
    let sheet = ShareSheetRecorder()
    model.onShare = { sheet.record($0) }
    await model.share(to: .instagramStories)
    let items = pasteboard.items(at: Self.now)
    #expect(items.count == 1 && items.first?.keys.sorted() == ["com.instagram.sharedSticker.backgroundImage"])
    let png = try #require(items.first?[InstagramStories.backgroundImageType])
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let story = try Bitmap(png: png)
    #expect(story.width == 1080 && story.height == 1920)
    #expect(pasteboard.expiration == Self.now.addingTimeInterval(5 * 60))
    #expect(pasteboard.items(at: Self.now.addingTimeInterval(5 * 60)).isEmpty, "off the clipboard after 5 minutes")
    #expect(urls.opened == [Self.composer])
    #expect(sheet.items.isEmpty, "Instagram opened: no share sheet as well")
    #expect(!model.isSharingToStories)
  }

  @Test("the story card keeps the quote inside the frame Instagram's controls leave clear")
  func storyCardLayout() {
    let story = ShareCard.make(quote, style: ShareCardStyle(), format: .story, measurer: CairoRenderer())
    #expect(story.list.size == ShareCardFormat.story.size)
    #expect(story.quoteText.frame.minY >= 250 && story.quoteText.frame.maxY <= 1920 - 250)
    #expect(!story.overflows)
  }

  @Test("Instagram deleted after the screen showed its button: the share sheet comes instead, with no error")
  func failedOpenFallsBackToTheShareSheet() async throws {
    let backend = try await Backend()
    let urls = phone(instagram: true)
    let app = try Device(backend).model(urls: urls, pasteboard: SimulatedPasteboard(), facebookAppID: Self.appID)
    app.shareCard(quote)
    app.settlePresentation()
    let card = try #require(app.presentation.top?.destination.shareCard)
    #expect(card.shareTargets == [.instagramStories, .shareSheet])
    await card.renderCard()
    urls.installed.remove(InstagramStories.scheme)
    await card.share(to: .instagramStories)
    app.settlePresentation()
    #expect(urls.opened == [Self.composer], "it tried Instagram first")
    #expect(app.presentation.surfaces.count == 2, "the share sheet over the card")
    guard case .share(let item) = app.presentation.top?.destination else {
      Issue.record("no share sheet: \(String(describing: app.presentation.top?.destination))")
      return
    }
    #expect(item == card.shareItem && item.image != nil && item.text == quote.shareText)
    #expect(
      app.presentation.alert == nil && app.presentation.waitingMessages.isEmpty,
      "nothing went wrong, as far as the user knows")
  }
}

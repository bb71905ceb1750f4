import AppServices
import AppServicesTestSupport
import DesignSystem
import Foundation
import QuoteVaultCore
import Rendering
import RenderingCairo
import SharedStore
import Testing

@MainActor
@Suite("QuoteVault share cards and appearance")
struct ShareAndThemeTests {
  let renderer = CairoRenderer()
  let quote = Quote(
    id: 1, text: "Do what you can, with what you have, where you are.", author: "Theodore Roosevelt",
    category: "Motivation")

  func model(_ photos: SimulatedPhotoLibrary) -> ShareCardModel {
    ShareCardModel(quote: quote, renderer: renderer, photos: photos)
  }

  @Test("QV-8.1: share hands the system sheet the quote and its author as tidy text")
  func shareText() {
    #expect(
      model(SimulatedPhotoLibrary()).shareText
        == "“Do what you can, with what you have, where you are.” — Theodore Roosevelt"
    )
    // Whatever the stored text looks like, what lands in Messages reads right.
    let messy = Quote(
      id: 2, text: "  “Stay hungry,\n  stay foolish.”  ", author: " Stewart\tBrand ", category: "Wisdom")
    #expect(messy.shareText == "“Stay hungry, stay foolish.” — Stewart Brand")
    let anonymous = Quote(id: 3, text: "Be kind.", author: "   ", category: "Wisdom")
    #expect(anonymous.shareText == "“Be kind.” — Unknown")
  }

  @Test("QV-8.2 / QV-8.3: three card styles, each an image with the whole quote and the author")
  func cards() throws {
    #expect(ShareCardTemplate.allCases.count >= 3)
    var images: [Bitmap] = []
    for template in ShareCardTemplate.allCases {
      let card = ShareCard.make(quote, template: template, measurer: renderer)
      #expect(!card.overflows)
      let texts = card.list.items.compactMap { item -> String? in
        if case .text(let text) = item { return text.text }
        return nil
      }
      #expect(texts.contains("“\(quote.text)”") && texts.contains("— Theodore Roosevelt"))
      images.append(try renderer.renderPixels(card.list, pixelWidth: 270))
    }
    for (index, image) in images.enumerated() {
      for other in images[(index + 1)...] { #expect((image.meanDifference(from: other) ?? 0) > 0.02) }
    }
    // A very long quote still fits, smaller, or ends in an ellipsis instead of running off the card.
    let long = Quote(
      id: 2, text: String(repeating: "Words upon words. ", count: 80), author: "Anon", category: "Wisdom")
    let card = ShareCard.make(long, template: .bold, measurer: renderer)
    #expect(card.quoteText.font.size >= 34 && card.quoteText.frame.maxY <= ShareCardTemplate.size.height)
  }

  @Test("QV-8.4: saving puts the card's PNG in Photos")
  func save() async throws {
    let photos = SimulatedPhotoLibrary()
    photos.scriptPrompt(allow: true)
    let share = model(photos)
    share.template = .minimal
    #expect(await share.saveSaying() == "Saved to Photos.")
    #expect(photos.promptsShown == 1, "iOS asks at the first save")
    let saved = try #require(photos.saved.first)
    #expect(saved.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try Bitmap(png: saved).width == 1080)
  }

  @Test("QV-8.5: with Photos access denied, the app says how to allow it")
  func denied() async {
    let photos = SimulatedPhotoLibrary()
    photos.scriptPrompt(allow: false)
    let share = model(photos)
    #expect(await share.saveSaying() == "QuoteVault can't save to Photos. Allow it in Settings > QuoteVault > Photos.")
    // Later saves use the stored answer, with no prompt.
    await share.save()
    #expect(photos.promptsShown == 1 && photos.saved.isEmpty)
  }

  /// Settings of a signed-out app (nothing is sent, so no server is needed).
  func makeSettings() throws -> (SettingsModel, SharedStore, Device) {
    let device = try Device(url: URL(string: "http://127.0.0.1:9")!, key: "unused")
    let outbox = OutboxSync(service: device.service, connectivity: Connectivity(), userID: { nil })
    return (
      SettingsModel(store: device.store, service: device.service, outbox: outbox, userID: { nil }), device.store,
      device
    )
  }

  @Test("QV-9.1 / QV-9.2: dark and light override the system appearance; System follows it")
  func appearance() throws {
    let (settings, _, _) = try makeSettings()
    // The root view hands `preferredScheme` to SwiftUI's preferredColorScheme: nil follows the system.
    #expect(settings.settings.preferredScheme == nil)
    settings.appearance = .light
    #expect(settings.settings.preferredScheme == .light)
    settings.appearance = .dark
    #expect(settings.settings.preferredScheme == .dark)
    settings.appearance = .system
    #expect(settings.settings.preferredScheme == nil)
  }

  @Test("QV-9.3 / QV-9.4: at least two accents beyond the default, and the chosen one themes the app")
  func accents() throws {
    #expect(QuoteVaultSettings.accents.count >= 3)
    let (settings, _, _) = try makeSettings()
    #expect(settings.settings.theme.accent == QuoteVaultSettings.accents[0].color)
    for accent in QuoteVaultSettings.accents.dropFirst() {
      settings.accent = accent.id
      #expect(settings.settings.theme.accent == accent.color)
      #expect(settings.settings.theme.onAccent == accent.onColor)
    }
  }

  @Test("QV-9.5: the font size setting scales quote text, within its limits")
  func fontSize() throws {
    let (settings, _, _) = try makeSettings()
    let standard = settings.settings.quoteTextSize(at: .large)
    let featured = settings.settings.featuredQuoteTextSize(at: .large)
    let reader = settings.settings.readerQuoteTextSize(at: .large)
    #expect(featured > standard, "the Quote of the Day card a step above the rows")
    #expect(reader > featured, "the full-screen reader a step above the card")
    settings.fontScale = 1.4
    #expect(settings.settings.quoteTextSize(at: .large) > standard * 1.3)
    #expect(settings.settings.featuredQuoteTextSize(at: .large) > featured * 1.3, "the card follows Quote Size too")
    #expect(settings.settings.readerQuoteTextSize(at: .large) > reader * 1.3, "and the reader")
    // At the largest accessibility size, Quote Size adds nothing past 60 points: words still fit on a line.
    settings.fontScale = 1.6
    #expect(settings.settings.quoteTextSize(at: .accessibility5) <= 60)
    #expect(settings.settings.featuredQuoteTextSize(at: .accessibility5) <= 60, "the quote page and card too")
    #expect(settings.settings.readerQuoteTextSize(at: .accessibility5) <= 60, "the reader too")
    // A scale stored by another device between two choices shows as the nearest choice in the picker.
    #expect(
      QuoteVaultSettings.nearestFontScaleChoice(1.3) == 1.2 || QuoteVaultSettings.nearestFontScaleChoice(1.3) == 1.4)
    #expect(
      QuoteVaultSettings.nearestFontScaleChoice(1.45) == 1.4 && QuoteVaultSettings.nearestFontScaleChoice(9) == 1.6)
    #expect(settings.settings.quoteTextSize(at: .accessibility5) >= settings.settings.quoteTextSize(at: .large))
    settings.fontScale = 9
    #expect(settings.fontScale == 1.6)
    settings.fontScale = 0
    #expect(settings.fontScale == 0.8)
  }

  @Test("QV-9.6: every setting is kept on the device")
  func persisted() throws {
    let (settings, store, device) = try makeSettings()
    settings.appearance = .dark
    settings.accent = "teal"
    settings.fontScale = 1.2
    settings.setNotifications(enabled: true, time: "07:15")
    let reopened = SettingsModel(
      store: store, service: device.service,
      outbox: OutboxSync(service: device.service, connectivity: Connectivity(), userID: { nil }), userID: { nil })
    #expect(reopened.settings == settings.settings)
    #expect(reopened.settings.notificationTime == "07:15" && reopened.accent == "teal")
  }

  @Test("QV-9.7: signed in, the preferences reach the profile and follow the user to a new device")
  func synced() async throws {
    let backend = try await Backend()
    let email = newEmail()
    let phone = try await signedIn(backend, email: email)
    phone.settings.appearance = .dark
    phone.settings.accent = "rose"
    phone.settings.fontScale = 1.3
    await phone.settings.finishSync()

    let tablet = try await signedIn(backend, email: email, signUp: false)
    #expect(tablet.settings.appearance == .dark)
    #expect(tablet.settings.accent == "rose")
    #expect(tablet.settings.fontScale == 1.3)
  }
}

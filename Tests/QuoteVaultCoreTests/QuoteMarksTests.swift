import Foundation
import Localization
import QuoteVaultCore
import Testing

/// A notification's quote in the quotation marks of the language the app shows (`Quote.notificationBody`, which
/// the daily notification's and the reminders' plans put in each request's body).
@Suite("QuoteVault notifications: the quote in the language's own quotation marks")
struct QuoteMarksTests {
  let quote = Quote(id: 1, text: "Well done is better than well said.", author: "Benjamin Franklin", category: "Wisdom")

  @Test("English, French, German and Japanese each write the quote their own way")
  func marksByLanguage() {
    #expect(quote.notificationBody(language: "en") == "“Well done is better than well said.” — Benjamin Franklin")
    #expect(
      quote.notificationBody(language: "fr")
        == "«\u{202F}Well done is better than well said.\u{202F}» — Benjamin Franklin")
    #expect(quote.notificationBody(language: "de") == "„Well done is better than well said.“ — Benjamin Franklin")
    #expect(quote.notificationBody(language: "ja") == "「Well done is better than well said.」 — Benjamin Franklin")
  }

  @Test("The plan's body is in the marks of the language the app shows")
  func planFollowsAppLanguage() {
    let now = Date(timeIntervalSince1970: 1_773_478_800)
    let zone = TimeZone(identifier: "Europe/Paris") ?? .current
    let day = QuoteDay.string(now.addingTimeInterval(86_400), timeZone: zone)
    let german = Localizer.formats(language: "de") { _ in nil }
    let plan = Localizer.with(german) {
      NotificationPlan.make(enabled: true, time: "08:00", now: now, timeZone: zone, quotes: [day: quote])
    }
    #expect(plan.contains { $0.body == "„Well done is better than well said.“ — Benjamin Franklin" })
  }
}

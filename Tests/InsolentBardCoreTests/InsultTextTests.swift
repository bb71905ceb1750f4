import Foundation
import InsolentBardCore
import Testing

@Suite("The insults are English to VoiceOver in every language")
struct InsultTextTests {
  @Test("An insult, or one of its words, is marked en-GB over all its characters, none read as markdown")
  func marksEnglish() {
    for text in ["Thou art a puking, tickle-brained canker-blossom!", "*codpiece*", "[x](y)", ""] {
      let attributed = InsultText.attributed(text)
      #expect(String(attributed.characters) == text)
      #expect(attributed.runs.allSatisfy { $0.languageIdentifier == "en-GB" }, "\(text)")
    }
  }

  @Test("The widget marks its insults English, but not its word (in the user's language) on keeping favourites")
  func widgetEntries() throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let insult = WidgetTimeline.plan(now: now, settings: BardSettings(), current: nil, timeZone: utc).entries
    let shown = try #require(insult.first)
    #expect(shown.spokenInsult(shown.insult).runs.first?.languageIdentifier == "en-GB", "the fallback insult")
    let empty = try #require(
      WidgetTimeline.favouritesPlan(
        now: now, favourites: [], settings: BardSettings(), timeZone: utc, locale: usEnglish
      ).entries.first)
    #expect(empty.opensFavourites)
    #expect(empty.spokenInsult(empty.insult).runs.allSatisfy { $0.languageIdentifier == nil })
  }
}

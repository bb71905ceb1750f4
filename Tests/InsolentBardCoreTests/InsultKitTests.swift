import Foundation
import InsolentBardCore
import Testing

@Suite("IB-1 Insults")
struct InsultKitTests {
  @Test("IB-1.1: three columns of fifty Shakespearean words, misprints corrected, each with a gloss")
  func columns() {
    let kit = InsultKit.full
    for column in [kit.adjectives, kit.compounds, kit.nouns] {
      #expect(column.count == 50)
      #expect(Set(column.map(\.text)).count == 50)
      for word in column { #expect(!word.gloss.isEmpty, "\(word.text)") }
    }
    #expect(kit.count == 125_000)
    let all = Set((kit.adjectives + kit.compounds + kit.nouns).map(\.text))
    #expect(all.isSuperset(of: ["quailing", "urchin-snouted", "jolthead", "varlet", "puking", "canker-blossom"]))
    #expect(all.isDisjoint(with: ["qualling", "unchin-snouted", "joithead", "varlot"]))
    #expect(kit.compounds.allSatisfy { $0.text.contains("-") || $0.text == "doghearted" })
  }

  @Test("IB-1.1: every one of the 125,000 insults is in the spec's style with the right article")
  func grammar() async throws {
    let kit = InsultKit.full
    let vowelSounds: Set<String> = ["artless", "errant", "impertinent", "infectious", "unmuzzled"]
    let pattern = try Regex(#"^Thou art (a|an) ([a-z]+), ([a-z-]+) ([a-z-]+)!$"#)
    for index in 0..<kit.count {
      let insult = kit.insult(at: index)
      let text = insult.text
      let match = try #require(text.wholeMatch(of: pattern), "\(text)")
      let article = String(match.output[1].substring!)
      #expect(article == (vowelSounds.contains(insult.adjective.text) ? "an" : "a"), "\(text)")
      if index % 25_000 != 0 { continue }
      #expect(match.output[2].substring! == insult.adjective.text[...])
    }
  }

  @Test("IB-1.1: the spec's example is one of the kit's insults, word for word")
  func specExample() async throws {
    let kit = InsultKit.full
    let index = try #require(
      (0..<kit.count).first { kit.insult(at: $0).text == "Thou art a puking, tickle-brained canker-blossom!" })
    #expect(kit.insult(at: index).glosses.map(\.word) == ["puking", "tickle-brained", "canker-blossom"])
    #expect(kit.insult(at: 0).text == "Thou art an artless, base-court apple-john!")
  }

  @Test("The family-friendly kit leaves out the coarse words and nothing else")
  func familyFriendly() {
    let clean = InsultKit.make(familyFriendly: true)
    let words = (clean.adjectives + clean.compounds + clean.nouns).map(\.text)
    #expect(!words.contains("codpiece") && !words.contains("strumpet") && !words.contains("ruttish"))
    #expect(words.count == 150 - 8)
    #expect(InsultKit.full.word("puking")?.gloss == "sickly, vomiting")
  }

  @Test("IB-1.2: bard --new prints a fresh random insult; --explain glosses each word")
  func commandLine() async throws {
    let new = try await runBard(["--new"])
    #expect(new.status == 0)
    #expect(new.output.hasPrefix("Thou art "))
    let explained = try await runBard(["--explain", "--at", "2026-11-21T14:05:00Z", "--time-zone", "UTC"])
    let lines = explained.output.split(separator: "\n")
    #expect(lines.count == 4)
    let insult = InsultSchedule(interval: .hour, timeZone: utc).insult(at: date("2026-11-21T14:05:00Z"))
    #expect(lines.dropFirst().map { String($0) } == insult.glosses.map { "  \($0.word): \($0.gloss)" })
  }

  @Test("bard rejects bad arguments with a clear message and a non-zero exit")
  func commandLineErrors() async throws {
    for (arguments, message) in [
      (["--interval", "7"], "--interval must be 5, 15, 30 or 60"),
      (["--at", "yesterday"], "--at must be an ISO-8601 time"),
      (["--time-zone", "Mars/Olympus"], "--time-zone must be an IANA identifier"),
      (["--bogus"], "Unknown option"),
    ] {
      let result = try await runBard(arguments)
      #expect(result.status != 0, "\(arguments)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
      #expect(result.output.isEmpty)
    }
  }
}

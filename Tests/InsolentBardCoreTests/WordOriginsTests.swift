import InsolentBardCore
import Presentation
import Testing

@Suite("Where each word comes from: its gloss and the play that uses it")
@MainActor
struct WordOriginsTests {
  @Test("Every word of the kit has a gloss and a play, act and scene, save the four the 37 plays never use")
  func everyWordHasAPlay() {
    let kit = InsultKit.full
    let words = kit.adjectives + kit.compounds + kit.nouns
    #expect(words.count == 150)
    var withoutPlay: [String] = []
    for word in words {
      #expect(!word.gloss.isEmpty, "\(word.text) has a gloss")
      guard let source = InsultKit.source(of: word.text) else {
        #expect(InsultKit.isNotInThePlays(word.text), "\(word.text): a play, or said to be in none")
        withoutPlay.append(word.text)
        continue
      }
      #expect(!InsultKit.isNotInThePlays(word.text))
      #expect(ShakespearePlays.titles.contains(source.play), "\(word.text): \(source.play) is one of the 37")
      #expect((1...5).contains(source.act ?? 0), "\(word.text): an act of five")
      #expect(source.scene.map { $0 >= 1 } ?? true)
      #expect(source.otherPlays < ShakespearePlays.titles.count)
      #expect(source.form != word.text, "a spelling is given only where the play's differs")
    }
    #expect(ShakespearePlays.titles.count == 37)
    #expect(withoutPlay.sorted() == ["dismal-dreaming", "flap-mouthed", "pox-marked", "urchin-snouted"])
  }

  @Test("The words are found where the plays put them, in the spelling the plays print")
  func knownPlaces() throws {
    let blossom = try #require(InsultKit.source(of: "canker-blossom"))
    #expect(BardCopy.playLine(blossom).text == "A Midsummer Night's Dream, Act 3, Scene 2")
    #expect(BardCopy.formLine(blossom)?.text == nil)
    let dog = try #require(InsultKit.source(of: "doghearted"))
    #expect(BardCopy.playLine(dog).text == "King Lear, Act 4, Scene 3")
    #expect(BardCopy.formLine(dog)?.text == "As “dog-hearted”")
    let clot = try #require(InsultKit.source(of: "clotpole"))
    #expect(clot.form == "clotpoll" && clot.otherPlays == 3)
    #expect(BardCopy.formLine(clot)?.text == "As “clotpoll”; also in 3 other plays")
    let tardy = try #require(InsultKit.source(of: "tardy-gaited"))
    #expect(BardCopy.playLine(tardy).text == "Henry V, Act 4", "a chorus has no scene")
    #expect(BardCopy.playLine(nil).text == "Not used in any of the 37 plays")
  }

  @Test("Tapping the insult opens its three words, with gloss and play; the sheet keeps them while it slides away")
  func sheetOfTheTappedInsult() throws {
    let harness = BardHarness()
    let app = harness.model()
    let tapped = app.current.insult
    app.explainWords()
    guard case .wordOrigins(let sheet)? = app.presentation.top?.destination else {
      Issue.record("the word sheet is up")
      return
    }
    let insult = try #require(InsultKit.full.insult(parsing: tapped))
    #expect(sheet.insult == tapped)
    #expect(sheet.words.map(\.word) == [insult.adjective.text, insult.compound.text, insult.noun.text])
    #expect(sheet.words.map(\.gloss) == [insult.adjective.gloss, insult.compound.gloss, insult.noun.gloss])
    for origin in sheet.words {
      #expect(origin.playLine == BardCopy.playLine(InsultKit.source(of: origin.word)).text)
    }
    // The insult changes under the sheet (the slot ends): the sheet still shows the words that were tapped.
    app.anotherInsult()
    #expect(app.current.insult != tapped)
    #expect(sheet.insult == tapped)
    sheet.done()
    #expect(app.presentation.surfaces.isEmpty, "Done closes it")
  }
}

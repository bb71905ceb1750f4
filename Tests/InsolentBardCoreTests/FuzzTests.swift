import Foundation
import InsolentBardCore
import TestSupport
import Testing

/// A widget's link is outside input: any app or web page can open insolentbard:// with any `?insult=`. Seeded, so
/// a failure is reproducible; bounded in count (`scripts/fuzz` runs longer).
@Suite("The Insolent Bard's hostile input")
struct FuzzTests {
  /// Links as the widgets write them, and near misses: other words, the fallback, a different case.
  static let seeds: [[UInt8]] = [
    BardRoute.shareURL(for: "Thou art a puking, tickle-brained canker-blossom!").absoluteString,
    BardRoute.shareURL(for: "Thou art an artless, base-court apple-john!").absoluteString,
    BardRoute.shareURL(for: "Thou art a villainous, tickle-brained whey-face? Not quite").absoluteString,
    "insolentbard://share-insult", "INSOLENTBARD://Share-Insult/?insult=x&insult=y", "insolentbard://favourites",
    "insolentbard:///favorites/", "insolentbard://share-insult?insult=%F0%9F%98%88%00&other=1",
  ].map { Array($0.utf8) }

  @Test("Widget links: mutated and random ?insult= links give a route or nothing, and only the kit's words")
  func widgetLinks() {
    var fuzzer = Fuzzer(seed: 0xBA4D)
    var shared = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes = fuzzer.chance(0.2) ? fuzzer.bytes(upTo: 80) : fuzzer.mutate(fuzzer.pick(Self.seeds))
      guard let url = URL(string: String(decoding: bytes, as: UTF8.self)), let route = BardRoute(url: url) else {
        return
      }
      guard case .shareInsult(let named?) = route else { return }
      shared += 1
      let insult = InsultKit.full.insult(parsing: named)
      #expect(insult?.text == named, "a named insult is one of the kit's, word for word: \(named)")
      #expect(BardRoute(url: BardRoute.shareURL(for: named)) == route, "and survives its own link")
    }
    #expect(shared > 0, "the mutations reach the insult parser")
  }

  @Test("Insult texts: mutated and random texts parse to the kit insult that reads exactly so, or to nothing")
  func insultTexts() {
    var fuzzer = Fuzzer(seed: 0x1A5017)
    let kit = InsultKit.full
    let seeds = (0..<20).map { Array(kit.insult(at: $0 * 6_247).text.utf8) }
    let alphabet = Fuzzer.syntax + Array("ABTHaouy'!,- ".utf8)
    var parsed = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 5_000)) { fuzzer in
      let bytes =
        fuzzer.chance(0.2)
        ? fuzzer.bytes(upTo: 250, alphabet: alphabet) : fuzzer.mutate(fuzzer.pick(seeds), alphabet: alphabet)
      let text = String(decoding: bytes, as: UTF8.self)
      guard let insult = kit.insult(parsing: text) else { return }
      parsed += 1
      #expect(insult.text == text)
    }
    #expect(parsed > 0)
  }

  @Test("Opening mutated links in the app: the share card only ever shows an insult of the kit")
  @MainActor
  func openedLinks() {
    var fuzzer = Fuzzer(seed: 0x0BE4)
    let app = BardHarness().model()
    var opened = 0
    fuzzer.run(iterations: Fuzzer.iterations(standard: 300)) { fuzzer in
      guard let url = URL(string: String(decoding: fuzzer.mutate(fuzzer.pick(Self.seeds)), as: UTF8.self)),
        app.open(url), let shared = app.pendingShare
      else { return }
      opened += 1
      let insult = BardCopy.insult(ofShareText: shared)
      #expect(InsultKit.full.insult(parsing: insult) != nil, "\(shared)")
    }
    #expect(opened > 0)
  }
}

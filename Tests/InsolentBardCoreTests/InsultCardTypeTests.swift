import DesignSystem
import Foundation
import InsolentBardCore
import Rendering
import RenderingCairo
import Testing

/// The insult card at the accessibility sizes (a review, 2026-12-01): IM FELL English at 28 pt, grown by Dynamic
/// Type, made a long word wider than the card, and SwiftUI broke it mid-word. `InsultCardType` picks the size
/// `InsultCard` draws with; measured here with the font the app ships.
@Suite("The insult card fits whole words at every Dynamic Type size")
struct InsultCardTypeTests {
  let renderer = CairoRenderer()

  /// How wide IM FELL English draws `word` at `size` points.
  func width(_ word: Substring, size: Double) -> Double {
    renderer.measure(String(word), font: FontSpec(role: .oldStyleSerif, size: size), width: 10_000, lineSpacing: 0)
      .size.width
  }

  /// Every word of the kit, each in an insult (the columns zipped round, so each word appears once), and the
  /// fallback line.
  var insults: [String] {
    let kit = InsultKit.full
    let count = max(kit.adjectives.count, kit.compounds.count, kit.nouns.count)
    return (0..<count).map { index in
      Insult(
        adjective: kit.adjectives[index % kit.adjectives.count], compound: kit.compounds[index % kit.compounds.count],
        noun: kit.nouns[index % kit.nouns.count]
      ).text
    } + [BardCopy.fallbackInsult]
  }

  @Test(
    "Every word of every insult fits the narrowest card whole, at the size the card picks",
    arguments: DynamicTypeSize.allCases)
  func wordsFitWhole(typeSize: DynamicTypeSize) {
    for insult in insults {
      let font = InsultCardType.font(for: insult, at: typeSize)
      #expect(font.role == .oldStyleSerif && font.style == .title2)
      let size = font.metrics(at: typeSize).pointSize
      for word in insult.split(whereSeparator: \.isWhitespace) {
        #expect(width(word, size: size) <= InsultCardType.narrowestWidth, "\(typeSize) \(size) pt: \(word)")
      }
    }
  }

  @Test("The estimate holds for every word of the kit, IM FELL English as shipped, with little to spare")
  func estimateHolds() {
    let shares = insults.flatMap { $0.split(whereSeparator: \.isWhitespace) }.map { word in
      width(word, size: 100) / (Double(word.count) * 100)
    }
    let widest = shares.max() ?? 0
    #expect(widest <= InsultCardType.widestCharacterShare, "widest \(widest)")
    #expect(widest > InsultCardType.widestCharacterShare - 0.05, "too cautious: widest \(widest)")
  }

  @Test("The card keeps its 28 pt up to the default size and steps down only where a word needs it")
  func stepsDownOnlyWhenNeeded() {
    for typeSize in DynamicTypeSize.allCases where typeSize <= .default {
      #expect(insults.allSatisfy { InsultCardType.basePointSize(for: $0, at: typeSize) == 28 }, "\(typeSize)")
    }
    let long = "Thou art a villainous, clapper-clawed canker-blossom!"
    let short = "Thou art a vain, rude knave!"
    #expect(InsultCardType.basePointSize(for: long, at: .accessibility3) < 28, "the review's case")
    #expect(InsultCardType.basePointSize(for: short, at: .accessibility5) == 28, "short words keep the card's size")
    let sizes = DynamicTypeSize.allCases.map { InsultCardType.basePointSize(for: long, at: $0) }
    #expect(sizes == sizes.sorted(by: >), "never larger at a larger setting: \(sizes)")
    // Not much smaller than the words need: the next step up would fill at least three quarters of the card (the
    // estimate counts characters, not each letter's width, so it may take one step more than the widest word needs).
    for typeSize in DynamicTypeSize.allCases {
      let step = InsultCardType.basePointSize(for: long, at: typeSize)
      guard let larger = InsultCardType.steps.last(where: { $0 > step }) else { continue }
      let size = TypeScale.scaled(larger, relativeTo: .title2, at: typeSize)
      let widest = long.split(whereSeparator: \.isWhitespace).map { width($0, size: size) }.max() ?? 0
      #expect(widest > InsultCardType.narrowestWidth * 0.75, "\(typeSize): \(larger) pt would fill \(widest) pt")
    }
  }

  @Test("Words no step fits (made up, or no spaces at all) take the smallest step and never crash")
  func hostileText() {
    let smallest = InsultCardType.steps.last
    #expect(InsultCardType.basePointSize(for: String(repeating: "a", count: 500), at: .accessibility5) == smallest)
    #expect(InsultCardType.basePointSize(for: "", at: .accessibility5) == 28)
    #expect(InsultCardType.basePointSize(for: " \n ", at: .xSmall) == 28)
  }
}

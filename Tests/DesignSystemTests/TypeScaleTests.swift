import DesignSystem
import Foundation
import Testing

/// The point-size table of ../shared/reference/ios-facts.md, transcribed here independently of the library's
/// own table so that a typo in either shows up.
private let referenceTable = """
  Large Title | 31 | 32 | 33 | 34 | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60
  Title 1 | 25 | 26 | 27 | 28 | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58
  Title 2 | 19 | 20 | 21 | 22 | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56
  Title 3 | 17 | 18 | 19 | 20 | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55
  Headline | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53
  Body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53
  Callout | 13 | 14 | 15 | 16 | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51
  Subheadline | 12 | 13 | 14 | 15 | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49
  Footnote | 12 | 12 | 12 | 13 | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44
  Caption 1 | 11 | 11 | 11 | 12 | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43
  Caption 2 | 11 | 11 | 11 | 11 | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 41
  """

/// Default-size leading from the same page's first table.
private let referenceLeading: [TextStyle: Double] = [
  .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22, .callout: 21,
  .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
]

private let styleNames: [String: TextStyle] = [
  "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
  "Body": .body, "Callout": .callout, "Subheadline": .subheadline, "Footnote": .footnote, "Caption 1": .caption1,
  "Caption 2": .caption2,
]

@Suite("Type scale")
struct TypeScaleTests {
  @Test("PM-1.7 / PM-16.1: every style's size at each of the 12 Dynamic Type settings matches Apple's table")
  func everySizeMatchesTheReferenceTable() throws {
    var checked = 0
    for row in referenceTable.split(separator: "\n") {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let style = try #require(styleNames[cells[0]])
      for (setting, cell) in zip(DynamicTypeSize.allCases, cells.dropFirst()) {
        #expect(TypeScale.metrics(style, at: setting).pointSize == Double(cell), "\(style) at \(setting)")
        checked += 1
      }
    }
    #expect(checked == 11 * 12)
  }

  @Test("PM-1.7: leading matches at the default size and grows with every larger setting")
  func leadingIsConsistent() {
    for style in TextStyle.allCases {
      #expect(TypeScale.metrics(style).leading == referenceLeading[style])
      let all = DynamicTypeSize.allCases.map { TypeScale.metrics(style, at: $0) }
      for (smaller, larger) in zip(all, all.dropFirst()) {
        #expect(larger.leading >= smaller.leading, "\(style)")
        #expect(larger.pointSize >= smaller.pointSize, "\(style)")
      }
      for metrics in all { #expect(metrics.leading > metrics.pointSize, "\(style): lines must not touch") }
    }
  }

  @Test("Large Title is 34 pt bold in the type table (PayMe's criterion is Apple-only)")
  func largeTitle() {
    #expect(TypeScale.metrics(.largeTitle).pointSize == 34)
    #expect(TextStyle.largeTitle.weight == .bold)
  }

  @Test("Title 2 is 22 pt semibold in the type table (PayMe's criterion is Apple-only)")
  func title2() {
    #expect(TypeScale.metrics(.title2).pointSize == 22)
    #expect(TextStyle.title2.weight == .semibold)
  }

  @Test("Body is 17 pt regular in the type table (PayMe's criterion is Apple-only)")
  func body() {
    #expect(TypeScale.metrics(.body).pointSize == 17)
    #expect(TextStyle.body.weight == .regular)
  }

  @Test("The caption style is 13-15 pt regular in the type table (PayMe's criterion is Apple-only)")
  func caption() {
    #expect((13...15).contains(TypeScale.metrics(TextStyle.caption).pointSize))
    #expect(TextStyle.caption.weight == .regular)
  }

  @Test("The system font role is San Francisco on iOS, Inter stands in for it on Linux")
  func systemFont() {
    #expect(Theme.payMe.titleFont.role == .system)
    #expect(Theme.payMe.bodyFont.role == .system)
    #expect(FontRole.system.linuxFamily == "Inter")
  }

  @Test("Custom fonts scale in proportion to their text style, like UIFontMetrics")
  func customFontsScale() {
    // Marker Felt designed at 34 pt as a Large Title: 60 pt at AX5 (60/34 of 34).
    #expect(TypeScale.scaled(34, relativeTo: .largeTitle, at: .accessibility5) == 60)
    // IM Fell English body at 19 pt: 19 * 14/17 = 15.6 -> 15.5 at xSmall; 19 * 53/17 = 59.2 -> 59 at AX5.
    #expect(TypeScale.scaled(19, relativeTo: .body, at: .xSmall) == 15.5)
    #expect(TypeScale.scaled(19, relativeTo: .body, at: .accessibility5) == 59)
    #expect(TypeScale.scaled(19, relativeTo: .body, at: .large) == 19)
    let bard = Theme.insolentBard.bodyFont
    let sizes = DynamicTypeSize.allCases.map { bard.metrics(at: $0).pointSize }
    #expect(sizes == sizes.sorted())
    #expect(Theme.payMe.bodyFont.metrics(at: .accessibility3) == TypeScale.metrics(.body, at: .accessibility3))
  }
}

import DesignSystem
import Foundation
import Testing

@testable import VocaPinCore

/// A long checklist on a Home Screen widget (a review, 2026-12-01): the widget draws one row a line, which the
/// family's line limit does not shorten, so the rows ran off the widget. Each family now shows at most its line
/// limit of rows, the last "+N more".
@Suite("A long checklist fits its widget: rows by family, then +N more")
struct WidgetChecklistRowsTests {
  func note(_ text: String) -> Note { Note(text: text, color: .yellow, createdAt: Date(timeIntervalSince1970: 0)) }

  func items(_ count: Int) -> String { (1...count).map { "- [ ] item \($0)" }.joined(separator: "\n") }

  @Test("Each Home Screen family shows its line limit of rows, the last saying how many lines are left out")
  func rowsByFamily() {
    let long = note("Shop\n" + items(20))
    for family in [WidgetFamilyID.small, .medium, .large] {
      let layout = VocaPinWidgetLayout.of(family)
      let lines = layout.lines(for: .note(long, isPinned: true))
      #expect(lines.count == layout.lineLimit, "\(family)")
      let more = 21 - (layout.lineLimit - 1)
      #expect(lines.last?.words == VocaPinCopy.Widget.moreLines(more).text, "\(family)")
      #expect(lines.last?.words == "+\(more) more")
      #expect(lines.last?.isMore == true && lines.last?.isDimmed == true && lines.last?.box == nil)
      #expect(lines.last?.wordsRoute == .note(long.id), "a tap opens the whole note")
      #expect(lines.dropLast().map(\.isMore).allSatisfy { !$0 })
      #expect(lines.first?.words == "Shop" && lines.dropFirst().dropLast().allSatisfy { $0.box == false })
      // What the Linux scene draws, the same rows.
      #expect(layout.text(for: .note(long, isPinned: true)).split(separator: "\n").last == "+\(more) more")
    }
    #expect(VocaPinWidgetLayout.of(.small).lines(for: .note(long, isPinned: true)).count == 6)
    #expect(VocaPinWidgetLayout.of(.medium).lines(for: .note(long, isPinned: true)).count == 5)
    #expect(VocaPinWidgetLayout.of(.large).lines(for: .note(long, isPinned: true)).count == 13)
  }

  @Test("A checklist that fits shows whole; one more line than fits shows +2 more, never +1 in place of the line")
  func edgeCounts() {
    let layout = VocaPinWidgetLayout.of(.medium)
    let fits = note(items(layout.lineLimit))
    #expect(layout.lines(for: .note(fits, isPinned: false)).map(\.words) == (1...5).map { "item \($0)" })
    let over = note(items(layout.lineLimit + 1))
    #expect(layout.lines(for: .note(over, isPinned: false)).map(\.words).last == "+2 more")
    // Blank lines left out are not counted; blank lines alone past the rows are simply not shown.
    let blanks = note(items(layout.lineLimit) + "\n\n\n")
    #expect(!layout.lines(for: .note(blanks, isPinned: false)).contains { $0.isMore })
    let spaced = note(items(4) + "\n\n\n- [ ] last")
    #expect(layout.lines(for: .note(spaced, isPinned: false)).last?.words == "+1 more")
  }

  @Test("Plain notes and the Lock Screen's families are not cut by rows")
  func plainAndLockScreen() {
    let plain = note((1...20).map { "line \($0)" }.joined(separator: "\n"))
    #expect(VocaPinWidgetLayout.of(.small).lines(for: .note(plain, isPinned: false)).count == 20)
    let list = note(items(20))
    #expect(VocaPinWidgetLayout.of(.inline).text(for: .note(list, isPinned: false)).hasPrefix("☐ item 1 ☐ item 2"))
    #expect(!VocaPinWidgetLayout.of(.rectangular).text(for: .note(list, isPinned: false)).contains("more"))
  }
}

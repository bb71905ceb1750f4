import DesignSystem
import Foundation
import Testing

@testable import VocaPinCore

/// The widget's checklist rows are buttons (iOS 17 `Button(intent:)`): each is at least Apple's 44-pt hit target
/// (HIG), and a family shows only as many rows as fit it on the smallest iPhone, the SE, at the reader's Dynamic
/// Type size. The widget reads these values (`checklistRowHeight`, `lines(for:at:)`).
@Suite("VocaPin widget: checklist rows are 44-pt hit targets that fit")
struct WidgetChecklistRowTests {
  static let homeScreen: [WidgetFamilyID] = [.small, .medium, .large]

  func note(_ text: String) -> Note {
    Note(id: UUID(), text: text, color: .yellow, createdAt: Date(timeIntervalSince1970: 1_790_000_000))
  }

  /// Twelve items: more than any family shows.
  var longList: String { (1...12).map { "- [ ] item \($0)" }.joined(separator: "\n") }

  @Test("Every checklist row is at least 44 pt tall, at every Dynamic Type size")
  func rowsAreHitTargets() {
    for family in Self.homeScreen {
      for size in DynamicTypeSize.allCases {
        #expect(VocaPinWidgetLayout.of(family).checklistRowHeight(at: size) >= HitTarget.minimum, "\(family) \(size)")
      }
    }
  }

  @Test("The rows a family shows fit it on the smallest iPhone, below the pin, at every Dynamic Type size")
  func rowsFit() throws {
    for family in Self.homeScreen {
      let layout = VocaPinWidgetLayout.of(family)
      let height = try #require(family.sizesOnPhones.map(\.height).min())
      for size in DynamicTypeSize.allCases {
        let rows = try #require(layout.checklistRowLimit(at: size))
        let used = Double(rows) * layout.checklistRowHeight(at: size)
        #expect(rows >= 1, "\(family) \(size): at least one row")
        if rows > 1 {
          #expect(
            used <= height - 2 * layout.padding - VocaPinWidgetLayout.pinClearance, "\(family) \(size): rows fit")
        }
      }
    }
    #expect(Self.homeScreen.map { VocaPinWidgetLayout.of($0).checklistRowLimit() } == [2, 2, 6])
  }

  @Test("A long checklist shows only the rows that fit, and the scene's text has the same lines")
  func longChecklistIsCut() throws {
    let face = VocaPinWidgetFace.note(note(longList), isPinned: true)
    for family in Self.homeScreen {
      let layout = VocaPinWidgetLayout.of(family)
      let rows = try #require(layout.checklistRowLimit())
      let lines = layout.lines(for: face)
      #expect(lines.count == rows && lines.first?.words == "item 1", "\(family)")
      #expect(layout.text(for: face).split(separator: "\n").count == rows, "\(family): the scene draws the same")
    }
    let largest = VocaPinWidgetLayout.of(.large)
    let fewer = try #require(largest.checklistRowLimit(at: .accessibility5))
    #expect(largest.lines(for: face, at: .accessibility5).count == fewer && fewer < 6, "bigger words, fewer rows")
  }

  @Test("A note with no checklist items and the Lock Screen's line are not cut to rows")
  func wordsAreNotRows() {
    let words = (1...8).map { "line \($0)" }.joined(separator: "\n")
    #expect(VocaPinWidgetLayout.of(.large).lines(for: .note(note(words), isPinned: false)).count == 8)
    let rectangular = VocaPinWidgetLayout.of(.rectangular)
    #expect(rectangular.checklistRowLimit() == nil)
    #expect(rectangular.lines(for: .note(note(longList), isPinned: false)).count == 12)
  }
}

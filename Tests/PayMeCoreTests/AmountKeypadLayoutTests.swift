import DesignSystem
import Foundation
import Testing

@testable import PayMeCore

/// The amount step's two layout defects: the keypad stacking under the note's keyboard, and the keypad pushing
/// the amount off a small phone's sheet at the accessibility sizes.
@Suite("PayMe's amount keypad: its room on the sheet")
@MainActor
struct AmountKeypadLayoutTests {
  /// What a sheet's form holds under its inline navigation bar: the screen less the status bar, the sheet's
  /// top gap, the bar, and the home indicator on phones without a Home button.
  static func sheetHeight(screen: Double, statusBar: Double, homeIndicator: Double) -> Double {
    screen - statusBar - 10 - 44 - homeIndicator
  }
  /// iPhone SE (3rd generation): 667 pt, a Home button.
  static let phoneSE = sheetHeight(screen: 667, statusBar: 20, homeIndicator: 0)
  /// iPhone 15 Pro Max: 932 pt.
  static let largePhone = sheetHeight(screen: 932, statusBar: 59, homeIndicator: 34)

  @Test("PM-16.1: at AX5 on an iPhone SE the amount, four rows of keys, Paste and Continue fit the sheet")
  func accessibilitySizeOnSmallPhone() {
    let layout = AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: .accessibility5)
    #expect(layout.fits)
    #expect(layout.amountHeight + layout.keypadHeight <= Self.phoneSE)
    // The keys give way first, but never under the touch target.
    #expect(layout.keyHeight >= HitTarget.minimum)
    // The amount stays at least the size of the large title at AX5: still the screen's largest text.
    #expect(layout.amountSize >= TypeScale.metrics(.largeTitle, at: .accessibility5).pointSize)
    // Unheld, the keys and amount at their scaled sizes would not fit: the defect this layout prevents.
    let unheld = AmountKeypadLayout.of(availableHeight: 10_000, size: .accessibility5)
    #expect(unheld.amountHeight + unheld.keypadHeight > Self.phoneSE)
  }

  @Test("PM-16.1: at AX5 on a large phone everything fits, each part as large as the room allows")
  func accessibilitySizeOnLargePhone() {
    let layout = AmountKeypadLayout.of(availableHeight: Self.largePhone, size: .accessibility5)
    let small = AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: .accessibility5)
    #expect(layout.fits && layout.amountHeight + layout.keypadHeight <= Self.largePhone)
    #expect(layout.keyHeight >= small.keyHeight && layout.amountSize >= small.amountSize)
  }

  @Test("PM-16.1: at the default size nothing is held back: 52 pt keys and a 64 pt amount, on either phone")
  func defaultSize() {
    for height in [Self.phoneSE, Self.largePhone] {
      let layout = AmountKeypadLayout.of(availableHeight: height, size: .large)
      #expect(layout.keyHeight == AmountKeypadLayout.baseKeyHeight)
      #expect(layout.amountSize == AmountKeypadLayout.baseAmountSize)
      #expect(layout.fits)
    }
  }

  @Test("PM-16.1: at every text size the amount step fits an iPhone SE's sheet, keys never under 44 pt")
  func everySizeOnSmallPhone() {
    for size in DynamicTypeSize.allCases {
      let layout = AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: size)
      #expect(layout.fits, "\(size)")
      #expect(layout.keyHeight >= HitTarget.minimum, "\(size)")
      // The keys grow with the text as far as the sheet lets them; never above their scaled size.
      #expect(layout.keyHeight <= TypeScale.scaled(52, relativeTo: .title1, at: size), "\(size)")
    }
  }

  @Test("PM-16.1: where who is paid above would put the amount under the keypad, the amount comes first")
  func amountFirstAtAccessibilitySizes() {
    let roomy = AmountKeypadLayout.of(
      availableHeight: Self.largePhone, size: .large, above: AmountKeypadLayout.recipientSection(at: .large))
    #expect(!roomy.amountFirst, "where all fits, a problem's row included, who is paid stays above the amount")
    let small = AmountKeypadLayout.of(
      availableHeight: Self.phoneSE, size: .large, above: AmountKeypadLayout.recipientSection(at: .large))
    #expect(small.amountFirst, "an SE's sheet at the default size: a problem's row would push the amount under")
    #expect(
      small.amountHeight + small.keypadHeight + AmountKeypadLayout.noteRow(at: .large) <= Self.phoneSE,
      "first, the amount stays clear of the bar with its problem showing")
    for height in [Self.phoneSE, Self.largePhone] {
      let ax5 = AmountKeypadLayout.of(
        availableHeight: height, size: .accessibility5,
        above: AmountKeypadLayout.recipientSection(at: .accessibility5))
      #expect(ax5.amountFirst, "at AX5 the stacked contact row and the keypad leave the amount no room below it")
      #expect(ax5.fits, "and first, the amount and the keypad fit")
    }
    // Sheets with nothing above the amount (Add Money, Split a Bill) keep their order.
    #expect(!AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: .accessibility5).amountFirst)
  }

  @Test("PM-16.1: Split a Bill's amount, under its \"Bill\" header, and its keypad fit an SE's sheet at every size")
  func splitUnderItsHeader() {
    for size in DynamicTypeSize.allCases {
      let header = AmountKeypadLayout.splitHeader(at: size)
      let layout = AmountKeypadLayout.of(availableHeight: Self.phoneSE - header, size: size)
      #expect(layout.fits && header + layout.amountHeight + layout.keypadHeight <= Self.phoneSE, "\(size)")
      #expect(layout.keyHeight >= HitTarget.minimum, "\(size)")
    }
    #expect(AmountKeypadLayout.splitHeader(at: .accessibility1) == 0, "left out at the accessibility sizes")
  }

  @Test("PM-16.1: at every text size a key's label fits the key's height, so no label makes its row taller")
  func keyLabelsFitTheirKeys() {
    for size in DynamicTypeSize.allCases {
      for height in [Self.phoneSE, Self.largePhone] {
        let layout = AmountKeypadLayout.of(availableHeight: height, size: size)
        let title = TypeScale.metrics(.title1, at: size)
        #expect(layout.keyLabelSize * title.leading / title.pointSize <= layout.keyHeight, "\(size)")
        #expect(layout.keyLabelSize <= title.pointSize, "never larger than the title style")
      }
    }
    #expect(
      AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: .large).keyLabelSize
        == TypeScale.metrics(.title1, at: .large).pointSize, "at the default size the label is the title style")
  }

  @Test("A sheet too short for 44 pt keys says so rather than shrinking a key under the touch target")
  func tooShort() {
    let layout = AmountKeypadLayout.of(availableHeight: 300, size: .accessibility5)
    #expect(!layout.fits && layout.keyHeight == HitTarget.minimum)
  }

  @Test("PM-7.3: the keypad steps aside while the note has the system keyboard up, and comes back after")
  func keypadStepsAsideForTheNote() {
    var flow = PaymentFlow(purpose: .send, currency: .usd, locale: Locale(identifier: "en_US"))
    flow.choose(DemoData.contacts[0])
    let payment = PaymentModel(flow, locale: Locale(identifier: "en_US"))
    payment.events.isCurrent = { true }
    #expect(payment.showsKeypad, "the amount is typed on PayMe's keypad")
    payment.noteFocused = true
    #expect(!payment.showsKeypad, "the note's keyboard is up: the keypad would stack under it")
    payment.note = "Lunch"
    payment.noteFocused = false
    #expect(payment.showsKeypad && payment.flow.note == "Lunch", "the note kept, the keypad back")
  }

  @Test("PM-7.3: Split a Bill's keypad steps aside while the note or the search has the system keyboard up")
  func splitKeypadStepsAside() {
    let split = SplitModel(currency: .usd, locale: Locale(identifier: "en_US"))
    #expect(split.showsKeypad, "the bill is typed on PayMe's keypad")
    split.noteFocused = true
    #expect(!split.showsKeypad, "the note's keyboard is up: the keypad would stack under it")
    split.note = "Dinner"
    split.noteFocused = false
    #expect(split.showsKeypad && split.note == "Dinner", "the note kept, the keypad back")
    split.searching = true
    #expect(!split.showsKeypad, "the search's keyboard is up")
    split.searching = false
    #expect(split.showsKeypad)
  }

  @Test("PM-7.3 / PM-16.1: the Edit Payment sheet's keypad steps aside for the note, and fits an SE's sheet at AX5")
  func scheduleEditKeypad() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let schedule = ScheduledPayment(
      id: "s1", recipient: DemoData.contacts[0], amount: Money(25, .usd), note: "Rent", cadence: .monthly,
      start: start)
    let sheet = ScheduleEditModel(
      schedule, next: ScheduledCopy.paused, today: start, calendar: Calendar(identifier: .gregorian),
      locale: Locale(identifier: "en_US"))
    #expect(sheet.showsKeypad, "the amount is typed on PayMe's keypad")
    sheet.noteFocused = true
    #expect(!sheet.showsKeypad, "the note's keyboard is up: the keypad would stack under it")
    sheet.note = "Rent and utilities"
    sheet.noteFocused = false
    #expect(sheet.showsKeypad && sheet.note == "Rent and utilities", "the note kept, the keypad back")
    // The sheet sizes its amount and keys as the payment's do (`amountKeypadSizing`): at AX5 on an SE they fit,
    // keys never under the touch target.
    let layout = AmountKeypadLayout.of(availableHeight: Self.phoneSE, size: .accessibility5)
    #expect(layout.fits && layout.keyHeight >= HitTarget.minimum)
    let source = try PayMeUISource.text()
    let view = try #require(source.range(of: "struct ScheduleEditView: View")).upperBound
    let body = source[view...].prefix { _ in true }
    let editView = String(body[..<(body.range(of: "struct ScheduleEndSection")?.lowerBound ?? body.endIndex)])
    #expect(editView.contains(".focused($noteFocused)") && editView.contains("sheet.noteFocused = focused"))
    #expect(editView.contains("if sheet.showsKeypad { AmountKeypadView(payment: sheet) }"))
    #expect(editView.contains(".amountKeypadSizing()"))
  }
}

import DesignSystem
import Foundation
import Testing

@testable import VocaPinCore

@Suite("The setup guide from Profile Settings: what it says while the widget is off, and its height")
@MainActor
struct WidgetGuideTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("How to Add the Widget with the toggle off says so at the top, and its button turns the widget on")
  func guideWhileOff() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Buy bread"])
    #expect(!app.widgetSetup.isOn, "the user turned it off")
    app.showProfileSettings()
    app.settlePresentation()
    app.widgetSetup.showGuide()
    app.settlePresentation()
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)])
    // What the sheet shows above its steps: following them now would end at a widget saying "Widget is off".
    let widgetIsOff = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
    #expect(widgetIsOff.face == .turnedOff)
    #expect(app.widgetSetup.widgetOffNotice == VocaPinCopy.guideWidgetOff)
    // Turn On Widget: saved, the widget shows the note, the one sheet stays up and the notice goes.
    harness.clearWrites()
    app.widgetSetup.turnOnFromGuide()
    app.settlePresentation()
    #expect(app.widgetSetup.isOn && app.widgetSetup.widgetOffNotice == nil)
    #expect(harness.writes.contains(VocaPinShared.settings.name))
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)],
      "no second sheet")
    let pinned = try #require(app.board.notes.first)
    #expect(
      VocaPinWidgetTimeline.plan(store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
        .face == .note(pinned, isPinned: true))
    // A second tap does nothing.
    harness.clearWrites()
    app.widgetSetup.turnOnFromGuide()
    #expect(harness.writes.isEmpty)
  }

  @Test(
    "VP-6.5: with the widget off, VoiceOver reads the notice after the subtitle, then Turn On Widget as a button with its hint"
  )
  func voiceOverWhileOff() throws {
    let app = VocaPinHarness().model()
    app.write(["Buy bread"])
    app.showProfileSettings()
    app.settlePresentation()
    app.widgetSetup.showGuide()
    app.settlePresentation()
    let elements = app.widgetSetup.accessibility
    #expect(elements.count == 12)
    #expect(elements[1].label == WidgetSetupGuide.subtitle.text)
    #expect(elements[2] == AccessibilityElement(label: VocaPinCopy.guideWidgetOff.text, traits: [.staticText]))
    #expect(elements[3].label == "Turn On Widget" && elements[3].traits == [.button])
    #expect(elements[3].hint == VocaPinCopy.guideTurnOnHint.text && elements[3].hint?.isEmpty == false)
    #expect(elements[4].label.hasPrefix("Step 1 of 5"))
    #expect(elements.last?.label == "Got it!" && elements.last?.traits == [.button])
    // Turned on from the sheet, the notice and its button leave what VoiceOver reads, as they leave the sheet.
    app.widgetSetup.turnOnFromGuide()
    #expect(app.widgetSetup.accessibility == WidgetSetupGuide.accessibilityElements)
  }

  @Test("Before any choice the guide says nothing about off: a widget added then shows the pinned note")
  func guideBeforeAnyChoice() {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    app.write(["Buy bread"])
    app.showProfileSettings()
    app.settlePresentation()
    app.widgetSetup.showGuide()
    app.settlePresentation()
    #expect(!app.widgetSetup.isOn && app.widgetSetup.widgetOffNotice == nil)
  }

  @Test("VP-2.1: the sheet opens at three quarters; at the accessibility sizes it may also be dragged to full height")
  func accessibilityDetents() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.windowMeasured(height: 852, bottomSafeAreaInset: 34)
    let detent = app.widgetSetup.detent
    #expect(detent == .height(605))
    for size in DynamicTypeSize.allCases {
      let detents = WidgetSetupGuide.detents(detent, at: size)
      // A sheet opens at its smallest detent: the three-quarter one, at every size.
      #expect(detents.first == detent && detents.allSatisfy { $0 == .large || $0.points >= detent.points })
      #expect(detents == (size.isAccessibilitySize ? [detent, .large] : [detent]), "\(size)")
    }
    #expect(WidgetSetupGuide.detents(.large, at: .accessibility5) == [.large], "unmeasured: one large detent")
  }
}

import Foundation
import Testing

@testable import VocaPinCore

@Suite("VP-1, VP-4, VP-6 The widget toggle")
struct WidgetToggleTests {
  @Test("VP-1.1: turning the toggle on presents the setup sheet immediately")
  @MainActor func onPresents() {
    let app = VocaPinHarness().model()
    #expect(!app.isShowingWidgetSetup)
    app.widgetSetup.isOn = true
    #expect(app.isShowingWidgetSetup)
    #expect(app.widgetSetup.toggle.presentations == 1)
  }

  @Test("VP-1.2: turning it on saves the preference at once, and the write reloads the widget")
  @MainActor func onSaves() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    #expect(harness.store.read(VocaPinShared.settings).widgetEnabled == true)
    #expect(harness.writes == ["settings"])
    #expect(harness.model().widgetSetup.isOn)
  }

  @Test("VP-1.4 / VP-4.2: Got it! closes the sheet and leaves Profile Settings with the toggle on")
  @MainActor func gotIt() {
    let app = VocaPinHarness().model()
    app.turnOnWidgetInProfileSettings()
    app.close(.widgetSetup(app.widgetSetup))
    app.settlePresentation()
    #expect(!app.isShowingWidgetSetup)
    #expect(app.presentation.destinations == [.profileSettings(app.shownProfileSettings)])
    #expect(app.widgetSetup.isOn)
  }

  @Test(
    "VP-4.3 / VP-2.2: a swipe down or a tap outside dismisses the sheet, as SwiftUI reports it through the binding")
  @MainActor func interactiveDismissal() {
    let app = VocaPinHarness().model()
    app.turnOnWidgetInProfileSettings()
    // SwiftUI sets the item of Profile Settings' sheet (level 1) to nil.
    app.sheetClosedByUser(presentedBy: 1)
    #expect(!app.isShowingWidgetSetup && app.widgetSetup.isOn)
    app.settlePresentation()
    #expect(app.presentation.destinations == [.profileSettings(app.shownProfileSettings)])
  }

  @Test("VP-4.4 / VP-4.5: however the sheet is dismissed, the toggle and every preference stay as they were")
  @MainActor func dismissalKeepsPreferences() throws {
    for how in WidgetToggle.Dismissal.allCases {
      let harness = VocaPinHarness()
      let app = harness.model()
      app.startNewNote()
      app.editor?.text = "Keep me pinned"
      app.finishEditing()
      let before = harness.store.read(VocaPinShared.settings)
      app.turnOnWidgetInProfileSettings()
      let saved = harness.store.read(VocaPinShared.settings)
      harness.clearWrites()
      switch how {
      // The Got it! button.
      case .gotIt: app.close(.widgetSetup(app.widgetSetup))
      // iOS reports a swipe down and a tap outside the same way: the sheet over Profile Settings (level 1) was
      // dismissed by the user (presentationControllerDidDismiss), which SwiftUI passes on through the binding.
      case .swipeDown, .tapOutside: app.sheetClosedByUser(presentedBy: 1)
      }
      app.settlePresentation()
      #expect(
        !app.isShowingWidgetSetup && app.presentation.destinations == [.profileSettings(app.shownProfileSettings)],
        "\(how)")
      #expect(app.widgetSetup.isOn, "\(how)")
      #expect(harness.store.read(VocaPinShared.settings) == saved, "\(how)")
      #expect(saved.pinnedNoteID == before.pinnedNoteID && saved.pinnedNoteID != nil)
      #expect(harness.writes.isEmpty, "dismissing writes nothing (\(how))")
    }
  }

  @Test("VP-1.5: turning the toggle off never shows the setup guidance")
  @MainActor func offNeverShows() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.widgetSetup.dismiss()
    app.widgetSetup.isOn = false
    #expect(!app.isShowingWidgetSetup)
    #expect(harness.store.read(VocaPinShared.settings).widgetEnabled == false)
    // Off while the sheet is up takes the guidance away too: there is no sheet for a toggle that is off.
    app.widgetSetup.isOn = true
    app.widgetSetup.isOn = false
    #expect(!app.isShowingWidgetSetup)
  }

  @Test("VP-6.1: rapid toggling never shows more than one sheet, and ends in a consistent state")
  func rapidToggling() {
    // Every sequence of six flips and dismissals, from off and from on. Whether the sheet is up is the stack's
    // to say; here it is what the toggle's effects did to it.
    enum Event: CaseIterable { case on, off, dismiss }
    func run(_ events: [Event], from start: Bool) {
      var toggle = WidgetToggle(isOn: start)
      var sheetsUp = 0
      for event in events {
        switch event {
        case .on, .off:
          let effects = toggle.setOn(event == .on, setupIsUp: sheetsUp > 0)
          if effects.presentSetup { sheetsUp += 1 }
          if effects.dismissSetup { sheetsUp -= 1 }
        case .dismiss: sheetsUp = 0
        }
        #expect(sheetsUp <= 1 && sheetsUp >= 0)
        #expect(sheetsUp == 0 || toggle.isOn, "a sheet is only ever up while the toggle is on")
      }
    }
    var sequences: [[Event]] = [[]]
    for _ in 0..<6 { sequences = sequences.flatMap { s in Event.allCases.map { s + [$0] } } }
    for sequence in sequences {
      run(sequence, from: false)
      run(sequence, from: true)
    }
  }

  @Test("VP-6.2: toggling while the sheet is up presents no further sheet")
  func togglingWhilePresented() {
    var toggle = WidgetToggle(isOn: false)
    #expect(toggle.setOn(true, setupIsUp: false).presentSetup)
    #expect(toggle.presentations == 1)
    let again = toggle.setOn(true, setupIsUp: true)
    #expect(again == .none)
    #expect(toggle.presentations == 1)
  }

  @Test("VP-6.3: the sheet is still up after the app goes to the background and comes back")
  @MainActor func backgrounding() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    #expect(app.isShowingWidgetSetup && app.widgetSetup.isOn)
    #expect(app.widgetSetup.toggle.presentations == 1)
  }

  @Test("VP-0.3: Profile Settings holds the widget toggle, and the turned-off widget links straight to it")
  @MainActor func profileSettingsHoldsTheToggle() {
    let app = VocaPinHarness().model()
    #expect(VocaPinCopy.profileSettingsTitle.text == "Profile Settings")
    #expect(!app.isShowingProfileSettings)
    app.open(VocaPinWidgetFace.turnedOff.route.url)
    app.settlePresentation()
    #expect(app.presentation.destinations == [.profileSettings(app.shownProfileSettings)])
    app.widgetSetup.isOn = true
    app.settlePresentation()
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)],
      "the sheet rises over Profile Settings")
  }

  @Test("A preference that cannot be saved puts the toggle back and says so")
  @MainActor func failedSave() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    // A file where the store's folder should be: nothing can be written.
    try harness.breakFolder()
    app.widgetSetup.isOn = true
    #expect(!app.widgetSetup.isOn && !app.isShowingWidgetSetup)
    #expect(app.errorMessage?.contains("could not be saved") == true)
  }
}

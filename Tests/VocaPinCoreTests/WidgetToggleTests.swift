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
    app.widgetSetup.dismiss(.gotIt)
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
      case .gotIt: app.widgetSetup.dismiss(.gotIt)
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

  @Test("VP-6.1: rapid toggling in Profile Settings never stacks a second setup sheet, and ends consistent")
  @MainActor func rapidToggling() {
    // What the user does in Profile Settings, through what the views call: the toggle's binding
    // (`WidgetSetupModel.setOn`), Got it! (`close`), a swipe (`sheetClosedByUser`), and SwiftUI finishing its
    // animations (`settlePresentation`), in every order of four, each starting from off and from on.
    enum Event: CaseIterable { case on, off, gotIt, swipe, settle }
    let harness = VocaPinHarness()
    let app = harness.model()
    app.showProfileSettings()
    app.settlePresentation()
    let setup = app.widgetSetup
    func setupSheets() -> Int {
      app.presentation.destinations.filter { $0.widgetSetup != nil }.count
        + app.presentation.queued.filter { $0.destination.widgetSetup != nil }.count
    }
    func send(_ event: Event) {
      switch event {
      case .on: setup.setOn(true)
      case .off: setup.setOn(false)
      case .gotIt: if app.presentation.isPresenting(.widgetSetup(setup)) { setup.dismiss(.gotIt) }
      case .swipe:
        if let level = app.presentation.destinations.firstIndex(where: { $0.widgetSetup != nil }) {
          app.sheetClosedByUser(presentedBy: level)
        }
      case .settle: app.settlePresentation()
      }
    }
    var sequences: [[Event]] = [[]]
    for _ in 0..<4 { sequences = sequences.flatMap { s in Event.allCases.map { s + [$0] } } }
    for start in [false, true] {
      for sequence in sequences {
        setup.setOn(start)
        app.settlePresentation()
        if start { setup.dismiss(.gotIt) }
        app.settlePresentation()
        for event in sequence {
          send(event)
          #expect(setupSheets() <= 1, "\(start) \(sequence)")
        }
        app.settlePresentation()
        // Settled: a sheet only for a toggle that is on, Profile Settings under it, the choice saved as shown.
        #expect(setupSheets() == 0 || setup.isOn, "\(start) \(sequence)")
        #expect(app.presentation.destinations.first == .profileSettings(app.shownProfileSettings))
        #expect(NotesRepository(store: harness.store).load().settings.widgetEnabled == setup.isOn)
      }
    }
  }

  @Test("VP-6.2: toggling while the setup sheet is up, or on its way up, presents no further sheet")
  @MainActor func togglingWhilePresented() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.turnOnWidgetInProfileSettings()
    let stacked = [VocaPinDestination.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)]
    #expect(app.presentation.destinations == stacked)
    // The switch is on under the sheet; VoiceOver or a fast finger sets it on again: nothing more rises.
    app.widgetSetup.setOn(true)
    app.settlePresentation()
    #expect(app.presentation.destinations == stacked && app.widgetSetup.toggle.presentations == 1)
    // Off and on again before the sheet's dismissal has ended: one sheet, never two.
    app.widgetSetup.setOn(false)
    app.widgetSetup.setOn(true)
    #expect(app.presentation.destinations.filter { $0.widgetSetup != nil }.count <= 1)
    app.settlePresentation()
    #expect(app.presentation.destinations == stacked)
    // The guide's row while the sheet is up does nothing either.
    app.widgetSetup.showGuide()
    app.settlePresentation()
    #expect(app.presentation.destinations == stacked)
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
    #expect(app.messageUp?.contains("could not be saved") == true)
  }
}

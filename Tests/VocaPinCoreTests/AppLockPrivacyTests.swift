import AppServices
import AppServicesTestSupport
import Foundation
import SharedStore
import Testing

@testable import VocaPinCore

@Suite("Lock VocaPin: saved choices, a damaged file, Spotlight and the widget")
@MainActor
struct AppLockPrivacyTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  func widget(_ harness: VocaPinHarness) -> VocaPinWidgetPlan {
    VocaPinWidgetTimeline.plan(store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
  }

  var lockFile: (VocaPinHarness) -> URL {
    { $0.directory.appendingPathComponent("app-lock.json") }
  }

  @Test("The choices persist: a new launch reads them and starts locked")
  func settingsPersist() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.owner.script(.match)
    await app.appLock.setRequireAfter(.fifteenMinutes)
    app.appLock.hidesWidgetNote = true
    harness.scene.leaveApp()
    harness.owner.script(.cancel)
    let relaunched = harness.lockModel()
    #expect(
      relaunched.appLock.settings == AppLockSettings(isOn: true, requireAfter: .fifteenMinutes, hidesWidgetNote: true))
    await relaunched.lockChecked()
    #expect(relaunched.appLock.isLocked, "a new process locks at launch, whatever Require says")
    #expect(harness.writes.contains(VocaPinShared.appLock.name))
  }

  @Test("A damaged lock file neither turns the lock off nor locks the owner out: locked, unlocked, said, kept aside")
  func damagedFile() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    try Data("{ not json".utf8).write(to: lockFile(harness))
    harness.scene.leaveApp()
    harness.owner.script(.allowFaceID, .match)
    let relaunched = harness.lockModel()
    #expect(relaunched.appLock.settings == .damaged, "taken for on, at its strictest: never silently off")
    #expect(widget(harness).face == .locked(relaunched.board.notes.first?.id), "the widget hides its note too")
    await relaunched.lockChecked()
    #expect(!relaunched.appLock.isLocked, "the device owner unlocks as always")
    #expect(relaunched.messageUp == VocaPinCopy.Lock.settingsDamaged.text)
    let kept = try #require(try harness.store.load(VocaPinShared.appLock).get())
    #expect(kept == .damaged, "saved as it was taken, the owner told to check it")
    let aside = harness.directory.appendingPathComponent("app-lock.damaged.json")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{ not json", "the damaged bytes kept aside")
  }

  @Test("A newer version's lock file is never written over: locked at the strictest, unlocked, kept byte for byte")
  func newerVersionFileKept() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    // A TestFlight build saved the choices in a shape this version cannot decode; then this version is back.
    let version = VocaPinShared.appLock.schemaVersion + 1
    let saved = Data(#"{"schemaVersion":\#(version),"value":{"isOn":{"mode":"scheduled"}}}"#.utf8)
    try saved.write(to: lockFile(harness))
    harness.scene.leaveApp()
    harness.owner.script(.allowFaceID, .match)
    let relaunched = harness.lockModel()
    #expect(relaunched.appLock.settings == .damaged, "taken for on, at its strictest: never silently off")
    await relaunched.lockChecked()
    #expect(!relaunched.appLock.isLocked, "the device owner unlocks as always")
    // Showing the note again asks the owner first (AppLockOwnerCheckTests); allowed, the save is still refused.
    harness.owner.script(.match)
    relaunched.appLock.hidesWidgetNote = false
    await relaunched.lockChecked()
    #expect(relaunched.messageUp == VocaPinCopy.Lock.notSaved.text, "a change is refused in words, not saved")
    #expect(try Data(contentsOf: lockFile(harness)) == saved, "the newer version's file is kept as it was")
    let aside = harness.directory.appendingPathComponent("app-lock.damaged.json")
    #expect(!FileManager.default.fileExists(atPath: aside.path), "nothing set aside")
  }

  @Test("A damaged lock file on an iPhone with no passcode: the lock cannot hold, so it turns off and says why")
  func damagedWithoutPasscode() async throws {
    let harness = VocaPinHarness(passcodeSet: false)
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: lockFile(harness))
    let app = harness.lockModel()
    await app.lockChecked()
    #expect(!app.appLock.isLocked && !app.appLock.settings.isOn && harness.owner.prompts.isEmpty)
    #expect(app.messageUp == VocaPinCopy.Lock.turnedOff.text)
    #expect(try harness.store.load(VocaPinShared.appLock).get()?.isOn == false)
  }

  @Test("Passcode removed while the lock is on: the next unlock turns it off and says so")
  func passcodeRemoved() async {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    let noPasscode = VocaPinHarness(passcodeSet: false)
    var dependencies = harness.dependencies()
    dependencies.deviceOwner = noPasscode.owner
    let relaunched = VocaPinModel(dependencies: dependencies)
    #expect(relaunched.appLock.isLocked)
    relaunched.scenePhaseChanged(to: .active)
    await relaunched.lockChecked()
    #expect(!relaunched.appLock.isLocked && !relaunched.appLock.settings.isOn)
    #expect(relaunched.messageUp == VocaPinCopy.Lock.turnedOff.text)
  }

  @Test("Lock on: no note's words in Spotlight, new notes included; off: every note is found again")
  func spotlightWhileLocked() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    await app.spotlight.update?.value
    #expect(harness.searchIndex.search("1234").count == 1)
    await app.turnOnLock(harness)
    await app.spotlight.update?.value
    #expect(harness.searchIndex.entries.isEmpty)
    app.write(["Bank PIN 9876"])
    await app.spotlight.update?.value
    #expect(harness.searchIndex.entries.isEmpty, "a note written while the lock is on is not indexed")
    harness.scene.leaveApp()
    harness.owner.script(.match)
    let relaunched = harness.lockModel()
    await relaunched.spotlight.update?.value
    #expect(harness.searchIndex.entries.isEmpty, "a launch with the lock on indexes nothing")
    await relaunched.lockChecked()
    harness.owner.script(.match)
    await relaunched.appLock.setOn(false)
    await relaunched.spotlight.update?.value
    #expect(Set(harness.searchIndex.entries.map(\.content)) == ["Gate code 1234", "Bank PIN 9876"])
  }

  @Test("Turning the lock on hides the widget's note too: it says Locked and no words until the owner shows it")
  func widgetWhileLocked() async throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.lockModel()
    app.write(["Gate code 1234"])
    let note = try #require(app.board.notes.first)
    #expect(app.appLock.footer.text.contains("Turning on the lock hides your notes on VocaPin's widgets too"))
    let reloads = harness.widgetCenter.reloaded.count
    await app.turnOnLock(harness)
    #expect(app.appLock.hidesWidgetNote, "Hide Note on Widget comes on with the lock")
    #expect(harness.widgetCenter.reloaded.count > reloads, "the widgets redraw at once")
    #expect(app.appLock.footer.text.contains("until you turn off Hide Note on Widget"), "Settings says so")
    let plan = widget(harness)
    #expect(plan.face == .locked(note.id) && plan.lockScreenFace == .locked(note.id))
    // The Home Screen families draw the title above the body; the Lock Screen's show the title alone.
    for family in VocaPinWidget.families {
      let shown = VocaPinWidgetLayout.of(family).text(for: plan.face)
      #expect(!shown.contains("1234"), "\(family)")
    }
    #expect(VocaPinWidgetLayout.of(.inline).text(for: plan.lockScreenFace) == "Locked")
    #expect(
      plan.face.title == "Locked" && plan.face.text.isEmpty && plan.face.route == .note(note.id),
      "a tap opens the note once unlocked")
    harness.owner.script(.match)
    await app.appLock.setOn(false)
    #expect(widget(harness).face == .note(note, isPinned: true), "off: the choice hides nothing")
  }

  @Test("A note shared into VocaPin while it is locked never shows its words on the widget")
  func sharedWhileLockedStaysHidden() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    await app.turnOnLock(harness)
    harness.scene.leaveApp()
    // Another app's share sheet, the app locked behind it; the widget shows the newest note, none being pinned.
    let sheet = ShareNoteModel(items: [.text("Safe combination 7731")], store: harness.store, now: { self.now })
    #expect(sheet.save())
    let plan = widget(harness)
    guard case .locked = plan.face else {
      Issue.record("the widget shows \(plan.face)")
      return
    }
    #expect(!VocaPinWidgetLayout.of(.medium).text(for: plan.face).contains("7731"))
  }

  @Test("A lock turned on before Hide Note on Widget came on with it keeps the owner's choice: the note shows")
  func existingLockKeepsItsChoice() async throws {
    let harness = VocaPinHarness()
    let app = harness.lockModel()
    app.write(["Shopping list"])
    let note = try #require(app.board.notes.first)
    try harness.store.write(AppLockSettings(isOn: true, hidesWidgetNote: false), for: VocaPinShared.appLock)
    harness.scene.leaveApp()
    harness.owner.script(.allowFaceID, .match)
    let relaunched = harness.lockModel()
    await relaunched.lockChecked()
    #expect(relaunched.appLock.settings == AppLockSettings(isOn: true, hidesWidgetNote: false))
    #expect(widget(harness).face == .note(note, isPinned: true))
    #expect(relaunched.appLock.footer.text.contains("Your pinned note still shows on the widget"))
  }
}

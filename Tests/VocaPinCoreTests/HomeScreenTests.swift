import AppServicesTestSupport
import DesignSystem
import Foundation
import Presentation
import Testing

@testable import VocaPinCore

/// The first launch and the Home Screen: the toggle starts off, turning it on guides (VP-1.1), a widget added
/// anyway shows the pinned note, and the toggle, Profile Settings and the board tell the truth about the widgets
/// WidgetKit says are placed.
@Suite("VP-1 The widget toggle on a fresh install, and the widgets actually placed")
@MainActor
struct HomeScreenTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  private func face(_ harness: VocaPinHarness) -> VocaPinWidgetFace {
    VocaPinWidgetTimeline.plan(store: harness.store, choice: .pinned, context: .homeScreen, now: now, sinceStart: 600)
      .face
  }

  @Test("VP-1.1: on a fresh install the toggle starts off, and turning it on presents the setup sheet")
  func freshInstallGuides() async {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    await app.refreshed()
    #expect(!app.widgetSetup.isOn && harness.homeScreen.reads == 1, "WidgetKit was asked at launch; nothing placed")
    #expect(app.widgetSetup.status == VocaPinCopy.noWidgetPlaced)
    app.turnOnWidgetInProfileSettings()
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)])
    #expect(harness.store.read(VocaPinShared.settings).widgetEnabled == true)
  }

  @Test("A widget added before any choice shows the pinned note; on return the toggle says it is placed")
  func widgetAddedAnyway() async throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    app.write(["Buy bread"])
    let note = try #require(app.board.notes.first)
    harness.scene.leaveApp()
    harness.homeScreen.add(kind: VocaPinShared.widgetKind)
    #expect(face(harness) == .note(note, isPinned: true), "no choice made: the widget shows the note, not \"off\"")
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.widgetSetup.isOn && !app.isShowingWidgetSetup, "on, because it is placed; no guidance needed")
    #expect(app.widgetSetup.status == VocaPinCopy.widgetsPlaced(1))
    #expect(harness.store.read(VocaPinShared.settings).widgetEnabled == nil, "still the user's to choose")
    harness.scene.leaveApp()
    harness.homeScreen.remove(kind: VocaPinShared.widgetKind)
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(!app.widgetSetup.isOn && app.widgetSetup.status == VocaPinCopy.noWidgetPlaced)
  }

  @Test("Only New Voice Note placed: the status line says so, and the toggle stays the note widget's")
  func onlyVoiceNoteWidget() async {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    app.write(["Buy bread"])
    harness.scene.leaveApp()
    harness.homeScreen.add(kind: VocaPinShared.voiceNoteWidgetKind, family: "accessoryCircular")
    harness.scene.returnToApp()
    await app.refreshed()
    // What Profile Settings shows under the toggle: never "No VocaPin widget is on your ... Lock Screen".
    #expect(app.widgetSetup.status == VocaPinCopy.onlyVoiceNoteWidgetPlaced)
    #expect(app.widgetSetup.status != VocaPinCopy.noWidgetPlaced)
    #expect(!app.widgetSetup.isOn && app.widgetSetup.placedWidgets == 0, "New Voice Note shows no note text")
    #expect(app.widgetSetup.offersWidget, "the note widget is still worth offering")
    harness.scene.leaveApp()
    harness.homeScreen.add(kind: VocaPinShared.widgetKind)
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.widgetSetup.status == VocaPinCopy.widgetsPlaced(1) && app.widgetSetup.isOn)
  }

  @Test("A choice holds: turned off, a placed widget shows no note text and Profile Settings says so")
  func offHolds() async {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Private"])
    harness.scene.leaveApp()
    harness.homeScreen.add(kind: VocaPinShared.widgetKind)
    harness.homeScreen.add(kind: VocaPinShared.widgetKind, family: "accessoryRectangular")
    harness.homeScreen.add(kind: "SomeOtherKind")
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(!app.widgetSetup.isOn && face(harness) == .turnedOff)
    #expect(app.widgetSetup.status == VocaPinCopy.widgetsPlacedShowingNoText(2), "only VocaPin's kind counts")
    #expect(!app.widgetSetup.offersWidget, "the user chose")
  }

  @Test("WidgetKit failing to answer changes nothing; the next return reads again")
  func failedRead() async {
    let harness = VocaPinHarness(firstLaunch: true)
    harness.homeScreen.add(kind: VocaPinShared.widgetKind)
    harness.homeScreen.failNextRead()
    let app = harness.model()
    await app.refreshed()
    #expect(
      app.widgetSetup.placedWidgets == nil && app.widgetSetup.status == nil && !app.widgetSetup.isOn
        && !app.widgetSetup.offersWidget)
    harness.scene.leaveApp()
    harness.scene.returnToApp()
    await app.refreshed()
    #expect(app.widgetSetup.placedWidgets == 1 && app.widgetSetup.isOn)
  }

  @Test(
    "The board offers the widget once there is a note to pin; accepting guides, Not Now is remembered; Got it!'s hint names the screen it returns to"
  )
  func boardOffer() async throws {
    let harness = VocaPinHarness(firstLaunch: true)
    let app = harness.model()
    await app.refreshed()
    #expect(!app.widgetSetup.offersWidget, "no note to pin yet: the empty board's words point to the widget instead")
    #expect(VocaPinCopy.emptyBoardMessage.text.contains("Home Screen"))
    app.write(["Call Mum"])
    #expect(app.widgetSetup.offersWidget)
    app.widgetSetup.acceptOffer()
    app.settlePresentation()
    #expect(
      app.presentation.destinations == [.widgetSetup(app.widgetSetup)] && app.widgetSetup.isOn
        && !app.widgetSetup.offersWidget)
    // Opened from the board, Got it! returns to the board, and VoiceOver says so.
    #expect(
      app.widgetSetup.accessibility.last?.hint == WidgetSetupGuide.closeHint(returningTo: VocaPinCopy.boardTitle).text)
    app.widgetSetup.dismiss(.gotIt)
    app.settlePresentation()
    app.showProfileSettings()
    app.settlePresentation()
    app.widgetSetup.showGuide()
    app.settlePresentation()
    #expect(
      app.presentation.destinations == [.profileSettings(app.shownProfileSettings), .widgetSetup(app.widgetSetup)])
    #expect(
      app.widgetSetup.accessibility.last?.hint == "Closes the widget setup guide and returns to Profile Settings.")

    let other = VocaPinHarness(firstLaunch: true)
    let declined = other.model()
    await declined.refreshed()
    declined.write(["Water plants"])
    declined.widgetSetup.dismissOffer()
    #expect(!declined.widgetSetup.offersWidget && !declined.widgetSetup.isOn && !declined.isShowingWidgetSetup)
    let relaunched = other.model()
    await relaunched.refreshed()
    #expect(!relaunched.widgetSetup.offersWidget, "Not Now holds across launches")
    // A placed widget needs no offer.
    let placed = VocaPinHarness(firstLaunch: true)
    placed.homeScreen.add(kind: VocaPinShared.widgetKind)
    let withWidget = placed.model()
    withWidget.write(["Gym"])
    await withWidget.refreshed()
    #expect(!withWidget.widgetSetup.offersWidget)
  }

  @Test("Settings saved before the tri-state toggle still read: the choice kept, the offer not dismissed")
  func oldSettingsRead() throws {
    let old = Data(#"{"widgetEnabled":true}"#.utf8)
    let settings = try JSONDecoder().decode(VocaPinSettings.self, from: old)
    #expect(settings.widgetEnabled == true && !settings.widgetOfferDismissed && settings.pinnedNoteID == nil)
    let none = try JSONDecoder().decode(VocaPinSettings.self, from: Data("{}".utf8))
    #expect(none.widgetEnabled == nil && none.widgetShowsNotes)
  }
}

@Suite("Issue 40: what VocaPin's users noticed")
@MainActor
struct NoticedTests {
  @Test("Done on a new note keeps \"New Note\" and no Delete while its sheet slides away")
  func doneKeepsNewNoteTitle() throws {
    let app = VocaPinHarness().model()
    app.startNewNote()
    app.settlePresentation()
    let editor = try #require(app.editor)
    #expect(editor.title == VocaPinCopy.newNote && editor.deletableNoteID == nil)
    editor.text = "Milk"
    app.finishEditing()
    // Saved, and leaving: the sheet still shows what it showed.
    #expect(
      app.board.notes.count == 1 && app.presentation.leaving.contains { $0.surface.destination == .editor(editor) })
    #expect(editor.title == VocaPinCopy.newNote && editor.deletableNoteID == nil)
    app.settlePresentation()
    let id = try #require(app.board.notes.first?.id)
    app.startEditing(id)
    app.settlePresentation()
    #expect(app.editor?.title == VocaPinCopy.editNote && app.editor?.deletableNoteID == id)
  }

  @Test("VoiceOver names the editor \"Note\" and reads its words; the prompt shows only over an empty note")
  func editorAccessibility() {
    let app = VocaPinHarness().model()
    app.startNewNote()
    #expect(app.editor?.placeholder == VocaPinCopy.notePlaceholder)
    app.editor?.text = "Pick up the parcel"
    #expect(app.editor?.placeholder == nil && VocaPinCopy.noteTextLabel != VocaPinCopy.notePlaceholder)
  }

  @Test("The success haptic plays only when the pin was saved")
  func pinHaptic() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["One", "Two"])
    let second = try #require(app.board.notes.last?.id)
    let before = app.haptic
    // The folder becomes a file: the pin cannot be saved.
    try harness.breakFolder()
    app.notesBoard.pin(second)
    #expect(app.haptic == before && app.board.pinnedID != second && app.messageUp != nil)
    try harness.mendFolder()
    let working = VocaPinHarness()
    let other = working.model()
    other.startNewNote()
    other.editor?.text = "A"
    other.finishEditing()
    other.write(["B"])
    other.notesBoard.pin(try #require(other.board.notes.last?.id))
    #expect(other.haptic?.intent == .confirmation)
  }

  @Test(
    "Clearing a note's words and tapping Done or swiping down asks to delete it (the sheet holds the swipe), never silently keeps the old words"
  )
  func emptiedNote() throws {
    let app = VocaPinHarness().model()
    app.write(["Old words"])
    let id = try #require(app.board.notes.first?.id)
    app.startEditing(id)
    app.settlePresentation()
    #expect(try !#require(app.editor).holdsSwipe, "a note with words swipes away, saved")
    app.editor?.text = "  "
    app.finishEditing()
    app.settlePresentation()
    #expect(app.isEditing && app.editor?.text == "  ", "the editor stays, showing what the user left")
    let dialog = try #require(app.presentation.alert)
    #expect(dialog.title == VocaPinCopy.emptiedNoteTitle.text && app.pendingDeletion == id)
    // Keep Editing, then swipe down: the sheet holds the swipe (it does not slide away and back) and asks again.
    app.tap(try #require(dialog.buttons.first { $0.role == .cancel }), of: dialog)
    let editor = try #require(app.editor)
    #expect(editor.holdsSwipe, "the view's interactiveDismissDisabled")
    app.sheetDismissalAttempted(presentedBy: 0)
    app.settlePresentation()
    #expect(app.isEditing && app.presentation.alert?.title == VocaPinCopy.emptiedNoteTitle.text)
    #expect(app.presentation.destinations == [.editor(editor)] && app.presentation.leaving.isEmpty)
    let again = try #require(app.presentation.alert)
    app.tap(try #require(again.buttons.first { $0.role == .destructive }), of: again)
    app.settlePresentation()
    #expect(app.board.notes.isEmpty && !app.isEditing)
  }

  @Test("The damaged-notes message is never dropped by a restored draft, a widget link or a later error")
  func damagedMessageKept() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["Readable", "Will be damaged"])
    let damaged = try #require(app.board.notes.last)
    let readable = try #require(app.board.notes.first)
    try Data("{ damaged".utf8).write(
      to: harness.directory.appendingPathComponent("notes-item-\(damaged.id.uuidString).json"))
    // Words kept aside when iOS ended the app: the next launch restores them into an editor.
    try harness.store.write(
      NoteDraft(noteID: nil, text: "Kept aside", color: .blue), for: VocaPinShared.unsavedDraft)
    let relaunched = harness.model()
    relaunched.settlePresentation()
    #expect(relaunched.isEditing && relaunched.messageUp == VocaPinCopy.damagedNotes(1).text)
    // A widget link arrives before the user read it: still there, on top of what the link opened.
    relaunched.finishEditing()
    relaunched.settlePresentation()
    relaunched.open(VocaPinRoute.note(readable.id).url)
    relaunched.settlePresentation()
    #expect(relaunched.messageUp == VocaPinCopy.damagedNotes(1).text)
    relaunched.open(VocaPinRoute.settings.url)
    relaunched.settlePresentation()
    #expect(relaunched.presentation.destinations == [.profileSettings(relaunched.shownProfileSettings)])
    #expect(relaunched.presentation.alert(on: 1)?.message == VocaPinCopy.damagedNotes(1).text)
    // A later error (a link to a note deleted since) waits behind it: the user reads both, in turn.
    relaunched.open(VocaPinRoute.note(UUID()).url)
    await relaunched.refreshed()
    #expect(relaunched.messageUp == VocaPinCopy.damagedNotes(1).text)
    let shown = try #require(relaunched.presentation.alert)
    relaunched.tap(try #require(shown.buttons.first), of: shown)
    #expect(relaunched.messageUp == NoteError.notFound.description)
    let next = try #require(relaunched.presentation.alert)
    relaunched.tap(try #require(next.buttons.first), of: next)
    #expect(relaunched.presentation.alert == nil)
  }

  @Test("A pin moved by the widget's button while the editor was open shows once the editor closes")
  func pinMovedWhileEditing() async throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.write(["One", "Two"])
    let first = try #require(app.board.notes.first?.id)
    app.startEditing(first)
    app.settlePresentation()
    let moved = try VocaPinQuickActions.pinNext(in: harness.store)
    app.editor?.text = "One, edited"
    app.finishEditing()
    app.settlePresentation()
    await app.refreshed()
    #expect(app.board.pinnedID == moved.id && app.board.note(first)?.text == "One, edited")
  }

  @Test("A cold launch reloads the widget: one that said its files were locked shows the note without waiting")
  func coldLaunchReloads() {
    let harness = VocaPinHarness()
    _ = harness.model()
    #expect(harness.widgetCenter.reloaded == [VocaPinShared.widgetKind])
    #expect(VocaPinWidgetFace.unavailable.route == .board)
    #expect(!VocaPinCopy.Widget.unavailableMessage.text.contains("Unlock your iPhone"), "true on an unlocked phone too")
  }

  @Test("The launch screen is the board's cream, light and dark, so nothing flashes white at launch")
  func launchScreen() throws {
    let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Apps")
    let project = try String(contentsOf: apps.appendingPathComponent("project.yml"), encoding: .utf8)
    let vocaPin =
      try #require(project.components(separatedBy: "\n  VocaPin:\n").dropFirst().first)
      .components(separatedBy: "\n  VocaPinWidgetExtension:").first ?? ""
    #expect(vocaPin.contains("UILaunchScreen:\n          UIColorName: LaunchBackground"))
    let json = try String(
      contentsOf: apps.appendingPathComponent("VocaPin/App/Assets.xcassets/LaunchBackground.colorset/Contents.json"),
      encoding: .utf8)
    let background = Theme.vocaPin.background
    for color in [background.light, background.dark] {
      let hex = [color.red, color.green, color.blue].map { String(format: "0x%02X", Int(($0 * 255).rounded())) }
      #expect(json.contains("\"blue\" : \"\(hex[2])\", \"green\" : \"\(hex[1])\", \"red\" : \"\(hex[0])\""))
    }
  }

  @Test("The Lock Screen shows the crossed eye only where note text is hidden on purpose")
  func lockScreenSymbols() {
    #expect(VocaPinWidgetFace.turnedOff.lockScreenSymbol == "eye.slash")
    for face in [VocaPinWidgetFace.empty, .unavailable, .note(VocaPinWidgetTimeline.sampleNote, isPinned: true)] {
      #expect(face.lockScreenSymbol != "eye.slash", "\(face)")
    }
  }

  @Test("At the accessibility sizes the widget's note may shrink back to the default's smallest size")
  func widgetTextAtLargeSizes() {
    for family in VocaPinWidget.families {
      let layout = VocaPinWidgetLayout.of(family)
      #expect(layout.minimumScaleFactor(at: .large) == layout.minimumScaleFactor)
      let grown = layout.maximumTextSize * DynamicTypeSize.accessibility5.scaleFactor(for: VocaPinWidgetLayout.noteFont)
      let smallest = grown * layout.minimumScaleFactor(at: .accessibility5)
      #expect(abs(smallest - layout.minimumTextSize) < 0.01, "\(family)")
    }
  }
}

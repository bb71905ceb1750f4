import AppServicesTestSupport
import Foundation
import Presentation
import Testing

@testable import NoteWallCore

/// Issue 27 in NoteWall: every sheet, alert and dialog through the model's PresentationStack, alerts on the
/// surface on top, and the app's links (the shortcut's callbacks) handled with each sheet open.
@MainActor
@Suite("NoteWall presentation")
struct PresentationAdoptionTests {
  /// The alert on screen, which SwiftUI shows only on the top level.
  func alertOnTop(_ model: NoteWallModel) -> AlertValue<NoteWallAlertAction>? {
    model.presentation.alert(on: model.presentation.topLevel)
  }

  @Test("A refused photo while Appearance is up is said on Appearance, which stays up")
  func refusedPhotoOnAppearance() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    model.showAppearance()
    model.settlePresentation()
    await model.appearance.setPhoto(Data("not a photo".utf8), for: .lock)
    #expect(model.presentation.destinations == [.appearance(model.appearance)])
    #expect(alertOnTop(model)?.message == NoteWallCopy.photoUnreadable)
    #expect(model.presentation.alert(on: 0) == nil, "not on the root, hidden under the sheet")
    // OK closes the alert, Appearance stays.
    let alert = try #require(alertOnTop(model))
    model.tap(try #require(alert.buttons.first), of: alert)
    #expect(model.messageUp == nil && model.presentation.destinations == [.appearance(model.appearance)])
    // Done (what the sheet's button calls) closes it; the choices were each kept as they were made.
    model.appearance.done()
    model.settlePresentation()
    #expect(model.presentation.destinations.isEmpty)
    await model.lockScreen.remindersFinished()
  }

  @Test("The photo picker is a sheet of the stack over Appearance: a refused photo is said on Appearance once it goes")
  func photoPickerInTheStack() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    model.showAppearance()
    model.settlePresentation()
    model.appearance.choosePhoto(for: .lock)
    model.settlePresentation()
    #expect(model.presentation.destinations == [.appearance(model.appearance), .photoPicker(.lock)])
    // A shortcut's callback meanwhile: its message shows on the picker, on top, not dropped under it.
    await model.lockScreen.updateWallpaper()
    model.handle(try world.callback())
    #expect(alertOnTop(model)?.message == NoteWallCopy.wallpaperUpdated && model.presentation.topLevel == 2)
    model.tapMessageOK()
    await model.photoPicked(.picked(Data("not a photo".utf8)), for: .lock)
    model.settlePresentation()
    #expect(model.presentation.destinations == [.appearance(model.appearance)], "the picker goes, Appearance stays")
    #expect(alertOnTop(model)?.message == NoteWallCopy.photoUnreadable)
    model.tapMessageOK()
    model.appearance.choosePhoto(for: .home)
    model.settlePresentation()
    await model.photoPicked(.cancelled, for: .home)
    model.settlePresentation()
    #expect(
      model.presentation.destinations == [.appearance(model.appearance)] && model.messageUp == nil,
      "Cancel says nothing")
    await model.lockScreen.remindersFinished()
  }

  @Test("A too-long note in the editor is said over the editor, which keeps the text; Save closes it when valid")
  func tooLongInEditor() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    let note = try #require(model.notes.list.notes.first)
    model.startEditing(note)
    model.settlePresentation()
    let editor = try #require(model.presentation.top?.destination.editor)
    #expect(editor.note == note && editor.text == "Call mum" && !editor.hasChanges)
    editor.text = String(repeating: "x", count: 401)
    editor.save()
    #expect(model.presentation.destinations == [.editNote(editor)], "the editor stays up")
    #expect(alertOnTop(model)?.message == NoteListError.tooLong.description)
    #expect(model.notes.list.notes.first?.text == "Call mum" && editor.hasChanges, "the user's words are kept")
    editor.text = "   "
    #expect(!editor.canSave, "a blank note cannot be saved")
    editor.text = "Call dad"
    editor.save()
    #expect(model.presentation.destinations.isEmpty && model.notes.list.notes.first?.text == "Call dad")
    // The payload stays readable while the sheet slides away.
    #expect(model.presentation.leaving.first?.surface.destination == .editNote(editor))
    model.dismissalEnded(presentedBy: 0)
    #expect(model.presentation.leaving.isEmpty)
    await model.wallpaper.finishWork()
    await model.lockScreen.remindersFinished()
  }

  @Test("Cancel in the editor keeps the note as it was; each tap on a note opens a fresh editor with its text")
  func cancelKeepsTheNote() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    let note = try #require(model.notes.list.notes.first)
    model.startEditing(note)
    model.settlePresentation()
    let editor = try #require(model.presentation.top?.destination.editor)
    editor.text = "Call the bank"
    editor.cancel()
    let dialog = try #require(alertOnTop(model), "Cancel on an edited note asks first")
    model.tap(try #require(dialog.buttons.first { $0.title == NoteWallCopy.discardChanges }), of: dialog)
    model.settlePresentation()
    #expect(model.presentation.surfaces.isEmpty && model.notes.list.notes.first?.text == "Call mum")
    model.startEditing(note)
    model.settlePresentation()
    let again = try #require(model.presentation.top?.destination.editor)
    #expect(again !== editor && again.text == "Call mum", "what was typed and cancelled is gone")
    await model.lockScreen.remindersFinished()
  }

  @Test("An edited note is never thrown away unasked: Cancel and a swipe down ask, Keep Editing keeps the typing")
  func discardAsksFirst() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    let note = try #require(model.notes.list.notes.first)
    model.startEditing(note)
    model.settlePresentation()
    let editor = try #require(model.presentation.top?.destination.editor)
    model.sheetDismissalAttempted(presentedBy: 0)
    #expect(alertOnTop(model) == nil, "an unchanged note's swipe asks nothing (the sheet lets it go)")
    editor.text = "Call the bank"
    model.sheetDismissalAttempted(presentedBy: 0)
    let dialog = try #require(alertOnTop(model))
    #expect(model.alertUp == .discardEdit(editor), "the question names its editor, not a sheet id")
    #expect(dialog.style == .confirmationDialog && dialog.title == NoteWallCopy.discardTitle)
    #expect(dialog.buttons.map(\.title) == [NoteWallCopy.discardChanges, NoteWallCopy.keepEditing])
    model.tap(try #require(dialog.buttons.last), of: dialog)
    #expect(model.presentation.destinations == [.editNote(editor)] && editor.text == "Call the bank")
    editor.cancel()
    let again = try #require(alertOnTop(model))
    model.tap(try #require(again.buttons.first), of: again)
    model.settlePresentation()
    #expect(model.presentation.surfaces.isEmpty && model.notes.list.notes.first?.text == "Call mum")
    model.startEditing(note)
    model.settlePresentation()
    let unchanged = try #require(model.presentation.top?.destination.editor)
    unchanged.cancel()
    #expect(alertOnTop(model) == nil && model.presentation.destinations.isEmpty, "nothing typed: Cancel closes")
    await model.lockScreen.remindersFinished()
  }

  @Test("The shortcut's callbacks with each sheet open: the sheet stays, the message shows on it")
  func callbacksWithEachSheetOpen() async throws {
    let world = World()
    let model = try await world.mainApp(note: "Call mum")
    let note = try #require(model.notes.list.notes.first)
    let opens: [(String, () -> Void)] = [
      ("help", { model.presentation.present(.help) }), ("editor", { model.startEditing(note) }),
      ("appearance", { model.showAppearance() }),
    ]
    for (name, open) in opens {
      open()
      model.settlePresentation()
      let destination = try #require(model.presentation.top?.destination, "\(name)")
      await model.lockScreen.updateWallpaper()
      model.handle(try world.callback())
      #expect(model.presentation.destinations == [destination])
      #expect(alertOnTop(model)?.message == NoteWallCopy.wallpaperUpdated, "\(destination)")
      model.tapMessageOK()  // messages queue: the next shows once this one is read
      await model.lockScreen.updateWallpaper()
      model.handle(try world.callback(failed: "Oops"))
      #expect(
        alertOnTop(model)?.message == NoteWallCopy.shortcutFailed("Oops"),
        "\(destination): the next one, once the first was read")
      #expect(model.presentation.destinations == [destination])
      // A link the app doesn't know changes nothing.
      model.handle(try #require(URL(string: "notewall://unknown")))
      #expect(model.presentation.destinations == [destination])
      model.tapMessageOK()
      model.presentation.dismissAll()
      model.settlePresentation()
      #expect(model.presentation.destinations.isEmpty)
    }
    await model.lockScreen.remindersFinished()
  }

  @Test("Step 6's callback with Help open: the result is on the step, Help stays, no alert")
  func stepSixCallbackWithHelpOpen() async throws {
    let world = World()
    let model = await world.modelAtStepSix()
    await model.onboarding.runShortcut()
    await model.onboarding.help()
    model.settlePresentation()
    #expect(model.isShowingHelp)
    model.handle(try world.callback())
    #expect(model.onboarding.permissionsRun == .succeeded && model.presentation.alert == nil && model.isShowingHelp)
    await model.wallpaper.finishWork()
  }

  @Test("NW-3.4: the Safari prompt is a dialog from the stack; its buttons do what they say")
  func safariDialog() async throws {
    let world = World()
    let model = world.model()
    model.onboarding.getStarted()
    await model.onboarding.advance()
    await model.onboarding.advance()
    let dialog = try #require(model.presentation.alert)
    #expect(dialog.style == .confirmationDialog && dialog.title == NoteWallCopy.safariTitle)
    let installed = try #require(dialog.buttons.first { $0.title == NoteWallCopy.safariInstalled })
    model.tap(installed, of: dialog)
    _ = await untilHolds { model.onboarding.flow.step == .installShortcut }
    #expect(model.onboarding.flow.step == .installShortcut && model.presentation.alert == nil)
  }
}

extension NoteWallDestination {
  /// The note editor's model, if this is the editor (compared by identity: two editors are two sheets).
  var editor: NoteEditorModel? { if case .editNote(let editor) = self { editor } else { nil } }
}

import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import Testing

@testable import VocaPinCore

@Suite("VP-0.2 The widget")
struct WidgetTests {
  let renderer = CairoRenderer()
  let date = Date(timeIntervalSince1970: 1_790_000_000)

  func notes(_ texts: String...) -> [Note] {
    texts.enumerated().map { index, text in
      Note(text: text, color: NoteColor.allCases[index % NoteColor.allCases.count], createdAt: date)
    }
  }

  @Test("VP-0.2: the widget shows the configured note (or that it was deleted), else the pinned one, else the first")
  func faceResolution() {
    let list = notes("Milk", "Call Grandma", "Gym")
    let on = VocaPinSettings(widgetEnabled: true, pinnedNoteID: list[1].id)
    #expect(
      VocaPinWidgetFace.resolve(settings: on, notes: list, configuredNoteID: list[2].id)
        == .note(list[2], isPinned: false))
    #expect(
      VocaPinWidgetFace.resolve(settings: on, notes: list, configuredNoteID: nil) == .note(list[1], isPinned: true))
    #expect(
      VocaPinWidgetFace.resolve(settings: on, notes: list, configuredNoteID: UUID()) == .noteDeleted)
    let unpinned = VocaPinSettings(widgetEnabled: true, pinnedNoteID: UUID())
    #expect(
      VocaPinWidgetFace.resolve(settings: unpinned, notes: list, configuredNoteID: nil)
        == .note(list[0], isPinned: false))
    #expect(VocaPinWidgetFace.resolve(settings: on, notes: [], configuredNoteID: nil) == .empty)
  }

  @Test("VP-0.2: only the pinned note carries the pin; a widget set to show another note draws none")
  func pinBadge() {
    let list = notes("Milk", "Call Grandma")
    let settings = VocaPinSettings(widgetEnabled: true, pinnedNoteID: list[1].id)
    func hasPin(_ configured: UUID?) -> Bool {
      let face = VocaPinWidgetFace.resolve(settings: settings, notes: list, configuredNoteID: configured)
      return VocaPinWidgetScene.make(family: .small, face: face, scheme: .light, measurer: renderer).list.items
        .contains { item in
          if case .text(let text) = item { return text.text == "📌" }
          return false
        }
    }
    #expect(hasPin(nil))
    #expect(hasPin(list[1].id))
    #expect(!hasPin(list[0].id))
  }

  @Test("VP-0.2: the large widget lays a short note out to its size: large type, centred, not a corner of it")
  func largeShortNote() {
    let face = VocaPinWidgetFace.note(notes("Call Grandma")[0], isPinned: true)
    let large = VocaPinWidgetScene.make(family: .large, face: face, scheme: .light, measurer: renderer)
    let small = VocaPinWidgetScene.make(family: .small, face: face, scheme: .light, measurer: renderer)
    #expect(large.body.font.size > small.body.font.size * 1.5, "the larger widget writes larger")
    let (_, height) = WidgetFamilyID.large.previewSize
    let centre = large.body.frame.y + large.body.frame.height / 2
    #expect(abs(centre - height / 2) < height * 0.1, "centred, not at the top")
    #expect(!large.overflows)
  }

  @Test("With the toggle off the widget shows no note text, and turning it on reloads it (privacy)")
  @MainActor func turnedOff() throws {
    let list = notes("My secret diary entry")
    let off = VocaPinSettings(widgetEnabled: false, pinnedNoteID: list[0].id)
    let face = VocaPinWidgetFace.resolve(settings: off, notes: list, configuredNoteID: list[0].id)
    #expect(face == .turnedOff)
    for family in VocaPinWidget.families {
      let scene = VocaPinWidgetScene.make(family: family, face: face, scheme: .light, measurer: renderer)
      let texts = scene.list.items.compactMap { item -> String? in
        if case .text(let text) = item { return text.text }
        return nil
      }
      #expect(!texts.contains { $0.contains("secret") }, "\(family)")
    }
    #expect(face.route == .settings)
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    #expect(harness.writes.contains("settings"), "the settings write is what reloads the widget")
  }

  @Test("VP-0.2: tapping the widget opens that note in the app, cold or warm")
  @MainActor func deepLink() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    for text in ["First", "Second"] {
      app.startNewNote()
      app.editor?.text = text
      app.finishEditing()
    }
    let second = try #require(app.board.notes.last)
    let url = VocaPinWidgetFace.note(second, isPinned: false).route.url
    #expect(url.absoluteString == "vocapin://note/\(second.id.uuidString)")
    // Warm: the running app, with Profile Settings open on top.
    app.showProfileSettings()
    app.settlePresentation()
    app.notesBoard.selectedNoteID = app.board.notes.first?.id
    app.open(url)
    app.settlePresentation()
    #expect(
      app.notesBoard.selectedNoteID == second.id && app.onlyTheEditorIsUp && app.editor?.draft.noteID == second.id)
    // Cold: a freshly launched model receives the same URL.
    let cold = harness.model()
    cold.open(url)
    cold.settlePresentation()
    #expect(cold.notesBoard.selectedNoteID == second.id && cold.editor?.text == "Second", "open, ready to type")
    // The other faces' links.
    cold.open(VocaPinRoute.settings.url)
    cold.settlePresentation()
    #expect(cold.presentation.destinations == [.profileSettings(cold.shownProfileSettings)])
    cold.open(VocaPinRoute.newNote.url)
    cold.settlePresentation()
    #expect(cold.onlyTheEditorIsUp && cold.editor?.draft.noteID == nil)
  }

  @Test("Deep links: hostile or malformed URLs are ignored, a deleted note gets a message")
  @MainActor func badLinks() async throws {
    for text in [
      "vocapin://note/not-a-uuid", "vocapin://note/", "vocapin://note/\(UUID().uuidString)/extra", "vocapin://",
      "https://note/\(UUID().uuidString)", "vocapin://evil/../../etc", "vocapin://settings/x",
    ] {
      let url = try #require(URL(string: text))
      #expect(VocaPinRoute(url) == nil, "\(text)")
    }
    let app = VocaPinHarness().model()
    app.open(VocaPinRoute.note(UUID()).url)
    // Said once the notes were read again (another process may have just made it).
    await app.refreshed()
    #expect(app.messageUp == NoteError.notFound.description)
    for route in [VocaPinRoute.note(UUID()), .newNote, .settings] {
      #expect(VocaPinRoute(route.url) == route)
    }
  }

  @Test("A note edit reloads the widget once, not on every keystroke")
  @MainActor func oneReloadPerEdit() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.startNewNote()
    app.editor?.text = "Groceries"
    app.finishEditing()
    let note = try #require(app.board.notes.first)
    harness.clearWrites()
    app.startEditing(note.id)
    var text = note.text
    for character in ": eggs, flour, butter, sugar" {
      text.append(character)
      app.editor?.text = text
    }
    #expect(harness.writes.isEmpty, "typing writes nothing")
    app.finishEditing()
    #expect(harness.writes == ["notes-item-\(note.id.uuidString)"])
    // Ending an edit that changed nothing writes nothing.
    harness.clearWrites()
    app.startEditing(note.id)
    app.finishEditing()
    #expect(harness.writes.isEmpty)
  }

  @Test("The widget is asked to reload after each change it shows and on return to the foreground, never per keystroke")
  @MainActor func reloadsWidget() throws {
    let harness = VocaPinHarness()
    let app = harness.model()
    let center = harness.widgetCenter
    #expect(
      center.reloaded.count == 1,
      "a launch reloads once, free in the foreground: a widget that could not read its files shows the note again")
    app.widgetSetup.isOn = true
    #expect(center.reloaded.count == 2, "the toggle")
    app.startNewNote()
    for text in ["G", "Gr", "Groceries"] { app.editor?.text = text }
    #expect(center.reloaded.count == 2, "typing reloads nothing")
    app.finishEditing()
    #expect(center.reloaded.count == 3, "the saved note")
    app.settlePresentation()
    app.write(["Second"])
    let second = try #require(app.board.notes.last)
    let before = center.reloaded.count
    app.notesBoard.pin(second.id)
    #expect(center.reloaded.count == before + 1, "the pin")
    app.notesBoard.pin(second.id)
    #expect(center.reloaded.count == before + 1, "pinning the pinned note changes nothing the widget shows")
    harness.scene.leaveApp()
    #expect(center.reloaded.count == before + 1)
    harness.scene.returnToApp()
    #expect(center.reloaded.count == before + 2, "back in the foreground, where reloads are free")
    #expect(Set(center.reloaded) == [VocaPinShared.widgetKind] && center.refused.isEmpty)
  }

  @Test("Going to the background saves the note being written, and editing goes on")
  @MainActor func backgroundSavesDraft() {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.startNewNote()
    app.editor?.text = "Half-written thought"
    harness.scene.leaveApp()
    #expect(harness.model().board.notes.map(\.text) == ["Half-written thought"])
    #expect(app.isEditing && app.editor?.draft.noteID == app.board.notes.first?.id)
    // A blank new note is not saved; its editor is still there on return, as the user left it.
    let otherHarness = VocaPinHarness()
    let other = otherHarness.model()
    other.startNewNote()
    otherHarness.scene.leaveApp()
    #expect(other.isEditing && other.board.notes.isEmpty)
  }

  @Test("Each family fits an ordinary note whole, and shortens long ones to first words on the Lock Screen")
  func layouts() {
    let note = Note(text: "Pick up the dry cleaning before 6", color: .yellow, createdAt: date)
    for family in VocaPinWidget.families {
      let layout = VocaPinWidgetLayout.of(family)
      let scene = VocaPinWidgetScene.make(
        family: family, face: .note(note, isPinned: true), scheme: .light, measurer: renderer)
      #expect(!scene.overflows, "\(family)")
      if family.isLockScreen {
        #expect(scene.body.text.count <= (layout.characterLimit ?? .max))
        #expect(!layout.showsPin && !layout.usesPaperBackground)
      } else {
        #expect(scene.body.text == note.text && scene.body.font.role == .handwritten)
        #expect(scene.body.font.size >= layout.minimumTextSize)
      }
    }
    #expect(VocaPinWidgetLayout.of(.small).maximumTextSize < VocaPinWidgetLayout.of(.large).maximumTextSize)
    let long = String(repeating: "Remember the milk. ", count: 60)
    let longNote = Note(text: long, color: .blue, createdAt: date)
    let small = VocaPinWidgetScene.make(
      family: .small, face: .note(longNote, isPinned: true), scheme: .light, measurer: renderer)
    #expect(small.overflows, "reported, so the widget ends it in … rather than clipping mid-line")
    #expect(small.body.maximumLines == VocaPinWidgetLayout.of(.small).lineLimit && small.body.truncates)
  }

  @Test("Every family renders at its size, @3x, light and dark, with the note's paper colour")
  func renders() throws {
    for family in VocaPinWidget.families {
      let (width, height) = family.previewSize
      for scheme in ColorScheme.allCases {
        let note = Note(text: "Water the plants 🌱", color: .blue, createdAt: date)
        let scene = VocaPinWidgetScene.make(
          family: family, face: .note(note, isPinned: true), scheme: scheme, measurer: renderer)
        let bitmap = try renderer.renderPixels(scene.list, pixelWidth: Int(width) * 3)
        #expect(bitmap.width == Int(width) * 3 && bitmap.height == Int(height) * 3)
        if !family.isLockScreen {
          let paper = NoteColor.blue.paper.resolved(in: scheme)
          let pixel = bitmap.color(x: bitmap.width / 2, y: bitmap.height - 20)
          #expect(abs(Double(pixel.blue) - paper.blue * 255) < 3, "\(family) \(scheme)")
        }
      }
    }
  }
}

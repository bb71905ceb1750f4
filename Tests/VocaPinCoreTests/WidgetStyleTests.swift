import AppServices
import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import SharedStore
import Testing

@testable import VocaPinCore

/// Issue 40, per-widget styling: each Home Screen widget's configuration ("Edit Widget" > Colour, Lettering)
/// chooses how it draws its note, decided in the core and drawn by the scene the SwiftUI widget mirrors.
@Suite("VocaPin widget: each widget's colour and lettering")
@MainActor
struct WidgetStyleTests {
  let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// A board with one yellow note, pinned, as the widget's process reads it.
  func pinnedNote() throws -> (VocaPinHarness, Note) {
    let harness = VocaPinHarness()
    let app = harness.model()
    app.widgetSetup.isOn = true
    app.widgetSetup.dismiss(.gotIt)
    app.write(["Buy bread"])
    let note = try #require(app.board.notes.first)
    app.notesBoard.pin(note.id)
    return (harness, note)
  }

  func plan(_ harness: VocaPinHarness, _ style: VocaPinWidgetStyle) -> VocaPinWidgetPlan {
    VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, style: style, context: .homeScreen, now: now, sinceStart: 600)
  }

  /// The paper the scene fills the widget with, in `scheme`.
  func paperDrawn(_ scene: VocaPinWidgetScene) -> RGBAColor? {
    for item in scene.list.items {
      if case .fill(let fill) = item, case .solid(let color) = fill.paint { return color }
    }
    return nil
  }

  @Test("A widget left unconfigured draws its note as before: the note's own colour, handwritten")
  func defaultLookUnchanged() throws {
    let (harness, note) = try pinnedNote()
    let plan = plan(harness, .standard)
    #expect(plan.style == .standard)
    #expect(plan.look == VocaPinWidgetLook(paper: note.color.paper, ink: NoteColor.ink, fontRole: .handwritten))
    #expect(VocaPinWidgetStyle(paperIdentifier: nil, letteringIdentifier: nil) == .standard)
    let measurer = CairoRenderer()
    for family in [WidgetFamilyID.small, .medium, .large] {
      let styled = VocaPinWidgetScene.make(
        family: family, face: plan.face, style: .standard, scheme: .light, measurer: measurer)
      let before = VocaPinWidgetScene.make(family: family, face: plan.face, scheme: .light, measurer: measurer)
      #expect(styled.list == before.list, "\(family): the look every widget had before styles existed")
    }
  }

  @Test("A chosen colour paints that widget's paper; another widget of the same note keeps the note's colour")
  func colourPerWidget() throws {
    let (harness, note) = try pinnedNote()
    #expect(note.color == .yellow)
    let blue = plan(harness, VocaPinWidgetStyle(paper: .blue))
    let plain = plan(harness, .standard)
    #expect(blue.face == plain.face, "the same note")
    #expect(blue.look.paper == NoteColor.blue.paper && plain.look.paper == NoteColor.yellow.paper)
    let measurer = CairoRenderer()
    for scheme in [ColorScheme.light, .dark] {
      let drawn = VocaPinWidgetScene.make(
        family: .medium, face: blue.face, style: blue.style, scheme: scheme, measurer: measurer)
      #expect(paperDrawn(drawn) == NoteColor.blue.paper.resolved(in: scheme), "\(scheme)")
      #expect(drawn.body.color == NoteColor.ink.resolved(in: scheme), "the note's ink reads on every paper")
    }
  }

  @Test("Printed lettering draws the note in the system font; the pin and the text stay where they were")
  func printedLettering() throws {
    let (harness, _) = try pinnedNote()
    let printed = plan(harness, VocaPinWidgetStyle(lettering: .printed))
    #expect(printed.look.fontRole == .system)
    let measurer = CairoRenderer()
    let scene = VocaPinWidgetScene.make(
      family: .small, face: printed.face, style: printed.style, scheme: .light, measurer: measurer)
    let handwritten = VocaPinWidgetScene.make(family: .small, face: printed.face, scheme: .light, measurer: measurer)
    #expect(scene.body.font.role == .system && handwritten.body.font.role == .handwritten)
    #expect(scene.body.frame.x == handwritten.body.frame.x && scene.body.frame.y == handwritten.body.frame.y)
    #expect(!scene.overflows)
  }

  @Test("VP-0.2: printed lettering is as large as handwriting, in the scene and in what the widget reads")
  func printedLetteringSize() throws {
    let (harness, _) = try pinnedNote()
    let printed = plan(harness, VocaPinWidgetStyle(lettering: .printed))
    let measurer = CairoRenderer()
    for (family, size) in [(WidgetFamilyID.small, 22.0), (.medium, 24), (.large, 48)] {
      let layout = VocaPinWidgetLayout.of(family)
      // What the SwiftUI widget sets its font from (`NoteWidget.bodyFont`), and the scene draws at most.
      let font = layout.bodyFont(for: printed.face, look: printed.look)
      #expect(font.role == .system && font.size == size, "\(family)")
      let handwriting = layout.bodyFont(for: printed.face, look: printed.face.look(.standard))
      #expect(handwriting.role == .handwritten && handwriting.size == size)
      let scene = VocaPinWidgetScene.make(
        family: family, face: printed.face, style: printed.style, scheme: .light, measurer: measurer)
      #expect(scene.body.font.role == .system && scene.body.font.size <= size)
    }
  }

  @Test("Off, empty and unreadable widgets keep their neutral card whatever the style: the style is the note's")
  func neutralFacesUnstyled() {
    let style = VocaPinWidgetStyle(paper: .purple, lettering: .printed)
    for face in [VocaPinWidgetFace.turnedOff, .empty, .unavailable] {
      #expect(face.look(style) == face.look(.standard))
      #expect(face.look(style).paper == SystemColors.gray6 && face.look(style).fontRole == .system)
    }
  }

  @Test("The gallery's sample keeps the default look; the configuration's values are read defensively")
  func galleryAndIdentifiers() {
    let harness = VocaPinHarness()
    _ = harness.model()
    let gallery = VocaPinWidgetTimeline.plan(
      store: harness.store, choice: .pinned, style: VocaPinWidgetStyle(paper: .green), context: .gallery, now: now,
      sinceStart: 600)
    #expect(gallery.look == VocaPinWidgetTimeline.sampleNote.color.paper.lookOfSample)
    for color in NoteColor.allCases {
      #expect(VocaPinWidgetStyle(paperIdentifier: color.rawValue, letteringIdentifier: nil).paper == color)
    }
    for lettering in WidgetLettering.allCases {
      #expect(VocaPinWidgetStyle(paperIdentifier: nil, letteringIdentifier: lettering.rawValue).lettering == lettering)
    }
    #expect(
      VocaPinWidgetStyle(paperIdentifier: VocaPinWidgetStyle.noteColourIdentifier, letteringIdentifier: nil).paper
        == nil)
    for junk in ["", "Blue", "../blue", String(repeating: "a", count: 10_000)] {
      #expect(VocaPinWidgetStyle(paperIdentifier: junk, letteringIdentifier: junk) == .standard)
    }
  }
}

extension ColorPair {
  /// The sample note's look in the gallery: its own paper, handwritten.
  fileprivate var lookOfSample: VocaPinWidgetLook {
    VocaPinWidgetLook(paper: self, ink: NoteColor.ink, fontRole: .handwritten)
  }
}

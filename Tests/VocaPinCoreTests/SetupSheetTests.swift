import DesignSystem
import Foundation
import Rendering
import RenderingCairo
import Testing

@testable import VocaPinCore

@Suite("VP-1.3, VP-2, VP-3, VP-5, VP-6 The Widget Setup sheet")
struct SetupSheetTests {
  let renderer = CairoRenderer()
  /// iPhone SE, 13 mini, 15, 15 Pro Max, and the 15 in landscape (ios-facts.md).
  let screens = [
    Size(width: 375, height: 667), Size(width: 375, height: 812), Size(width: 393, height: 852),
    Size(width: 430, height: 932), Size(width: 852, height: 393),
  ]

  @Test("VP-1.3 / VP-3.3: five numbered steps, the real ones for adding a widget on iOS 17")
  func steps() {
    let steps = WidgetSetupGuide.steps.map(\.text)
    #expect(steps.count == 5)
    #expect(steps[0].contains("Touch and hold") && steps[0].contains("Home Screen"))
    #expect(steps[1].contains("+"))
    #expect(steps[2].contains("VocaPin"))
    #expect(steps[3].contains("Add Widget"))
    #expect(steps[4].contains("Done"))
    // Then the Lock Screen's widgets: a note (the box under the time, or one line at the date) and New Voice Note.
    let lockScreen = WidgetSetupGuide.lockScreen.text
    #expect(WidgetSetupGuide.lockScreenTitle.text == "On the Lock Screen")
    #expect(
      ["Customize", "Lock Screen", "under the time", "the date", "New Voice Note"].allSatisfy(lockScreen.contains))
    // It promises no more than the widget does: the recorder opens (listening waits for a tap), and a note's words
    // show on a locked phone only with the switch Profile Settings names.
    #expect(!lockScreen.contains("one tap") && lockScreen.contains(VocaPinCopy.lockScreenShowsNotes.text))
    let scene = WidgetSetupScene.make(
      screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: renderer)
    let numbers = scene.blocks.filter { $0.text.hasSuffix(".") && $0.text.count <= 3 }
    #expect(numbers.map(\.text) == ["1.", "2.", "3.", "4.", "5."])
    // Numbers share one column; each step's text starts level with its number, the steps evenly spaced.
    #expect(Set(numbers.map(\.frame.x)).count == 1)
    for number in numbers {
      let text = scene.blocks.first { $0.frame.y == number.frame.y && $0.text != number.text }
      #expect(text != nil && text!.frame.x >= number.frame.maxX)
    }
  }

  @Test("VP-3.1 / VP-3.2 / VP-4.1: the title, the subtitle and Got it!, word for word")
  func copy() {
    #expect(WidgetSetupGuide.title.text == "Widget Setup!")
    #expect(WidgetSetupGuide.subtitle.text == "Just a few steps to get your widget on the home screen:")
    #expect(WidgetSetupGuide.gotIt.text == "Got it!")
  }

  @Test("VP-3.1: the title is large and handwritten; VP-3.2: the subtitle is readable")
  func titleSizes() {
    #expect(WidgetSetupGuide.titleFont.role == .handwritten)
    #expect(WidgetSetupGuide.titleFont.metrics(at: .large).pointSize >= 28)
    #expect(WidgetSetupGuide.subtitleFont.metrics(at: .large).pointSize >= 17)
    #expect(
      WidgetSetupGuide.titleFont.metrics(at: .large).pointSize
        > WidgetSetupGuide.subtitleFont.metrics(at: .large).pointSize)
  }

  @Test(
    "VP-2.1: the detent the view passes makes the sheet three quarters of the screen, over Profile Settings or the board"
  )
  @MainActor
  func height() throws {
    let harness = VocaPinHarness()
    let model = harness.model()
    #expect(model.widgetSetup.detent == .large, "not measured yet: the view falls back to the system's large sheet")
    // What the board's GeometryReader reports (the whole window, and its bottom safe-area inset), and the
    // `.height` detent the view then passes to `.presentationDetents`: SwiftUI measures it above that inset.
    let measured: [(screen: Size, inset: Double, detent: WidgetSetupDetent)] = [
      (Size(width: 375, height: 667), 0, .height(500)),  // iPhone SE: no home indicator
      (Size(width: 375, height: 812), 34, .height(575)),  // 13 mini
      (Size(width: 393, height: 852), 34, .height(605)),  // 15
      (Size(width: 430, height: 932), 34, .height(665)),  // 15 Pro Max
      (Size(width: 852, height: 393), 21, .height(274)),  // 15 in landscape
    ]
    for (screen, inset, detent) in measured {
      model.widgetSetup.windowMeasured(height: screen.height, bottomSafeAreaInset: inset)
      #expect(model.widgetSetup.detent == detent, "\(screen)")
      // Where SwiftUI puts the sheet's top edge: the detent above the inset, from the screen's bottom.
      let top = screen.height - inset - detent.points
      let share = (screen.height - top) / screen.height
      #expect(abs(share - 0.75) < 0.002, "\(screen): \(share)")
      // The Linux scene draws the sheet there too.
      let scene = WidgetSetupScene.make(
        screen: screen, bottomSafeAreaInset: inset, typeSize: .large, scheme: .light, measurer: renderer)
      #expect(scene.sheet.y == top && scene.sheet.maxY == screen.height && scene.sheet.width == screen.width)
      #expect(scene.button.maxY <= screen.height - inset, "Got it! clear of the home indicator")
    }
    // A height in points, not a fraction of the presenting sheet: the same over Profile Settings as over the board.
    model.widgetSetup.windowMeasured(height: 852, bottomSafeAreaInset: 34)
    model.turnOnWidgetInProfileSettings()
    #expect(
      model.presentation.destinations == [
        .profileSettings(model.shownProfileSettings), .widgetSetup(model.widgetSetup),
      ])
    #expect(model.widgetSetup.detent == .height(605))
    // Nonsense from a measurement is ignored.
    for (height, inset) in [(0, 0), (-1, 0), (Double.nan, 0), (.infinity, 0), (852, -1), (852, 852), (852, .nan)] {
      model.widgetSetup.windowMeasured(height: height, bottomSafeAreaInset: inset)
    }
    #expect(model.widgetSetup.detent == .height(605))
  }

  @Test(
    "VP-3.3: the step numbers' column grows with Dynamic Type, so \"5.\" never touches its step",
    arguments: DynamicTypeSize.allCases)
  func stepNumbersScale(size: DynamicTypeSize) {
    // The width the view's number column reads at this setting.
    let column = WidgetSetupGuide.stepNumberWidth(at: size)
    let font = WidgetSetupGuide.stepNumberFont
    let spec = FontSpec(role: font.role, weight: font.weight, size: font.metrics(at: size).pointSize)
    for number in 1...WidgetSetupGuide.steps.count {
      let measured = renderer.measure("\(number).", font: spec, width: 1_000, lineSpacing: 0).size.width
      #expect(measured + Spacing.xSmall / 2 <= column, "\(size): \(measured) in \(column)")
    }
    if size > .large { #expect(column > WidgetSetupGuide.stepNumberWidth, "grows past the default") }
    // The scene lays the steps out on the same column.
    let scene = WidgetSetupScene.make(
      screen: Size(width: 393, height: 852), typeSize: size, scheme: .light, measurer: renderer)
    let numbers = scene.blocks.filter { $0.text.hasSuffix(".") && $0.text.count <= 3 }
    #expect(numbers.count == 5 && numbers.allSatisfy { $0.frame.width == column })
  }

  @Test(
    "VP-6.4: turned to landscape the sheet stays a sheet, three quarters high, its button in view, its steps scrolling")
  @MainActor
  func landscape() throws {
    // iPhone landscape is vertically compact: SwiftUI would turn the sheet into a full-screen cover unless it
    // asks not to, which every VocaPin sheet does (`.vocaPinSheet`).
    #expect(VocaPinDestination.oneOfEach.allSatisfy { VocaPinSheetStyle.of($0).staysSheetInCompactHeight })
    for screen in [Size(width: 852, height: 393), Size(width: 667, height: 375)] {
      let inset = screen.width > 800 ? 21.0 : 0  // the home indicator's strip in landscape; none on an SE
      let scene = WidgetSetupScene.make(
        screen: screen, bottomSafeAreaInset: inset, typeSize: .large, scheme: .light, measurer: renderer)
      #expect(abs(scene.sheet.height / screen.height - 0.75) < 0.01)
      #expect(scene.sheet.contains(scene.button), "Got it! stays reachable")
      #expect(scene.needsScrolling, "what does not fit scrolls instead of being cut")
    }
    // Rotating, as the root view reports it (`windowMeasured` with the new window): the sheet stays up, its
    // detent re-read as three quarters of the landscape window, and back to the portrait one on the way back.
    let harness = VocaPinHarness()
    let model = harness.model()
    model.widgetSetup.windowMeasured(height: 852, bottomSafeAreaInset: 34)
    model.turnOnWidgetInProfileSettings()
    #expect(
      model.presentation.destinations == [
        .profileSettings(model.shownProfileSettings), .widgetSetup(model.widgetSetup),
      ])
    let portrait = model.widgetSetup.detent
    #expect(portrait == .height(605), "639 points high, 34 of them the home indicator's strip")
    for (height, inset) in [(393.0, 21.0), (375.0, 0.0)] {
      model.widgetSetup.windowMeasured(height: height, bottomSafeAreaInset: inset)
      let detent = model.widgetSetup.detent
      #expect(abs((detent.points + inset) / height - 0.75) < 0.01, "\(height): \(detent)")
      #expect(
        model.presentation.destinations == [
          .profileSettings(model.shownProfileSettings), .widgetSetup(model.widgetSetup),
        ]
          && model.isShowingWidgetSetup)
      // The sheet laid out at that size keeps Got it! in reach and scrolls the rest.
      let scene = WidgetSetupScene.make(
        screen: Size(width: height == 393 ? 852 : 667, height: height), bottomSafeAreaInset: inset,
        typeSize: .large, scheme: .light, measurer: renderer)
      #expect(scene.sheet.height == detent.points + inset && scene.sheet.contains(scene.button))
    }
    model.widgetSetup.windowMeasured(height: 852, bottomSafeAreaInset: 34)
    #expect(model.widgetSetup.detent == portrait && model.isShowingWidgetSetup)
    harness.scene.openAppSwitcher()
    harness.scene.returnToApp()
    #expect(
      model.presentation.destinations == [
        .profileSettings(model.shownProfileSettings), .widgetSetup(model.widgetSetup),
      ]
        && model.isShowingWidgetSetup)
  }

  @Test("VP-2.2: a swipe down or a tap outside closes the sheet, keeps the widget on, and returns to Profile Settings")
  @MainActor
  func dismissible() {
    // The sheet never disables interactive dismissal, and is shorter than the screen, so there is an outside.
    #expect(WidgetSetupGuide.allowsInteractiveDismissal && WidgetSetupGuide.detentFraction < 1)
    let harness = VocaPinHarness()
    let model = harness.model()
    model.turnOnWidgetInProfileSettings()
    #expect(model.isShowingWidgetSetup)
    // Both gestures reach the model the same way: SwiftUI sets the item of Profile Settings' sheet to nil.
    model.sheetClosedByUser(presentedBy: 1)
    model.settlePresentation()
    #expect(!model.isShowingWidgetSetup && model.widgetSetup.isOn)
    #expect(model.presentation.destinations == [.profileSettings(model.shownProfileSettings)])
    #expect(harness.model().widgetSetup.isOn, "the choice was saved when the toggle turned on")
  }

  @Test("VP-2.3: content sits on the design system's spacing, clear of the edges")
  func padding() {
    #expect(Spacing.all.contains(WidgetSetupGuide.contentPadding))
    #expect(Spacing.all.contains(WidgetSetupGuide.sectionSpacing))
    #expect(Spacing.all.contains(WidgetSetupGuide.stepSpacing))
    #expect(WidgetSetupGuide.contentPadding >= Spacing.screenEdgeCompact)
    let scene = WidgetSetupScene.make(
      screen: Size(width: 375, height: 667), typeSize: .large, scheme: .light, measurer: renderer)
    for block in scene.blocks + [
      TextItem(text: "", frame: scene.button, font: FontSpec(role: .system, size: 1), color: .black)
    ] {
      #expect(block.frame.minX >= WidgetSetupGuide.contentPadding - 0.01)
      #expect(block.frame.maxX <= 375 - WidgetSetupGuide.contentPadding + 0.01)
    }
  }

  @Test(
    "VP-2.4 / VP-3.4 / VP-5.3: Marker Felt (Wide for bold) at sizes that scale with Dynamic Type; laid out in Kristi",
    arguments: DynamicTypeSize.allCases)
  func dynamicType(size: DynamicTypeSize) {
    let fonts = [
      WidgetSetupGuide.titleFont, WidgetSetupGuide.subtitleFont, WidgetSetupGuide.stepFont,
      WidgetSetupGuide.stepNumberFont, WidgetSetupGuide.buttonFont,
    ]
    #expect(fonts.allSatisfy { $0.role == .handwritten })
    #expect(FontRole.handwritten.appleFamily == "Marker Felt")
    // The faces the device draws with: bold is Marker Felt's own Wide face, not a synthesised Thin.
    let installed: Set = ["MarkerFelt-Thin", "MarkerFelt-Wide"]
    #expect(
      FontRole.handwritten.appleFace(for: WidgetSetupGuide.titleFont.weight, isInstalled: installed.contains).name
        == "MarkerFelt-Wide")
    #expect(
      FontRole.handwritten.appleFace(for: WidgetSetupGuide.stepFont.weight, isInstalled: installed.contains).name
        == "MarkerFelt-Thin")
    // What follows is measured with Kristi, the Linux stand-in, which is narrower than Marker Felt: it proves
    // the layout's rules (every block gets the height it measures, the rest scrolls), not Marker Felt's metrics.
    // At the default size the steps read as body text: neither tiny nor shouting.
    if size == .large {
      #expect((16...20).contains(WidgetSetupGuide.stepFont.metrics(at: size).pointSize))
    }
    for screen in screens {
      let scene = WidgetSetupScene.make(screen: screen, typeSize: size, scheme: .light, measurer: renderer)
      for block in scene.blocks {
        let measured = renderer.measure(block.text, font: block.font, width: block.frame.width, lineSpacing: 0)
        #expect(measured.size.height <= block.frame.height + 0.5, "\(block.text) is clipped at \(size) on \(screen)")
        #expect(measured.missingGlyphs == 0)
      }
      // What does not fit scrolls; the button never leaves the sheet.
      #expect(scene.sheet.contains(scene.button))
      if !scene.needsScrolling {
        #expect(scene.blocks.allSatisfy { $0.frame.maxY <= scene.contentArea.maxY + 0.5 })
      }
    }
  }

  @Test(
    "The Home Screen's steps fit without scrolling at the default size on a current iPhone, and scroll at AX5 on an SE")
  func scrolling() throws {
    let regular = WidgetSetupScene.make(
      screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: renderer)
    let lastStep = try #require(regular.blocks.first { $0.text == WidgetSetupGuide.steps.last?.text })
    #expect(lastStep.frame.maxY <= regular.contentArea.maxY + 0.5, "the five steps in view before any scrolling")
    // The Lock Screen's part follows them, in full, scrolled to if it must be.
    let lockScreen = try #require(regular.blocks.last)
    #expect(lockScreen.text == WidgetSetupGuide.lockScreen.text && lockScreen.frame.y > lastStep.frame.maxY)
    let largest = WidgetSetupScene.make(
      screen: Size(width: 375, height: 667), typeSize: .accessibility5, scheme: .light, measurer: renderer)
    #expect(largest.needsScrolling)
    // The heading stops growing, so the first step is in view before any scrolling, even there.
    let firstStep = try #require(largest.blocks.first { $0.text == WidgetSetupGuide.steps[0].text })
    #expect(firstStep.frame.y < largest.contentArea.maxY - firstStep.font.size, "the first step starts in view")
    let title = try #require(largest.blocks.first { $0.text == WidgetSetupGuide.title.text })
    #expect(title.font.size == WidgetSetupGuide.titleFont.metrics(at: .xxxLarge).pointSize)
  }

  @Test("VP-3.5: Got it! spans the sheet, at least 44 points tall, and grows with its text")
  func button() {
    for size in DynamicTypeSize.allCases {
      let scene = WidgetSetupScene.make(
        screen: Size(width: 393, height: 852), typeSize: size, scheme: .light, measurer: renderer)
      #expect(scene.button.height >= HitTarget.minimum)
      #expect(scene.button.width == 393 - 2 * WidgetSetupGuide.contentPadding)
      #expect(scene.button.maxY == scene.sheet.maxY - WidgetSetupGuide.contentPadding, "at the bottom (VP-4.1)")
      let label = WidgetSetupGuide.buttonFont.metrics(at: size)
      #expect(scene.button.height >= label.leading)
    }
  }

  @Test("VP-5.1: the sheet is VocaPin's cream sticky-note paper, with dark ink that reads on it")
  func colours() {
    #expect(WidgetSetupGuide.background == Theme.vocaPin.background)
    let cream = WidgetSetupGuide.background.light
    #expect(cream.red > 0.95 && cream.green > 0.9 && cream.blue < 0.85, "cream/yellow")
    for scheme in ColorScheme.allCases {
      let contrast = Contrast.ratio(
        WidgetSetupGuide.ink.resolved(in: scheme), on: WidgetSetupGuide.background.resolved(in: scheme))
      #expect(contrast >= 4.5, "\(scheme)")
      let button = Contrast.ratio(
        WidgetSetupGuide.buttonText.resolved(in: scheme), on: WidgetSetupGuide.buttonFill.resolved(in: scheme))
      #expect(button >= 4.5, "\(scheme)")
    }
  }

  @Test("VP-5.2: the setup sheet's corners are those of every other sheet VocaPin presents")
  @MainActor
  func corners() throws {
    // Each sheet view applies its own style (`.vocaPinSheet(screen)`): one radius across all of them.
    let radii = Set(VocaPinDestination.oneOfEach.map { VocaPinSheetStyle.of($0).cornerRadius })
    #expect(radii == [CornerRadius.sheet])
    // The preview draws the sheet with the same radius: its top corner is the board, not paper.
    let scene = WidgetSetupScene.make(
      screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: renderer)
    let bitmap = try renderer.renderPixels(scene.list, pixelWidth: 393)
    let corner = bitmap.color(x: 1, y: Int(scene.sheet.y) + 1)
    let inside = bitmap.color(x: Int(VocaPinSheetStyle.widgetSetup.cornerRadius) + 4, y: Int(scene.sheet.y) + 2)
    #expect(corner.red < inside.red, "the corner is cut round")
  }

  @Test("The Linux preview dims the content behind the sheet, as the system does, visibly but not blacked out")
  func dimming() throws {
    #expect((0.2...0.5).contains(WidgetSetupGuide.dimmingOpacity))
    let scene = WidgetSetupScene.make(
      screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: renderer)
    let bitmap = try renderer.renderPixels(scene.list, pixelWidth: 393)
    let behind = bitmap.color(x: 196, y: 40)
    let paper = Theme.vocaPin.background.light
    #expect(Double(behind.red) < paper.red * 255 * 0.8, "dimmed")
    #expect(Double(behind.red) > paper.red * 255 * 0.4, "still visible")
  }

  // Not VP-5.5's proof: the setup sheet moves with the system's own sheet transition (WidgetSetupView, Apple-only).
  @Test(
    "VocaPin's own animations (the editor's paper colour) are short cross-fades without bounce, and honour Reduce Motion"
  )
  func motion() {
    // Sheets and the pager move with the system's own motion; VocaPinMotion is what the views add.
    for effect in VocaPinMotion.all {
      #expect(effect.movement == .fade && effect.motion.bounce == 0)
      #expect((0.2...0.35).contains(effect.motion.duration))
      #expect(effect.respecting(reduceMotion: true).movement == .fade)
    }
  }

  @Test("VP-6.5: VoiceOver reads the title as a heading, then the subtitle, each step, and the button")
  func voiceOver() {
    let elements = WidgetSetupGuide.accessibilityElements
    #expect(elements.count == 10)
    #expect(elements[0] == AccessibilityElement(label: "Widget Setup!", traits: [.header]))
    #expect(elements[1].label == WidgetSetupGuide.subtitle.text)
    for index in 0..<5 {
      #expect(elements[index + 2].label == "Step \(index + 1) of 5: \(WidgetSetupGuide.steps[index].text)")
    }
    #expect(elements[7] == AccessibilityElement(label: "On the Lock Screen", traits: [.header]))
    #expect(elements[8].label.contains("New Voice Note") && elements[8].traits == [.staticText])
    #expect(elements[9].label == "Got it!" && elements[9].traits == [.button])
    #expect(elements[9].hint?.isEmpty == false)
  }
}

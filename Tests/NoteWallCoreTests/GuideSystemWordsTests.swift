import Localization
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import NoteWallCore

/// The iOS screens the guide videos draw say iOS's own words in the video's language (`GuideSystemWords`), and
/// every drawn control is measured to hold its words, in English, Spanish and the pseudo-language.
@Suite("NoteWall guide videos: iOS's words in the video's language, fitted to their controls")
struct GuideSystemWordsTests {
  let renderer = CairoRenderer()
  static let phone = GuidePhone.standard.screen

  static let languages: [(name: String, localizer: @Sendable () throws -> Localizer)] = [
    ("en", { .english }), ("es", { try LocalizationTests.catalogs.spanish() }), ("pseudo", { .pseudo }),
  ]

  /// Every screen the videos show, as the language's videos show it (the NoteWall screens carry its copy).
  static func screensInVideos() -> [GuideScreen] {
    var screens: [GuideScreen] = []
    for shot in GuideVideo.allCases.flatMap({ GuideTimeline.shots(for: $0) }) {
      for screen in [shot.screen] + (shot.then.map { [$0] } ?? []) where !screens.contains(screen) {
        screens.append(screen)
      }
    }
    return screens
  }

  func texts(_ drawn: DrawnScreen) -> [TextItem] {
    drawn.items.compactMap { item in
      if case .text(let text) = item, text.color.alpha > 0.05 { return text }
      return nil
    }
  }

  /// What does not fit: a text taller than its frame or over its line limit, a text outside the screen, a
  /// control's label outside the control, a control with no label (but the pictures and gesture areas), and two
  /// controls on top of each other.
  func misfits(_ drawn: DrawnScreen) -> [String] {
    var problems: [String] = []
    let texts = texts(drawn)
    for text in texts {
      let measured = renderer.measure(
        text.text, font: text.font, width: text.frame.width, lineSpacing: text.lineSpacing)
      if measured.size.height > text.frame.height + 1 || measured.lineCount > (text.maximumLines ?? .max) {
        problems.append("\"\(text.text)\" is cut in \(text.frame) at \(text.font.size) pt")
      }
      if !Self.phone.contains(text.frame) { problems.append("\"\(text.text)\" is off the screen") }
    }
    let pictures = [GuideScreens.firstWallpaper, GuideScreens.redImage, GuideScreens.homeIndicator]
    for (name, control) in drawn.targets where !pictures.contains(name) {
      guard let label = texts.first(where: { $0.text == name }) else {
        problems.append("\"\(name)\" has no label drawn")
        continue
      }
      if !control.contains(label.frame) { problems.append("\"\(name)\" sticks out of its control \(control)") }
      for (other, frame) in drawn.targets where other < name && frame.intersects(control) {
        problems.append("\"\(name)\" overlaps \"\(other)\"")
      }
    }
    return problems
  }

  @Test(
    "Every screen the videos draw fits its words in its controls, in English, Spanish and the pseudo-language",
    arguments: [0, 1, 2])
  func screensFit(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      let screens = Self.screensInVideos()
      #expect(screens.count >= 12, "the videos' screens are all here")
      for screen in screens {
        let drawn = GuideScreens.draw(screen, in: Self.phone, appear: 1, measurer: renderer)
        let problems = misfits(drawn)
        #expect(problems.isEmpty, "\(name), \(screen): \(problems)")
      }
    }
  }

  @Test(
    "In every language each press of the videos lands on a control the screen draws with that word",
    arguments: [0, 1, 2])
  func pressesFindTheirControls(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      for video in GuideVideo.allCases {
        for shot in GuideTimeline.shots(for: video) {
          let drawn = GuideScreens.draw(shot.screen, in: Self.phone, appear: 1, measurer: renderer)
          for gesture in shot.gestures {
            #expect(drawn.targets[gesture.target] != nil, "\(name), \(video.rawValue): \"\(gesture.target)\"")
          }
        }
      }
    }
  }

  /// The words a Spanish iPhone shows on these screens (iOS 17, Spain), and the English ones they replace.
  static let spanishWords = [
    "Atajos", "Añadir atajo", "Permitir", "No permitir", "\u{201C}NoteWall\u{201D} quiere enviarte notificaciones",
    "\u{00BF}Permitir que \u{201C}NoteWall\u{201D} acceda a \u{201C}LockScreen\u{201D}?", "Recientes", "Copiar",
    "Compartir", "Favorito", "Copiar foto", "Usar como fondo de pantalla", "Cancelar", "Añadir",
    "Definir como pareja de fondos", "Personalizar pantalla de inicio",
  ]
  static let englishWords = [
    "Shortcuts", "Add Shortcut", "Allow", "Don\u{2019}t Allow", "Recents", "Copy", "Share", "Favorite",
    "Copy Photo", "Use as Wallpaper", "Cancel", "Add", "Set as Wallpaper Pair", "Customize Home Screen",
  ]

  @Test("The Spanish videos' iOS screens show iOS's Spanish words and none of its English ones")
  func spanishScreensSaySpanish() throws {
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let drawn = Self.screensInVideos().flatMap { screen in
        texts(GuideScreens.draw(screen, in: Self.phone, appear: 1, measurer: renderer)).map(\.text)
      }
      for word in Self.spanishWords { #expect(drawn.contains(word), "\(word)") }
      for word in Self.englishWords { #expect(!drawn.contains(word), "\(word) is still English") }
      // The alert's own sentence, under its title.
      #expect(drawn.contains { $0.hasPrefix("Las notificaciones pueden incluir") })
      // The captions name the button the screen draws.
      let install = GuideTimeline.shots(for: .installSteps).map(\.caption)
      #expect(install.contains { $0.contains("toca Añadir atajo") }, "\(install)")
    }
  }

  @Test("The Spanish videos press Añadir atajo, Permitir, Compartir, Usar como fondo de pantalla and Añadir")
  func spanishVideosPressSpanish() throws {
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let expected: [(GuideVideo, [String])] = [
        (
          .installSteps,
          [
            OnboardingCopy.installAndContinue.text, "Añadir atajo", GuideScreens.firstWallpaper,
            OnboardingCopy.itWorked.text,
          ]
        ),
        (.permissions, ["Permitir", "Permitir", "Permitir"]),
        (
          .howToFix,
          [
            OnboardingCopy.openPhotos.text, GuideScreens.redImage, "Compartir", "Usar como fondo de pantalla",
            "Añadir", GuideScreens.homeIndicator,
          ]
        ),
      ]
      for (video, words) in expected {
        #expect(GuideTimeline.shots(for: video).flatMap { $0.gestures.map(\.target) } == words, "\(video.rawValue)")
        // Frame by frame, each press happens, in order, with the finger on the control drawn with that word.
        var presses: [(shot: Int, target: String)] = []
        for time in stride(from: 0, to: GuideTimeline.duration(of: video), by: 1.0 / 12) {
          let frame = GuideTimeline.frame(of: video, at: time, measurer: renderer)
          guard let name = frame.pressed, let target = frame.pressedFrame, let finger = frame.finger else { continue }
          if presses.last?.shot != frame.shotIndex || presses.last?.target != name {
            presses.append((frame.shotIndex, name))
          }
          if name != GuideScreens.homeIndicator {
            let on =
              finger.x >= target.minX && finger.x <= target.maxX && finger.y >= target.minY && finger.y <= target.maxY
            #expect(on, "\(name) at \(time)")
          }
        }
        #expect(presses.map(\.target) == words, "\(video.rawValue): every press happens, in order")
      }
    }
  }

  @Test("A word longer than its control's English width grows the control or wraps, as iOS does, never clips")
  func longWordsGrowTheirControls() throws {
    let s = Self.phone
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      // "Añadir" is wider than the 38 pt the English "Add" pill held: the pill widens to it.
      let preview = GuideScreens.draw(.wallpaperPreview(pairSheet: false), in: s, appear: 1, measurer: renderer)
      let pill = try #require(preview.targets["Añadir"])
      #expect(pill.width > 42 && pill.maxX <= s.maxX - 12)
      // "Usar como fondo de pantalla" needs more than the 168 pt row: the row grows for a second line.
      let font = FontSpec(role: .system, size: 14)
      #expect(
        renderer.measure("Usar como fondo de pantalla", font: font, width: 10_000, lineSpacing: 0).size.width > 168)
      let share = GuideScreens.draw(.shareSheet, in: s, appear: 1, measurer: renderer)
      let row = try #require(share.targets["Usar como fondo de pantalla"])
      let label = try #require(texts(share).first { $0.text == "Usar como fondo de pantalla" })
      #expect(row.height > 32 || label.font.size < 14)
      // The pair sheet's buttons (160 pt of label) hold "Definir como pareja de fondos".
      let pair = GuideScreens.draw(.wallpaperPreview(pairSheet: true), in: s, appear: 1, measurer: renderer)
      #expect(pair.targets["Definir como pareja de fondos"] != nil)
      #expect(misfits(pair).isEmpty && misfits(share).isEmpty && misfits(preview).isEmpty)
    }
    Localizer.with(.pseudo) {
      // The pseudo-language's "Don't Allow" is wider at 14 pt than half the alert (86 pt of label): it shrinks.
      let words = GuideSystemWords.current
      let font = FontSpec(role: .system, size: 14)
      #expect(renderer.measure(words.dontAllow, font: font, width: 10_000, lineSpacing: 0).size.width > 86)
      let alert = GuideScreens.draw(
        .alert(.notifications, over: .shortcutRunning), in: s, appear: 1, measurer: renderer)
      let label = texts(alert).first { $0.text == words.dontAllow }
      #expect(label.map { $0.font.size < 14 } == true)
      #expect(misfits(alert).isEmpty)
    }
    // Past the smallest size, the buttons stack full width, the cancel-style one last, as UIKit's alerts do.
    var long = GuideSystemWords.english
    long.dontAllow = "Don\u{2019}t Allow This Time or Any Other"
    let stacked = GuideScreens.alertBox(.notifications, in: s, words: long, measurer: renderer)
    let allow = try #require(stacked.targets[long.allow])
    let dont = try #require(stacked.targets[long.dontAllow])
    #expect(allow.width == 188 && dont.width == 188 && allow.maxY <= dont.minY)
    #expect(misfits(stacked).isEmpty)
    // The check itself finds a word cut by a control of the old, English width.
    let word = "Usar como fondo de pantalla"
    let old = DrawnScreen(
      items: [GuideScreens.text(word, Rect(x: s.x + 24, y: s.y + 300, width: 168, height: 19), 14, .black)],
      targets: [word: Rect(x: s.x + 12, y: s.y + 292, width: 192, height: 32)])
    #expect(misfits(old).contains { $0.hasPrefix("\"\(word)\" is cut") })
    // English keeps iOS's side-by-side buttons.
    Localizer.with(.english) {
      let alert = GuideScreens.draw(
        .alert(.notifications, over: .shortcutRunning), in: s, appear: 1, measurer: renderer)
      #expect(alert.targets["Allow"]?.width == 94 && alert.targets["Don\u{2019}t Allow"]?.width == 94)
    }
  }

  @Test("The words follow the guide's language as the video file does: es and its regions, else English")
  func wordsFollowTheVideoLanguage() {
    #expect(GuideSystemWords.forLanguage("es", preferredLocalization: nil) == .spanish)
    #expect(GuideSystemWords.forLanguage("es-MX", preferredLocalization: nil) == .spanish)
    #expect(GuideSystemWords.forLanguage("app", preferredLocalization: "es") == .spanish)
    #expect(GuideSystemWords.forLanguage("app", preferredLocalization: "en") == .english)
    #expect(GuideSystemWords.forLanguage("fr", preferredLocalization: nil) == .english)
    #expect(GuideSystemWords.forLanguage("pseudo", preferredLocalization: nil) == .pseudo)
    Localizer.with(.english) { #expect(GuideSystemWords.current == .english) }
    Localizer.with(.pseudo) {
      // Longer, accented, the app's and the folder's names kept.
      #expect(GuideSystemWords.current.dontAllow.count > GuideSystemWords.english.dontAllow.count)
      #expect(GuideAlert.folder("HomeScreen").title.contains("\u{201C}NoteWall\u{201D}"))
      #expect(GuideAlert.folder("HomeScreen").title.contains("HomeScreen\u{201D}?"))
    }
    // Each language has every word, and no word is left the same as the English but the ones iOS does not change.
    let pairs = zip(GuideSystemWords.spanish.all, GuideSystemWords.english.all)
    #expect(pairs.allSatisfy { !$0.0.isEmpty && $0.0 != $0.1 })
  }
}

import DesignSystem
import Foundation
import Localization
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import NoteWallCore

/// NoteWall's String Catalogs (docs/architecture.md, "Localization"): what the code declares is what the catalogs
/// hold, in English and Spanish, and no translation or pseudo-translation clips where Linux can draw it.
@Suite("NoteWall localization: String Catalogs, Spanish, and the pseudo-language's fit")
struct LocalizationTests {
  /// Where its catalogs and the code declaring their keys are (TestSupport's layout for an app), and which
  /// keys the widget extension's own catalog holds.
  static let catalogs = AppCatalogs("NoteWall", widgetKeyPrefix: "notewall.widget.")

  let renderer = CairoRenderer()

  @Test("The app's catalog holds every key its code declares, in English as declared and in Spanish, and nothing else")
  func appCatalog() throws {
    let report = try Self.catalogs.appCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
    #expect(report.declarations > 200, "the scan reads the declarations")
  }

  @Test("The widget extension's catalog holds the widget's words, gallery description included")
  func widgetCatalog() throws {
    let report = try Self.catalogs.widgetCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
  }

  @Test("InfoPlist.xcstrings: the display name and the Photos purpose string, as Apps/project.yml words them")
  func infoPlistCatalogs() throws {
    let problems = try Self.catalogs.infoPlistProblems(displayName: "NoteWall")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    "The check finds what is wrong: a missing key, an unused entry, a specifier or plural a language lacks, a plural of two arguments"
  )
  func checkFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Copy.swift")
    try """
    let a = LocalizedCopy("a", "Delete %@", .text(name))
    let b = LocalizedCopy("b", "Missing")
    let c = LocalizedCopy.plural("c", count: n, one: "1 note", other: "%lld notes")
    let d = LocalizedCopy("d", "Hello \\(name)")
    let e = LocalizedCopy(key, english)
    let f = LocalizedCopy.plural("f", count: n, one: "%2$@, 1 note", other: "%2$@, %1$lld notes", .text(name))
    static var parameterSummary: some ParameterSummary { Summary("Find \\(\\.$term) in notes") }
    """.write(to: source, atomically: true, encoding: .utf8)
    let catalog = folder.appendingPathComponent("Localizable.xcstrings")
    try """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Delete %@"}},
                              "es": {"stringUnit": {"state": "translated", "value": "Eliminar"}}}},
      "c": {"localizations": {"en": {"variations": {"plural": {
                                "one": {"stringUnit": {"state": "translated", "value": "1 note"}},
                                "other": {"stringUnit": {"state": "translated", "value": "%lld notes"}}}}},
                              "es": {"stringUnit": {"state": "translated", "value": "%lld notas"}}}},
      "unused": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Old"}}}}
    }}
    """.write(to: catalog, atomically: true, encoding: .utf8)
    let problems = try CatalogCheck.problems(catalog: catalog, sources: [source]).joined(separator: "\n")
    #expect(problems.contains("a in es: specifiers differ"))
    #expect(problems.contains("b (Copy.swift) is not in the catalog"))
    #expect(problems.contains("c has no plural variations (one, other) in es"))
    #expect(problems.contains("d (Copy.swift) interpolates"))
    #expect(problems.contains("1 copy declaration(s) not written as literal key and English"))
    #expect(problems.contains("unused is in the catalog but no code declares it"))
    #expect(problems.contains("f is a plural with more than its count"))
    #expect(
      problems.contains("Find ${term} in notes (Copy.swift) is not in the catalog"), "a summary, keyed as Xcode does")
  }

  @Test("The App Shortcuts check finds a phrase missing or unoffered, a stringUnit, a phrase without the app's name")
  func appShortcutCheckFails() throws {
    let source = #"""
      AppShortcut(intent: Go(), phrases: ["Go with \(.applicationName)", "\(.applicationName) find \(\.$term)"])
      let other = "Not a phrase"
      """#
    let phrases = AppShortcutCheck.phrases(inSource: source)
    #expect(phrases == ["Go with ${applicationName}", "${applicationName} find ${term}"])
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("shortcuts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: catalog) }
    try """
    {"sourceLanguage": "en", "strings": {
      "Go with ${applicationName}": {"localizations": {
        "en": {"stringSet": {"state": "translated", "values": ["Go with ${applicationName}"]}},
        "es": {"stringUnit": {"state": "translated", "value": "Ve con ${applicationName}"}}}},
      "Old phrase ${applicationName}": {"localizations": {}}
    }}
    """.write(to: catalog, atomically: true, encoding: .utf8)
    let problems = try AppShortcutCheck.problems(catalog: catalog, phrases: phrases).joined(separator: "\n")
    #expect(problems.contains("\"${applicationName} find ${term}\" is missing"))
    #expect(problems.contains("\"Old phrase ${applicationName}\" is in the catalog but the code offers no such phrase"))
    #expect(problems.contains("\"Go with ${applicationName}\" in es is not a stringSet"))
  }

  @Test("Counts take the plural form of the language: 1 note, 3 notes; una nota, 3 notas")
  func plurals() throws {
    #expect(NoteWallCopy.unfit(1).text.hasPrefix("1 note doesn't fit"))
    #expect(NoteWallCopy.unfit(3).text.hasPrefix("3 notes don't fit"))
    #expect(NoteWallCopy.Accessibility.skipBack.text == "Back 3 seconds")
    #expect(NoteWallCopy.Accessibility.points(1).text == "1 point")
    #expect(NoteWallCopy.Accessibility.points(24.7).text == "24 points")
    #expect(NoteWallCopy.Accessibility.points(.nan).text == "0 points")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(NoteWallCopy.unfit(1).text.hasPrefix("Una nota no cabe"))
      #expect(NoteWallCopy.unfit(3).text.hasPrefix("3 notas no caben"))
      #expect(NoteWallCopy.Accessibility.skipBack.text == "Retroceder 3 segundos")
      #expect(NoteWallCopy.Accessibility.points(1).text == "1 punto")
      #expect(NoteWallCopy.Accessibility.points(24).text == "24 puntos")
      #expect(NoteWallCopy.updateWallpaper.text == "Actualizar fondo")
    }
    try Localizer.with(Self.catalogs.spanishWidget()) {
      #expect(NoteWallCopy.Widget.more(1).text == "+1 más" && NoteWallCopy.Widget.more(4).text == "+4 más")
    }
  }

  @Test("What the model says is in the user's language: Spanish in, Spanish out, an argument kept in its place")
  func modelSpeaksSpanish() throws {
    try Localizer.with(Self.catalogs.spanish()) {
      var settings = WallpaperSettings()
      settings.lock = .color(.navy)
      let lines = NoteWallCopy.wallpaperExplanation(settings: settings, device: DeviceProfile.all[0])
      #expect(
        lines.map(\.text) == [
          "Tus notas sobre fondo azul marino, en lugar de tu pantalla de bloqueo actual.",
          "Tu pantalla de inicio se queda como está (Mantener el actual).",
          "No cambia nada hasta que toques Poner este fondo.",
        ])
      #expect(NoteWallReminder.notesChanged.body.hasSuffix("Abre NoteWall y toca Actualizar fondo."))
    }
  }

  @Test("The How-to-Fix text version shows the red image in its card, found by key in any language")
  func instructionImageCard() throws {
    let cards = Guide.howToFix.cards + Guide.welcome.cards
    #expect(cards.filter(\.showsInstructionImage).map(\.title.text) == ["We've Saved a Special Image for You"])
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(cards.filter(\.showsInstructionImage).map(\.title.text) == ["Te hemos guardado una imagen especial"])
    }
  }

  @Test("A translation may reorder its arguments; the catalog's positions put each where it belongs")
  func positionalArguments() throws {
    let copy = LocalizedCopy("reordered", "%@ of %@", .text("Step 1"), .text("Guide"))
    #expect(copy.text == "Step 1 of Guide")
    #expect(CopyFormat.apply("%2$@: %1$@ (100%%)", copy.arguments) == "Guide: Step 1 (100%)")
    #expect(CopyFormat.specifiers("%2$@: %1$@") == CopyFormat.specifiers("%@ of %@"))
    #expect(CopyFormat.specifiers("%lld of %@") != CopyFormat.specifiers("%@ of %lld"))
    #expect(PluralCategory.of(1, language: "es") == .one && PluralCategory.of(0, language: "es") == .other)
    #expect(
      PluralCategory.of(1_000_000, language: "es") == .many && PluralCategory.of(1_000_000, language: "en") == .other)
  }

  @Test("Each cause the shared store reports is a sentence in English and in Spanish, with no English in the Spanish")
  func storeCausesSpeakSpanish() throws {
    let causes: [(FileProblem, english: String, spanish: String)] = [
      (.diskFull, "your iPhone's storage is full", "el almacenamiento del iPhone está lleno"),
      (.permissionDenied, "it isn't allowed to use its files", "no tiene permiso para usar sus archivos"),
      (.readOnlyDisk, "the storage can only be read, not written", "el almacenamiento solo se puede leer, no escribir"),
      (.notAFolder, "a file is where its folder should be", "hay un archivo donde debería estar su carpeta"),
      (.folderInTheWay, "a folder is where its file should be", "hay una carpeta donde debería estar su archivo"),
      (.missing, "its folder is missing", "falta su carpeta"),
      (.pathTooLong, "a file's name is too long", "el nombre de un archivo es demasiado largo"),
      (.tooManyDamagedCopies, "too many damaged copies are already kept", "ya se conservan demasiadas copias dañadas"),
    ]
    for (problem, english, spanish) in causes {
      let error = SharedStoreError.writeFailed(key: "notes", problem: problem)
      #expect(NoteWallCopy.notSaved(error).text == "NoteWall couldn't save your changes: \(english).")
      try Localizer.with(Self.catalogs.spanish()) {
        #expect(NoteWallCopy.notSaved(error).text == "NoteWall no ha podido guardar los cambios: \(spanish).")
        #expect(!NoteWallCopy.notSaved(error).text.contains(problem.description), "no English fragment: \(problem)")
      }
    }
    // A refusal with no cause of its own, and the causes that are whole sentences.
    let other = SharedStoreError.writeFailed(key: "notes", problem: .other(domain: "NSCocoaErrorDomain", code: 512))
    #expect(NoteWallCopy.notSaved(other).text == "NoteWall couldn't save your changes.")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(NoteWallCopy.notSaved(other).text == "NoteWall no ha podido guardar los cambios.")
      #expect(
        NoteWallCopy.notSaved(SharedStoreError.newerSchema(key: "notes", stored: 3, supported: 2)).text.hasPrefix(
          "NoteWall no ha podido guardar los cambios"))
      #expect(
        !NoteWallCopy.notSaved(SharedStoreError.unreadable(key: "notes", problem: .permissionDenied)).text.contains(
          "permission"))
    }
  }

  @Test("The pseudo-language is about 40 % longer, accented, and keeps its specifiers")
  func pseudoLanguage() {
    let english = "%lld notes don't fit on the lock screen."
    let pseudo = PseudoLanguage.expand(english)
    #expect(Double(pseudo.count) >= Double(english.count) * 1.35)
    #expect(pseudo.hasPrefix("%lld ñ") && pseudo.contains("é"))
    #expect(CopyFormat.specifiers(pseudo) == CopyFormat.specifiers(english))
    Localizer.with(.pseudo) {
      #expect(NoteWallCopy.unfit(2).text.hasPrefix("2 ñ"))
    }
  }

  /// Every text item of a drawing that is taller than its frame or has more lines than it allows.
  func clipped(_ scene: DisplayList) -> [String] {
    scene.items.compactMap { item in
      guard case .text(let text) = item, text.color.alpha > 0.05 else { return nil }
      let measured = renderer.measure(
        text.text, font: text.font, width: text.frame.width, lineSpacing: text.lineSpacing)
      let fits = measured.size.height <= text.frame.height + 1 && measured.lineCount <= (text.maximumLines ?? .max)
      return fits ? nil : "\"\(text.text)\" in \(text.frame)"
    }
  }

  static let languages: [(name: String, localizer: @Sendable () throws -> Localizer)] = [
    ("es", { try catalogs.spanish() }), ("pseudo", { .pseudo }),
  ]

  @Test("Spanish and the pseudo-language fit the guide videos' screens and captions", arguments: [0, 1])
  func guideScreensFit(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      for video in GuideVideo.allCases {
        for time in stride(from: 0, to: GuideTimeline.duration(of: video), by: 1) {
          let frame = GuideTimeline.frame(of: video, at: time, measurer: renderer)
          let clipped = clipped(frame.scene)
          #expect(clipped.isEmpty, "\(name), \(video.rawValue) at \(time): \(clipped)")
          #expect(
            !GuideTimeline.captionFit(frame.caption, measurer: renderer).overflows,
            "\(name), \(video.rawValue) at \(time): \(frame.caption)")
        }
      }
    }
  }

  @Test("Spanish and the pseudo-language fit the red instruction wallpaper on every iPhone", arguments: [0, 1])
  func instructionWallpaperFits(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      #expect(OnboardingCopy.instructionWallpaperText.text != "SET THIS AS YOUR WALLPAPER")
      for device in DeviceProfile.all {
        let clipped = clipped(WallpaperScene.instruction(for: device))
        #expect(clipped.isEmpty, "\(name), \(device.id): \(clipped)")
      }
    }
  }

  @Test("Spanish and the pseudo-language fit the Lock Screen widget's lines on the smallest iPhone", arguments: [0, 1])
  func widgetFits(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    let widget = try StringCatalog(contentsOf: Self.catalogs.widgets.appendingPathComponent("Localizable.xcstrings"))
    let chosen = name == "es" ? Localizer.catalog(widget, language: "es") : try localizer()
    // The rectangular widget on the 375-pt SE; SwiftUI's caption (12 pt) for "+N more", one line; the label's
    // body (15 pt in accessory widgets) beside its symbol for the empty and locked faces, within the height.
    guard let size = WidgetFamilyID.rectangular.sizesOnPhones.last else { return }
    Localizer.with(chosen) {
      let more = renderer.measure(
        NoteWallCopy.Widget.more(12).text, font: FontSpec(role: .system, size: 12), width: size.width, lineSpacing: 0)
      #expect(more.lineCount == 1, "\(name): \(NoteWallCopy.Widget.more(12).text)")
      for face in [NoteWallCopy.Widget.empty, NoteWallCopy.Widget.unavailable] {
        let label = renderer.measure(
          face.text, font: FontSpec(role: .system, size: 15), width: size.width - 24, lineSpacing: 0)
        #expect(label.size.height <= size.height, "\(name): \(face.text)")
      }
    }
  }

  @Test("The wallpaper shortcut's errors are the core's words as they are, never looked up again as a key")
  func runTimeWordsNeverKeys() throws {
    let files = Self.catalogs.appleSources
    let problems = try CatalogCheck.runTimeWordsUsedAsKeys(in: files)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(files.count > 5, "the scan reads the app's Apple-only sources")
  }
}

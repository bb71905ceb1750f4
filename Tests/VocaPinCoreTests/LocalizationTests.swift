import DesignSystem
import Foundation
import Localization
import Rendering
import RenderingCairo
import SharedStore
import TestSupport
import Testing

@testable import VocaPinCore

/// VocaPin's String Catalogs (docs/architecture.md, "Localization"): what the code declares is what the catalogs
/// hold, in English and Spanish, and no translation or pseudo-translation clips where Linux draws it (the widget
/// and the Widget Setup sheet).
@Suite("VocaPin localization: String Catalogs, Spanish, and the pseudo-language's fit")
struct LocalizationTests {
  /// Where its catalogs and the code declaring their keys are (TestSupport's layout for an app), and which
  /// keys the widget extension's own catalog holds.
  static let catalogs = AppCatalogs("VocaPin", widgetKeyPrefix: "vocapin.widget.", sharedModules: ["AppLock"])
  /// The Home Screen quick action's title: iOS looks it up in InfoPlist.strings by its English, a key
  /// `CatalogCheck.infoPlistProblems` does not read from Apps/project.yml (it is inside an array).
  static let quickActionTitle = "New Note"

  let renderer = CairoRenderer()

  @Test("The app's catalog holds every key its code declares, in English as declared and in Spanish, and nothing else")
  func appCatalog() throws {
    let report = try Self.catalogs.appCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
    #expect(report.declarations > 120, "the scan reads the declarations")
  }

  @Test("The widget extension's catalog holds the widget's words, gallery description and intents included")
  func widgetCatalog() throws {
    let report = try Self.catalogs.widgetCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
  }

  @Test(
    "InfoPlist.xcstrings: the display name, the three purpose strings and the quick actions, as project.yml words them")
  func infoPlistCatalogs() throws {
    // The quick actions' titles are in UIApplicationShortcutItems, which the Info.plist check does not read.
    let quickActions = [Self.quickActionTitle: "Nueva nota", "New Voice Note": "Nueva nota de voz"]
    let problems = try Self.catalogs.infoPlistProblems(displayName: "VocaPin")
      .filter { problem in
        !quickActions.keys.contains { problem == "VocaPin: \($0) is in the catalog but not in the Info.plist" }
      }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let projectText = try String(contentsOf: Self.catalogs.project, encoding: .utf8)
    let catalog = try StringCatalog(contentsOf: Self.catalogs.app.appendingPathComponent("InfoPlist.xcstrings"))
    for (title, spanish) in quickActions {
      #expect(projectText.contains("UIApplicationShortcutItemTitle: \(title)\n"))
      #expect(catalog.format(title, language: "es") == spanish)
    }
    let properties = try CatalogCheck.infoProperties(projectYML: Self.catalogs.project, target: "VocaPin")
    #expect(properties["NSMicrophoneUsageDescription"] != nil && properties["NSPhotoLibraryAddUsageDescription"] != nil)
  }

  @Test("AppShortcuts.xcstrings: every App Shortcut phrase the code offers, with Spanish phrases naming the app")
  func appShortcutPhrases() throws {
    let (phrases, problems) = try Self.catalogs.appShortcutPhrases(offeredIn: "PinNoteShortcut.swift")
    #expect(phrases.count == 7, "\(phrases)")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Counts take the plural form of the language: 1 day, 3 days; 1 día, 3 días")
  func plurals() throws {
    #expect(VocaPinCopy.daysLeft(1).text == "1 day left" && VocaPinCopy.daysLeft(3).text == "3 days left")
    #expect(VocaPinCopy.daysLeft(0).text == "Will be deleted today")
    #expect(VocaPinCopy.charactersLeft(1).text == "1 character left")
    #expect(VocaPinCopy.widgetsPlaced(2).text == "2 VocaPin widgets are on your Home Screen or Lock Screen.")
    #expect(
      NoteError.tooMany(limit: 500).description == "The board holds at most 500 notes. Delete one to add another.")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(VocaPinCopy.daysLeft(1).text == "Queda 1 día" && VocaPinCopy.daysLeft(3).text == "Quedan 3 días")
      #expect(VocaPinCopy.daysLeft(0).text == "Se elimina hoy")
      #expect(VocaPinCopy.charactersLeft(1).text == "Queda 1 carácter")
      #expect(VocaPinCopy.charactersLeft(40).text == "Quedan 40 caracteres")
      #expect(VocaPinCopy.damagedNotes(1).text.hasPrefix("No se ha podido leer una nota"))
      #expect(VocaPinCopy.damagedNotes(2).text.hasPrefix("No se han podido leer 2 notas"))
      #expect(VocaPinCopy.widgetsPlaced(1).text == "Hay 1 widget de VocaPin en tu pantalla de inicio o de bloqueo.")
    }
  }

  @Test(
    "Messages that send the user to VocaPin's own settings name the screen by its title, never bare Settings (iOS's)")
  func ownSettingsByTitle() throws {
    let messages = [VocaPinCopy.recordingsFull, VocaPinCopy.dictationLanguageUnsupported("Klingon")]
    for message in messages { #expect(message.text.contains(VocaPinCopy.profileSettingsTitle.text)) }
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(VocaPinCopy.profileSettingsTitle.text == "Ajustes del perfil")
      for message in messages { #expect(message.text.contains(VocaPinCopy.profileSettingsTitle.text)) }
    }
  }

  @Test("What the model says is in the user's language: Spanish in, Spanish out, an argument kept in its place")
  func modelSpeaksSpanish() throws {
    try Localizer.with(Self.catalogs.spanish()) {
      let note = Note(text: "Comprar pan", color: .yellow, createdAt: Date(timeIntervalSince1970: 0))
      #expect(
        VocaPinCopy.noteLabel(color: note.color, isPinned: true, text: note.text).text
          == "Nota amarilla, fijada en el widget: Comprar pan")
      #expect(Note(text: " ", color: .blue, createdAt: note.createdAt).title == "Nota sin título")
      #expect(VocaPinCopy.noSearchResults("té").text == "Ninguna nota contiene «té».")
      #expect(WidgetSetupGuide.accessibilityElements.last?.hint?.hasSuffix("vuelve a Ajustes del perfil.") == true)
      #expect(WidgetSetupGuide.accessibilityElements[2].label.hasPrefix("Paso 1 de 5: Mantén pulsada"))
      #expect(VocaPinCopy.privacySummary.first?.title == "Tus notas")
      #expect(NoteError.notFound.description == "Esa nota ya no existe.")
    }
    try Localizer.with(Self.catalogs.spanishWidget()) {
      #expect(VocaPinWidgetFace.turnedOff.title == "Widget desactivado")
      #expect(VocaPinWidgetTimeline.sampleNote.text.hasPrefix("Regar las plantas"))
    }
  }

  /// Every cause the shared store reports, with VocaPin's words for it in English and in Spanish.
  static let storeCauses: [(error: SharedStoreError, english: String, spanish: String)] = [
    (
      .writeFailed(key: "notes", problem: .diskFull), "your iPhone's storage is full",
      "el almacenamiento del iPhone está lleno"
    ),
    (
      .writeFailed(key: "notes", problem: .permissionDenied), "VocaPin isn't allowed to use its files",
      "VocaPin no tiene permiso para usar sus archivos"
    ),
    (
      .writeFailed(key: "notes", problem: .readOnlyDisk), "the storage can only be read, not written",
      "el almacenamiento solo se puede leer, no escribir"
    ),
    (
      .unusableFolder(path: "/notes", problem: .notAFolder), "a file is where VocaPin's folder should be",
      "hay un archivo donde debería estar la carpeta de VocaPin"
    ),
    (
      .writeFailed(key: "notes", problem: .folderInTheWay), "a folder is where VocaPin's file should be",
      "hay una carpeta donde debería estar el archivo de VocaPin"
    ),
    (.writeFailed(key: "notes", problem: .missing), "VocaPin's folder is missing", "falta la carpeta de VocaPin"),
    (
      .writeFailed(key: "notes", problem: .pathTooLong), "the file's name is too long",
      "el nombre del archivo es demasiado largo"
    ),
    (
      .writeFailed(key: "notes", problem: .tooManyDamagedCopies), "too many damaged copies are already kept",
      "ya se conservan demasiadas copias dañadas"
    ),
    (
      .writeFailed(key: "notes", problem: .other(domain: NSCocoaErrorDomain, code: 512)), "iOS refused to save it",
      "iOS no ha permitido guardarlo"
    ),
    (
      .unreadable(key: "notes", problem: .permissionDenied), "your notes can't be read until you unlock your iPhone",
      "no se pueden leer tus notas hasta que desbloquees el iPhone"
    ),
    (.unreadable(key: "notes", problem: .missing), "VocaPin's folder is missing", "falta la carpeta de VocaPin"),
    (
      .corrupt(key: "settings", detail: "dataCorrupted"), "the saved file is damaged", "el archivo guardado está dañado"
    ),
    (
      .newerSchema(key: "notes", stored: 3, supported: 2), "your notes were saved by a newer version of VocaPin",
      "tus notas se guardaron con una versión más reciente de VocaPin"
    ),
  ]

  @Test("Each cause the shared store reports is a sentence in English and in Spanish, with no English in the Spanish")
  func storeCausesSpeakSpanish() throws {
    for (error, english, spanish) in Self.storeCauses {
      #expect(VocaPinCopy.changeFailed(error).text == "Your change could not be saved (\(english)). Nothing was lost.")
      #expect(
        VocaPinCopy.saveFailed(error).text
          == "Your note could not be saved (\(english)). Your words are still in the editor; try again.")
      #expect(VocaPinCopy.unusableFolder(error).text == "Your notes cannot be opened: \(english). Nothing was changed.")
      try Localizer.with(Self.catalogs.spanish()) {
        #expect(
          VocaPinCopy.changeFailed(error).text
            == "No se ha podido guardar el cambio (\(spanish)). No se ha perdido nada.")
        #expect(
          VocaPinCopy.saveFailed(error).text
            == "No se ha podido guardar la nota (\(spanish)). Tus palabras siguen en el editor; vuelve a intentarlo.")
        #expect(
          VocaPinCopy.unusableFolder(error).text == "No se pueden abrir tus notas: \(spanish). No se ha cambiado nada.")
        #expect(!VocaPinCopy.changeFailed(error).text.contains(english), "no English fragment: \(error)")
        #expect(!VocaPinCopy.changeFailed(error).text.contains(error.description), "not the store's log words")
      }
    }
    let causes = Set(Self.storeCauses.map(\.english))
    #expect(causes.count == 12, "every cause has words of its own: \(causes.count)")
  }

  @Test("The pseudo-language is about 40 % longer, accented, and keeps its specifiers")
  func pseudoLanguage() {
    Localizer.with(.pseudo) {
      let english = VocaPinCopy.emptyBoardMessage.english
      let pseudo = VocaPinCopy.emptyBoardMessage.text
      #expect(Double(pseudo.count) >= Double(english.count) * 1.35)
      #expect(VocaPinCopy.charactersLeft(7).text.hasPrefix("7 "))
      #expect(CopyFormat.specifiers(PseudoLanguage.expand("%@ note: %@")) == CopyFormat.specifiers("%@ note: %@"))
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

  static let languages:
    [(name: String, app: @Sendable () throws -> Localizer, widget: @Sendable () throws -> Localizer)] =
      [("es", { try catalogs.spanish() }, { try catalogs.spanishWidget() }), ("pseudo", { .pseudo }, { .pseudo })]

  @Test("Spanish and the pseudo-language fit the widget's faces in every family on every iPhone", arguments: [0, 1])
  func widgetFits(language: Int) throws {
    let (name, _, widget) = Self.languages[language]
    try Localizer.with(widget()) {
      #expect(VocaPinCopy.Widget.offTitle.text != "Widget is off")
      let faces: [VocaPinWidgetFace] = [
        .turnedOff, .empty, .unavailable, .note(VocaPinWidgetTimeline.sampleNote, isPinned: true),
      ]
      // Every family at its size on every iPhone, the SE's smallest of all.
      for family in VocaPinWidget.families {
        for size in family.sizesOnPhones {
          for face in faces {
            let scene = VocaPinWidgetScene.make(
              family: family, face: face, scheme: .light, measurer: renderer, size: size)
            let clipped = clipped(scene.list)
            #expect(clipped.isEmpty, "\(name), \(family) \(size), \(face): \(clipped)")
            #expect(!scene.overflows, "\(name), \(family) \(size), \(face): \(scene.body.text)")
          }
        }
      }
    }
  }

  @Test(
    "Spanish and the pseudo-language fit the Widget Setup sheet: nothing cut, and Got it! on one line",
    arguments: [0, 1])
  func setupSheetFits(language: Int) throws {
    let (name, app, _) = Self.languages[language]
    let screens = [
      Size(width: 375, height: 667), Size(width: 393, height: 852), Size(width: 852, height: 393),
    ]
    try Localizer.with(app()) {
      #expect(WidgetSetupGuide.title.text != "Widget Setup!")
      for screen in screens {
        for size in [DynamicTypeSize.large, .xxxLarge, .accessibility5] {
          let scene = WidgetSetupScene.make(screen: screen, typeSize: size, scheme: .light, measurer: renderer)
          let clipped = clipped(scene.list)
          #expect(clipped.isEmpty, "\(name), \(size) on \(screen): \(clipped)")
          #expect(scene.sheet.contains(scene.button))
          if !scene.needsScrolling {
            #expect(scene.blocks.allSatisfy { $0.frame.maxY <= scene.contentArea.maxY + 0.5 }, "\(name), \(size)")
          }
        }
      }
      // As in English, the five steps fit without scrolling at the default size on a current iPhone.
      let regular = WidgetSetupScene.make(
        screen: Size(width: 393, height: 852), typeSize: .large, scheme: .light, measurer: renderer)
      let lastStep = regular.blocks.first { $0.text == WidgetSetupGuide.steps.last?.text }
      #expect(
        lastStep.map { $0.frame.maxY <= regular.contentArea.maxY + 0.5 } == true,
        "\(name): \(regular.contentHeight) in \(regular.contentArea.height)")
    }
  }
}

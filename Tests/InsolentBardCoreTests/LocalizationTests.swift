import DesignSystem
import Foundation
import Localization
import Rendering
import RenderingCairo
import TestSupport
import Testing

@testable import InsolentBardCore

/// The Insolent Bard's String Catalogs (docs/architecture.md, "Localization"): what the code declares is what the
/// catalogs hold, in English and Spanish, and no translation or pseudo-translation clips where Linux draws it.
/// The insults stay Shakespeare's English in every language; the interface around them is translated.
@Suite("Insolent Bard localization: String Catalogs, Spanish, and the pseudo-language's fit")
struct LocalizationTests {
  /// Where its catalogs and the code declaring their keys are (TestSupport's layout for an app), and which
  /// keys the widget extension's own catalog holds.
  static let catalogs = AppCatalogs("InsolentBard", widgetKeyPrefix: "bard.widget.")

  let renderer = CairoRenderer()

  @Test("The app's catalog holds every key its code declares, in English as declared and in Spanish, and nothing else")
  func appCatalog() throws {
    let report = try Self.catalogs.appCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
    #expect(report.declarations > 120, "the scan reads the declarations")
  }

  @Test("The widget extension's catalog holds the widget's words: gallery, Updated line, Edit sheet, intents")
  func widgetCatalog() throws {
    let report = try Self.catalogs.widgetCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
  }

  @Test(
    "InfoPlist.xcstrings: the display name, the Photos purpose string and the quick actions, as Apps/project.yml words them"
  )
  func infoPlistCatalogs() throws {
    // The quick actions' titles are in UIApplicationShortcutItems, which the Info.plist check does not read.
    let titles = BardQuickAction.all.map(\.title.text)
    let problems = try Self.catalogs.infoPlistProblems(displayName: BardCopy.displayName).filter { problem in
      !titles.contains { problem == "InsolentBard: \($0) is in the catalog but not in the Info.plist" }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("The icon's quick actions are Info.plist's static items, as BardQuickAction lists them, titled in Spanish too")
  func staticQuickActions() throws {
    let project = try String(contentsOf: Self.catalogs.project, encoding: .utf8)
    let infoPlist = try StringCatalog(contentsOf: Self.catalogs.app.appendingPathComponent("InfoPlist.xcstrings"))
    let spanish = try Self.catalogs.spanish()
    #expect(BardQuickAction.all.count == 2)
    for action in BardQuickAction.all {
      let item = """
        - UIApplicationShortcutItemType: \(action.type)
                    UIApplicationShortcutItemTitle: \(action.title.text)
                    UIApplicationShortcutItemIconSymbolName: \(action.systemImage)

        """
      #expect(project.contains(item), "\(action.type)")
      // iOS looks the static title up by its English; the Spanish is the app's own word for it.
      let inApp = Localizer.with(spanish) { action.title.text }
      #expect(infoPlist.format(action.title.text, language: "es") == inApp, "\(action.type)")
    }
  }

  @Test("Notifications denied names the app as Settings lists it (its display name), in English and Spanish")
  func deniedNamesTheAppAsSettingsDoes() throws {
    #expect(
      BardCopy.insultOfTheDayDenied.text
        == "Notifications are off for Insolent Bard. Turn them on in Settings > Notifications to get the Insult of the Day."
    )
    try Localizer.with(Self.catalogs.spanish()) {
      let spanish = BardCopy.insultOfTheDayDenied.text
      #expect(spanish.contains("de Insolent Bard ") && !spanish.contains("The Insolent Bard"), "\(spanish)")
    }
  }

  @Test("AppShortcuts.xcstrings: both Insult Me phrases Siri hears, in Spanish, the app's name kept")
  func appShortcutPhrases() throws {
    let (phrases, problems) = try Self.catalogs.appShortcutPhrases(offeredIn: "InsultMeShortcut.swift")
    #expect(phrases.count == 2, "\(phrases)")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Counts take the language's plural form: 1 minute, 5 minutes, 1 hour; 1 minuto, 5 minutos, 1 hora")
  func plurals() throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    #expect(RefreshInterval.allCases.map(\.label.text) == ["5 minutes", "15 minutes", "30 minutes", "1 hour"])
    #expect(BardCopy.hours(3).text == "3 hours" && BardCopy.minutes(1).text == "1 minute")
    #expect(BardCopy.selectedCount(1).text == "1 selected" && BardCopy.selectedCount(4).text == "4 selected")
    #expect(BardCopy.removeSelectedTitle(1).text == "Remove 1 favourite?")
    #expect(BardCopy.removeSelectedTitle(2).text == "Remove 2 favourites?")
    #expect(UpdatedLabel.text(since: start, now: start.addingTimeInterval(3 * 3600)) == "3 hours ago")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(RefreshInterval.allCases.map(\.label.text) == ["5 minutos", "15 minutos", "30 minutos", "1 hora"])
      #expect(BardCopy.hours(3).text == "3 horas" && BardCopy.minutes(1).text == "1 minuto")
      #expect(BardCopy.selectedCount(1).text == "1 seleccionado" && BardCopy.selectedCount(4).text == "4 seleccionados")
      #expect(BardCopy.removeSelectedTitle(1).text == "¿Eliminar 1 favorito?")
      #expect(BardCopy.removeSelectedTitle(2).text == "¿Eliminar 2 favoritos?")
      #expect(UpdatedLabel.text(since: start, now: start.addingTimeInterval(60)) == "Hace 1 minuto")
      #expect(UpdatedLabel.text(since: start, now: start.addingTimeInterval(3 * 3600)) == "Hace 3 horas")
    }
    try Localizer.with(Self.catalogs.spanishWidget()) {
      #expect(
        BardCopy.Widget.minutesAgo(10).text == "Hace 10 minutos" && BardCopy.Widget.hoursAgo(1).text == "Hace 1 hora")
    }
  }

  @Test("In Spanish the word sheet and Compose explain each word in Spanish; the words stay Shakespeare's")
  @MainActor func glossesInSpanish() throws {
    let app = BardHarness().model()
    let spanish = try Self.catalogs.spanish()
    try Localizer.with(spanish) {
      app.explainWords()
      guard case .wordOrigins(let sheet)? = app.presentation.top?.destination else {
        Issue.record("the word sheet is up")
        return
      }
      let insult = try #require(InsultKit.full.insult(parsing: sheet.insult))
      #expect(sheet.words.map(\.word) == [insult.adjective.text, insult.compound.text, insult.noun.text])
      let words = [insult.adjective, insult.compound, insult.noun]
      #expect(sheet.words.map(\.gloss) == words.map { spanish.string(for: $0.glossCopy) })
      let compose = ComposeModel(kit: .full, startingWith: InsultKit.full.insult(parsing: BardCopy.gallerySampleInsult))
      #expect(compose.words.map(\.word) == ["puking", "tickle-brained", "canker-blossom"])
      #expect(
        compose.words.map(\.gloss) == [
          "enfermizo, que vomita", "atolondrado, con el seso nublado por la bebida", "un gusano que se come el capullo",
        ])
    }
    // Every one of the 150 has its own Spanish, not the English again.
    let kit = InsultKit.full
    for word in kit.adjectives + kit.compounds + kit.nouns {
      let translated = spanish.string(for: word.glossCopy)
      // "cruel" is the one gloss spelt the same in both.
      #expect(translated != word.glossCopy.english || translated == "cruel", "\(word.text)")
    }
  }

  @Test("What the model says is in the user's language, and the insults stay Shakespeare's English")
  @MainActor func modelSpeaksSpanish() throws {
    let harness = BardHarness()
    let app = harness.model()
    let insult = app.current.insult
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(app.copyButtonTitle.text == "Copiar" && app.hearButtonTitle.text == "Escuchar")
      #expect(app.updatedLine(at: harness.clock.now).text == "Actualizado hace 5 minutos")
      let shownSettings = try app.settingsShown()
      #expect(shownSettings.widgetSectionText.text.hasSuffix("Ajuste actual: 1 hora"))
      #expect(app.current.insult == insult && insult.hasPrefix("Thou "), "the insult is not translated")
      #expect(BardCopy.shareText(insult) == "\(insult)\n\n— The Insolent Bard", "the app's name is a name")
      #expect(BardPrivacy.summary.first?.title == "Solo en este iPhone")
      #expect(BardCopy.playLine(WordSource("King Lear", act: 4, scene: 3)).text == "King Lear, acto 4, escena 3")
      #expect(
        BardCopy.formLine(WordSource("King Lear", act: 4, scene: 3, as: "dog-hearted", alsoIn: 3))?.text
          == "Como «dog-hearted»; también en otras 3 obras")
      let requests = InsultOfTheDay.requests(
        at: .morning, after: harness.clock.now, settings: BardSettings(), timeZone: utc)
      #expect(requests.first?.title == "Insulto del día")
      // The insult stays English; a coarse day's line in its place is in the user's language.
      let coarseLine = "El insulto de hoy es demasiado picante para la pantalla bloqueada. Toca para leerlo."
      #expect(requests.allSatisfy { $0.body.hasPrefix("Thou ") || $0.body == coarseLine })
      #expect(requests.contains { $0.body.hasPrefix("Thou ") } && requests.contains { $0.body == coarseLine })
    }
    try Localizer.with(Self.catalogs.spanishWidget()) {
      let empty = WidgetTimeline.favouritesPlan(
        now: harness.clock.now, favourites: [], settings: BardSettings(), timeZone: utc, locale: .init(identifier: "es")
      )
      #expect(empty.entries.first?.updatedLine == "Abre la app para guardar alguno")
      let plan = WidgetTimeline.plan(
        now: harness.clock.now, settings: BardSettings(), current: nil, timeZone: utc, locale: .init(identifier: "es"))
      #expect(plan.entries.map(\.updatedLine) == ["Abre la app para actualizar"])
      #expect(plan.entries.map(\.insult) == [BardCopy.fallbackInsult], "the fallback insult stays English")
      // IB-4.3 in Spanish, plural forms from the widget's catalog.
      let saved = try #require(harness.store.read(BardShared.currentInsult))
      let shown = WidgetTimeline.plan(now: harness.clock.now, settings: BardSettings(), current: saved, timeZone: utc)
      #expect(shown.entries.first?.updatedLine == "Actualizado hace 5 minutos", "the card's words at the entry's date")
      #expect(
        WidgetUpdatedLabel.text(since: harness.clock.now, at: harness.clock.now.addingTimeInterval(60))
          == "Hace 1 minuto")
      #expect(WidgetUpdatedLabel.text(since: nil, at: harness.clock.now) == "Hace poco")
    }
  }

  @Test("The widget's Updated line is one phrase of its catalog per case, never the time's words lower-cased into it")
  func updatedLineIsAWholePhrase() {
    // A language that puts the time first and capitalises its nouns: lower-casing "Vor 5 Minuten" into "Aktualisiert
    // %@" would write "minuten".
    let german = Localizer.formats(language: "de") { copy in
      [
        "bard.widget.updated": "Aktualisiert %@", "bard.widget.minutesAgo": "Vor %lld Minuten",
        "bard.widget.hoursAgo": "Vor %lld Stunden", "bard.widget.recently": "Kürzlich",
        "bard.widget.updatedMinutesAgo": "Vor %lld Minuten aktualisiert",
        "bard.widget.updatedHoursAgo": "Vor %lld Stunden aktualisiert",
        "bard.widget.updatedRecently": "Kürzlich aktualisiert",
      ][copy.key]
    }
    let appeared = Date(timeIntervalSince1970: 1_800_000_000)
    func line(after seconds: TimeInterval?) -> String {
      WidgetEntry(
        date: appeared.addingTimeInterval(seconds ?? 0), insult: "Thou art a knave!", updatedLabel: "",
        updatedAt: seconds == nil ? nil : appeared, isFallback: false
      ).updatedLine
    }
    Localizer.with(german) {
      #expect(line(after: 5 * 60) == "Vor 5 Minuten aktualisiert")
      #expect(line(after: 3 * 3600) == "Vor 3 Stunden aktualisiert")
      #expect(line(after: nil) == "Kürzlich aktualisiert")
    }
    Localizer.with(.english) {
      #expect(line(after: 0) == "Updated just now")
      #expect(line(after: 60) == "Updated 1 minute ago")
      #expect(line(after: 3600) == "Updated 1 hour ago")
      #expect(line(after: nil) == "Updated recently")
    }
  }

  @Test("The card's Updated line is one phrase of the app's catalog per case, as the widget's is")
  @MainActor func cardUpdatedLineIsAWholePhrase() {
    let german = Localizer.formats(language: "de") { copy in
      [
        "bard.updated.minutesAgo": "Vor %lld Minuten", "bard.main.updatedMinutesAgo": "Vor %lld Minuten aktualisiert",
        "bard.main.updatedHoursAgo": "Vor %lld Stunden aktualisiert",
      ][copy.key]
    }
    let harness = BardHarness()
    let app = harness.model()
    let now = harness.clock.now
    Localizer.with(german) {
      // What the card's TimelineView shows: the harness's insult appeared five minutes before `now`.
      #expect(app.updatedLine(at: now).text == "Vor 5 Minuten aktualisiert")
      #expect(app.updatedLine(at: now.addingTimeInterval(3 * 3600)).text == "Vor 3 Stunden aktualisiert")
    }
  }

  @Test("The pseudo-language is about 40 % longer and keeps the specifiers; the insults never change")
  func pseudoLanguage() {
    Localizer.with(.pseudo) {
      #expect(BardCopy.minutes(5).text.hasPrefix("5 ") && BardCopy.minutes(5).text != "5 minutes")
      #expect(
        Double(BardCopy.clearHistoryMessage.text.count) >= Double(BardCopy.clearHistoryMessage.english.count) * 1.35)
      #expect(BardCopy.shareText("Thou art a knave!") == "Thou art a knave!\n\n— The Insolent Bard")
    }
  }

  // MARK: - Fit

  /// Every text item of a drawing that is taller than its frame or has more lines than it allows, among those
  /// that show the interface's words (`translated`); the insults, the app's name and the symbols are the same
  /// in every language and are fitted by WidgetPreviewTests.
  func clipped(_ scene: DisplayList, translated: Set<String>) -> [String] {
    scene.items.compactMap { item in
      guard case .text(let text) = item, text.color.alpha > 0.05, translated.contains(text.text) else { return nil }
      let measured = renderer.measure(
        text.text, font: text.font, width: text.frame.width, lineSpacing: text.lineSpacing)
      let fits = measured.size.height <= text.frame.height + 1 && measured.lineCount <= (text.maximumLines ?? .max)
      return fits ? nil : "\"\(text.text)\" in \(text.frame)"
    }
  }

  static let languages: [(name: String, localizer: @Sendable () throws -> Localizer)] = [
    ("es", { try catalogs.spanishWidget() }), ("pseudo", { .pseudo }),
  ]

  /// The widget's entries whose translated words are longest: the Updated line at its widest moments, the
  /// fallback's "Open app to refresh", a Favourites Only widget with no favourites yet, and one before the first
  /// unlock.
  func widgetEntries(language: String) -> [WidgetEntry] {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let locale = Locale(identifier: language == "es" ? "es_ES" : "en_US")
    let insult = "Thou art a puking, tickle-brained canker-blossom!"
    let moments: [TimeInterval] = [0, 58 * 60 + 58, 23 * 3600 + 58 * 60]
    let real = moments.map { elapsed in
      WidgetEntry(
        date: now, insult: insult,
        updatedLabel: WidgetUpdatedLabel.text(since: now.addingTimeInterval(-elapsed), at: now),
        updatedAt: now.addingTimeInterval(-elapsed), isFallback: false)
    }
    let fallback = WidgetTimeline.plan(now: now, settings: BardSettings(), current: nil, timeZone: utc).entries
    let empty = WidgetTimeline.favouritesPlan(
      now: now, favourites: [], settings: BardSettings(), timeZone: utc, locale: locale
    ).entries
    let locked = WidgetTimeline.fallback(at: now, saying: BardCopy.Widget.unlockForFavourites)
    return real + fallback + empty + [locked]
  }

  @Test(
    "Spanish and the pseudo-language fit the home screen widgets on every iPhone at every Dynamic Type size",
    arguments: [0, 1])
  func homeScreenWidgetsFit(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      let entries = widgetEntries(language: name)
      let translated = Set(entries.flatMap { [$0.updatedLine] + ($0.insult.hasPrefix("Thou") ? [] : [$0.insult]) })
      #expect(translated.count == 7 && !translated.contains("Open app to refresh"), "\(translated)")
      for family in [BardWidgetFamily.small, .medium, .large] {
        for typeSize in DynamicTypeSize.allCases where typeSize <= BardWidgetLayout.largestTypeSize {
          for size in family.sizesOnPhones {
            for entry in entries {
              let scene = BardWidgetScene.make(
                family: family, entry: entry, scheme: .light, measurer: renderer, typeSize: typeSize, size: size)
              let place = "\(name), \(family) \(size) at \(typeSize)"
              if translated.contains(entry.insult) { #expect(!scene.overflows, "\(place): \(entry.insult)") }
              let clipped = clipped(scene.list, translated: translated)
              #expect(clipped.isEmpty, "\(place): \(clipped)")
            }
          }
        }
      }
    }
  }

  @Test("The share card's picture is the same in every language: the insult and the app's name, nothing to fit")
  func shareCardHasNoTranslatedWords() throws {
    // What "Share as Image" hands over (`SharePicture`) is this drawing; were a translated word added to it, this
    // fails and the card needs a fit check per language like the widgets'.
    let insult = "Thou art a puking, tickle-brained canker-blossom!"
    let english = ShareCardScene.make(insult: insult, measurer: renderer)
    let spanish = try Localizer.with(Self.catalogs.spanish()) {
      ShareCardScene.make(insult: insult, measurer: renderer)
    }
    let pseudo = Localizer.with(.pseudo) { ShareCardScene.make(insult: insult, measurer: renderer) }
    #expect(!english.overflows && spanish.list == english.list && pseudo.list == english.list)
  }

  /// The circular widget is left out: it shows only the insult's epithet (Shakespeare's English, fitted by
  /// WidgetPreviewTests), and no sentence of the empty Favourites Only face fits its 2 lines in any language.
  @Test("Spanish and the pseudo-language fit the lock screen widgets' words on every iPhone", arguments: [0, 1])
  func lockScreenWidgetsFit(language: Int) throws {
    let (name, localizer) = Self.languages[language]
    try Localizer.with(localizer()) {
      #expect(BardCopy.Widget.galleryName.text != "Insult of the Hour")
      for family in [BardWidgetFamily.rectangular, .inline] {
        for size in family.sizesOnPhones {
          for entry in widgetEntries(language: name) {
            let scene = BardWidgetScene.make(
              family: family, entry: entry, scheme: .dark, measurer: renderer, size: size)
            let shown = BardWidgetLayout.of(family).text(for: entry.insult)
            let words = [
              entry.lockScreenTitle.text, entry.updatedLine, BardWidgetSymbol.inlineIcon.standIn + " " + shown, shown,
            ]
            let clipped = clipped(scene.list, translated: Set(words.filter { !$0.contains("Thou") }))
            #expect(clipped.isEmpty, "\(name), \(family) \(size): \(clipped)")
          }
        }
      }
    }
  }

  @Test("Siri's Insult Me answer is the core's words as they are, never looked up again as a key")
  func runTimeWordsNeverKeys() throws {
    let files = Self.catalogs.appleSources
    let problems = try CatalogCheck.runTimeWordsUsedAsKeys(in: files)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(files.count > 5, "the scan reads the app's Apple-only sources")
  }
}

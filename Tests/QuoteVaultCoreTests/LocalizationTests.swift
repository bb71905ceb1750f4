import DesignSystem
import Foundation
import Localization
import Rendering
import RenderingCairo
import SupabaseClient
import TestSupport
import Testing

@testable import QuoteVaultCore

/// QuoteVault's String Catalogs (docs/architecture.md, "Localization"): what the code declares is what the
/// catalogs hold, in English and Spanish, and no translation or pseudo-translation clips where Linux draws it
/// (the widget's faces, the Lock Screen's lines, the share cards).
@Suite("QuoteVault localization: String Catalogs, Spanish, and the pseudo-language's fit")
@MainActor
struct LocalizationTests {
  /// Where its catalogs and the code declaring their keys are (TestSupport's layout for an app), and which
  /// keys the widget extension's own catalog holds.
  nonisolated static let catalogs = AppCatalogs(
    "QuoteVault", widgetKeyPrefix: "quotevault.widget.", appHoldsWidgetKeys: true)

  let renderer = CairoRenderer()

  /// The app's catalog holds the widget's words too: the "Quote of the Day" App Shortcut runs in the app and
  /// answers with the widget's plan (`QuoteWidgetTimeline.todayAnswer`), so its "open QuoteVault" words are
  /// looked up in the app's bundle.
  @Test("The app's catalog holds every key its code declares, in English as declared and in Spanish, and nothing else")
  func appCatalog() throws {
    let report = try Self.catalogs.appCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
    #expect(report.declarations > 250, "the scan reads the declarations")
  }

  @Test("The widget extension's catalog holds the widget's words, Edit Widget's choices included")
  func widgetCatalog() throws {
    let report = try Self.catalogs.widgetCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
  }

  @Test("InfoPlist.xcstrings: the display name and the Photos purpose string, as Apps/project.yml words them")
  func infoPlistCatalogs() throws {
    let problems = try Self.catalogs.infoPlistProblems(displayName: "QuoteVault")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Every App Shortcut phrase has its Spanish in AppShortcuts.xcstrings, the app's name kept")
  func appShortcutPhrases() throws {
    let (phrases, problems) = try Self.catalogs.appShortcutPhrases(offeredIn: "QuoteVaultShortcuts.swift")
    #expect(phrases.count == 5, "\(phrases)")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Quote of the Day's answer to Siri is the core's words as they are, never looked up again as a key")
  func runTimeWordsNeverKeys() throws {
    let files = Self.catalogs.appleSources
    let problems = try CatalogCheck.runTimeWordsUsedAsKeys(in: files)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(files.count > 5, "the scan reads the app's Apple-only sources")
  }

  @Test("Counts take the plural form of the language: 1 change, 3 changes; un cambio, 3 cambios")
  func plurals() throws {
    #expect(AccountModel.signOutWarning(1).hasPrefix("1 change hasn't reached QuoteVault yet."))
    #expect(AccountModel.signOutWarning(3).hasPrefix("3 changes haven't reached QuoteVault yet."))
    #expect(QuoteVaultCopy.Library.collectionLabel("Morning", count: 1).text == "Morning, 1 quote")
    #expect(QuoteVaultCopy.Library.collectionLabel("Morning", count: 4).text == "Morning, 4 quotes")
    #expect(OutboxRefusal.unreadable(2).hasPrefix("2 changes saved by another version"))
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(AccountModel.signOutWarning(1).hasPrefix("Un cambio aún no ha llegado a QuoteVault."))
      #expect(AccountModel.signOutWarning(3).hasPrefix("3 cambios aún no han llegado a QuoteVault."))
      #expect(
        AccountModel.signOutWarning(0, keptCollections: 2)
          == "Las 2 colecciones que creaste antes de iniciar sesión se quedan en este iPhone, tal como las dejaste.")
      #expect(QuoteVaultCopy.Library.collectionLabel("Mañanas", count: 1).text == "Mañanas, 1 cita")
      #expect(QuoteVaultCopy.Library.collectionLabel("Mañanas", count: 4).text == "Mañanas, 4 citas")
      #expect(QuoteVaultCopy.Settings.remindersADay(3).text == "Recordatorios al día: 3")
      #expect(OutboxRefusal.unreadable(1).hasPrefix("Un cambio guardado por otra versión"))
    }
  }

  @Test("What the core says is in the user's language: alerts, errors, notifications, the share text")
  func coreSpeaksSpanish() throws {
    let quote = Quote(id: 1, text: "Sé tú mismo.", author: "", category: "Wisdom")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(quote.shareText == "“Sé tú mismo.” — Desconocido")
      #expect(QuoteCategory.title(of: "Wisdom") == "Sabiduría" && QuoteCategory.title(of: "Poesía") == "Poesía")
      #expect(
        SupabaseError.unavailable(status: 503, retryAfter: nil).userMessage
          == "QuoteVault está ocupado ahora mismo. Vuelve a intentarlo en un momento.")
      #expect(
        OutboxRefusal.words(for: .deleteCollection(id: "c"), status: 403, code: nil)
          == "Una colección no se eliminó: tu cuenta no puede hacer este cambio.")
      #expect(NotificationPlan.reminderBody == "Tu cita de hoy te está esperando.")
      #expect(
        QuoteVaultAlertID.signOut(warning: "x").alert.buttons.map(\.title) == [
          "Cerrar sesión de todos modos", "Cancelar",
        ])
      #expect(QuoteVaultPrivacy.summary.first?.title == "Tu cuenta")
    }
    try Localizer.with(Self.catalogs.spanishWidget()) {
      #expect(QuoteWidgetSource.category(.love).title == "Amor")
      #expect(QuoteWidgetCopy.locked(.favorites) == "Desbloquea tu iPhone para ver tus favoritos.")
      #expect(QuoteWidgetTimeline.galleryQuote.text == "Citas que vale la pena guardar, una al día.")
    }
  }

  @Test("Past Quotes' days in Spanish: Hoy, Ayer, then the date as the Spanish locale writes it")
  func historyDaysInSpanish() throws {
    // No request is made: the labels come from the days alone.
    let device = try Device(url: URL(fileURLWithPath: "/").appendingPathComponent("none"), key: "anon")
    let utc = TimeZone(identifier: "UTC") ?? .current
    let sheet = QuoteHistoryModel(
      service: device.service, now: Date(timeIntervalSince1970: 1_773_489_600), timeZone: utc,
      locale: Locale(identifier: "es_ES"))
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(sheet.label(for: "2026-03-14") == "Hoy" && sheet.label(for: "2026-03-13") == "Ayer")
      let older = sheet.label(for: "2026-03-01")
      #expect(older.contains("marzo") && older.contains("domingo"), "\(older)")
      #expect(sheet.title == "Citas anteriores")
    }
  }

  @Test("The pseudo-language is about 40 % longer, accented, and keeps its specifiers")
  func pseudoLanguage() {
    Localizer.with(.pseudo) {
      let english = Localizer.english.string(for: QuoteVaultCopy.Feed.searchPrompt)
      let pseudo = QuoteVaultCopy.Feed.searchPrompt.text
      #expect(Double(pseudo.count) >= Double(english.count) * 1.35 && pseudo != english)
      #expect(AccountModel.signOutWarning(2).hasPrefix("2 "))
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
    [(name: String, app: @Sendable () throws -> Localizer, widget: @Sendable () throws -> Localizer)] = [
      ("es", { try catalogs.spanish() }, { try catalogs.spanishWidget() }), ("pseudo", { .pseudo }, { .pseudo }),
    ]

  static let sources: [QuoteWidgetSource] =
    [.quoteOfTheDay, .favorites] + QuoteCategory.allCases.map { .category($0) }

  @Test(
    "Spanish and the pseudo-language fit every home screen widget's heading and words, whatever it shows",
    arguments: [0, 1])
  func widgetFacesFit(language: Int) throws {
    let (name, _, widget) = Self.languages[language]
    try Localizer.with(widget()) {
      #expect(QuoteWidgetLayout.title != "Quote of the Day", "\(name) is looked up")
      for family in QuoteVaultShared.widgetFamilies {
        for source in Self.sources {
          let words =
            [
              QuoteWidgetLayout.missingQuote, QuoteWidgetLayout.lockedQuote, QuoteWidgetCopy.favoritesEmpty,
              QuoteWidgetCopy.favoritesSignedOut, QuoteWidgetCopy.locked(source),
            ] + QuoteCategory.allCases.map(QuoteWidgetCopy.categoryEmpty)
          for missing in words {
            let scene = QuoteWidgetScene.make(
              family: family, quote: nil, scheme: .light, title: source.title, missingText: missing,
              measurer: renderer)
            #expect(scene.quoteFits, "\(name), \(family): \(missing)")
            #expect(clipped(scene.list).isEmpty, "\(name), \(family), \(source): \(clipped(scene.list))")
          }
          let quote = Quote(id: 2, text: "Words worth keeping.", author: "A. Author", category: "Wisdom")
          let scene = QuoteWidgetScene.make(
            family: family, quote: quote, scheme: .light, title: source.title, measurer: renderer)
          #expect(clipped(scene.list).isEmpty, "\(name), \(family), \(source): \(clipped(scene.list))")
        }
      }
    }
  }

  @Test(
    "Spanish and the pseudo-language fit the Lock Screen's rectangular widget when there is no quote, whole",
    arguments: [0, 1])
  func lockScreenFits(language: Int) throws {
    let (name, _, widget) = Self.languages[language]
    // The rectangular widget on the smallest iPhone (153 x 68 pt), its words as QuoteOfTheDayWidget sets them:
    // LockScreenQuote's size and weight, up to rectangularMissingLines lines, shrinking to its scale factor.
    guard let size = WidgetFamilyID.rectangular.sizesOnPhones.last else { return }
    let font = FontSpec(role: .system, weight: .medium, size: LockScreenQuote.rectangularTextSize)
    try Localizer.with(widget()) {
      for source in Self.sources {
        for missing in [
          QuoteWidgetLayout.missingQuote, QuoteWidgetCopy.locked(source), QuoteWidgetCopy.favoritesSignedOut,
          QuoteWidgetCopy.favoritesEmpty,
        ] + QuoteCategory.allCases.map(QuoteWidgetCopy.categoryEmpty) {
          let text = LockScreenQuote.text(nil, missing: missing, family: .rectangular)
          #expect(text == missing, "\(name): shown whole")
          let fit = renderer.fit(
            text, in: Size(width: size.width, height: size.height), font: font, maximumSize: font.size,
            minimumSize: font.size * LockScreenQuote.rectangularMinimumScaleFactor,
            maximumLines: LockScreenQuote.rectangularMissingLines)
          #expect(!fit.overflows, "\(name): \(text)")
        }
      }
    }
  }

  @Test(
    "Spanish and the pseudo-language fit every share card's layout, post and story, its author line included",
    arguments: [0, 1])
  func shareCardsFit(language: Int) throws {
    let (name, app, _) = Self.languages[language]
    let quote = Quote(
      id: 3, text: "The best way to get started is to quit talking and begin doing.", author: "Walt Disney",
      category: "Motivation")
    try Localizer.with(app()) {
      for template in ShareCardTemplate.allCases {
        for font in ShareCardFont.allCases {
          for format in [ShareCardFormat.post, .story] {
            let card = ShareCard.make(
              quote, style: ShareCardStyle(template: template, font: font), format: format, measurer: renderer)
            #expect(
              !card.overflows && clipped(card.list).isEmpty,
              "\(name), \(template), \(font), \(format): \(clipped(card.list))")
          }
        }
      }
    }
  }
}

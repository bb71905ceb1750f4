import Foundation
import Localization
import TestSupport
import Testing

@testable import PayMeCore

/// PayMe's String Catalogs (docs/architecture.md, "Localization"): what the code declares is what the catalogs
/// hold, in English and Spanish, and what the core builds (rows, alerts, reminders, statements) is in the user's
/// language with money and dates in the user's locale. PayMe draws nothing on Linux (its screens are SwiftUI's),
/// so its fit checks are the system's: what Linux can check is that every argument survives a longer language.
@Suite("PayMe localization: String Catalogs, Spanish, plurals and the pseudo-language")
struct LocalizationTests {
  /// Where its catalog and the code declaring its keys are (TestSupport's layout for an app); no widgets.
  static let catalogs = AppCatalogs("PayMe", widgetKeyPrefix: nil, sharedModules: ["AppLock"])
  static let spain = Locale(identifier: "es_ES")
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  @Test("The app's catalog holds every key its code declares, in English as declared and in Spanish, and nothing else")
  func appCatalog() throws {
    let report = try Self.catalogs.appCatalog()
    #expect(report.problems.isEmpty, "\(report.text)")
    #expect(report.declarations > 250, "the scan reads the declarations")
  }

  @Test(
    "InfoPlist.xcstrings: the display name and the Face ID, camera and Photos purpose strings, as Apps/project.yml words them"
  )
  func infoPlistCatalog() throws {
    let properties = try CatalogCheck.infoProperties(projectYML: Self.catalogs.project, target: "PayMe")
    #expect(properties["NSFaceIDUsageDescription"] != nil)
    let problems = try Self.catalogs.infoPlistProblems(displayName: "PayMe")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("AppShortcuts.xcstrings: each Send Money phrase Siri hears, in Spanish, with its tokens kept")
  func appShortcutPhrases() throws {
    let (phrases, problems) = try Self.catalogs.appShortcutPhrases(offeredIn: "SendMoneyShortcut.swift")
    #expect(phrases.count == 4, "\(phrases)")
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("Send Money's answers to Siri are the core's words as they are, never looked up again as a key")
  func runTimeWordsNeverKeys() throws {
    let files = Self.catalogs.appleSources
    let problems = try CatalogCheck.runTimeWordsUsedAsKeys(in: files)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(files.count > 5, "the scan reads the app's Apple-only sources")
  }

  @Test("Counts take the plural form of the language: 1 Person, 3 People; 1 persona, 3 personas")
  func plurals() throws {
    #expect(PayMeCopy.sendSplitRequests(1).text == "Request from 1 Person")
    #expect(PayMeCopy.sendSplitRequests(3).text == "Request from 3 People")
    #expect(PayMeCopy.splitAnnouncement(1).text == "Sent 1 request")
    #expect(PayMeCopy.splitAnnouncement(2).text == "Sent 2 requests")
    #expect(AmountError.tooManyDecimals(allowed: 1).message.text == "Use at most 1 decimal place.")
    #expect(AmountError.tooManyDecimals(allowed: 2).message.text == "Use at most 2 decimal places.")
    try Localizer.with(Self.catalogs.spanish()) {
      #expect(PayMeCopy.sendSplitRequests(1).text == "Pedir a 1 persona")
      #expect(PayMeCopy.sendSplitRequests(3).text == "Pedir a 3 personas")
      #expect(PayMeCopy.splitAnnouncement(1).text == "Se ha enviado 1 solicitud")
      #expect(PayMeCopy.splitAnnouncement(4).text == "Se han enviado 4 solicitudes")
      #expect(AmountError.tooManyDecimals(allowed: 2).message.text == "Usa como máximo 2 decimales.")
    }
  }

  @Test("The home screen in Spanish: words from the catalog, the balance and dates by the Spanish locale")
  func homeSpeaksSpanish() throws {
    let ledger = DemoData.ledger(now: Self.now)
    let dashboard = try Localizer.with(Self.catalogs.spanish()) {
      Dashboard(ledger: ledger, settings: PayMeSettings(), revealed: false, locale: Self.spain, now: Self.now)
    }
    #expect(try Localizer.with(Self.catalogs.spanish()) { dashboard.balanceTitle.text } == "Saldo")
    // Money stays Decimal and is formatted by the locale: a comma for the decimals in Spain.
    #expect(dashboard.balance.contains("2480,35") || dashboard.balance.contains("2.480,35"), "\(dashboard.balance)")
    #expect(dashboard.balanceAccessibilityLabel.hasPrefix("Saldo, "))
    #expect(dashboard.actions.map(\.title).prefix(2) == ["Enviar dinero", "Pedir dinero"])
    #expect(dashboard.balanceActions.map(\.title) == ["Añadir dinero", "Transferir al banco"])
    // The newest entry was today: the formatter's own word for it, after the note.
    #expect(dashboard.recent.first?.subtitle?.hasSuffix("Hoy") == true, "\(dashboard.recent.first?.subtitle ?? "")")
    let request = try #require(ledger.transactions.first { $0.kind == .request && $0.status == .pending })
    let row = try Localizer.with(Self.catalogs.spanish()) {
      Dashboard.row(request, hideAmounts: false, locale: Self.spain, now: Self.now)
    }
    #expect(row.subtitle?.hasPrefix("Pendiente · ") == true, "\(row.subtitle ?? "")")
  }

  @Test("Alerts, reminders and receipts the core builds are Spanish, each argument in its place")
  func alertsSpeakSpanish() throws {
    let ledger = DemoData.ledger(now: Self.now)
    let request = try #require(ledger.transactions.first { $0.kind == .request && $0.status == .pending })
    try Localizer.with(Self.catalogs.spanish()) {
      let confirm = PayMeAlerts.confirmSend(Money(10, .usd), to: ledger.check(request.counterparty), locale: Self.spain)
      #expect(confirm.title.hasPrefix("¿Enviar 10,00") && confirm.title.hasSuffix("?"), "\(confirm.title)")
      #expect(confirm.buttons.map(\.title) == ["Cancelar", "Enviar"])
      let cancel = PayMeAlerts.cancelRequest(request, locale: Self.spain)
      // The translation puts the amount before the name: the positions keep each where it belongs.
      #expect(cancel.message?.hasPrefix("Ya no se le pedirán 60,00") == true, "\(cancel.message ?? "")")
      #expect(cancel.message?.hasSuffix("a \(request.counterparty.name).") == true, "\(cancel.message ?? "")")
      let reminder = RequestReminder.request(for: request, locale: Self.spain)
      #expect(reminder.title == "Solicitud a \(request.counterparty.name)")
      #expect(reminder.body.contains("60,00") && reminder.body.hasSuffix("Recuérdaselo desde PayMe."))
      #expect(PayMeAlerts.biometryDenied(.faceID).title == "Face ID está desactivado para PayMe")
      #expect(SecurityCopy(.passcode).footer.text == "Cada pago pide el código de tu iPhone.")
      let sent = try #require(ledger.transactions.first { $0.kind == .sent && $0.status == .completed })
      let receipt = try #require(Receipt.text(sent, holder: ledger.holderName, locale: Self.spain))
      #expect(receipt.hasPrefix("Recibo de PayMe (demo)\nJamie Rivera envió "), "\(receipt)")
    }
  }

  @Test("The statement file: its column names stay English (a format), what each entry was is in Spanish")
  func statementColumnsStayEnglish() throws {
    let ledger = DemoData.ledger(now: Self.now)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Europe/Madrid"))
    let month = try #require(Statement.months(ledger, calendar: calendar, locale: Self.spain).first)
    let text = try Localizer.with(Self.catalogs.spanish()) {
      Statement.csv(ledger, month: month, timeZone: calendar.timeZone, now: Self.now) { _ in "" }
    }
    let lines = text.components(separatedBy: CSV.lineEnd)
    #expect(lines.first == Statement.header.joined(separator: ","))
    #expect(lines.count > 2 && lines[1].contains(",Saldo inicial,"), "\(lines.prefix(2))")
    #expect(text.contains(",Pago enviado,") || text.contains(",Pago recibido,"))
    // The month's title is the locale's own words, capitalized as a header ("Noviembre de 2026").
    #expect(month.title.contains("2026") && month.title.first?.isUppercase == true, "\(month.title)")
    #expect(month.title.dropFirst() == month.title.dropFirst().lowercased(), "\(month.title)")
  }

  @Test("The pseudo-language: every string longer, and each argument (name, amount, count) still in it")
  func pseudoKeepsArguments() throws {
    let ledger = DemoData.ledger(now: Self.now)
    let request = try #require(ledger.transactions.first { $0.kind == .request && $0.status == .pending })
    Localizer.with(.pseudo) {
      let alert = PayMeAlerts.cancelRequest(request, locale: Locale(identifier: "en_US"))
      let message = alert.message ?? ""
      #expect(message.contains(request.counterparty.name) && message.contains("$60.00"))
      #expect(alert.title.count > "Cancel Request?".count)
      #expect(PayMeCopy.sendSplitRequests(3).text.contains("3"))
      let rows = Dashboard(
        ledger: ledger, settings: PayMeSettings(), revealed: false, locale: Locale(identifier: "en_US"), now: Self.now)
      #expect(rows.actions.allSatisfy { $0.title.count > 5 && $0.title != $0.title.uppercased() })
      #expect(NavigationBarStyle.of(request).title.text != "Request")
    }
  }
}

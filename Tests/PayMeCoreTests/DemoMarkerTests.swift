import AppServices
import Foundation
import Localization
import TestSupport
import Testing

@testable import PayMeCore

/// App Review 2.2: PayMe is a demo, and says so inside the app on every screen where money moves (the balance,
/// the review and its confirmation, Face ID's prompt, the success screen); what iOS shows outside it
/// (notifications on the Lock Screen, the permission prompts' purpose strings, the Home Screen's quick actions,
/// Siri's and Shortcuts' description, the bubbles its iMessage app puts in a conversation) is read with nothing
/// else around it, so each says so too, in English and Spanish.
@Suite("PayMe: every money screen and every surface outside the app says it is a demo")
struct DemoMarkerTests {
  static let english = Locale(identifier: "en_US")
  static let ana = DemoData.contacts[0]

  /// One of each notification PayMe can post, with and without amounts (Hide Balance).
  static func everyNotification(locale: Locale) -> [NotificationRequest] {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let schedule = ScheduledPaymentTests.schedule(.monthly, start: now)
    let sent = Transaction(
      id: "p1", kind: .sent, counterparty: ana, amount: Money(25, .usd), note: "", date: now, status: .completed,
      scheduledFor: now)
    let other = Transaction(
      id: "p2", kind: .sent, counterparty: ana, amount: Money(Decimal(string: "12.34") ?? 0, .usd), note: "",
      date: now, status: .completed, scheduledFor: now)
    let transfer = Transaction(
      id: "b1", kind: .bankTransfer, counterparty: ana, amount: Money(30, .usd), note: "", date: now, status: .pending,
      speed: .standard)
    let request = Transaction(
      id: "r1", kind: .request, counterparty: ana, amount: Money(8, .usd), note: "Lunch", date: now, status: .pending)
    let plainRequest = Transaction(
      id: "r2", kind: .request, counterparty: ana, amount: Money(8, .usd), note: "", date: now, status: .pending)
    var requests: [NotificationRequest] = []
    for hiding in [false, true] {
      for run in [
        ScheduledPayments.Run(sent: [sent], heldBack: [], skipped: 2),
        ScheduledPayments.Run(sent: [sent, other], heldBack: [], skipped: 0),
        ScheduledPayments.Run(sent: [], heldBack: [(schedule, .insufficientFunds)], skipped: 0),
        ScheduledPayments.Run(sent: [], heldBack: [(schedule, .unknownContact)], skipped: 0),
        // More than one thing to say: one summary (iOS's pending budget).
        ScheduledPayments.Run(
          sent: [sent], heldBack: [(schedule, .insufficientFunds), (schedule, .unknownContact)], skipped: 0),
      ] {
        requests += ScheduledBackgroundRun.notifications(
          for: run, currency: .usd, locale: locale, hidingAmount: hiding)
      }
      requests += ScheduledPaymentReminder.requests(
        for: ScheduledPayments(items: [ScheduledPaymentTests.schedule(.monthly, start: now.addingTimeInterval(86400))]),
        now: now, calendar: ScheduledPaymentTests.utc, locale: locale, hidingAmount: hiding)
      requests.append(PaymentReturn.notification(for: other, locale: locale, hidingAmount: hiding))
      requests.append(MoneyMovedNotification.arrival(of: transfer, at: now, locale: locale, hidingAmount: hiding))
      requests.append(RequestReminder.request(for: request, locale: locale, hidingAmount: hiding))
      requests.append(RequestReminder.request(for: plainRequest, locale: locale, hidingAmount: hiding))
    }
    return requests
  }

  @Test("Every notification names the demo on the Lock Screen; one saying money went says no real money moved")
  func notifications() throws {
    let english = Self.everyNotification(locale: Self.english)
    #expect(english.count == 20, "every kind is built: \(english.map(\.id))")
    for note in english {
      #expect(note.body.localizedCaseInsensitiveContains("demo"), "\(note.id): \(note.body)")
    }
    let sent = english.filter { $0.title.hasPrefix("Scheduled Payment") && $0.title.hasSuffix(" Sent") }
      .filter { !$0.title.contains("Not") }
    #expect(sent.count == 4, "\(sent.map(\.title))")
    for note in sent {
      #expect(
        note.body.contains("from your demo balance") && note.body.contains("No real money moved."), "\(note.body)")
    }
    let one = try #require(english.first { $0.body.hasPrefix("Your $25.00 payment to \(Self.ana.name)") })
    #expect(one.body.contains("was sent from your demo balance. No real money moved."), "\(one.body)")
    // The skipped days are still said where the amounts are hidden (the only place they were said).
    #expect(english.contains { $0.body.hasPrefix("A scheduled payment was sent") && $0.body.contains("2 earlier") })
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      for note in Self.everyNotification(locale: LocalizationTests.spain) {
        #expect(note.body.localizedCaseInsensitiveContains("demo"), "\(note.id): \(note.body)")
        #expect(!note.body.contains("demo balance"), "in Spanish: \(note.body)")
      }
      let spanish = Self.everyNotification(locale: LocalizationTests.spain)
      #expect(spanish.contains { $0.body.contains("No se movió dinero real.") })
    }
  }

  @Test("The Face ID and camera purpose strings say no real money moves, in English and Spanish")
  func purposeStrings() throws {
    let properties = try CatalogCheck.infoProperties(
      projectYML: LocalizationTests.catalogs.project, target: "PayMe")
    let url = LocalizationTests.catalogs.app.appendingPathComponent("InfoPlist.xcstrings")
    let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let strings = catalog?["strings"] as? [String: Any]
    for key in ["NSFaceIDUsageDescription", "NSCameraUsageDescription"] {
      #expect(properties[key]?.contains("(no real money moves)") == true, "\(key): \(properties[key] ?? "")")
      let entry = strings?[key] as? [String: Any]
      let spanish = (entry?["localizations"] as? [String: Any])?["es"] as? [String: Any]
      let value = (spanish?["stringUnit"] as? [String: Any])?["value"] as? String
      #expect(value?.contains("no se mueve dinero real") == true, "\(key) in Spanish: \(value ?? "")")
    }
  }

  @Test("The Home Screen's quick actions and the Send Money shortcut's description say it is a demo")
  func quickActionsAndShortcut() throws {
    #expect(QuickAction.all.allSatisfy { $0.subtitle.text == "Demo · No real money" })
    let source = try String(
      contentsOf: LocalizationTests.catalogs.app.appendingPathComponent("SendMoneyShortcut.swift"), encoding: .utf8)
    #expect(source.contains("send demo money to someone. You review and confirm it in PayMe. No real money moves."))
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      #expect(QuickAction.all.allSatisfy { $0.subtitle.text == "Demo · Sin dinero real" })
      let description = LocalizedCopy("payme.intent.description", "")
      #expect(description.text.contains("No se mueve dinero real."), "\(description.text)")
    }
  }

  /// A request and an offer bubble as the Messages extension writes them, in the current language.
  @MainActor
  static func bubbles(locale: Locale) -> [MessageContent] {
    MessageKind.allCases.compactMap { kind in
      let model = PayMeMessagesModel(
        holder: PayCode(handle: "@jamie.k3x9", name: "Jamie Rivera"), style: .expanded, locale: locale)
      var made: MessageContent?
      model.onInsert = { made = $0 }
      model.choose(kind)
      model.beginAmount()
      model.type("25")
      model.editNote("Pizza")
      model.add()
      return made
    }
  }

  @Test("Every Messages bubble says on itself and in its summary that it is a demo with no real money")
  @MainActor
  func messagesBubbles() throws {
    let english = Self.bubbles(locale: Self.english)
    #expect(english.count == 2)
    for bubble in english {
      #expect(bubble.subcaption == "Demo · No real money", "\(bubble.caption)")
      #expect(bubble.summary.hasSuffix("with PayMe (demo, no real money)"), "\(bubble.summary)")
      #expect(bubble.accessibilityLabel.contains("demo, no real money"), "\(bubble.accessibilityLabel)")
    }
    // The offer never says money is on its way.
    #expect(english.map(\.caption) == ["Requesting $25.00", "Offering to send $25.00"])
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let spanish = Self.bubbles(locale: LocalizationTests.spain)
      #expect(spanish.count == 2)
      for bubble in spanish {
        #expect(bubble.subcaption == "Demo · Sin dinero real", "\(bubble.caption)")
        #expect(bubble.summary.contains("(demo, sin dinero real)"), "\(bubble.summary)")
        #expect(!bubble.summary.contains("no real money"), "in Spanish: \(bubble.summary)")
      }
    }
  }

  @Test("The dashboard's card says under the balance that it is a demo balance, shown or hidden, and VoiceOver says it")
  @MainActor
  func dashboard() throws {
    let app = PayMeHarness().launched()
    // BalanceCardView shows exactly these: the title, the amount, the caption under it, and the card's label.
    let shown = app.dashboard
    #expect(shown.balanceTitle.text == "Balance" && shown.balance == "$2,480.35")
    #expect(shown.demoCaption.text == "Demo balance · No real money")
    #expect(shown.balanceCardAccessibilityLabel == "Balance, $2,480.35, demo balance, no real money")
    app.settingsScreen.setHideBalance(true)
    #expect(app.dashboard.demoCaption.text == "Demo balance · No real money", "said while the amount is hidden too")
    #expect(app.dashboard.balanceCardAccessibilityLabel == "Balance hidden, demo balance, no real money")
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      #expect(app.dashboard.demoCaption.text == "Saldo de demo · Sin dinero real")
      #expect(app.dashboard.balanceCardAccessibilityLabel.hasSuffix(", saldo de demo, sin dinero real"))
    }
  }

  @Test("Review, its confirmation and Face ID's reason say no real money moves; the success screen says it was a demo")
  @MainActor
  func reviewConfirmationAndSuccess() async throws {
    let harness = PayMeHarness()
    let words = PromptWords(harness.owner)
    let app = harness.launched(deviceOwner: words)
    let ben = DemoData.contacts[1]
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(ben)
    app.type("25")
    app.payment?.continueToReview()
    // The review's footer, under To, Amount and Note.
    #expect(app.flow?.reviewFooter.text == "This is a demo: no real money moves.")
    app.payment?.confirmSend()
    app.settlePresentation()
    let confirm = try #require(app.shownAlert)
    #expect(confirm.title == "Send $25.00?", "the title keeps its words")
    #expect(
      confirm.message?.hasSuffix("right away. You can't undo a payment.\nThis is a demo: no real money moves.") == true)
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(words.prompts.map(\.reason) == ["Send $25.00 of demo money to Ben Okafor (@benok)"])
    let flow = try #require(app.flow)
    guard case .succeeded(let sent) = flow.step else {
      Issue.record("not sent: \(flow.step)")
      return
    }
    // PaymentFlowView's done step shows the headline, then the name, the amount and this subtitle.
    #expect(
      flow.title(of: .done) == "Sent" && PayMeCopy.doneDemoNote(sent).text == "Demo payment: no real money moved.")
    app.payment?.close()
    await app.finishEverything()
    app.startRequest()
    app.settlePresentation()
    app.payment?.choose(ben)
    app.type("8")
    app.payment?.continueToReview()
    #expect(app.flow?.reviewFooter.text == "This is a demo: no real money moves.")
    app.payment?.sendRequest()
    guard case .succeeded(let request)? = app.flow?.step else {
      Issue.record("not requested")
      return
    }
    #expect(PayMeCopy.doneDemoNote(request).text == "Demo request: no real money will move.")
    try Localizer.with(LocalizationTests.catalogs.spanish()) {
      let spanish = PayMeAlerts.confirmSend(Money(25, .usd), to: app.ledger.check(ben), locale: LocalizationTests.spain)
      #expect(
        spanish.message?.hasSuffix("\nEsto es una demo: no se mueve dinero real.") == true, "\(spanish.message ?? "")")
      #expect(PayMeCopy.doneDemoNote(sent).text == "Pago de demo: no se ha movido dinero real.")
      let reason = PayMeCopy.paymentReason(Money(25, .usd), to: app.ledger.check(ben), locale: LocalizationTests.spain)
      #expect(reason.text.hasPrefix("Enviar 25,00") && reason.text.contains("de dinero de demo a \(ben.name)"))
    }
  }
}

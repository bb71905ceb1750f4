import AppServices
import DesignSystem
import Foundation
import SharedStore
import Testing

@testable import PayMeCore

@Suite("PM-4, PM-5, PM-8, PM-9, PM-14, PM-16 Screens")
struct ScreenTests {
  let now = PayMeHarness.now
  let locale = Locale(identifier: "en_US")

  @Test("PM-8.3: the balance is summarised as Wallet does: a title, the amount, the holder")
  func balanceSummary() {
    let dashboard = Dashboard(
      ledger: DemoData.ledger(now: now), settings: PayMeSettings(), revealed: false, locale: locale, now: now)
    #expect(
      dashboard.balanceTitle == "Balance" && dashboard.balance == "$2,480.35" && dashboard.holder == "Jamie Rivera")
  }

  @Test("PM-8.1 / PM-6.3: grouped sections of rows: the actions, then the recent activity")
  func rows() throws {
    let dashboard = Dashboard(
      ledger: DemoData.ledger(now: now), settings: PayMeSettings(), revealed: false, locale: locale, now: now)
    #expect(
      dashboard.actions.map(\.title) == ["Send Money", "Request Money", "Split a Bill", "My Code", "Scan a Code"])
    #expect(dashboard.recent.count == Dashboard.recentCount)
    #expect(dashboard.recent.first?.value == "+$42.50" && dashboard.recent[1].value == "-$18.75")
    #expect(
      Money(Decimal(string: "-18.75") ?? 0, .eur).signedFormatted(locale: Locale(identifier: "fr_FR")).hasPrefix(
        "-18,75"))
    #expect(dashboard.recent.first?.subtitle == "Concert tickets · Today")
    // A pending request is listed once, in Pending; its row says where it stands wherever it is listed.
    let ledger = DemoData.ledger(now: now)
    #expect(!dashboard.recent.contains { $0.id == "t-3" })
    let request = try #require(ledger.transaction("t-3"))
    let requestRow = Dashboard.row(request, hideAmounts: false, locale: locale, now: now)
    #expect(requestRow.subtitle?.hasPrefix("Pending · Climbing gym · ") == true, "where a request stands")
    let noNote = Transaction(
      id: "x", kind: .sent, counterparty: ledger.contacts[0], amount: Money(5, .usd), note: "", date: now,
      status: .completed)
    let row = Dashboard.row(noNote, hideAmounts: false, locale: locale, now: now)
    #expect(row.subtitle == "Today" && !row.accessibilityLabel.contains(", ,"), "no \" · Today\" for an empty note")
  }

  @Test("Activity dates: Today and Yesterday are the formatter's words in the user's language, days in their calendar")
  func relativeDays() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    let today = calendar.startOfDay(for: now)
    let late = today.addingTimeInterval(23 * 3600)
    let yesterday = try #require(calendar.date(byAdding: .day, value: -1, to: today))
    let older = try #require(calendar.date(byAdding: .day, value: -3, to: today))
    let cases: [(String, [String])] = [
      ("en_US", ["Today", "Yesterday"]), ("fr_FR", ["Aujourd’hui", "Hier"]), ("de_DE", ["Heute", "Gestern"]),
      ("ja_JP", ["今日", "昨日"]),
    ]
    for (identifier, words) in cases {
      let locale = Locale(identifier: identifier)
      let shown = [late, yesterday.addingTimeInterval(60)].map {
        RelativeDay.text($0, now: today.addingTimeInterval(3600), locale: locale, calendar: calendar)
      }
      #expect(shown == words, "\(identifier)")
      let date = RelativeDay.text(older, now: today, locale: locale, calendar: calendar)
      #expect(!words.contains(date) && !date.isEmpty, "\(identifier): an older day is its date")
    }
    // The row the Activity screen shows reads the same words.
    let row = Dashboard.row(
      DemoData.ledger(now: now).transactions[0], hideAmounts: false, locale: Locale(identifier: "fr_FR"), now: now)
    #expect(row.subtitle?.hasSuffix("Aujourd’hui") == true, "\(row.subtitle ?? "")")
  }

  @Test("PM-8.5: the dashboard's rows sit on the secondary system background, on the grouped one")
  func sectionBackground() throws {
    // DashboardView paints its list with these two (listRowBackground and background): the system's colours.
    #expect(Theme.payMe.surface.system == .secondarySystemGroupedBackground)
    #expect(Theme.payMe.background.system == .systemGroupedBackground)
    #expect(BalanceCard.fill.system == .secondarySystemGroupedBackground)
  }

  @Test("Hiding the balance shows dots until tapped, and hides amounts in the history too")
  @MainActor func hiddenBalance() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.settingsScreen.setHideBalance(true)
    #expect(app.dashboard.balance == "••••••" && app.dashboard.recent.allSatisfy { $0.value == "••••••" })
    let transaction = app.ledger.transactions[1]
    #expect(app.transactionScreen(transaction.id).amount == "••••••", "the transaction's own screen hides it too")
    app.toggleBalance()
    #expect(app.dashboard.balance == "$2,480.35" && app.transactionScreen(transaction.id).amount == "-$18.75")
    harness.scene.leaveApp()
    #expect(app.dashboard.balance == "••••••", "revealing lasts until the app leaves")
  }

  @Test("PM-9.5: onboarding's action moves on and ends it, remembered across launches (9.1-9.4 are Apple-only)")
  @MainActor func onboarding() {
    for page in OnboardingPage.pages(for: .faceID) {
      #expect(!page.symbol.isEmpty && !page.title.text.isEmpty && page.description.text.count > 40)
      #expect(page.learnMore.text.hasPrefix("Learn more"))
      #expect(!page.action.text.isEmpty)
    }
    #expect(
      OnboardingPage.pages(for: .faceID).first?.description.text.contains("This is a demo") == true,
      "said where the user first meets PayMe (the page OnboardingView shows first)")
    let harness = PayMeHarness()
    let app = harness.model()
    #expect(app.isShowingOnboarding)
    app.onboarding.continueOnboarding()
    #expect(app.onboarding.page == 1)
    app.finishOnboarding()
    #expect(!app.isShowingOnboarding)
    #expect(!harness.model().isShowingOnboarding, "remembered across launches")
  }

  @Test("PM-4.2: top screens have large titles, details inline titles named for the entry")
  @MainActor func navigation() throws {
    // Every pushed screen applies `.navigationBar(NavigationBarStyle.of(route))`; the stack binds `$model.path`.
    let app = PayMeHarness().model()
    // What NavigationLink(value:) does to `$model.path` when a row is tapped.
    app.path.append(.activity)
    app.path.append(app.transactionRoute("t-1"))
    #expect(app.pushed == [.activity, .transaction("t-1")])
    #expect(app.path.map { NavigationBarStyle.of($0).largeTitle } == [true, false])
    #expect(NavigationBarStyle.of(.activity).title == "Activity", "the title the back button then reads")
    // Each entry's screen is titled for what it is (the view reads `NavigationBarStyle.of(transaction)`).
    let kinds = Dictionary(grouping: app.ledger.transactions, by: \.kind)
    #expect(kinds[.request]?.first.map { NavigationBarStyle.of($0).title } == "Request")
    #expect(kinds[.sent]?.first.map { NavigationBarStyle.of($0).title } == "Payment")
    #expect(kinds[.received]?.first.map { NavigationBarStyle.of($0).title } == "Money Received")
    #expect(NavigationBarStyle.home.largeTitle && NavigationBarStyle.of(.settings).largeTitle)
    app.path.removeLast()  // the system back button
    #expect(app.path == [.activity])
    #expect(NavigationBarStyle.of(.statements) == NavigationBarStyle(title: PayMeCopy.statements, largeTitle: false))
  }

  @Test("PayMe's source adds no transition or animation of its own (a guard; the criteria are Apple-only)")
  func transitions() throws {
    // Pushes and sheets are NavigationStack's and .sheet's own; PayMe's screens declare no animation or
    // transition of their own that could replace or embellish them.
    let source = try PayMeUISource.text()
    for custom in [".transition(", "withAnimation", ".animation(", "matchedGeometryEffect", ".spring", "repeatForever"]
    {
      #expect(!source.contains(custom), "PayMeUI uses \(custom)")
    }
  }

  @Test("PM-5.1 / PM-5.4: every dialog is a system alert with a title, a message, and Apple's button roles")
  func alerts() {
    let contact = DemoData.contacts[0]
    let all =
      [
        PayMeAlerts.confirmSend(Money(10, .usd), to: DemoData.ledger(now: .now).check(contact)),
        PayMeAlerts.resetDemoData,
      ]
      + [AuthenticationError.authenticationFailed, .biometryLockout, .biometryNotEnrolled].compactMap {
        PayMeAlerts.authentication($0, kind: .faceID, denied: false)
      }
    for alert in all {
      #expect(!alert.title.isEmpty && alert.message?.isEmpty == false)
      #expect((2...3).contains(alert.buttons.count), "\(alert.id)")
      #expect(alert.buttons.filter { $0.role == .cancel }.count == 1, "one Cancel")
    }
    #expect(PayMeAlerts.resetDemoData.buttons.last?.role == .destructive)
    #expect(PayMeAlerts.paymentFailed(.insufficientFunds).buttons.count == 1)
    // Information with nothing to choose: one OK, as iOS's own alerts have.
    #expect(PayMeAlerts.setUpPasscode(.faceID).buttons.map(\.title) == ["OK"])
  }

  @Test("PM-5.1: every dialog is shown on the surface on top, through the one shared adapter")
  @MainActor func systemAlertGeometry() async throws {
    // An alert is a title, a message and buttons with Apple's roles (AlertValue has nothing else to style); the
    // views hand it to SwiftUI's .alert (UIAlertController) on the surface on top.
    let harness = PayMeHarness(faceID: .denied)
    let app = harness.model()
    app.settingsScreen.askToResetDemoData()
    #expect(app.presentation.alert(on: 0)?.kind(as: PayMeAlertID.self) == .resetDemo)
    await app.tapAlert("Cancel")
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("3")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    app.settlePresentation()
    #expect(
      app.presentation.alert(on: 1)?.kind(as: PayMeAlertID.self) == .confirmSend && app.presentation.alert(on: 0) == nil
    )
    await app.tapAlert("Send")
    #expect(
      app.presentation.alert(on: 1)?.kind(as: PayMeAlertID.self) == .authDenied,
      "Face ID refused to PayMe: the alert on the sheet")
    // The views install the shared adapter at the root (level 0) and on each surface, at the level the stack
    // tells the surface's content (PresentationUI's presentationLevel).
  }

  @Test("PM-14.3 / PM-14.4 / PM-14.5 / PM-0.3: the demo runs on seeded local data; a reset restores it")
  @MainActor func demoData() async {
    let harness = PayMeHarness()
    let app = harness.model()
    let seeded = app.ledger
    #expect(seeded.contacts.count == 5 && seeded.transactions.count == 7)
    app.startSend()
    app.settlePresentation()
    app.payment?.choose(DemoData.contacts[0])
    app.type("5")
    app.payment?.continueToReview()
    app.payment?.confirmSend()
    harness.owner.script(.match)
    await app.tapAlert("Send")
    #expect(app.ledger != seeded)
    app.payment?.close()
    await app.finishEverything()
    app.path.append(.settings)  // the gear's NavigationLink
    app.settingsScreen.askToResetDemoData()
    await app.tapAlert("Reset")
    #expect(app.ledger == seeded)
    #expect(app.path == [.settings], "Reset Demo Data leaves the user in Settings")
  }

  @Test("PM-16.3 / PM-16.4: VoiceOver reads each row and control by what it is, from values the views read")
  @MainActor func accessibility() throws {
    let app = PayMeHarness().model()
    let dashboard = app.dashboard
    #expect(dashboard.balanceAccessibilityLabel == "Balance, $2,480.35")
    #expect(!dashboard.balanceIsButton, "the card is not announced as a button that does nothing")
    #expect(
      dashboard.actions.map(\.accessibilityLabel) == [
        "Send Money", "Request Money", "Split a Bill", "My Code", "Scan a Code",
      ])
    let row = Dashboard.row(DemoData.ledger(now: now).transactions[1], hideAmounts: false, locale: locale, now: now)
    #expect(row.accessibilityLabel.hasPrefix("Sent, Ben Okafor, -$18.75"))
    app.settingsScreen.setHideBalance(true)
    #expect(app.dashboard.balanceAccessibilityLabel == "Balance hidden")
    #expect(app.dashboard.balanceAccessibilityHint == "Shows the balance", "what a tap does is a hint, not the name")
    let sent = try #require(app.ledger.transactions.first { $0.kind == .sent })
    #expect(app.transactionScreen(sent.id).amountAccessibility == "Amount hidden", "never six bullets read aloud")
    #expect(app.dashboard.balanceIsButton, "with Hide Balance on, a tap shows it")
    #expect(app.dashboard.recent.allSatisfy { $0.accessibilityLabel.contains("amount hidden") })
    #expect(DemoData.contacts[0].accessibilityLabel == "\(DemoData.contacts[0].name), \(DemoData.contacts[0].handle)")
    // The Send button's hint (the sheet's `sendHint`) names what the device has.
    let touchID = PayMeHarness(biometry: .touchID).model()
    touchID.finishOnboarding()
    touchID.startSend()
    let sheet = try #require(touchID.payment)
    #expect(
      sheet.sendHint == "Confirms with Touch ID" && touchID.settingsScreen.security.value == "Touch ID or Passcode")
  }

  @Test("PM-16.1 / PM-1.7: rows stack and the balance card grows at the accessibility sizes, so nothing overflows")
  func rowsReflow() throws {
    for size in DynamicTypeSize.allCases {
      #expect(RowLayout.of(size) == (size.isAccessibilitySize ? .vertical : .horizontal))
      #expect(BalanceCard.keepsCardShape(at: size) == !size.isAccessibilitySize, "\(size)")
    }
  }

  @Test("Settings persist: Face ID, notifications, appearance, hidden balance")
  @MainActor func settings() async {
    let harness = PayMeHarness()
    let app = harness.model()
    await app.settingsScreen.setNotifications(false)
    app.settingsScreen.setAppearance(.dark)
    app.settingsScreen.setHideBalance(true)
    let again = harness.model()
    #expect(!again.settings.notifications && again.settings.appearance == .dark && again.settings.hideBalance)
  }
}

@Suite("PM-13, PM-15 One restrained design system")
struct DesignConsistencyTests {
  @Test("PayMe's theme is made of system colours and fonts only (the views' look is Apple-only)")
  func systemPalette() {
    let system = [
      SystemColors.groupedBackground, SystemColors.secondaryGroupedBackground, SystemColors.label,
      SystemColors.readableGray, SystemColors.blue, SystemColors.red, SystemColors.green, SystemColors.gray5,
      SystemColors.systemBackground,
    ]
    let theme = Theme.payMe
    for color in [theme.background, theme.surface, theme.primaryText, theme.secondaryText, theme.accent] {
      #expect(system.contains(color), "\(color)")
    }
    #expect(theme.titleFont.role == .system && theme.bodyFont.role == .system)
    for kind in ButtonAppearance.Kind.allCases {
      let appearance = ButtonAppearance.of(kind, in: theme)
      #expect(appearance.fill.map(system.contains) ?? true, "\(kind)")
    }
  }

  @Test("PayMe's source uses system controls only (a guard; the criterion is Apple-only)")
  func oneCatalogue() throws {
    let source = try PayMeUISource.text()
    // Colours come from the design system's system palette, fonts from its text styles, buttons from its styles.
    #expect(!source.contains("Color(red:") && !source.contains("Color(hex") && !source.contains("UIColor(red:"))
    #expect(!source.contains(".font(.custom("))
    #expect(!source.contains("Capsule()"))
    let styles = source.components(separatedBy: ".buttonStyle(").dropFirst().map { String($0.prefix(20)) }
    #expect(
      styles.allSatisfy {
        $0.hasPrefix(".borderedProminent)") || $0.hasPrefix(".secondary(.payMe)") || $0.hasPrefix(".plain")
      })
  }

}

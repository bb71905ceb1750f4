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

  @Test("PM-8.1 / PM-8.2 / PM-6.3: grouped sections of rows, each with a right-aligned chevron")
  func rows() {
    let dashboard = Dashboard(
      ledger: DemoData.ledger(now: now), settings: PayMeSettings(), revealed: false, locale: locale, now: now)
    #expect(dashboard.actions.map(\.title) == ["Send Money", "Request Money"])
    let rows = dashboard.actions + dashboard.recent
    #expect(rows.allSatisfy { $0.showsChevron })
    #expect(dashboard.recent.count == Dashboard.recentCount)
    #expect(dashboard.recent.first?.value == "+$42.50" && dashboard.recent[1].value == "−$18.75")
    #expect(dashboard.recent.first?.subtitle == "Concert tickets · Today")
  }

  @Test("PM-8.4 / PM-8.5: sections sit on the secondary system background, with no shadow")
  func sectionBackground() {
    #expect(Theme.payMe.surface == SystemColors.secondaryGroupedBackground)
    #expect(Theme.payMe.background == SystemColors.groupedBackground)
    // No custom card: rows are drawn by List(.insetGrouped) (Sources/Apple/PayMeUI/DashboardView.swift).
  }

  @Test("Hiding the balance shows dots until tapped, and hides amounts in the history too")
  @MainActor func hiddenBalance() {
    let app = PayMeHarness().model()
    app.setHideBalance(true)
    #expect(app.dashboard.balance == "••••••" && app.dashboard.recent.allSatisfy { $0.value == "••••••" })
    app.toggleBalance()
    #expect(app.dashboard.balance == "$2,480.35")
    app.scenePhaseChanged(to: .background)
    #expect(app.dashboard.balance == "••••••", "revealing lasts until the app leaves")
  }

  @Test("The app switcher never shows amounts: the cover rises when the scene turns inactive")
  @MainActor func privacyCover() {
    let app = PayMeHarness().model()
    app.scenePhaseChanged(to: .inactive)
    #expect(app.isCovered)
    app.scenePhaseChanged(to: .background)
    #expect(app.isCovered)
    app.scenePhaseChanged(to: .active)
    #expect(!app.isCovered)
  }

  @Test("PM-9.1 / PM-9.2 / PM-9.3 / PM-9.4 / PM-9.5: onboarding: symbol, Large Title, description, Learn more, CTA")
  @MainActor func onboarding() {
    for page in OnboardingPage.pages(for: .faceID) {
      #expect(!page.symbol.isEmpty && !page.title.isEmpty && page.description.count > 40)
      #expect(page.learnMore.hasPrefix("Learn more") && page.learnMoreURL.hasPrefix("https://"))
      #expect(!page.action.isEmpty)
    }
    #expect(TypeScale.metrics(.largeTitle).pointSize == 34 && TextStyle.largeTitle.weight == .bold)
    let harness = PayMeHarness()
    let app = harness.model()
    #expect(app.isShowingOnboarding)
    app.continueOnboarding()
    #expect(app.onboardingPage == 1)
    app.finishOnboarding(faceID: false)
    #expect(!app.isShowingOnboarding && !app.settings.faceIDForPayments)
    #expect(!harness.model().isShowingOnboarding, "remembered across launches")
  }

  @Test("PM-4.1 / PM-4.2 / PM-4.3 / PM-4.5: a navigation stack; top screens have large titles, details inline")
  @MainActor func navigation() {
    #expect(NavigationBarStyle.home.largeTitle && NavigationBarStyle.settings.largeTitle)
    #expect(!NavigationBarStyle.of(.transaction("t-1")).largeTitle)
    let app = PayMeHarness().model()
    app.open(.activity)
    app.open(.transaction("t-1"))
    #expect(app.path == [.activity, .transaction("t-1")])
  }

  @Test("PM-4.4 / PM-10.1: pushes use the system slide, 200-300 ms")
  func transitions() {
    #expect((0.2...0.3).contains(NavigationBarStyle.transition.duration) && NavigationBarStyle.transition.bounce == 0)
  }

  @Test("PM-5.1 / PM-5.4 / PM-5.5: every dialog is a system alert with a bold title, a message, and two buttons")
  func alerts() {
    let contact = DemoData.contacts[0]
    let all =
      [
        PayMeAlerts.confirmSend(Money(10, .usd), to: contact), PayMeAlerts.resetDemoData,
      ]
      + [BiometricOutcome.failed, .lockedOut, .notEnrolled, .denied].compactMap {
        PayMeAlerts.authentication($0, kind: .faceID)
      }
    for alert in all {
      #expect(!alert.title.isEmpty && !alert.message.isEmpty)
      #expect(alert.buttons.count == 2, "\(alert.id)")
      #expect(alert.buttons.filter { $0.role == .cancel }.count == 1, "one Cancel")
    }
    #expect(PayMeAlerts.resetDemoData.buttons.last?.role == .destructive)
    #expect(PayMeAlerts.paymentFailed(.insufficientFunds).buttons.count == 1)
  }

  @Test("PM-5.2 / PM-5.3 / PM-5.6: the alert is drawn by the system (rounded, centred, blurred backdrop, its spacing)")
  func systemAlertGeometry() {
    // SwiftUI's .alert presents UIAlertController: Sources/Apple/PayMeUI/PayMeRootView.swift. The design
    // system's alert radius is the system's.
    #expect(CornerRadius.alert == 14)
  }

  @Test("PM-14.3 / PM-14.4 / PM-14.5 / PM-0.3: the demo runs on seeded local data; a reset restores it")
  @MainActor func demoData() async {
    let app = PayMeHarness([.success]).model()
    let seeded = app.ledger
    #expect(seeded.contacts.count == 5 && seeded.transactions.count == 6)
    app.startSend()
    app.choose(DemoData.contacts[0])
    app.type("5")
    app.continueToReview()
    app.confirmSend()
    await app.handle(.confirmPayment)
    #expect(app.ledger != seeded)
    app.askToResetDemoData()
    await app.handle(.resetDemoData)
    #expect(app.ledger == seeded)
  }

  @Test("PM-16.3 / PM-16.4: every interactive element has a label, buttons say so, hints where needed")
  func accessibility() {
    for control in AccessibleControl.all {
      #expect(!control.label.isEmpty)
      #expect(!control.traits.isEmpty || control.screen == "Send", "\(control.label)")
      #expect(control.hitTarget.width >= HitTarget.minimum && control.hitTarget.height >= HitTarget.minimum)
    }
    #expect(
      Set(AccessibleControl.all.map(\.screen)) == [
        "Onboarding", "Home", "Send", "Review", "Settings", "Choose Recipient",
      ])
    let row = Dashboard.row(DemoData.ledger(now: now).transactions[1], hideAmounts: false, locale: locale, now: now)
    #expect(row.accessibilityLabel.hasPrefix("Sent, Ben Okafor, −$18.75"))
  }

  @Test("PM-16.1 / PM-1.7: rows stack their title and amount at the accessibility text sizes, so nothing truncates")
  func rowsReflow() {
    for size in DynamicTypeSize.allCases {
      #expect(RowLayout.of(size) == (size.isAccessibilitySize ? .vertical : .horizontal))
    }
  }

  @Test("Settings persist: Face ID, notifications, appearance, hidden balance")
  @MainActor func settings() {
    let harness = PayMeHarness()
    let app = harness.model()
    app.setNotifications(false)
    app.setAppearance(.dark)
    app.setHideBalance(true)
    let again = harness.model()
    #expect(!again.settings.notifications && again.settings.appearance == .dark && again.settings.hideBalance)
  }
}

@Suite("PM-13, PM-15 One restrained design system")
struct DesignConsistencyTests {
  @Test(
    "PM-15.1 / PM-15.2 / PM-15.4 / PM-15.5 / PM-13.1 / PM-13.5: every PayMe colour is a system colour; nothing flashy")
  func systemPalette() {
    let system = [
      SystemColors.groupedBackground, SystemColors.secondaryGroupedBackground, SystemColors.label,
      SystemColors.accessibleGray, SystemColors.blue, SystemColors.red, SystemColors.green, SystemColors.gray5,
      SystemColors.systemBackground,
    ]
    let theme = Theme.payMe
    for color in [theme.background, theme.surface, theme.primaryText, theme.secondaryText, theme.accent] {
      #expect(system.contains(color), "\(color)")
    }
    #expect(theme.titleFont.role == .system && theme.bodyFont.role == .system)
    for kind in ButtonAppearance.Kind.allCases {
      let appearance = ButtonAppearance.of(kind, in: theme)
      #expect(appearance.fill == nil || system.contains(appearance.fill!), "\(kind)")
    }
  }

  @Test("PM-15.3: every screen's controls come from one catalogue, each with its label and a system role")
  func oneCatalogue() {
    let screens = Set(AccessibleControl.all.map(\.screen))
    #expect(screens.count == 6)
    #expect(
      AccessibleControl.all.filter { $0.traits.contains(.button) }.allSatisfy {
        $0.hitTarget.height >= HitTarget.minimum
      })
  }
}

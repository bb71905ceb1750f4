#if os(iOS)
  import AppServices
  import AppServicesLive
  import Foundation
  import PayMeCore
  import Presentation
  import SharedStore
  import SwiftUI

  // Xcode canvas previews of every PayMe screen. PreviewProvider, not #Preview: the macro needs Xcode's
  // PreviewsMacros plugin, which the Linux type-check does not have (docs/architecture.md, "The Apple-only
  // type-check"). Each preview builds its own model on a store in a fresh temporary folder, with the demo
  // ledger; the device owner check and notifications are stand-ins that never show a system prompt.

  /// Says Face ID is there and declines every check, without a prompt: a preview never pays.
  struct PreviewDeviceOwner: DeviceOwnerAuthenticationClient {
    func availability(of policy: AuthenticationPolicy) -> PolicyAvailability {
      PolicyAvailability(biometryType: .faceID, error: nil)
    }
    func evaluate(_ policy: AuthenticationPolicy, reason: String, fallbackTitle: String?) async
      -> AuthenticationResult
    { .failure(.userCancel) }
  }

  @MainActor
  enum PayMePreviewValues {
    /// A model on a fresh temporary store with the demo ledger; past onboarding unless asked otherwise.
    static func model(onboarded: Bool = true, appLock: Bool = false) -> PayMeModel {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("PayMePreviews-\(UUID().uuidString)", isDirectory: true)
      let store = SharedStore(directory: folder)
      if onboarded {
        var settings = PayMeSettings()
        settings.hasCompletedOnboarding = true
        settings.appLock = appLock
        try? store.write(settings, for: PayMeShared.settings)
      }
      return PayMeModel(
        dependencies: PayMeDependencies(
          store: store, deviceOwner: PreviewDeviceOwner(),
          notifications: InertNotificationCenter(status: .notDetermined),
          openSettings: {}, echoFrame: PayMeDependencies.oneFrame))
    }

    /// The app models behind the previews' sheets, kept alive here: a sheet holds its app weakly, as in the
    /// app, where the app holds it.
    static var apps: [PayMeModel] = []

    /// The payment sheet up for `purpose`, through the model's own intent, as the Send and Request buttons do.
    static func payment(_ purpose: PaymentFlow.Purpose) -> PaymentModel {
      let model = model()
      apps.append(model)
      if purpose == .send { model.startSend() } else { model.startRequest() }
      return model.payment
        ?? PaymentModel(PaymentFlow(purpose: purpose, currency: model.ledger.currency), locale: model.locale)
    }
  }

  struct PayMeRootView_Previews: PreviewProvider {
    static var previews: some View {
      PayMeRootView(model: PayMePreviewValues.model(), cover: SceneCoverWindow())
        .previewDisplayName("Dashboard")
      PayMeRootView(model: PayMePreviewValues.model(onboarded: false), cover: SceneCoverWindow())
        .previewDisplayName("Onboarding")
      PrivacyCoverView()
        .previewDisplayName("Privacy cover")
      // A launch with App Lock on starts locked.
      ShieldView(model: PayMePreviewValues.model(appLock: true))
        .previewDisplayName("App Lock")
    }
  }

  /// Each of the root's screens on its own, as Xcode's canvas lists them.
  struct PayMeScreens_Previews: PreviewProvider {
    static var previews: some View {
      NavigationStack { DashboardView(model: PayMePreviewValues.model()) }
        .previewDisplayName("Dashboard, alone")
      OnboardingView(model: PayMePreviewValues.model(onboarded: false))
        .previewDisplayName("Onboarding, alone")
      LockView(model: PayMePreviewValues.model(appLock: true))
        .previewDisplayName("Locked")
    }
  }

  struct PayMeDetails_Previews: PreviewProvider {
    static var previews: some View {
      NavigationStack { AccountView(model: PayMePreviewValues.model()) }
        .previewDisplayName("Account")
      NavigationStack { AccountView(model: hidingBalance) }
        .previewDisplayName("Account, Hide Balance")
      NavigationStack { ActivityView(model: PayMePreviewValues.model()) }
        .previewDisplayName("Activity")
      transaction
        .previewDisplayName("Transaction")
      NavigationStack { SettingsView(model: settingsApp.settingsScreen) }
        .previewDisplayName("Settings")
    }

    /// The app model the Settings screen's model reports to, kept for as long as the preview shows it.
    static let settingsApp = PayMePreviewValues.model()

    /// A model with Hide Balance on: the Account screen's balance is dots until tapped.
    static var hidingBalance: PayMeModel {
      let model = PayMePreviewValues.model()
      model.settingsScreen.setHideBalance(true)
      return model
    }

    /// The newest transaction of the demo ledger.
    static var transaction: some View {
      let model = PayMePreviewValues.model()
      PayMePreviewValues.apps.append(model)
      return NavigationStack {
        TransactionDetailView(screen: model.transactionScreen(model.ledger.transactions.first?.id ?? ""))
      }
    }
  }

  struct SplitAndAbout_Previews: PreviewProvider {
    static var previews: some View {
      split
        .previewDisplayName("Split a Bill")
      sent
        .previewDisplayName("Split a Bill, sent")
      done
        .previewDisplayName("Split a Bill, Done step alone")
      AboutDemoView {}
        .previewDisplayName("About This Demo")
    }

    /// A $100 dinner split with two of the demo's contacts.
    static var split: some View {
      let model = PayMePreviewValues.model()
      let split = SplitModel(currency: model.ledger.currency, locale: model.locale)
      split.paste("100")
      for contact in DemoData.contacts.prefix(2) { split.toggle(contact) }
      return SplitView(split: split)
    }

    /// The same split once requested: its Done step.
    static var sent: some View {
      let model = PayMePreviewValues.model()
      PayMePreviewValues.apps.append(model)
      model.startSplit()
      let split = model.splitSheet ?? SplitModel(currency: model.ledger.currency, locale: model.locale)
      split.paste("100")
      for contact in DemoData.contacts.prefix(2) { split.toggle(contact) }
      split.send()
      return SplitView(split: split)
    }

    /// The Done step on its own, as the split sheet shows it once the requests are sent.
    static var done: some View {
      let model = PayMePreviewValues.model()
      PayMePreviewValues.apps.append(model)
      model.startSplit()
      let split = model.splitSheet ?? SplitModel(currency: model.ledger.currency, locale: model.locale)
      split.paste("60")
      for contact in DemoData.contacts.prefix(3) { split.toggle(contact) }
      split.send()
      return NavigationStack { SplitDoneView(split: split) }
    }
  }
#endif

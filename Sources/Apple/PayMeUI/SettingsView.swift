#if os(iOS)
  import AppLock
  import AppServices
  import AppServicesLive
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Settings, as the Settings app groups its rows (PM-6.3), on its own model.
  @MainActor
  struct SettingsView: View {
    @Bindable var model: PayMeSettingsModel

    init(model: PayMeSettingsModel) { _model = Bindable(model) }

    var body: some View {
      Form {
        HandleSection(model: model.handleEditor)
        Section {
          LabeledContent {
            Text(model.security.value)
          } label: {
            Text(model.security.title)
          }
          if model.security.opensSettings {
            Button(PayMeCopy.openSettings) { model.openSettings() }
          }
        } header: {
          Text(PayMeCopy.security)
        } footer: {
          Text(model.security.footer)
        }
        Section {
          Toggle(PayMeCopy.notifications, isOn: $model.notificationsEnabled)
          Picker(selection: $model.appearance) {
            Text(PayMeCopy.appearanceSystem).tag(PayMeSettings.Appearance.system)
            Text(PayMeCopy.appearanceLight).tag(PayMeSettings.Appearance.light)
            Text(PayMeCopy.appearanceDark).tag(PayMeSettings.Appearance.dark)
          } label: {
            Text(PayMeCopy.appearance)
          }
        }
        Section {
          NavigationLink(value: PayMeRoute.scheduledPayments) {
            Text(ScheduledCopy.listTitle)
          }
        }
        Section {
          Toggle(PayMeCopy.hideBalance, isOn: $model.hideBalance)
        } footer: {
          Text(PayMeCopy.hideBalanceFooter)
        }
        Section {
          Toggle(PayMeCopy.appLock, isOn: $model.appLockEnabled)
          if model.appLockEnabled {
            Picker(selection: $model.appLockDelay) {
              ForEach(PayMeSettings.appLockDelays) { delay in Text(delay.title).tag(delay) }
            } label: {
              Text(PayMeCopy.appLockRequire)
            }
          }
        } footer: {
          Text(PayMeCopy.appLockFooter(model.biometryKind, delay: model.appLockDelay))
        }
        Section {
          Button(PayMeCopy.resetDemoData, role: .destructive) { model.askToResetDemoData() }
            .accessibilityHint(PayMeCopy.resetDemoDataHint)
        } header: {
          Text(PayMeCopy.demo)
        } footer: {
          Text(PayMeCopy.demoFooter)
        }
        Section {
          // App Review 5.1.1(i): the privacy policy in the app.
          PrivacyPolicyRow(
            policy: model.privacyPolicy, title: PayMeCopy.privacyPolicy, pushing: PayMeRoute.privacyPolicy)
          AboutRows(
            info: .inBundle,
            titles: AboutRows.Titles(
              rate: PayMeCopy.rateApp, contactSupport: PayMeCopy.contactSupport,
              version: PayMeCopy.version))
        }
      }
      .navigationBar(NavigationBarStyle.settings)
    }
  }
#endif

#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import SwiftUI
  import VocaPinCore

  /// Profile Settings, with the widget toggle (VP-0.3). Turning it on saves at once and brings up the setup
  /// sheet; the model decides, so the toggle can never stack a second sheet (VP-1, VP-6).
  @MainActor
  struct ProfileSettingsView: View {
    /// The sheet's own model: what it shows, what its switches do, and what it pushes.
    @Bindable var screen: ProfileSettingsModel

    var body: some View {
      NavigationStack(path: $screen.path) {
        Form {
          Section {
            // Saves at once and presents Widget Setup through the model (VP-1.1, VP-1.2); off shows nothing.
            // Criterion: VP-0.3, VP-1.1, VP-1.2, VP-1.5
            Toggle(
              VocaPinCopy.widgetToggle,
              isOn: Binding(get: { screen.widgetSetup.isOn }, set: { screen.widgetSetup.setOn($0) })
            )
            .font(.theme(Theme.vocaPin.bodyFont))
            // What is actually placed, read from WidgetKit on each return to the app.
            if let status = screen.widgetSetup.status {
              Text(status).font(.footnote).foregroundStyle(Color(Theme.vocaPin.secondaryText))
            }
            // The guidance whenever it is wanted, also when the toggle has been on since the first launch.
            Button(VocaPinCopy.howToAddWidgetRow) { screen.widgetSetup.showGuide() }
              .frame(minHeight: HitTarget.minimum)
          } footer: {
            Text(VocaPinCopy.widgetToggleFooter)
          }
          Section {
            // Saved where the widget reads it; the widgets redraw at once.
            Toggle(
              VocaPinCopy.lockScreenShowsNotes,
              isOn: Binding(get: { screen.values.lockScreenShowsNotes }, set: { screen.set(.lockScreenShowsNotes($0)) })
            )
            .font(.theme(Theme.vocaPin.bodyFont))
          } footer: {
            Text(VocaPinCopy.lockScreenShowsNotesFooter)
          }
          ICloudSyncSection(screen: screen)
          AppLockSection(lock: screen.appLock)
          Section {
            Picker(
              selection: Binding(get: { screen.values.dictationLanguage }, set: { screen.set(.dictationLanguage($0)) })
            ) {
              // The languages' names are the system's, already in the reader's language.
              ForEach(screen.values.dictationLanguageChoices) { Text(verbatim: $0.name).tag($0.id) }
            } label: {
              Text(VocaPinCopy.dictationLanguageTitle)
            }
          } footer: {
            Text(VocaPinCopy.dictationLanguageFooter)
          }
          Section {
            // Read at each dictation session; recordings already kept stay with their notes.
            Toggle(
              VocaPinCopy.keepRecordings,
              isOn: Binding(get: { screen.values.keepRecordings }, set: { screen.set(.keepRecordings($0)) })
            )
            .font(.theme(Theme.vocaPin.bodyFont))
          } footer: {
            Text(VocaPinCopy.keepRecordingsFooter)
          }
          Section {
            // App Review 5.1.1(i): the privacy policy in the app.
            PrivacyPolicyRow(
              policy: screen.values.privacyPolicy, title: VocaPinCopy.privacyPolicy,
              pushing: ProfileSettingsModel.Route.privacyPolicy
            )
            .frame(minHeight: HitTarget.minimum)
            AboutRows(
              info: .inBundle,
              titles: AboutRows.Titles(
                rate: VocaPinCopy.rateApp, contactSupport: VocaPinCopy.contactSupport,
                version: VocaPinCopy.version))
          }
        }
        .scrollContentBackground(.hidden)
        .background { Color(Theme.vocaPin.background).ignoresSafeArea() }
        .navigationTitle(VocaPinCopy.profileSettingsTitle)
        .navigationDestination(for: ProfileSettingsModel.Route.self) { route in
          switch route {
          case .privacyPolicy:
            PrivacySummaryView(summary: screen.values.privacyPolicy.summary, title: VocaPinCopy.privacyPolicy)
          }
        }
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(VocaPinCopy.done) { screen.done() }
          }
        }
        // Widget Setup is presented over this view by the model's stack (VocaPinSurfaceView installs this
        // level's presentations).
      }
    }
  }
#endif

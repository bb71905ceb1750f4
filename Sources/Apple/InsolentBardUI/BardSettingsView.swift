#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Settings: the interval (IB-2.1), appearance, the family-friendly kit, the Widget section (IB-6.1) and About.
  /// It reads and changes only its sheet's model: the settings themselves stay the app's, reached by the sheet.
  @MainActor
  struct BardSettingsView: View {
    @Bindable var sheet: BardSettingsModel

    init(sheet: BardSettingsModel) {
      _sheet = Bindable(sheet)
    }

    var body: some View {
      NavigationStack(path: $sheet.path) {
        Form {
          Section {
            Picker(selection: $sheet.interval) {
              ForEach(RefreshInterval.allCases, id: \.self) { Text($0.label).tag($0) }
            } label: {
              Text(BardCopy.refreshEvery)
            }
            Toggle(
              BardCopy.familyFriendlyTitle,
              isOn: $sheet.familyFriendly)
            // The family-friendly kit has no coarse words to allow; otherwise the Lock Screen widgets leave them
            // out unless this is on (`LockScreenPrivacy.drawsCleanOnly`).
            if !sheet.familyFriendly {
              Toggle(BardCopy.coarseOnLockScreenTitle, isOn: $sheet.coarseOnLockScreen)
            }
          } header: {
            Text(BardCopy.intervalTitle)
          } footer: {
            if let footer = sheet.coarseOnLockScreenFooter { Text(footer) }
          }
          Section {
            Picker(selection: $sheet.appearance) {
              ForEach(BardSettings.Appearance.allCases, id: \.self) { Text(BardCopy.appearanceName($0)).tag($0) }
            } label: {
              Text(BardCopy.appearanceTitle)
            }
            .pickerStyle(.segmented)
            // Saved with the settings; the model plays no haptic while it is off.
            Toggle(BardCopy.hapticsTitle, isOn: $sheet.hapticsOn)
          } header: {
            Text(BardCopy.appearanceTitle)
          }
          Section {
            Toggle(
              BardCopy.insultOfTheDayToggle,
              isOn: Binding(
                get: { sheet.insultOfTheDayIsOn },
                set: { on in Task { await sheet.setInsultOfTheDayOn(on) } }))
            if let date = sheet.pickerDate {
              DatePicker(
                selection: Binding(get: { date }, set: { sheet.pick(at: $0) }), displayedComponents: .hourAndMinute
              ) {
                Text(BardCopy.insultOfTheDayTime)
              }
              // The wheel counts on the model's calendar, in the zone the days are scheduled in.
              .environment(\.calendar, sheet.calendar)
              .environment(\.timeZone, sheet.calendar.timeZone)
              Stepper(value: $sheet.insultOfTheDayCount, in: InsultOfTheDay.Window.counts) {
                Text(BardCopy.insultsADay(sheet.insultOfTheDayCount))
              }
              if sheet.insultOfTheDayCount > 1 {
                DatePicker(
                  // Saved once the wheel rests (or Settings closes, or the app leaves), not at every stop.
                  selection: Binding(get: { sheet.pickerEndDate }, set: { sheet.pickEnd(at: $0) }),
                  displayedComponents: .hourAndMinute
                ) {
                  Text(BardCopy.insultOfTheDayEnd)
                }
                .environment(\.calendar, sheet.calendar)
                .environment(\.timeZone, sheet.calendar.timeZone)
              }
            }
          } footer: {
            if let problem = sheet.insultOfTheDayProblem {
              VStack(alignment: .leading) {
                Text(problem)
                if sheet.offersNotificationSettings {
                  Button(BardCopy.openSettings) { Task { await sheet.openNotificationSettings() } }
                }
              }
            }
          }
          // Criterion: IB-6.1
          Section {
            Text(sheet.widgetSectionText).font(.footnote).foregroundStyle(.secondary)
            Button(BardCopy.howToAddWidget) { sheet.showHowToAddWidget() }
          } header: {
            Text(BardCopy.widgetSectionTitle)
          }
          Section {
            NavigationLink(value: BardSettingsModel.Route.about) {
              Text(BardCopy.aboutTitle)
            }
            // App Review 5.1.1(i): the privacy policy in the app.
            PrivacyPolicyRow(
              policy: sheet.privacyPolicy, title: BardCopy.privacyPolicyTitle,
              pushing: BardSettingsModel.Route.privacyPolicy)
            AboutRows(
              info: .inBundle,
              titles: AboutRows.Titles(
                rate: BardCopy.rateApp, contactSupport: BardCopy.contactSupport,
                version: BardCopy.version))
          }
        }
        .navigationTitle(BardCopy.settingsTitle)
        .navigationDestination(for: BardSettingsModel.Route.self) { route in
          switch route {
          case .about: AboutView()
          case .privacyPolicy:
            PrivacySummaryView(summary: sheet.privacyPolicy.summary, title: BardCopy.privacyPolicyTitle)
          }
        }
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button(BardCopy.done) { sheet.done() }
          }
        }
      }
      // A swipe down closes Settings too: a time still on the wheel is saved then (and again, harmlessly, when
      // the stack lets the sheet go).
      .onDisappear { sheet.saveTime() }
    }
  }
#endif

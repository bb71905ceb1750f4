#if os(iOS)
  import AppServices
  import AppServicesLive
  import DesignSystemUI
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI

  /// Settings: the interval (IB-2.1), appearance, the family-friendly kit, the Widget section (IB-6.1) and About.
  /// The settings are the app's model's; the time on the Insult of the Day's wheel is the sheet's own model's.
  @MainActor
  struct BardSettingsView: View {
    @Bindable var model: BardModel
    @Bindable var sheet: BardSettingsModel

    init(model: BardModel, sheet: BardSettingsModel) {
      _model = Bindable(model)
      _sheet = Bindable(sheet)
    }

    var body: some View {
      NavigationStack(path: $sheet.path) {
        Form {
          Section {
            Picker(selection: $model.interval) {
              ForEach(RefreshInterval.allCases, id: \.self) { Text($0.label).tag($0) }
            } label: {
              Text(BardCopy.refreshEvery)
            }
            Toggle(
              BardCopy.familyFriendlyTitle,
              isOn: $model.familyFriendly)
            // The family-friendly kit has no coarse words to allow; otherwise the Lock Screen widgets leave them
            // out unless this is on (`LockScreenPrivacy.drawsCleanOnly`).
            if !model.familyFriendly {
              Toggle(BardCopy.coarseOnLockScreenTitle, isOn: $model.coarseOnLockScreen)
            }
          } header: {
            Text(BardCopy.intervalTitle)
          } footer: {
            if let footer = model.coarseOnLockScreenFooter { Text(footer) }
          }
          Section {
            Picker(selection: $model.appearance) {
              ForEach(BardSettings.Appearance.allCases, id: \.self) { Text(BardCopy.appearanceName($0)).tag($0) }
            } label: {
              Text(BardCopy.appearanceTitle)
            }
            .pickerStyle(.segmented)
            // Saved with the settings; the model plays no haptic while it is off.
            Toggle(BardCopy.hapticsTitle, isOn: $model.hapticsOn)
          } header: {
            Text(BardCopy.appearanceTitle)
          }
          Section {
            Toggle(
              BardCopy.insultOfTheDayToggle,
              isOn: Binding(
                get: { model.insultOfTheDayToggleIsOn },
                set: { on in Task { await model.setInsultOfTheDayOn(on) } }))
            if let date = sheet.pickerDate {
              DatePicker(
                selection: Binding(get: { date }, set: { sheet.pick(at: $0) }), displayedComponents: .hourAndMinute
              ) {
                Text(BardCopy.insultOfTheDayTime)
              }
              // The wheel counts on the model's calendar, in the zone the days are scheduled in.
              .environment(\.calendar, sheet.calendar)
              .environment(\.timeZone, sheet.calendar.timeZone)
              Stepper(value: $model.insultOfTheDayCount, in: InsultOfTheDay.Window.counts) {
                Text(BardCopy.insultsADay(model.insultOfTheDayCount))
              }
              if model.insultOfTheDayCount > 1 {
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
            if let problem = model.insultOfTheDayProblem {
              VStack(alignment: .leading) {
                Text(problem)
                if model.offersNotificationSettings {
                  Button(BardCopy.openSettings) { Task { await model.openNotificationSettings() } }
                }
              }
            }
          }
          // Criterion: IB-6.1
          Section {
            Text(model.widgetSectionText).font(.footnote).foregroundStyle(.secondary)
            Button(BardCopy.howToAddWidget) { model.show(.howToAddWidget) }
          } header: {
            Text(BardCopy.widgetSectionTitle)
          }
          Section {
            NavigationLink(value: BardSettingsModel.Route.about) {
              Text(BardCopy.aboutTitle)
            }
            // App Review 5.1.1(i): the privacy policy in the app.
            PrivacyPolicyRow(
              policy: model.privacyPolicy, title: BardCopy.privacyPolicyTitle,
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
            PrivacySummaryView(summary: model.privacyPolicy.summary, title: BardCopy.privacyPolicyTitle)
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

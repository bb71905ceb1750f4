#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Foundation
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SharedStore
  import SwiftUI

  /// The first-run flow (a full-screen cover): topics, reminders, then the notification permission in context.
  /// It shows the model's step and sends its intents; every step has Skip, and the bar Skip Setup.
  @MainActor
  struct OnboardingView: View {
    let onboarding: OnboardingModel
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      // At accessibility sizes the buttons scroll with the step (a pinned bar would cover it); else they are pinned.
      let pinned = QuoteVaultLayout.pinsOnboardingButtons(at: DesignSystem.DynamicTypeSize(typeSize))
      NavigationStack {
        Form {
          step
          if !pinned { Section { buttons }.listRowBackground(Color.clear) }
        }
        .navigationTitle(OnboardingCopy.welcome)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button(OnboardingCopy.skipAll) { onboarding.skipAll() }
          }
        }
        .safeAreaInset(edge: .bottom) {
          if pinned { buttons.padding(Spacing.medium).background(.bar) }
        }
      }
      // A cover: nothing to swipe away; Skip and Skip Setup are the ways out.
      .interactiveDismissDisabled()
    }

    @ViewBuilder private var step: some View {
      switch onboarding.step {
      case .topics:
        Section {
          ForEach(QuoteCategory.allCases, id: \.self) { topic in
            Toggle(isOn: Binding(get: { onboarding.isFollowing(topic) }, set: { _ in onboarding.toggle(topic) })) {
              Text(topic.title)
            }
            .disabled(onboarding.isBusy)
          }
        } header: {
          Text(OnboardingCopy.topicsTitle).font(.title2.bold()).foregroundStyle(.primary).textCase(nil)
        } footer: {
          Text(OnboardingCopy.topicsMessage)
        }
      case .reminders:
        RemindersStep(onboarding: onboarding)
      case .permission:
        Section {
          Text(OnboardingCopy.permissionMessage)
          if let note = onboarding.permissionNote {
            Label(verbatim: note, systemImage: "bell.slash").foregroundStyle(.secondary)
          }
        } header: {
          Text(OnboardingCopy.permissionTitle).font(.title2.bold()).foregroundStyle(.primary).textCase(nil)
        }
      }
    }

    @ViewBuilder private var buttons: some View {
      VStack(spacing: Spacing.small) {
        if onboarding.step == .permission {
          if onboarding.permissionNote == nil {
            Button(OnboardingCopy.allow) { Task { await onboarding.allowNotifications() } }
              .buttonStyle(.borderedProminent).controlSize(.large).disabled(onboarding.isAsking)
            Button(OnboardingCopy.skip) { onboarding.skip() }.disabled(onboarding.isAsking)
          } else {
            Button(OnboardingCopy.done) { onboarding.finish() }.buttonStyle(.borderedProminent).controlSize(.large)
          }
        } else {
          // Off while the step's choice goes into the app: a second tap must not pass the next step unseen.
          Button(OnboardingCopy.next) { Task { await onboarding.next() } }.buttonStyle(.borderedProminent).controlSize(
            .large
          ).disabled(onboarding.isBusy)
          Button(OnboardingCopy.skip) { onboarding.skip() }.disabled(onboarding.isBusy)
        }
        // The end of the flow, for a guest: the account offered, never required.
        if onboarding.showsSignIn {
          Text(OnboardingCopy.signInNote).font(.footnote).foregroundStyle(.secondary).multilineTextAlignment(.center)
          Button(OnboardingCopy.signIn) { Task { await onboarding.signIn() } }.disabled(onboarding.isBusy)
        }
      }
      .frame(maxWidth: .infinity)
    }
  }

  /// Whether to have reminders, how many a day and in what window: the same settings Settings' reminders have.
  @MainActor
  private struct RemindersStep: View {
    let onboarding: OnboardingModel

    var body: some View {
      @Bindable var onboarding = onboarding
      Section {
        Toggle(OnboardingCopy.wantsReminders, isOn: $onboarding.wantsReminders)
        if onboarding.wantsReminders {
          Stepper(
            QuoteVaultCopy.Settings.remindersADay(onboarding.reminderCount), value: $onboarding.reminderCount,
            in: ReminderSchedule.counts)
          DatePicker(QuoteVaultCopy.Settings.from, selection: time(isStart: true), displayedComponents: .hourAndMinute)
          if onboarding.reminderCount > 1 {
            DatePicker(
              QuoteVaultCopy.Settings.until, selection: time(isStart: false), displayedComponents: .hourAndMinute)
          }
        }
      } header: {
        Text(OnboardingCopy.remindersTitle).font(.title2.bold()).foregroundStyle(.primary).textCase(nil)
      } footer: {
        VStack(alignment: .leading) {
          Text(OnboardingCopy.remindersMessage)
          if onboarding.wantsReminders, let note = onboarding.windowNote { Text(verbatim: note) }
        }
      }
      // Held while Continue applies the step, as the topics are: it applies what is on screen.
      .disabled(onboarding.isBusy)
    }

    /// The window's start (`isStart`) or end as the wheel's date; each tick is saved at once.
    private func time(isStart: Bool) -> Binding<Date> {
      let onboarding = onboarding
      return Binding(
        get: { @MainActor in
          let reminders = onboarding.progress.reminders
          return NotificationPlan.date(
            forTime: isStart ? reminders.start : reminders.end, on: Date(), calendar: .current)
        },
        set: { @MainActor date in
          let time = NotificationPlan.time(of: date, calendar: .current)
          if isStart { onboarding.setWindow(start: time) } else { onboarding.setWindow(end: time) }
        })
    }
  }

  struct OnboardingView_Previews: PreviewProvider {
    static func onboarding(at step: OnboardingProgress.Step) -> OnboardingModel {
      var progress = OnboardingProgress()
      progress.step = step
      progress.topics = [.wisdom, .love]
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("QuoteVaultOnboarding-\(UUID())")
      return OnboardingModel(store: SharedStore(directory: folder), progress: progress, offersSignIn: true)
    }

    static var previews: some View {
      OnboardingView(onboarding: onboarding(at: .topics)).previewDisplayName("Onboarding: topics")
      OnboardingView(onboarding: onboarding(at: .reminders)).previewDisplayName("Onboarding: reminders")
      OnboardingView(onboarding: onboarding(at: .permission)).previewDisplayName("Onboarding: permission")
    }
  }
#endif

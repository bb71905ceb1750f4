#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Foundation
  import Localization
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI
  import UIKit

  /// Settings > Reminders: the notification switch, then the reminder sets as a list (each row opens its editor,
  /// has its own switch, and all but the daily one swipe to Delete, which asks first) and Add. Everything it
  /// does goes through the reminders' model (`RemindersModel+Editor`, `RemindersModel+Sets`).
  @MainActor
  struct ReminderSetsSection: View {
    let model: QuoteVaultModel
    private var reminders: RemindersModel { model.reminders }

    var body: some View {
      // Criterion: QV-7.1, QV-7.5 (the switch plans every enabled set, and off cancels all pending)
      Section {
        Toggle(QuoteVaultCopy.Settings.dailyNotification, isOn: notificationsOn)
        if reminders.blockedInSettings {
          Button(QuoteVaultCopy.Settings.openSettings) { Task { await reminders.openNotificationSettings() } }
        }
      } header: {
        Text(ReminderSetModel.listHeader)
      } footer: {
        if reminders.blockedInSettings { Text(QuoteVaultCopy.Settings.notificationsOff) }
      }
      if reminders.notificationsSwitch, let note = reminders.setsFileNote {
        // The sets file cannot be read now, or is a newer version's: nothing to show or change, said why.
        Section { Text(verbatim: note).foregroundStyle(.secondary) }
      } else if reminders.notificationsSwitch {
        // Criterion: QV-7.2 (several sets, each with its own source, count, window and days)
        Section {
          ForEach(reminders.sets.sets) { set in
            ReminderSetRow(
              set: set, isDaily: reminders.isDaily(set), time: time(of: set),
              notes: reminders.notes(for: set),
              isOn: enabled(set.id), open: { reminders.editSet(set.id) }
            )
            .swipeActions {
              if !reminders.isDaily(set) {
                // A red tint, not the destructive role: that role animates the row away before the confirmation,
                // and it springs back under the dialog (as Collections' rows do).
                Button(ReminderSetModel.delete) { reminders.askToDeleteSet(set.id) }.tint(.red)
              }
            }
          }
          Button(ReminderSetModel.add, systemImage: "plus") { reminders.startNewSet() }
            .disabled(!reminders.canAddSet)
        } footer: {
          if !reminders.canAddSet { Text(ReminderSetModel.full) }
        }
      }
    }

    /// The daily set starts at the profile's time; the others at their own. One time when the set has one a day.
    private func time(of set: ReminderSet) -> String {
      var schedule = set.schedule
      if reminders.isDaily(set) { schedule.start = model.settings.settings.notificationTime }
      let format = { (time: String) in
        NotificationPlan.date(forTime: time, on: Date(), calendar: .current).formatted(date: .omitted, time: .shortened)
      }
      return schedule.minutesOfDay.count > 1
        ? format(schedule.start) + "–" + format(schedule.end) : format(schedule.start)
    }

    private func enabled(_ id: String) -> Binding<Bool> {
      let reminders = self.reminders
      return Binding(
        get: { @MainActor in reminders.set(id)?.isEnabled ?? false },
        set: { @MainActor on in Task { await reminders.setEnabled(id, on) } })
    }

    private var notificationsOn: Binding<Bool> {
      let reminders = self.reminders
      return Binding(
        get: { @MainActor in reminders.notificationsSwitch },
        set: { @MainActor on in Task { await reminders.setNotifications(enabled: on) } })
    }
  }

  /// One set in the list: its name, how many a day, when and on which days, and what Settings says of it.
  @MainActor
  struct ReminderSetRow: View {
    let set: ReminderSet
    let isDaily: Bool
    /// "9:00 AM–9:00 PM", or the one time.
    let time: String
    let notes: [String]
    let isOn: Binding<Bool>
    let open: () -> Void

    var body: some View {
      HStack {
        Button(action: open) {
          VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: set.displayName(isFirst: isDaily)).foregroundStyle(.primary)
            Text(ReminderSetModel.timesADay(set.schedule.count)).font(.footnote).foregroundStyle(.secondary)
            Text(verbatim: time + " · " + ReminderSetModel.daysSummary(set.weekdays, calendar: .current))
              .font(.footnote).foregroundStyle(.secondary)
            // The design system's warning text: 4.5:1 on the list's rows, where system orange is about 2:1.
            ForEach(notes, id: \.self) {
              Text(verbatim: $0).font(.footnote).foregroundStyle(Color(Theme.quoteVault.warningText))
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        Toggle(isOn: isOn) { Text(verbatim: set.displayName(isFirst: isDaily)) }.labelsHidden()
      }
    }
  }

  // PreviewProvider, not #Preview: the Linux type-check (check-apple-only) has no PreviewsMacros plugin.
  struct ReminderSetRow_Previews: PreviewProvider {
    static var previews: some View {
      List {
        ReminderSetRow(
          set: ReminderSet(id: ReminderSet.dailyID, name: "", schedule: ReminderSchedule(count: 4)), isDaily: true,
          time: "9:00 AM–9:00 PM", notes: [], isOn: .constant(true), open: {})
        ReminderSetRow(
          set: ReminderSet(
            id: "s1", name: "Evening", schedule: ReminderSchedule(count: 2, source: .favorites),
            weekdays: [2, 3, 4, 5, 6]),
          isDaily: false, time: "8:00 PM–10:00 PM", notes: [RemindersModel.trimmedNote(count: 31)],
          isOn: .constant(false), open: {})
      }
      .previewDisplayName("Reminder sets")
    }
  }
#endif

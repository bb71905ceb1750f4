#if os(iOS)
  import Foundation
  import LocalizationUI
  import QuoteVaultCore
  import SwiftUI

  /// Settings' streak nudge: a switch, and while it is on the evening time by which today's quote should have
  /// been seen. What it plans is `RemindersModel+StreakNudge`'s.
  @MainActor
  struct StreakNudgeSection: View {
    let reminders: RemindersModel

    var body: some View {
      Section {
        Toggle(StreakNudge.title, isOn: isOn)
        if reminders.streakNudge.isEnabled {
          DatePicker(StreakNudge.timeLabel, selection: time, displayedComponents: .hourAndMinute)
        }
      } footer: {
        Text(StreakNudge.footnote)
      }
    }

    private var isOn: Binding<Bool> {
      let reminders = self.reminders
      return Binding(
        get: { @MainActor in reminders.streakNudge.isEnabled },
        set: { @MainActor on in Task { await reminders.setStreakNudge(enabled: on) } })
    }

    private var time: Binding<Date> {
      let reminders = self.reminders
      return Binding(
        get: { @MainActor in
          NotificationPlan.date(forTime: reminders.streakNudge.time, on: Date(), calendar: .current)
        },
        set: { @MainActor date in
          Task { await reminders.setStreakNudge(time: NotificationPlan.time(of: date, calendar: .current)) }
        })
    }
  }

  struct StreakNudgeSection_Previews: PreviewProvider {
    static var previews: some View {
      let model = QuoteVaultPreviewValues.model()
      List { StreakNudgeSection(reminders: model.reminders) }.previewDisplayName("Streak nudge, off")
    }
  }
#endif

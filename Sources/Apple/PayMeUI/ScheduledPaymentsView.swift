#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Settings' Scheduled Payments: each schedule with its next day (or why it is held back, that it is paused,
  /// or that it ended) and when it ends. A tap edits it (amount, frequency, next day, note, end); a leading swipe
  /// pauses or resumes it or skips its next payment, a trailing one cancels it, and its context menu offers them
  /// all. An ended schedule offers Remove only. It reads its own `ScheduledPaymentsModel`, which the app's model
  /// holds.
  @MainActor
  struct ScheduledPaymentsView: View {
    let screen: ScheduledPaymentsModel
    /// VoiceOver or Switch Control: Undo then waits for the user rather than 8 seconds (`AssistiveTimeLimit`).
    @Environment(\.assistiveTechnologyRunning) private var assistiveTechnology

    var body: some View {
      List {
        Section {
          if screen.schedules.items.isEmpty {
            ContentUnavailableView(ScheduledCopy.empty, systemImage: "calendar.badge.clock")
          }
          ForEach(screen.schedules.items) { schedule in
            Button {
              screen.edit(schedule.id)
            } label: {
              row(schedule)
            }
            .accessibilityHint(screen.canChange(schedule) ? Text(ScheduledCopy.editAction) : Text(verbatim: ""))
            // A full swipe acts at once and the bar below offers Undo (Mail's pattern); the menu's item asks.
            .swipeActions(edge: .trailing) {
              Button(cancelTitle(schedule), role: .destructive) { screen.cancelFromSwipe(schedule.id) }
            }
            // A full leading swipe must not pause (or restart) at once: the actions are read, then tapped.
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              if screen.canChange(schedule) {
                pauseOrResume(schedule)
              } else {
                // An ended schedule can start a new series, behind the same Face ID check as an edit.
                Button(ScheduledCopy.restartAction, systemImage: "arrow.clockwise") { screen.restart(schedule.id) }
                  .tint(Color(SystemColors.green))
              }
              if screen.canSkip(schedule) {
                Button(ScheduledCopy.skipAction, systemImage: "forward.end.fill") { screen.askToSkip(schedule.id) }
                  .tint(Color(SystemColors.blue))
              }
              if screen.undoableSkip(schedule) != nil {
                Button(ScheduledCopy.undoSkipAction, systemImage: "arrow.uturn.backward") {
                  screen.undoSkip(schedule.id)
                }
                .tint(Color(SystemColors.indigo))
              }
            }
            .contextMenu {
              if screen.canChange(schedule) {
                Button(ScheduledCopy.editAction, systemImage: "pencil") { screen.edit(schedule.id) }
                if screen.canSkip(schedule) {
                  Button(ScheduledCopy.skipAction, systemImage: "forward.end") { screen.askToSkip(schedule.id) }
                }
                if screen.undoableSkip(schedule) != nil {
                  Button(ScheduledCopy.undoSkipAction, systemImage: "arrow.uturn.backward") {
                    screen.undoSkip(schedule.id)
                  }
                }
                pauseOrResume(schedule)
              } else {
                Button(ScheduledCopy.restartAction, systemImage: "arrow.clockwise") { screen.restart(schedule.id) }
              }
              Button(role: .destructive) {
                screen.askToCancel(schedule.id)
              } label: {
                Label(cancelTitle(schedule), systemImage: "trash")
              }
            }
          }
        } footer: {
          Text(screen.howItWorks)
        }
      }
      .listStyle(.insetGrouped)
      .safeAreaInset(edge: .bottom) {
        if let cancelled = screen.recentlyCancelled {
          // What the swipe did, with Undo, until its time is up or the screen is left.
          HStack {
            Text(cancelled.message).font(.system(.subheadline))
            Spacer(minLength: Spacing.small)
            Button(ScheduledCopy.undo) { screen.undoCancel() }
              .disabled(screen.isConfirmingUndo)
              .font(.system(.subheadline).weight(.semibold))
              .frame(minHeight: HitTarget.minimum)
          }
          .padding(.horizontal, Spacing.screenEdgeRegular)
          .padding(.vertical, Spacing.xSmall)
          .background(.bar)
        }
      }
      .onDisappear { screen.screenLeft() }
      .onChange(of: assistiveTechnology, initial: true) { _, running in screen.assistiveTechnologyChanged(running) }
      .navigationBar(NavigationBarStyle.scheduledPayments)
    }

    private func row(_ schedule: ScheduledPayment) -> some View {
      VStack(alignment: .leading, spacing: Spacing.xSmall) {
        // Criterion: PM-16.3 (the row's amount read as "Amount hidden" while Hide Balance hides it)
        Text(screen.title(schedule))
          .foregroundStyle(Color(Theme.payMe.primaryText))
          .privacySensitive()
          .accessibilityLabel(Text(screen.accessibilityTitle(schedule)))
        Text(schedule.cadence.title).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
        Text(screen.nextLine(schedule))
          .font(.system(.footnote))
          .foregroundStyle(Color(schedule.heldBack == nil ? Theme.payMe.secondaryText : Theme.payMe.errorText))
        if let skipped = screen.skippedLine(schedule) {
          Text(skipped).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
        }
        if let end = screen.endLine(schedule) {
          Text(end).font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
        }
      }
      .accessibilityElement(children: .combine)
    }

    /// Cancel Payment for a schedule that still sends; Remove for an ended one (nothing is asked).
    private func cancelTitle(_ schedule: ScheduledPayment) -> LocalizedCopy {
      screen.canChange(schedule) ? ScheduledCopy.cancelSchedule : ScheduledCopy.removeAction
    }

    /// Pause for a running schedule, Resume for a paused one.
    @ViewBuilder private func pauseOrResume(_ schedule: ScheduledPayment) -> some View {
      if schedule.isPaused {
        Button(ScheduledCopy.resumeAction, systemImage: "play.fill") { screen.resume(schedule.id) }
          .tint(Color(SystemColors.green))
      } else {
        Button(ScheduledCopy.pauseAction, systemImage: "pause.fill") { screen.pause(schedule.id) }
          .tint(Color(SystemColors.orange))
      }
    }
  }

  struct ScheduledPaymentsView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      NavigationStack { ScheduledPaymentsView(screen: model.scheduledPayments) }
        .previewDisplayName("Scheduled Payments")
    }
  }
#endif

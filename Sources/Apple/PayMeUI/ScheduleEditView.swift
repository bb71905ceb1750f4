#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Edit a scheduled payment, as Apple Cash's recurring payments and bank apps let one be changed: the amount on
  /// PayMe's keypad, how often it repeats, the next payment's day, the note and when it ends, saved after Face ID
  /// (or the passcode). It reads its own `ScheduleEditModel`, held by its destination, and sends its intents to it
  /// (Save, Cancel), and its words (today's days, the history's lines), which the Scheduled Payments model lends it.
  @MainActor
  struct ScheduleEditView: View {
    @Bindable var sheet: ScheduleEditModel
    /// The note's focus, reported to the sheet, which decides whether the keypad shows (`showsKeypad`).
    @FocusState private var noteFocused: Bool

    var body: some View {
      NavigationStack {
        Form {
          Section {
            // Large and centred, as the payment's amount; typed on the keypad below (`ScheduleEditModel.press`).
            AmountDisplay(payment: sheet)
          }
          Section {
            LabeledContent {
              Text(verbatim: sheet.original.recipient.name)
            } label: {
              Text(PayMeCopy.to)
            }
            Picker(selection: $sheet.cadence) {
              ForEach(PaymentCadence.allCases, id: \.self) { cadence in Text(cadence.title).tag(cadence) }
            } label: {
              Text(ScheduledCopy.frequency)
            }
            .disabled(sheet.isConfirming)
            DatePicker(
              selection: $sheet.nextDate, in: sheet.nextDays, displayedComponents: .date
            ) {
              Text(ScheduledCopy.nextDate)
            }
            .disabled(sheet.isConfirming)
            TextField(PayMeCopy.note, text: $sheet.note)
              .focused($noteFocused)
              .disabled(sheet.isConfirming)
          } footer: {
            Text(ScheduledCopy.editFooter)
          }
          ScheduleEndSection(end: $sheet.end, dayRange: sheet.endDays)
            .disabled(sheet.isConfirming)
          if !sheet.history.isEmpty {
            // What the schedule has paid so far, newest first, each with what became of it, as banks list a
            // recurring payment's history.
            Section {
              ForEach(sheet.history) { payment in
                Text(sheet.historyLine(payment)).privacySensitive()
                  .accessibilityLabel(Text(sheet.historyAccessibilityLine(payment)))
              }
            } header: {
              Text(ScheduledCopy.history)
            }
          }
        }
        .safeAreaInset(edge: .bottom) {
          VStack(spacing: Spacing.xSmall) {
            // The amount's problem, why Save was refused, or what changed while the sheet was up, by Save: in
            // the form they sat under this bar.
            if let note = sheet.barNote { KeypadBarNoteText(note: note) }
            if sheet.isConfirming {
              // While Face ID or the passcode is up, the button's place says work is under way.
              ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.largeButtonHeight)
            } else {
              // The keypad steps aside while the note has the system keyboard up, so the two never stack.
              if sheet.showsKeypad { AmountKeypadView(payment: sheet) }
              ProminentButton(sheet.saveTitle) { sheet.save() }
                .disabled(!sheet.canSave)
            }
          }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
        }
        .onChange(of: noteFocused) { _, focused in sheet.noteFocused = focused }
        // The keys and the amount grow with the text only as far as the sheet holds them.
        .amountKeypadSizing()
        .navigationTitle(sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          if sheet.showsCancel {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { sheet.cancel() } }
          }
        }
      }
      // Changes are not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(sheet.holdsUserInput)
    }
  }

  /// Ends: Never / On a Date / After a Number of Payments, with the date or the count it needs; the same in the
  /// Repeat section and the Edit sheet. The choice is the core's (`ScheduleEndChoice`); this only shows it.
  @MainActor
  struct ScheduleEndSection: View {
    @Binding var end: ScheduleEndChoice
    let dayRange: ClosedRange<Date>

    var body: some View {
      Section {
        ScheduleEndRows(end: $end, dayRange: dayRange)
      }
    }
  }

  /// The end's rows alone, for a section that holds other rows too (Repeat).
  @MainActor
  struct ScheduleEndRows: View {
    @Binding var end: ScheduleEndChoice
    let dayRange: ClosedRange<Date>

    var body: some View {
      Picker(selection: $end.kind) {
        ForEach(ScheduleEndKind.allCases, id: \.self) { kind in Text(kind.title).tag(kind) }
      } label: {
        Text(ScheduledCopy.ends)
      }
      switch end.kind {
      case .never: EmptyView()
      case .onDate:
        DatePicker(selection: $end.day, in: dayRange, displayedComponents: .date) { Text(ScheduledCopy.endDate) }
      case .afterPayments:
        Stepper(value: $end.payments, in: ScheduleEndChoice.paymentRange) {
          Text(ScheduledCopy.payments(end.payments))
        }
      }
    }
  }

  struct ScheduleEditView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      let _ = PayMePreviewValues.apps.append(model)
      // A monthly $25.00 to the demo's first contact, as Repeat would have made it.
      if let contact = model.ledger.contacts.first {
        let schedule = ScheduledPayment(
          id: "preview", recipient: contact, amount: Money(25, model.ledger.currency), note: "Rent",
          cadence: .monthly, start: Date())
        ScheduleEditView(sheet: model.scheduledPayments.editSheet(for: schedule))
          .previewDisplayName("Edit Scheduled Payment")
        // An end after a number of payments: the Stepper's row.
        let ending = ScheduledPayment(
          id: "preview-ending", recipient: contact, amount: Money(25, model.ledger.currency), note: "Rent",
          cadence: .monthly, start: Date(), end: .after(payments: 6))
        ScheduleEditView(sheet: model.scheduledPayments.editSheet(for: ending))
          .previewDisplayName("Edit Scheduled Payment, Ending")
      }
    }
  }
#endif

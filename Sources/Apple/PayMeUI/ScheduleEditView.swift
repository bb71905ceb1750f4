#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Edit a scheduled payment, as Apple Cash's recurring payments and bank apps let one be changed: the amount on
  /// PayMe's keypad and how often it repeats, saved after Face ID (or the passcode). It reads its own
  /// `ScheduleEditModel`, held by its destination; every intent goes to the Scheduled Payments model.
  @MainActor
  struct ScheduleEditView: View {
    let screen: ScheduledPaymentsModel
    @Bindable var sheet: ScheduleEditModel

    init(screen: ScheduledPaymentsModel, sheet: ScheduleEditModel) {
      self.screen = screen
      _sheet = Bindable(sheet)
    }

    var body: some View {
      NavigationStack {
        Form {
          Section {
            // Large and centred, as the payment's amount; typed on the keypad below (`ScheduleEditModel.press`).
            AmountDisplay(payment: sheet)
            if let error = sheet.error {
              Text(error.message(locale: screen.locale)).font(.system(.footnote))
                .foregroundStyle(Color(SystemColors.red))
            }
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
            Text(sheet.next).foregroundStyle(Color(Theme.payMe.secondaryText))
          } footer: {
            Text(ScheduledCopy.editFooter)
          }
        }
        .safeAreaInset(edge: .bottom) {
          VStack(spacing: Spacing.xSmall) {
            if sheet.isConfirming {
              // While Face ID or the passcode is up, the button's place says work is under way.
              ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.largeButtonHeight)
            } else {
              AmountKeypadView(payment: sheet)
              ProminentButton(ScheduledCopy.save) { screen.save(sheet) }
                .disabled(!sheet.canSave)
            }
          }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
        }
        // The keys and the amount grow with the text only as far as the sheet holds them.
        .amountKeypadSizing()
        .navigationTitle(ScheduledCopy.editTitle)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          if sheet.showsCancel {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { screen.cancelEdit(sheet) } }
          }
        }
      }
      // Changes are not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(sheet.holdsUserInput)
    }
  }

  struct ScheduleEditView_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      // A monthly $25.00 to the demo's first contact, as Repeat would have made it.
      if let contact = model.ledger.contacts.first {
        let schedule = ScheduledPayment(
          id: "preview", recipient: contact, amount: Money(25, model.ledger.currency), note: "Rent",
          cadence: .monthly, start: Date())
        ScheduleEditView(
          screen: model.scheduledPayments,
          sheet: ScheduleEditModel(schedule, next: model.scheduledPayments.nextLine(schedule), locale: model.locale)
        )
        .previewDisplayName("Edit Scheduled Payment")
      }
    }
  }
#endif

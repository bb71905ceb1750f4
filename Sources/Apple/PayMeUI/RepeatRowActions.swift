#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Repeat on an Activity row, for a payment the user sent (`ScheduledPaymentsModel.offersRepeat`): a context menu with each
  /// cadence, and a leading swipe that asks how often in an action sheet. Both schedule through the same call as
  /// the detail's Repeat Payment (`ScheduledPaymentsModel.repeatFromActivity`, then `makeSchedule`).
  @MainActor
  struct RepeatRowActions: ViewModifier {
    let scheduled: ScheduledPaymentsModel
    let transactionID: String

    func body(content: Content) -> some View {
      if scheduled.offersRepeat(transactionID) {
        content
          .contextMenu {
            Menu(ScheduledCopy.repeatAction, systemImage: "repeat") {
              ForEach(PaymentCadence.allCases, id: \.self) { cadence in
                Button(cadence.title) { scheduled.repeatFromActivity(transactionID, cadence: cadence) }
              }
            }
          }
          .swipeActions(edge: .leading) {
            Button(ScheduledCopy.repeatAction, systemImage: "repeat") { scheduled.askToRepeat(transactionID) }
              .tint(Color(SystemColors.blue))
          }
      } else {
        content
      }
    }
  }

  struct RepeatRowActions_Previews: PreviewProvider {
    static var previews: some View {
      // A sent payment's row: touch and hold for the cadences, or swipe right for Repeat.
      let model = PayMePreviewValues.model()
      List {
        if let row = model.activity.months.first?.rows.first {
          TransactionRow(row: row).modifier(RepeatRowActions(scheduled: model.scheduledPayments, transactionID: row.id))
        }
      }
      .previewDisplayName("Repeat on a row")
    }
  }
#endif

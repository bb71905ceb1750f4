#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Repeat on an Activity row, for a payment the user sent (`PayMeModel.offersRepeat`): a context menu with each
  /// cadence, and a leading swipe that asks how often in an action sheet. Both schedule through the same call as
  /// the detail's Repeat Payment (`PayMeModel.repeatFromActivity`, then `repeatPayment`).
  @MainActor
  struct RepeatRowActions: ViewModifier {
    let model: PayMeModel
    let transactionID: String

    func body(content: Content) -> some View {
      if model.offersRepeat(transactionID) {
        content
          .contextMenu {
            Menu(ScheduledCopy.repeatAction, systemImage: "repeat") {
              ForEach(PaymentCadence.allCases, id: \.self) { cadence in
                Button(cadence.title) { model.repeatFromActivity(transactionID, cadence: cadence) }
              }
            }
          }
          .swipeActions(edge: .leading) {
            Button(ScheduledCopy.repeatAction, systemImage: "repeat") { model.askToRepeat(transactionID) }
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
          TransactionRow(row: row).modifier(RepeatRowActions(model: model, transactionID: row.id))
        }
      }
      .previewDisplayName("Repeat on a row")
    }
  }
#endif

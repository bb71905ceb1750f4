#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// Repeat a sent payment (Apple Cash's recurring payments): how often, from which day, then Repeat Payment.
  @MainActor
  struct RepeatPaymentSection: View {
    @Bindable var repeating: RepeatPaymentModel

    var body: some View {
      Section {
        Picker(selection: $repeating.cadence) {
          ForEach(PaymentCadence.allCases, id: \.self) { cadence in Text(cadence.title).tag(cadence) }
        } label: {
          Text(ScheduledCopy.frequency)
        }
        DatePicker(selection: $repeating.start, in: repeating.startRange, displayedComponents: .date) {
          Text(ScheduledCopy.startDate)
        }
        ScheduleEndRows(end: $repeating.end, dayRange: repeating.endDateRange)
        Button(ScheduledCopy.repeatAction, systemImage: "repeat") { repeating.schedule() }
          .disabled(repeating.scheduled || repeating.confirming)
      } footer: {
        if let error = repeating.error {
          Text(error.message).foregroundStyle(Color(Theme.payMe.errorText))
        } else if let confirmation = repeating.confirmation {
          // Made: what happened and the next day, where the user is looking (not only a haptic).
          Label {
            Text(confirmation)
          } icon: {
            Image(systemName: "checkmark.circle.fill").accessibilityHidden(true)
          }
        } else {
          Text(repeating.howItWorks)
        }
      }
    }
  }

  struct RepeatPaymentSection_Previews: PreviewProvider {
    static var previews: some View {
      let model = PayMePreviewValues.model()
      if let sent = model.ledger.transactions.first(where: { $0.kind == .sent }),
        let repeating = model.transactionScreen(sent.id).repeating
      {
        Form { RepeatPaymentSection(repeating: repeating) }
          .previewDisplayName("Repeat Payment")
      }
    }
  }
#endif

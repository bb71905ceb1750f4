#if os(iOS)
  import AppLock
  import AppServices
  import AppServicesLive
  import DesignSystem
  import Foundation
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// One payment, as Wallet shows a transaction: the amount large, then its details in a group. The screen's
  /// own model (`screen`, the pushed route's) says what it shows, takes its buttons (Share Receipt too) and holds
  /// the Repeat section.
  @MainActor
  struct TransactionDetailView: View {
    let screen: TransactionModel

    var body: some View {
      List {
        if let transaction = screen.transaction {
          Section {
            VStack(spacing: Spacing.xSmall) {
              // Hide Balance holds here too.
              Text(verbatim: screen.amount ?? "")
                .font(.system(.largeTitle)).monospacedDigit().privacySensitive()
                // One line at every size: a large amount shrinks rather than wrapping mid-number.
                .lineLimit(1).minimumScaleFactor(0.4)
                .accessibilityLabel(verbatim: screen.amountAccessibility ?? "")
              Text(verbatim: transaction.counterparty.name).font(.system(.body)).foregroundStyle(
                Color(Theme.payMe.secondaryText))
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, Spacing.small)
            .accessibilityElement(children: .combine)
          }
          Section {
            Row(PayMeCopy.status, value: PayMeCopy.status(transaction).text)
            if !transaction.note.isEmpty { Row(PayMeCopy.note, value: transaction.note) }
            // The date in the user's locale, by its formatter.
            Row(PayMeCopy.date, value: transaction.date.formatted(date: .long, time: .shortened))
            Row(PayMeCopy.counterpartyTitle(transaction), value: transaction.counterparty.handle)
            ForEach(screen.detailRows) { row in
              LabeledContent {
                Text(verbatim: row.value ?? "")
              } label: {
                Text(verbatim: row.title)
              }
              .privacySensitive()
            }
          }
          // A contact's request: pay it (the same confirmation and Face ID) or decline it.
          if screen.canAnswer {
            Section {
              Button(PayMeCopy.pay) { screen.pay() }
              Button(PayMeCopy.decline, role: .destructive) { screen.askToDecline() }
            }
          }
          // A payment not accepted yet: cancel it, and the money comes back (after a system alert).
          if screen.canCancelPayment {
            Section {
              Button(PayMeCopy.cancelPayment, role: .destructive) { screen.askToCancelPayment() }
            }
          }
          if let repeating = screen.repeating { RepeatPaymentSection(repeating: repeating) }
          // A request still waiting: remind, or withdraw it (after a system alert).
          if screen.canRemindOrCancel {
            Section {
              Button(screen.remindTitle) { screen.remind() }
                .disabled(!screen.canRemind)
              Button(PayMeCopy.cancelRequest, role: .destructive) { screen.askToCancelRequest() }
            }
          }
        }
      }
      .listStyle(.insetGrouped)
      // Criterion: PM-4.2 (inline title; the back button reads the previous screen's title)
      .navigationBar(screen.transaction.map(NavigationBarStyle.of) ?? NavigationBarStyle.transaction)
      .toolbar {
        // A completed payment's receipt, through the system share sheet.
        if screen.receipt != nil {
          ToolbarItem(placement: .primaryAction) {
            // The system share sheet, through the model's stack (PayMeDestination.share).
            Button(PayMeCopy.shareReceipt, systemImage: "square.and.arrow.up") { screen.shareReceipt() }
          }
        }
      }
    }
  }
#endif

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

  /// The account: holder, balance and contacts, grouped like Settings.
  @MainActor
  struct AccountView: View {
    let model: PayMeModel

    var body: some View {
      List {
        Section {
          Row(PayMeCopy.name, value: model.ledger.holderName)
          balanceRow
          Row(PayMeCopy.currency, value: model.ledger.currency.code)
        } footer: {
          Text(model.dashboard.demoCaption)
        }
        Section {
          ForEach(model.ledger.contacts) { contact in
            LabeledContent {
              Text(verbatim: contact.handle)
            } label: {
              Text(verbatim: contact.name)
            }
          }
        } header: {
          Text(PayMeCopy.contacts)
        }
      }
      .listStyle(.insetGrouped)
      .navigationBar(NavigationBarStyle.account)
    }

    /// The balance by the card's rule (`Dashboard`): while Hide Balance is on, dots that a tap reveals (and hides
    /// again) here and on the card together, `toggleBalance`; VoiceOver says "Balance hidden", not the dots.
    @ViewBuilder private var balanceRow: some View {
      let dashboard = model.dashboard
      Group {
        if dashboard.balanceIsButton {
          Button {
            model.toggleBalance()
          } label: {
            // The whole row is the target, and it keeps the row's colours, not the button's tint.
            Row(PayMeCopy.balance, value: dashboard.balance, isAmount: true).contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(verbatim: dashboard.balanceAccessibilityLabel)
          .accessibilityHint(verbatim: dashboard.balanceAccessibilityHint ?? "")
          .accessibilityAddTraits(.isButton)
        } else {
          Row(PayMeCopy.balance, value: dashboard.balance, isAmount: true)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(verbatim: dashboard.balanceAccessibilityLabel)
        }
      }
      .privacySensitive()
    }
  }
#endif

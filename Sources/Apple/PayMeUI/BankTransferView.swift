#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import PresentationUI
  import SwiftUI
  import UIKit

  /// Add Money or Transfer to Bank, as Apple Cash's card offers them: the amount on PayMe's keypad, the demo
  /// bank account, and for a transfer Instant (with its fee and what the bank receives) or 1–3 Business Days.
  /// It reads its own `BankTransferModel`, held by its destination.
  @MainActor
  struct BankTransferView: View {
    @Bindable var sheet: BankTransferModel
    /// The success glyph grows with Dynamic Type, as the text beside it does.
    @ScaledMetric(relativeTo: .largeTitle) private var doneGlyph = 64

    var body: some View {
      NavigationStack {
        Group {
          if case .done(let transaction) = sheet.step {
            done(transaction)
          } else {
            form
          }
        }
        .navigationTitle(sheet.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          if sheet.showsCancel {
            ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { sheet.cancel() } }
          }
        }
      }
      // A filled-in transfer is not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(sheet.refusesSwipeDown)
    }

    private var form: some View {
      Form {
        Section {
          // Large and centred, as the payment's amount; typed on the keypad below (`BankTransferModel.press`).
          AmountDisplay(payment: sheet)
        } footer: {
          balanceLine
        }
        Section {
          Label {
            Text(verbatim: DemoBank.displayName)
          } icon: {
            Image(systemName: "building.columns").accessibilityHidden(true)
          }
        } header: {
          Text(sheet.move == .addMoney ? PayMeCopy.from : PayMeCopy.to)
        } footer: {
          Text(PayMeCopy.bankDemoFooter)
        }
        if sheet.move == .transferToBank {
          Section {
            Picker(selection: $sheet.speed) {
              ForEach(TransferSpeed.allCases, id: \.self) { speed in
                VStack(alignment: .leading) {
                  Text(speed.title)
                  Text(speed.feeDescription(locale: sheet.locale, currency: sheet.currency))
                    .font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
                }
                .tag(speed)
              }
            } label: {
              Text(PayMeCopy.transferSpeed)
            }
            .pickerStyle(.inline)
            .labelsHidden()
            .disabled(sheet.step != .entry)
            if let fee = sheet.fee {
              Row(PayMeCopy.fee, value: fee.formatted(locale: sheet.locale), isAmount: true)
            }
            if let receives = sheet.bankReceives {
              Row(PayMeCopy.bankReceives, value: receives.formatted(locale: sheet.locale), isAmount: true)
            }
          } header: {
            Text(PayMeCopy.transferSpeed)
          } footer: {
            Text(PayMeCopy.demoFeeFooter)
          }
        }
      }
      .safeAreaInset(edge: .bottom) {
        VStack(spacing: Spacing.xSmall) {
          // Why the amount cannot move, or an Instant transfer's fee, by the keys: in the form it sat under this bar.
          if let note = sheet.barNote { KeypadBarNoteText(note: note) }
          // The payment's keypad: each key and paste through the sheet's model, felt through the app's haptics.
          if sheet.step == .entry { AmountKeypadView(payment: sheet) }
          // While Face ID or the passcode is up, the button's place says work is under way, as the payment's does.
          if sheet.step == .authenticating {
            ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.largeButtonHeight)
          } else {
            ProminentButton(sheet.move == .addMoney ? PayMeCopy.addMoneyAction : PayMeCopy.transferAction) {
              sheet.review()
            }
            .disabled(!sheet.canContinue)
          }
        }
        .padding(Spacing.screenEdgeRegular)
        .background(.bar)
      }
      // The keys and the amount grow with the text only as far as the sheet holds them.
      .amountKeypadSizing()
    }

    /// The balance under the amount, as the home screen's card shows it: while Hide Balance is on, dots that a
    /// tap reveals (and hides again), the card's own toggle; VoiceOver says "Balance hidden", not the dots.
    @ViewBuilder private var balanceLine: some View {
      Group {
        if let balance = sheet.balance {
          if balance.isButton {
            Button {
              sheet.toggleBalance()
            } label: {
              Text(balance.line)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(verbatim: balance.label)
            .accessibilityHint(verbatim: balance.hint ?? "")
          } else {
            Text(balance.line).accessibilityLabel(verbatim: balance.label)
          }
        }
      }
      .privacySensitive()
    }

    private func done(_ transaction: PayMeCore.Transaction) -> some View {
      // Scrolls when its text outgrows the screen (the largest accessibility sizes on an iPhone SE).
      ScrollView {
        VStack(spacing: Spacing.medium) {
          Image(systemName: "checkmark.circle.fill")
            .font(.system(size: doneGlyph))
            .foregroundStyle(Color(SystemColors.green))
            .accessibilityHidden(true)
          Text(PayMeCopy.doneHeadline(transaction)).font(.system(.title2))
          Text(verbatim: DemoBank.displayName).font(.system(.body)).foregroundStyle(Color(Theme.payMe.secondaryText))
          Text(verbatim: transaction.amount.formatted(locale: sheet.locale)).font(.system(.body))
            .foregroundStyle(Color(Theme.payMe.secondaryText))
          if let fee = transaction.fee, !fee.isZero, let receives = transaction.amountToBank {
            Text(PayMeCopy.feeAndReceived(fee, receives, locale: sheet.locale))
              .font(.system(.footnote)).foregroundStyle(Color(Theme.payMe.secondaryText))
          }
          Text(PayMeCopy.bankDemoFooter).font(.system(.footnote))
            .foregroundStyle(Color(Theme.payMe.secondaryText))
        }
        .frame(maxWidth: .infinity)
        .multilineTextAlignment(.center)
        .padding(.horizontal, Spacing.screenEdgeRegular)
        .padding(.vertical, Spacing.large)
        .accessibilityElement(children: .contain)
      }
      .safeAreaInset(edge: .bottom) {
        ProminentButton(PayMeCopy.done) { sheet.done() }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
      }
    }
  }

  struct BankTransferView_Previews: PreviewProvider {
    static var previews: some View {
      transfer
        .previewDisplayName("Transfer to Bank")
      BankTransferView(sheet: sheet(.addMoney))
        .previewDisplayName("Add Money")
      BankTransferView(sheet: sheet(.addMoney, hidingBalance: true))
        .previewDisplayName("Add Money, Hide Balance on")
    }

    /// The bank sheet up for `move`, through the model's own intent, as the card's buttons open it.
    static func sheet(_ move: BankMove, hidingBalance: Bool = false) -> BankTransferModel {
      let model = PayMePreviewValues.model()
      PayMePreviewValues.apps.append(model)
      if hidingBalance { model.settingsScreen.setHideBalance(true) }
      if move == .addMoney { model.startAddMoney() } else { model.startTransferToBank() }
      return model.bankSheet ?? BankTransferModel(move, currency: model.ledger.currency, locale: model.locale)
    }

    /// $100 to the demo bank, Instant: its fee and what arrives.
    static var transfer: some View {
      let sheet = sheet(.transferToBank)
      sheet.paste("100")
      sheet.speed = .instant
      return BankTransferView(sheet: sheet)
    }
  }
#endif

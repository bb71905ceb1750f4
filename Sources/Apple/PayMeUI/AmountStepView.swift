#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import Presentation
  import PresentationUI
  import SwiftUI
  import SystemSheetsUI
  import UIKit

  /// The amount, large, with who is paid above it; PayMe's keypad and Continue below. Where the keypad would
  /// cover the amount (the accessibility sizes on a small phone), the amount comes first and who is paid after it
  /// (`AmountKeypadLayout.amountFirst`).
  @MainActor
  struct AmountStepView: View {
    /// The sheet's own payment: its fields write here, and only while the sheet is up.
    @Bindable var payment: PaymentModel
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The note's focus, reported to the payment, which decides whether the keypad shows (`showsKeypad`).
    @FocusState private var noteFocused: Bool

    var body: some View {
      AmountStepForm(payment: payment, noteFocused: $noteFocused)
        .safeAreaInset(edge: .bottom) {
          VStack(spacing: Spacing.xSmall) {
            // Why the amount cannot be sent, and Add Money for a shortfall, by the keys as Apple Cash shows it:
            // in the form's footer they sat under this bar on a small phone, a Continue that only buzzed.
            AmountProblem(payment: payment)
            // Every key and paste goes through the model (`press`, `paste`): a refused one is felt and said.
            // Steps aside while the note has the system keyboard up, so the two never stack.
            if payment.showsKeypad { AmountKeypadView(payment: payment) }
            // Disabled until there is an amount: the system's own disabled look.
            ProminentButton(PayMeCopy.continue) { payment.continueToReview() }
              .disabled(payment.flow.entry.text.isEmpty)
          }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
        }
        .amountKeypadSizing(
          above: payment.flow.recipient == nil
            ? 0 : AmountKeypadLayout.recipientSection(at: DesignSystem.DynamicTypeSize(typeSize))
        )
        .onChange(of: noteFocused) { _, focused in payment.noteFocused = focused }
    }
  }

  /// The amount step's form, in the order the sheet's layout gives (`AmountKeypadLayout.amountFirst`).
  @MainActor
  private struct AmountStepForm: View {
    @Bindable var payment: PaymentModel
    var noteFocused: FocusState<Bool>.Binding
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.amountKeypadLayout) private var layout

    private var flow: PaymentFlow { payment.flow }

    var body: some View {
      Form {
        if layout?.amountFirst == true {
          amountSection
          recipientSection
        } else {
          recipientSection
          amountSection
        }
      }
    }

    @ViewBuilder private var recipientSection: some View {
      if let recipient = flow.recipient {
        Section {
          ContactRow(contact: recipient)
        } header: {
          Text(flow.counterpartyLabel)
        }
      }
    }

    // Criterion: PM-7.1, PM-7.2, PM-7.4, PM-7.5 (Form's own grouped rows: no custom outlines)
    private var amountSection: some View {
      Section {
        // Side by side, or one above the other at the accessibility sizes, so the field keeps the row's width.
        let stack =
          typeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        stack {
          // The account's currency, beside exactly the amount that will be sent.
          Text(verbatim: flow.entry.currency.code).font(.system(.body)).foregroundStyle(
            Color(Theme.payMe.secondaryText)
          )
          // Secondary to the amount: it stops growing where the sheet's layout counts it.
          .dynamicTypeSize(...SwiftUI.DynamicTypeSize(AmountKeypadLayout.currencyCodeLargest))
          // "US Dollars", not "U, S, D".
          .accessibilityLabel(
            verbatim: payment.locale.localizedString(forCurrencyCode: flow.entry.currency.code)
              ?? flow.entry.currency.code)
          // Large and centred, as Apple Cash shows the amount being typed; typed on PayMe's keypad below.
          AmountDisplay(payment: payment)
        }
        TextField(text: $payment.note) { Text(PayMeCopy.notePlaceholder) }
          .keyboardType(UIKeyboardType(PaymentFlow.noteKeyboard))
          .focused(noteFocused)
      }
    }
  }

  /// The amount's problem in the keypad's bar (`PaymentModel.barNote`): why it cannot be sent, and, when it is
  /// more than the balance, Add Money over this sheet filled in with the difference. The sheet's layout keeps its
  /// row (`AmountKeypadLayout.noteRow`), putting the amount first where who is paid would push it under the bar.
  @MainActor
  private struct AmountProblem: View {
    let payment: PaymentModel

    var body: some View {
      if payment.barNote != nil || payment.shortfall != nil {
        HStack(alignment: .firstTextBaseline, spacing: Spacing.small) {
          if let note = payment.barNote { KeypadBarNoteText(note: note) }
          if payment.shortfall != nil {
            Button(PayMeCopy.addMoney, systemImage: "plus.circle") { payment.addShortfall() }
              .font(.system(.footnote).weight(.semibold))
              .frame(minHeight: HitTarget.minimum)
              .dynamicTypeSize(...SwiftUI.DynamicTypeSize.accessibility1)
          }
        }
      }
    }
  }

  struct AmountStepView_Previews: PreviewProvider {
    static var previews: some View {
      amount
        .previewDisplayName("Send: amount")
    }

    /// The amount step of a payment to the first demo contact.
    static var amount: some View {
      let payment = PayMePreviewValues.payment(.send)
      if let contact = DemoData.contacts.first { payment.choose(contact) }
      return NavigationStack { AmountStepView(payment: payment) }
    }
  }
#endif

#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PayMeCore
  import SwiftUI

  /// Send or request money, in a sheet with its own navigation bar: recipient, amount (the decimal pad), review,
  /// done. The view shows the flow's step and sends it intents; the rules live in PaymentFlow.
  @MainActor
  struct PaymentFlowView: View {
    @Bindable var model: PayMeModel

    init(model: PayMeModel) { _model = Bindable(model) }

    var body: some View {
      NavigationStack {
        Group {
          if let flow = model.flow {
            switch flow.step {
            case .recipient: recipients
            case .amount: amount(flow)
            case .review, .authenticating: review(flow)
            case .succeeded(let transaction): done(transaction, flow: flow)
            }
          }
        }
        .navigationTitle(model.flow?.purpose == .request ? PayMeCopy.requestMoney : PayMeCopy.sendMoney)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.closeFlow() } }
        }
      }
    }

    private var recipients: some View {
      List {
        Section(PayMeCopy.chooseRecipient) {
          ForEach(model.ledger.contacts) { contact in
            Button {
              model.choose(contact)
            } label: {
              HStack(spacing: Spacing.small) {
                Text(contact.initials)
                  .font(.system(.footnote).weight(.semibold))
                  .frame(width: 36, height: 36)
                  .background(Color(SystemColors.gray5), in: Circle())
                  .accessibilityHidden(true)
                VStack(alignment: .leading) {
                  Text(contact.name).foregroundStyle(.primary)
                  Text(contact.handle).font(.system(.footnote)).foregroundStyle(.secondary)
                }
              }
              .frame(minHeight: HitTarget.minimum)
            }
            .accessibilityLabel("\(contact.name), \(contact.handle)")
          }
        }
      }
      .listStyle(.insetGrouped)
    }

    private func amount(_ flow: PaymentFlow) -> some View {
      Form {
        // Criterion: PM-7.1, PM-7.2, PM-7.4, PM-7.5 (Form's own grouped rows: no custom outlines)
        Section {
          // Criterion: PM-7.3 (the decimal pad)
          // Everything typed or pasted goes through the core's entry, which takes only a valid amount.
          TextField(PayMeCopy.amount, text: $model.amountText)
            .keyboardType(.decimalPad)
            .font(.system(.title1))
            .accessibilityHint("Enter the amount to send")
          TextField(PayMeCopy.notePlaceholder, text: $model.note)
            .keyboardType(.default)
        } footer: {
          if let error = flow.amountError { Text(error.message).foregroundStyle(Color(SystemColors.red)) }
        }
        Section {
          Button(PayMeCopy.continue) { model.continueToReview() }
            .buttonStyle(.primary(.payMe))
        }
      }
    }

    private func review(_ flow: PaymentFlow) -> some View {
      Form {
        Section(PayMeCopy.review) {
          LabeledContent("To", value: flow.recipient?.name ?? "")
          LabeledContent(PayMeCopy.amount, value: flow.amount?.formatted(locale: model.locale) ?? "")
          if !flow.note.isEmpty { LabeledContent(PayMeCopy.note, value: flow.note) }
        }
        Section {
          if flow.step == .authenticating {
            ProgressView().frame(maxWidth: .infinity)
          } else if flow.purpose == .send {
            Button(PayMeCopy.send) { model.confirmSend() }
              .buttonStyle(.primary(.payMe))
              .accessibilityHint("Confirms with \(model.biometryKind.displayName)")
          } else {
            Button(PayMeCopy.sendRequest) { model.sendRequest() }
              .buttonStyle(.primary(.payMe))
          }
        }
      }
    }

    private func done(_ transaction: PayMeCore.Transaction, flow: PaymentFlow) -> some View {
      VStack(spacing: Spacing.medium) {
        Image(systemName: "checkmark.circle.fill")
          .font(.system(size: 64))
          .foregroundStyle(Color(SystemColors.green))
          .accessibilityHidden(true)
        Text(flow.purpose == .send ? PayMeCopy.sent : PayMeCopy.requested).font(.system(.title2))
        Text("\(transaction.amount.formatted(locale: model.locale)) · \(transaction.counterparty.name)")
          .font(.system(.body)).foregroundStyle(.secondary)
        Button(PayMeCopy.done) { model.closeFlow() }
          .buttonStyle(.primary(.payMe))
          .padding(.horizontal, Spacing.screenEdgeRegular)
      }
      .accessibilityElement(children: .contain)
    }
  }
#endif

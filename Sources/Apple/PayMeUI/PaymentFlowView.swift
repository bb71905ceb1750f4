#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import PayMeCore
  import SwiftUI

  /// Send or request money in a sheet with its own navigation stack, as Apple Cash does: the recipients at the
  /// root, then the amount, the review and the result pushed on it, each with the system back button. The path
  /// is the model's (`flowPath`), so a back tap is one `back()`; the view shows the step and sends intents.
  @MainActor
  struct PaymentFlowView: View {
    @Bindable var model: PayMeModel

    init(model: PayMeModel) { _model = Bindable(model) }

    var body: some View {
      NavigationStack(path: $model.flowPath) {
        recipients
          .navigationTitle(title)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar { cancel }
          .navigationDestination(for: PaymentStepRoute.self) { route in
            if let flow = model.flow {
              Group {
                switch route {
                case .amount: AmountStepView(model: model, flow: flow)
                case .review: review(flow)
                case .done: done(flow)
                }
              }
              .navigationTitle(title)
              .navigationBarTitleDisplayMode(.inline)
              // No going back while the check is up, or once the money has moved.
              .navigationBarBackButtonHidden(!flow.allowsBack)
              .toolbar { cancel }
            }
          }
      }
      // The alert is attached here while the sheet is up: the root is presenting it (PayMeModel.topSurface).
      .payMeAlert(model, on: .paymentSheet)
    }

    private var title: String { model.flow?.purpose == .request ? PayMeCopy.requestMoney : PayMeCopy.sendMoney }

    @ToolbarContentBuilder private var cancel: some ToolbarContent {
      if model.flow?.showsCancel ?? true {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { model.closeFlow() } }
      }
    }

    private var recipients: some View {
      List {
        Section(PayMeCopy.chooseRecipient) {
          ForEach(model.ledger.contacts) { contact in
            Button {
              model.choose(contact)
            } label: {
              ContactRow(contact: contact)
            }
            .accessibilityLabel(contact.accessibilityLabel)
          }
        }
      }
      .listStyle(.insetGrouped)
    }

    private func review(_ flow: PaymentFlow) -> some View {
      Form {
        Section(PayMeCopy.review) {
          LabeledContent("To", value: flow.recipient?.name ?? "")
          LabeledContent(PayMeCopy.amount, value: flow.amount?.formatted(locale: model.locale) ?? "")
          if !flow.note.isEmpty { LabeledContent(PayMeCopy.note, value: flow.note) }
        }
      }
      // The primary action below the form, full width, as Apple Cash places it.
      .safeAreaInset(edge: .bottom) {
        Group {
          if flow.step == .authenticating {
            ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.largeButtonHeight)
          } else if flow.purpose == .send {
            Button(PayMeCopy.send) { model.confirmSend() }
              .buttonStyle(.primary(.payMe))
              .accessibilityHint(PayMeCopy.confirmsWith(model.biometryKind))
          } else {
            Button(PayMeCopy.sendRequest) { model.sendRequest() }
              .buttonStyle(.primary(.payMe))
          }
        }
        .padding(Spacing.screenEdgeRegular)
      }
    }

    private func done(_ flow: PaymentFlow) -> some View {
      VStack(spacing: Spacing.medium) {
        if case .succeeded(let transaction) = flow.step {
          Image(systemName: "checkmark.circle.fill")
            .font(.system(size: 64))
            .foregroundStyle(Color(SystemColors.green))
            .accessibilityHidden(true)
          Text(flow.purpose == .send ? PayMeCopy.sent : PayMeCopy.requested).font(.system(.title2))
          Text("\(transaction.amount.formatted(locale: model.locale)) · \(transaction.counterparty.name)")
            .font(.system(.body)).foregroundStyle(.secondary)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .accessibilityElement(children: .contain)
      .safeAreaInset(edge: .bottom) {
        Button(PayMeCopy.done) { model.closeFlow() }
          .buttonStyle(.primary(.payMe))
          .padding(Spacing.screenEdgeRegular)
      }
    }
  }

  /// The amount on the decimal pad, focused as the step appears; Continue below the form.
  @MainActor
  struct AmountStepView: View {
    @Bindable var model: PayMeModel
    let flow: PaymentFlow
    @FocusState private var amountFocused: Bool

    var body: some View {
      Form {
        // Criterion: PM-7.1, PM-7.2, PM-7.4, PM-7.5 (Form's own grouped rows: no custom outlines)
        Section {
          // Criterion: PM-7.3 (the decimal pad)
          // Everything typed or pasted goes through the core's entry, which takes only a valid amount.
          TextField(PayMeCopy.amount, text: $model.amountText)
            .keyboardType(.decimalPad)
            .font(.system(.title1))
            .focused($amountFocused)
            .accessibilityHint(PayMeCopy.amountHint(flow.purpose))
          TextField(PayMeCopy.notePlaceholder, text: $model.note)
            .keyboardType(.default)
        } footer: {
          if let error = flow.amountError { Text(error.message).foregroundStyle(Color(SystemColors.red)) }
        }
      }
      .safeAreaInset(edge: .bottom) {
        Button(PayMeCopy.continue) { model.continueToReview() }
          .buttonStyle(.primary(.payMe))
          .padding(Spacing.screenEdgeRegular)
      }
      .onAppear { amountFocused = true }
    }
  }

  /// A contact: initials in a circle that grows with Dynamic Type, the name and handle beside it, stacked at the
  /// accessibility sizes.
  @MainActor
  struct ContactRow: View {
    let contact: Contact
    @ScaledMetric(relativeTo: .body) private var circle = 36
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      let layout = RowLayout.of(DesignSystem.DynamicTypeSize(dynamicTypeSize))
      let stack = layout == .vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
      stack {
        Text(contact.initials)
          .font(.system(.footnote).weight(.semibold))
          .frame(width: circle, height: circle)
          .background(Color(SystemColors.gray5), in: Circle())
          .accessibilityHidden(true)
        VStack(alignment: .leading) {
          Text(contact.name).foregroundStyle(.primary)
          Text(contact.handle).font(.system(.footnote)).foregroundStyle(.secondary)
        }
      }
      .frame(minHeight: HitTarget.minimum)
    }
  }
#endif

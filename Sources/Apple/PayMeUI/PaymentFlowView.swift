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

  /// Send or request money in a sheet with its own navigation stack, as Apple Cash does: the recipients at the
  /// root, then the amount, the review and the result pushed on it, each with its own title and the system back
  /// button. It reads its own payment (its destination's `PaymentModel`), so while it slides down it still
  /// shows what it showed; the path is the payment's, so a back tap is one `back()`.
  @MainActor
  struct PaymentFlowView: View {
    @Bindable var payment: PaymentModel
    /// The success glyph grows with Dynamic Type, as the text beside it does.
    @ScaledMetric(relativeTo: .largeTitle) private var doneGlyph = 64

    private var purpose: PaymentFlow.Purpose { payment.flow.purpose }

    var body: some View {
      let flow = payment.flow
      NavigationStack(path: $payment.path) {
        recipients
          .navigationTitle(PaymentFlow.title(of: nil, purpose: purpose))
          .navigationBarTitleDisplayMode(.inline)
          .toolbar { cancel(flow, on: nil) }
          .navigationDestination(for: PaymentStepRoute.self) { route in
            Group {
              switch route {
              case .amount: AmountStepView(payment: payment)
              case .review: review(payment.flow)
              case .done: done(payment.flow)
              }
            }
            .navigationTitle(payment.flow.title(of: route))
            .navigationBarTitleDisplayMode(.inline)
            // No going back while the check is up, or once the money has moved.
            .navigationBarBackButtonHidden(!payment.flow.allowsBack)
            .toolbar { cancel(payment.flow, on: route) }
          }
      }
      // A filled-in payment is not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(payment.refusesSwipeDown)
    }

    /// Cancel, hidden while the check is up and once done; trailing on pushed steps, away from the back button.
    @ToolbarContentBuilder private func cancel(_ flow: PaymentFlow, on route: PaymentStepRoute?) -> some ToolbarContent
    {
      if flow.showsCancel {
        switch PaymentFlow.cancelPlacement(on: route) {
        case .leading: ToolbarItem(placement: .cancellationAction) { cancelButton }
        case .trailing: ToolbarItem(placement: .topBarTrailing) { cancelButton }
        }
      }
    }

    private var cancelButton: some View { Button(PayMeCopy.cancel) { payment.cancel() } }

    private var recipients: some View {
      List {
        ForEach(payment.recipientSections) { section in
          recipientSection(section)
        }
      }
      .listStyle(.insetGrouped)
      .searchable(text: $payment.recipientQuery, prompt: Text(PayMeCopy.searchContacts))
    }

    @ViewBuilder private func recipientSection(_ section: RecipientSection) -> some View {
      switch section {
      case .typed(let handle):
        // What was typed, an email, a phone number or a handle no contact has: paid or asked as someone new.
        Section {
          Button(PayMeCopy.payTyped(handle, purpose: purpose), systemImage: "person.crop.circle.badge.plus") {
            payment.chooseTypedRecipient()
          }
        }
      case .noResults(let query):
        // The system's "No Results for …" in place of the contacts, as Contacts shows it.
        Section { ContentUnavailableView.search(text: query) }
      case .recents(let recents):
        Section {
          ForEach(recents) { contact in recipientRow(contact) }
        } header: {
          Text(PayMeCopy.recents)
        }
      case .contacts(let contacts):
        Section {
          ForEach(contacts) { contact in
            // A swipe action, not `onDelete`: List removes an `onDelete` row before its action runs, and this one
            // only asks "Delete Contact?" (the row goes once the user confirms). No destructive role, which would
            // animate the row away before the answer; the red is the tint.
            recipientRow(contact)
              .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                if payment.canDelete(contact) {
                  Button(PayMeCopy.deleteContact) { payment.delete(contact) }.tint(.red)
                }
              }
          }
        } header: {
          Text(PayMeCopy.chooseRecipient)
        }
      case .chooseFromContacts:
        // Anyone in the device's Contacts, through the system picker (no Contacts permission needed).
        Section {
          Button(PayMeCopy.chooseFromContacts, systemImage: "person.crop.circle.badge.plus") {
            payment.chooseFromContacts()
          }
        }
      }
    }

    private func recipientRow(_ contact: Contact) -> some View {
      Button {
        payment.choose(contact)
      } label: {
        // A row that pushes the next step shows the system's chevron.
        HStack {
          ContactRow(contact: contact, photo: payment.photo(of: contact))
          Spacer(minLength: Spacing.xSmall)
          Image(systemName: "chevron.forward").font(.system(.footnote).weight(.semibold))
            .foregroundStyle(.tertiary).accessibilityHidden(true)
        }
      }
      .accessibilityLabel(verbatim: contact.accessibilityLabel)
    }

    private func review(_ flow: PaymentFlow) -> some View {
      Form {
        Section {
          if let recipient = payment.recipientCheck {
            // The name with its handle: a link's name alone could be anyone's.
            LabeledContent {
              VStack(alignment: .trailing) {
                Text(verbatim: recipient.name)
                // The handle is what the user checks before paying: secondary text that still reaches 4.5:1.
                Text(verbatim: recipient.handle).font(.system(.footnote)).foregroundStyle(
                  Color(Theme.payMe.secondaryText))
              }
            } label: {
              Text(flow.counterpartyLabel)
            }
          }
          Row(PayMeCopy.amount, value: flow.amount?.formatted(locale: payment.locale) ?? "")
          if !flow.note.isEmpty { Row(PayMeCopy.note, value: flow.note) }
        } footer: {
          Text(flow.reviewFooter)
        }
        if let recipient = payment.recipientCheck, recipient.lookAlikeWarning != nil || recipient.newNotice != nil {
          Section {
            if let warning = recipient.lookAlikeWarning {
              // The words in the warning text role (4.5:1); systemOrange only for the symbol, where 3:1 is enough.
              Label {
                Text(verbatim: warning).foregroundStyle(Color(Theme.payMe.warningText))
              } icon: {
                Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(Color(SystemColors.orange))
                  .accessibilityHidden(true)
              }
            }
            if let notice = recipient.newNotice {
              Label {
                Text(verbatim: notice)
              } icon: {
                Image(systemName: "person.crop.circle.badge.questionmark").accessibilityHidden(true)
              }
            }
          }
        }
      }
      // The primary action below the form, full width, on the bar's material as the system's bottom bars.
      .safeAreaInset(edge: .bottom) {
        Group {
          if flow.step == .authenticating {
            ProgressView().frame(maxWidth: .infinity, minHeight: HitTarget.largeButtonHeight)
          } else if flow.purpose == .send {
            ProminentButton(PayMeCopy.send) { payment.confirmSend() }
              .accessibilityHint(payment.sendHint)
          } else {
            ProminentButton(PayMeCopy.sendRequest) { payment.sendRequest() }
          }
        }
        .padding(Spacing.screenEdgeRegular)
        .background(.bar)
      }
    }

    private func done(_ flow: PaymentFlow) -> some View {
      // Scrolls when its text outgrows the screen (the largest accessibility sizes on an iPhone SE).
      ScrollView {
        doneContent(flow).padding(.vertical, Spacing.large)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .safeAreaInset(edge: .bottom) {
        ProminentButton(PayMeCopy.done) { payment.done() }
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
      }
    }

    private func doneContent(_ flow: PaymentFlow) -> some View {
      VStack(spacing: Spacing.medium) {
        if case .succeeded(let transaction) = flow.step {
          Image(systemName: "checkmark.circle.fill")
            .font(.system(size: doneGlyph))
            .foregroundStyle(Color(SystemColors.green))
            .accessibilityHidden(true)
          Text(PayMeCopy.doneHeadline(transaction)).font(.system(.title2))
          Text(verbatim: transaction.counterparty.name).font(.system(.body))
            .foregroundStyle(Color(Theme.payMe.secondaryText))
          if let detail = PayMeCopy.doneDetail(transaction) {
            Text(detail).font(.system(.body)).foregroundStyle(Color(Theme.payMe.secondaryText))
          }
          Text(verbatim: transaction.amount.formatted(locale: payment.locale)).font(.system(.body)).foregroundStyle(
            Color(Theme.payMe.secondaryText))
          Text(PayMeCopy.doneDemoNote(transaction)).font(.system(.footnote))
            .foregroundStyle(Color(Theme.payMe.secondaryText))
          if payment.receipt(transaction) != nil {
            // The share sheet through the stack, so a reminder's tap dismisses it like any sheet.
            Button(PayMeCopy.shareReceipt, systemImage: "square.and.arrow.up") { payment.shareReceipt(transaction) }
          }
        }
      }
      .frame(maxWidth: .infinity)
      .multilineTextAlignment(.center)
      .padding(.horizontal, Spacing.screenEdgeRegular)
      .accessibilityElement(children: .contain)
    }
  }

  struct PaymentFlowView_Previews: PreviewProvider {
    static var previews: some View {
      PaymentFlowView(payment: PayMePreviewValues.payment(.send))
        .previewDisplayName("Send: recipients")
      PaymentFlowView(payment: PayMePreviewValues.payment(.request))
        .previewDisplayName("Request: recipients")
    }
  }
#endif

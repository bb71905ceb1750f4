#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import PresentationUI
  import SwiftUI
  import UIKit

  /// Split a Bill: the bill on the decimal pad, who shares it, and a preview of each request to the cent; one
  /// tap requests every share. It reads its own `SplitModel`, held by its destination.
  @MainActor
  struct SplitView: View {
    let model: PayMeModel
    @Bindable var split: SplitModel

    init(model: PayMeModel, split: SplitModel) {
      self.model = model
      _split = Bindable(split)
    }

    var body: some View {
      NavigationStack {
        Form {
          Section {
            TextField(text: $split.amountText) { Text(PayMeCopy.amount) }
              .keyboardType(UIKeyboardType(split.entry.keyboard))
              .font(.system(.title1))
            TextField(text: $split.note) { Text(PayMeCopy.notePlaceholder) }
            Toggle(PayMeCopy.includeMe, isOn: $split.includesMe)
          } header: {
            Text(PayMeCopy.bill)
          }
          Section {
            ForEach(model.ledger.contacts) { contact in
              Button {
                split.toggle(contact)
              } label: {
                HStack {
                  ContactRow(contact: contact)
                  Spacer(minLength: Spacing.xSmall)
                  if split.isChosen(contact) {
                    Image(systemName: "checkmark").foregroundStyle(Color(SystemColors.blue))
                      .accessibilityHidden(true)
                  }
                }
              }
              .accessibilityLabel(verbatim: contact.accessibilityLabel)
              .accessibilityAddTraits(split.isChosen(contact) ? .isSelected : [])
            }
          } header: {
            Text(PayMeCopy.splitWith)
          }
          if let shares = split.split {
            Section {
              if let mine = shares.mine {
                Row(PayMeCopy.myShare, value: mine.formatted(locale: model.locale))
              }
              ForEach(shares.requests, id: \.contact.id) { share in
                LabeledContent {
                  Text(verbatim: share.amount.formatted(locale: model.locale))
                } label: {
                  Text(verbatim: share.contact.name)
                }
              }
            }
          }
        }
        .navigationTitle(PayMeCopy.splitBill)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button(PayMeCopy.cancel) { model.cancelSplit() } }
        }
        .safeAreaInset(edge: .bottom) {
          ProminentButton(split.sendTitle) {
            model.sendSplit()
          }
          .disabled(!split.canSend)
          .padding(Spacing.screenEdgeRegular)
          .background(.bar)
        }
      }
      // A filled-in split is not swiped away silently: the swipe is held back and asks, as Cancel does
      // (PayMeModel.userAttemptedDismissal, reported by PresentationUI).
      .interactiveDismissDisabled(split.refusesSwipeDown)
    }
  }
#endif

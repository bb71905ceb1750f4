#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Localization
  import LocalizationUI
  import PayMeCore
  import SwiftUI

  /// The extension's screen: a tapped bubble read, or the request or payment being composed. It shows
  /// `PayMeMessagesModel`'s state and sends it the user's intents; the model decides everything.
  @MainActor
  struct PayMeMessageView: View {
    let model: PayMeMessagesModel

    var body: some View {
      Group {
        switch model.selected {
        case .success(let message)?: ReceivedMessageView(message: message, model: model)
        case .failure(let refusal)?:
          VStack {
            ContentUnavailableView(
              refusal.title, systemImage: "exclamationmark.bubble", description: Text(refusal.message))
            Button(PayMeCopy.done) { model.deselect() }
          }
        case nil: compose
        }
      }
      .tint(Color(Theme.payMe.accent))
    }

    private var compose: some View {
      ScrollView {
        VStack(spacing: Spacing.medium) {
          Picker(PayMeCopy.messageKindLabel, selection: Binding(get: { model.kind }, set: { model.choose($0) })) {
            Text(PayMeCopy.request).tag(MessageKind.request)
            Text(PayMeCopy.send).tag(MessageKind.send)
          }
          .pickerStyle(.segmented)
          if model.showsForm { form } else { compactAmount }
          if let error = model.error {
            Text(error.message(locale: .current)).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
          }
          if model.insertFailed {
            Text(PayMeCopy.messageInsertFailed).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
          }
          if model.needsHolder {
            Text(PayMeCopy.messageNeedsHolder).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
          }
          if let notice = model.holderNotice {
            Text(notice).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
          }
          ProminentButton(PayMeCopy.messageAdd(model.kind)) { model.add() }
            .disabled(model.inserting != nil)
          Text(PayMeCopy.messageNoMoneyMoves)
            .font(.footnote).foregroundStyle(Color(Theme.payMe.secondaryText)).multilineTextAlignment(.center)
        }
        .padding(Spacing.medium)
      }
    }

    /// Compact: the amount (or "Enter Amount") as one button; tapping it asks Messages to expand.
    private var compactAmount: some View {
      Button {
        model.beginAmount()
      } label: {
        if model.entry.text.isEmpty {
          Text(PayMeCopy.messageEnterAmount).font(.title2)
        } else {
          Text(verbatim: model.amountDisplay).font(.system(.largeTitle, design: .rounded)).monospacedDigit()
        }
      }
      .accessibilityHint(model.amountHint)
    }

    /// The amount grows with Dynamic Type as the large title does, from the payment sheet's size
    /// (`AmountKeypadLayout.baseAmountSize`); `minimumScaleFactor` shrinks a long amount to fit.
    @ScaledMetric(relativeTo: .largeTitle) private var amountSize = AmountKeypadLayout.baseAmountSize

    /// Expanded: the amount, PayMe's keypad (the payment's keys and rules) and the note.
    private var form: some View {
      VStack(spacing: Spacing.small) {
        Button {
          model.beginAmount()
        } label: {
          Text(verbatim: model.amountDisplay)
            .font(.system(size: CGFloat(amountSize), weight: .semibold, design: .rounded)).monospacedDigit()
            .lineLimit(1).minimumScaleFactor(0.3).frame(maxWidth: .infinity)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(PayMeCopy.amount)
        .accessibilityValue(Text(verbatim: model.amountSpoken))
        .accessibilityHint(model.amountHint)
        if model.isEnteringAmount { MessagesKeypad(model: model) }
        TextField(PayMeCopy.notePlaceholder, text: Binding(get: { model.note }, set: { model.editNote($0) }))
          .textFieldStyle(.roundedBorder)
      }
    }
  }

  /// The keypad's keys, laid out as the payment sheet's (`AmountKeypad.rows`), each sent to the model.
  @MainActor
  struct MessagesKeypad: View {
    let model: PayMeMessagesModel

    var body: some View {
      let keypad = model.keypad
      VStack(spacing: Spacing.xSmall) {
        ForEach(Array(keypad.rows.enumerated()), id: \.offset) { _, row in
          HStack(spacing: Spacing.xSmall) {
            ForEach(Array(row.enumerated()), id: \.offset) { _, key in
              if let key {
                Button {
                  model.press(key)
                } label: {
                  Group {
                    if key == .delete {
                      Image(systemName: AmountKeypad.deleteSymbol).accessibilityHidden(true)
                    } else {
                      Text(verbatim: keypad.face(of: key))
                    }
                  }
                  .font(.title2).frame(maxWidth: .infinity, minHeight: HitTarget.minimum)
                }
                .accessibilityLabel(keypad.label(of: key))
              } else {
                Color.clear.frame(maxWidth: .infinity, minHeight: HitTarget.minimum).accessibilityHidden(true)
              }
            }
          }
        }
      }
    }
  }

  /// A tapped bubble: who asks what, the note, and the one button that opens PayMe (where any paying happens).
  @MainActor
  struct ReceivedMessageView: View {
    let message: ReceivedMessage
    let model: PayMeMessagesModel

    var body: some View {
      VStack(spacing: Spacing.medium) {
        Text(message.title).font(.title2.weight(.semibold)).multilineTextAlignment(.center)
        if let handle = message.handle { Text(verbatim: handle).foregroundStyle(Color(Theme.payMe.secondaryText)) }
        if let note = message.note { Text(verbatim: note).multilineTextAlignment(.center) }
        Text(message.detail).font(.footnote).foregroundStyle(Color(Theme.payMe.secondaryText)).multilineTextAlignment(
          .center)
        if let action = message.action {
          ProminentButton(action) { model.openSelected() }
          if model.openFailed {
            Text(PayMeCopy.messageOpenFailed).font(.footnote).foregroundStyle(Color(Theme.payMe.errorText))
              .multilineTextAlignment(.center)
          }
        }
        // Back to composing a request or payment of one's own.
        Button(PayMeCopy.done) { model.deselect() }
      }
      .padding(Spacing.large)
    }
  }

  // Canvas previews: PreviewProvider, not #Preview (the macro needs Xcode's PreviewsMacros plugin, which the
  // Linux type-check lacks; docs/architecture.md, "The Apple-only type-check").
  struct PayMeMessageView_Previews: PreviewProvider {
    @MainActor static func model(_ style: MessagesStyle, selecting url: URL? = nil, fromMe: Bool = false)
      -> PayMeMessagesModel?
    {
      let model = PayMeMessagesModel(
        holder: PayCode(handle: "@jamie.k3x9", name: "Jamie Rivera"), style: style)
      if let url { model.select(url, fromMe: fromMe) }
      return model
    }

    static var previews: some View {
      if let model = model(.compact) {
        PayMeMessageView(model: model).previewDisplayName("Compact")
      }
      if let model = model(.expanded) {
        PayMeMessageView(model: model).onAppear { model.beginAmount() }.previewDisplayName("Expanded, typing")
      }
      if let code = PayCode(handle: "@benok", name: "Ben Okafor", amount: 18.75, note: "Lunch"),
        let model = model(.expanded, selecting: MessageBubbleLink.url(for: .pay(code)))
      {
        PayMeMessageView(model: model).previewDisplayName("A request received")
      }
      if let model = model(.expanded, selecting: URL(string: "https://example.com")) {
        PayMeMessageView(model: model).previewDisplayName("Not a PayMe bubble")
      }
      if let offer = SendOffer(amount: 40, note: "Concert"),
        let model = model(.expanded, selecting: MessageBubbleLink.url(for: .offer(offer)))
      {
        PayMeMessageView(model: model).previewDisplayName("An offer received")
      }
      if let model = model(.expanded, selecting: URL(string: "https://payme.example/send?amount=5&currency=XYZ")) {
        PayMeMessageView(model: model).previewDisplayName("An unknown currency")
      }
    }
  }
#endif

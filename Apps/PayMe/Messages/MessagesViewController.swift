#if os(iOS)
  import Messages
  import PayMeCore
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit

  /// PayMe's iMessage app: the extension's principal class (Info.plist's NSExtensionPrincipalClass).
  /// It hosts `PayMeMessageView` and carries between Messages and `PayMeMessagesModel`: the presentation style both
  /// ways, the tapped bubble in, the bubble to add and the link to open out. Nothing here moves money: a bubble is a
  /// request or an offer (each saying it is a demo with no real money), and paying is done in PayMe, whose Review, confirmation and Face ID or passcode check
  /// this process cannot show (and whose ledger and its lock it does not share).
  @MainActor
  final class MessagesViewController: MSMessagesAppViewController {
    private var model: PayMeMessagesModel?

    override func viewDidLoad() {
      super.viewDidLoad()
      // The holder PayMe saved in the App Group (this install's name and handle); the extension writes nothing.
      let model = PayMeMessagesModel.reading(
        SharedStore.appGroup(PayMeShared.appGroup), style: Self.style(presentationStyle))
      model.onRequestStyle = { [weak self] style in
        self?.requestPresentationStyle(style == .expanded ? .expanded : .compact)
      }
      model.onInsert = { [weak self] content in self?.insert(content) }
      // Messages lets an iMessage app open only its own app this way, and only while that app is on the Home
      // Screen (NSExtensionContext.open): a refusal is said, not a button that does nothing.
      model.onOpen = { [weak self, weak model] url in
        guard let model else { return }
        guard let context = self?.extensionContext else { return model.openFinished(succeeded: false) }
        // The answer may come on another thread: the model hears it on the main actor.
        context.open(url) { opened in
          Task { @MainActor in model.openFinished(succeeded: opened) }
        }
      }
      self.model = model
      let host = UIHostingController(rootView: PayMeMessageView(model: model))
      addChild(host)
      host.view.frame = view.bounds
      host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(host.view)
      host.didMove(toParent: self)
    }

    /// Launched from the app drawer (compact) or by a tapped bubble (expanded, `selectedMessage` set).
    override func willBecomeActive(with conversation: MSConversation) {
      super.willBecomeActive(with: conversation)
      // Messages keeps this process between uses: the handle may have changed in PayMe, or become readable.
      model?.becameActive()
      model?.styleChanged(Self.style(presentationStyle))
      show(conversation.selectedMessage, in: conversation)
    }

    /// Another of PayMe's bubbles tapped while the extension runs.
    override func didSelect(_ message: MSMessage, conversation: MSConversation) {
      super.didSelect(message, conversation: conversation)
      show(message, in: conversation)
    }

    override func didTransition(to presentationStyle: MSMessagesAppPresentationStyle) {
      super.didTransition(to: presentationStyle)
      model?.styleChanged(Self.style(presentationStyle))
    }

    private func show(_ message: MSMessage?, in conversation: MSConversation) {
      guard let message else {
        model?.deselect()
        return
      }
      // Messages identifies people by identifiers of its own; the user sent it when it is theirs.
      let fromMe = message.senderParticipantIdentifier == conversation.localParticipantIdentifier
      model?.select(message.url, fromMe: fromMe)
    }

    /// The bubble goes into the conversation's input field; the user sends it (or not) from there.
    private func insert(_ content: MessageContent) {
      guard let conversation = activeConversation else {
        model?.insertFinished(succeeded: false)
        return
      }
      let layout = MSMessageTemplateLayout()
      layout.caption = content.caption
      layout.subcaption = content.subcaption
      layout.trailingCaption = content.trailingCaption
      layout.trailingSubcaption = content.trailingSubcaption
      let message = MSMessage()
      message.layout = layout
      message.url = content.url
      message.summaryText = content.summary
      message.accessibilityLabel = content.accessibilityLabel
      // Sendable: Messages may call back off the main thread, and a closure inferred main-actor-isolated would trap.
      conversation.insert(message) { @Sendable [weak self] error in
        let succeeded = error == nil
        Task { @MainActor in self?.model?.insertFinished(succeeded: succeeded) }
      }
    }

    /// The transcript style (a live bubble) is not used: PayMe's bubbles are template layouts.
    private static func style(_ style: MSMessagesAppPresentationStyle) -> MessagesStyle {
      style == .expanded ? .expanded : .compact
    }
  }
#endif

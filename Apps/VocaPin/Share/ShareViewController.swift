#if os(iOS)
  import Observation
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit
  import UniformTypeIdentifiers
  import VocaPinCore
  import VocaPinShareUI

  /// VocaPin's Share extension, its principal class (Info.plist's NSExtensionPrincipalClass): loads
  /// what the share sheet handed over (text and web links) and hosts `ShareNoteView`. Saving is
  /// `ShareNoteModel`'s, in VocaPinCore; this only carries items in and the request's end out.
  ///
  /// A swipe down is refused while the sheet holds edits (`ShareNoteModel.mayDismissWithoutAsking`, kept in
  /// `isModalInPresentation`): the attempt asks "Discard this note?" instead, as Cancel does.
  @MainActor
  final class ShareViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var model: ShareNoteModel?
    /// The request ends once: completed for a saved note, cancelled for anything else.
    private var finished = false

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      // The sheet the host app presents the extension in: its swipe down comes here.
      presentationController?.delegate = self
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      model?.cancel()
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      // Swiped away with nothing to lose: the request is the user's cancel.
      finish(saved: false)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let providers = (extensionContext?.inputItems as? [NSExtensionItem] ?? []).flatMap { $0.attachments ?? [] }
      Task { [weak self] in
        let items = await Self.load(providers.prefix(ShareDraft.maximumItems))
        self?.show(items)
      }
    }

    private func show(_ items: [SharedItem]) {
      // Writes of the settings (where the pin is) reload the widgets: Pin to Widget shows on the Home Screen.
      let store = SharedStore.appGroup(
        VocaPinShared.appGroup, widgetCenter: .live, reloadingKeys: [VocaPinShared.settings.name])
      let model = ShareNoteModel(items: items, store: store)
      self.model = model
      followEdits(model)
      let host = UIHostingController(
        rootView: ShareNoteView(model: model) { [weak self] saved in self?.finish(saved: saved) })
      addChild(host)
      host.view.frame = view.bounds
      host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(host.view)
      host.didMove(toParent: self)
    }

    /// Refuses the swipe down while there are edits, following the model as they come and go.
    private func followEdits(_ model: ShareNoteModel) {
      isModalInPresentation = !model.mayDismissWithoutAsking
      withObservationTracking {
        _ = model.mayDismissWithoutAsking
      } onChange: { [weak self] in
        Task { @MainActor in self?.followEdits(model) }
      }
    }

    private func finish(saved: Bool) {
      guard !finished else { return }
      finished = true
      if saved {
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
      } else {
        // NSUserCancelledError in NSCocoaErrorDomain: the host app reads it as the user's own cancel.
        extensionContext?.cancelRequest(withError: NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError))
      }
    }

    /// Each attachment as text or a link; one that fails to load, or is of another kind, is left out.
    private static func load(_ providers: ArraySlice<NSItemProvider>) async -> [SharedItem] {
      var items: [SharedItem] = []
      for provider in providers {
        if let item = await load(provider) { items.append(item) }
      }
      return items
    }

    private static func load(_ provider: NSItemProvider) async -> SharedItem? {
      let url = UTType.url.identifier
      let text = UTType.plainText.identifier
      let type = provider.hasItemConformingToTypeIdentifier(url) ? url : text
      guard provider.hasItemConformingToTypeIdentifier(type) else { return nil }
      return await withCheckedContinuation { continuation in
        // Called on a queue of NSItemProvider's, never the main one: marked @Sendable so it does not inherit this
        // class's main-actor isolation (Swift 6 would trap there); it reads the item where it is called and hops
        // to the main actor with a Sendable value only.
        provider.loadItem(forTypeIdentifier: type, options: nil) { @Sendable item, _ in
          let shared = sharedItem(item)
          Task { @MainActor in continuation.resume(returning: shared) }
        }
      }
    }

    /// The loaded item as the core takes it: a web link, words, or bytes of text; anything else is left out.
    nonisolated private static func sharedItem(_ item: (any NSSecureCoding)?) -> SharedItem? {
      switch item {
      case let url as URL: url.isFileURL ? nil : .link(url)
      case let words as String: .text(words)
      case let data as Data: .textData(data)
      default: nil
      }
    }
  }
#endif

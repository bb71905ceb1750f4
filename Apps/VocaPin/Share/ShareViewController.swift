#if os(iOS)
  import SharedStore
  import SharedStoreWidgetKit
  import SwiftUI
  import UIKit
  import UniformTypeIdentifiers
  import VocaPinCore
  import VocaPinShareUI

  /// VocaPin's Share extension (issue 40), its principal class (Info.plist's NSExtensionPrincipalClass): loads
  /// what the share sheet handed over (text and web links) and hosts `ShareNoteView`. Saving is
  /// `ShareNoteModel`'s, in VocaPinCore; this only carries items in and the request's end out.
  @MainActor
  final class ShareViewController: UIViewController {
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
        VocaPinShared.appGroup, widgetCenter: LiveWidgetCenter(), reloadingKeys: [VocaPinShared.settings.name])
      let model = ShareNoteModel(items: items, store: store)
      let host = UIHostingController(
        rootView: ShareNoteView(model: model) { [weak self] saved in self?.finish(saved: saved) })
      addChild(host)
      host.view.frame = view.bounds
      host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(host.view)
      host.didMove(toParent: self)
    }

    private func finish(saved: Bool) {
      if saved {
        extensionContext?.completeRequest(returningItems: [], completionHandler: nil)
      } else {
        extensionContext?.cancelRequest(withError: CocoaError(.userCancelled))
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
        provider.loadItem(forTypeIdentifier: type, options: nil) { item, _ in
          let shared: SharedItem? =
            switch item {
            case let url as URL: url.isFileURL ? nil : .link(url)
            case let words as String: .text(words)
            case let data as Data: .textData(data)
            default: nil
            }
          continuation.resume(returning: shared)
        }
      }
    }
  }
#endif

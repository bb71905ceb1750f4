#if os(iOS)
  import Foundation

  /// Links from inside the app's own process: the "Search quotes" App Shortcut, which opens the app to run and
  /// hands its link (`QuoteVaultLink.search`) here. Held until the model is connected, so a shortcut that
  /// launched the app lands too; then each goes to `QuoteVaultModel.open`, the same handling as a widget's or a
  /// notification's link.
  @MainActor
  public final class QuoteVaultLinkInbox {
    public static let shared = QuoteVaultLinkInbox()

    private var handler: ((URL) -> Void)?
    private var pending: [URL] = []

    /// The model is up: what arrived before it is opened now, and what arrives later at once.
    public func connect(_ handler: @escaping (URL) -> Void) {
      self.handler = handler
      let waiting = pending
      pending = []
      waiting.forEach(handler)
    }

    public func receive(_ url: URL) {
      if let handler { handler(url) } else { pending = [url] }
    }
  }
#endif

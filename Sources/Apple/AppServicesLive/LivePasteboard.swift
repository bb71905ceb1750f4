#if os(iOS)
  import AppServices
  import Foundation
  import UIKit

  /// `UIPasteboard.general` behind the cores' `PasteboardClient`.
  public struct LivePasteboard: PasteboardClient {
    public init() {}

    @MainActor public func setItems(_ items: [[String: Data]], expiration: Date?) {
      var options: [UIPasteboard.OptionsKey: Any] = [:]
      if let expiration { options[.expirationDate] = expiration }
      UIPasteboard.general.setItems(items, options: options)
    }
  }

  extension PasteboardClient where Self == LivePasteboard {
    /// The live service: `.live` wherever an `any PasteboardClient` is asked for.
    public static var live: LivePasteboard { LivePasteboard() }
  }
#endif

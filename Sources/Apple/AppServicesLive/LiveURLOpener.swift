#if os(iOS)
  import AppServices
  import Foundation
  import UIKit

  /// `UIApplication.shared` behind the cores' `URLOpener`.
  public struct LiveURLOpener: URLOpener {
    public init() {}

    @MainActor public func open(_ url: URL) async -> Bool {
      assert(AppSettingsPage.url.absoluteString == UIApplication.openSettingsURLString, "Settings' page moved")
      return await withCheckedContinuation { continuation in
        UIApplication.shared.open(url) { continuation.resume(returning: $0) }
      }
    }

    @MainActor public func canOpen(_ url: URL) -> Bool { UIApplication.shared.canOpenURL(url) }
  }
#endif

#if os(iOS)
  import AppServices
  import Foundation
  import UIKit

  /// `UIApplication.shared` behind the cores' `URLOpenerClient`.
  public struct LiveURLOpener: URLOpenerClient {
    public init() {}

    @MainActor public func open(_ url: URL) async -> Bool {
      assert(AppSettingsPage.url.absoluteString == UIApplication.openSettingsURLString, "Settings' page moved")
      return await withCheckedContinuation { continuation in
        UIApplication.shared.open(url) { continuation.resume(returning: $0) }
      }
    }

    @MainActor public func canOpen(_ url: URL) -> Bool { UIApplication.shared.canOpenURL(url) }
  }

  extension URLOpenerClient where Self == LiveURLOpener {
    /// The live service: `.live` wherever an `any URLOpenerClient` is asked for.
    public static var live: LiveURLOpener { LiveURLOpener() }
  }
#endif

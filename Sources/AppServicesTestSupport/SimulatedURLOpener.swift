import AppServices
import Foundation

/// The phone's installed apps, as `UIApplication` sees them: `open` succeeds only for a scheme some installed app
/// handles; `canOpenURL` also needs the scheme listed in the app's `LSApplicationQueriesSchemes`
/// (https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)).
@MainActor
public final class SimulatedURLOpener: URLOpenerClient {
  /// The documented schemes of the apps that come with an iPhone (Safari, Mail, Shortcuts, the App Store), and
  /// Settings' page for the app (`UIApplication.openSettingsURLString`).
  public static let stockSchemes: Set<String> = ["http", "https", "mailto", "shortcuts", "itms-apps", "app-settings"]

  /// Schemes an installed app handles; remove one to uninstall it.
  public var installed: Set<String>
  /// The app's `LSApplicationQueriesSchemes`.
  public let queriesSchemes: Set<String>
  /// Every URL the app opened (or tried to), in order.
  public var opened: [String] = []

  public init(installed: Set<String> = stockSchemes, queriesSchemes: Set<String> = []) {
    self.installed = installed
    self.queriesSchemes = queriesSchemes
  }

  public func open(_ url: URL) async -> Bool {
    opened.append(url.absoluteString)
    return installed.contains(url.scheme?.lowercased() ?? "")
  }

  public func canOpen(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased() ?? ""
    return queriesSchemes.contains(scheme) && installed.contains(scheme)
  }
}

import Foundation

/// Opening another app by URL (`UIApplication.open(_:)`) and asking whether one would open
/// (`UIApplication.canOpenURL(_:)`). Live in AppServicesLive; `SimulatedURLOpener` answers as iOS does.
public protocol URLOpenerClient: Sendable {
  /// Opens `url` in the app that handles its scheme; false when no installed app does.
  @MainActor func open(_ url: URL) async -> Bool
  /// Whether an installed app handles `url`. iOS answers false for a scheme the app did not list in
  /// `LSApplicationQueriesSchemes`, whatever is installed.
  @MainActor func canOpen(_ url: URL) -> Bool
}

/// The app's own page in the Settings app (its permissions): the value of UIKit's
/// `UIApplication.openSettingsURLString`, for cores, which cannot import UIKit. `LiveURLOpener` checks the two
/// agree in debug builds.
public enum AppSettingsPage {
  public static let url = URL(string: "app-settings:") ?? URL(fileURLWithPath: "/")
}

/// Opens nothing: for previews, and for a model that was given no opener.
public struct InertURLOpener: URLOpenerClient {
  public init() {}
  @MainActor public func open(_ url: URL) async -> Bool { false }
  @MainActor public func canOpen(_ url: URL) -> Bool { false }
}

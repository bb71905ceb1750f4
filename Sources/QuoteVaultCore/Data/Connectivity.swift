import Foundation
import Localization
import Observation
import SupabaseClient

/// Whether the server can be reached, as the last request or the network path found it (QV-11.2).
@MainActor
@Observable
public final class Connectivity {
  public private(set) var isOffline = false {
    didSet { if isOffline, !oldValue { announce(.offline) } }
  }
  /// What VoiceOver announces as the banner appears (it is inserted unfocused, so it would be found only by
  /// chance): a new one each time the app goes offline or the server starts answering busy, none while that
  /// lasts or as it ends. The root view posts it when it changes, once for the app, not once per tab.
  public private(set) var bannerAnnouncement: Announcement?
  private var announcements = 0

  /// Something VoiceOver announces (`AccessibilityNotification.Announcement`): a new id each time, so the same
  /// words said again are announced again.
  public struct Announcement: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case offline, serverBusy }
    public let id: Int
    public let kind: Kind
    /// The words, as the banner on `tab` says them.
    @MainActor public func text(on tab: QuoteVaultTab) -> String {
      switch kind {
      case .offline: Connectivity.offlineMessage
      case .serverBusy:
        Connectivity.pullsToRefresh(tab) ? Connectivity.busyMessage : Connectivity.busyMessageWithoutRefresh
      }
    }
  }

  private func announce(_ kind: Announcement.Kind) {
    announcements += 1
    bannerAnnouncement = Announcement(id: announcements, kind: kind)
  }

  /// The banner shown while offline.
  public static var offlineMessage: String {
    LocalizedCopy("quotevault.banner.offline", "You're offline. Showing saved quotes; changes sync when you're back.")
      .text
  }
  /// Set when the server answered busy or failing (408, 429, 5xx) and the screen kept what it had: the banner
  /// says so in words, as it does for offline (QV-11.4), until a request succeeds.
  public private(set) var isServerBusy = false {
    // Offline already explains a busy answer: its banner, and its announcement, come first.
    didSet { if isServerBusy, !oldValue, !isOffline { announce(.serverBusy) } }
  }
  /// The banner's words while the server is busy, on a screen that pulls down to refresh (Home, Favorites).
  public static var busyMessage: String {
    LocalizedCopy(
      "quotevault.banner.busy", "QuoteVault is busy right now. Showing saved quotes; pull down to try again."
    ).text
  }
  /// The same on a screen without pull-to-refresh (Collections, Settings): no gesture it does not have.
  public static var busyMessageWithoutRefresh: String {
    LocalizedCopy(
      "quotevault.banner.busyNoRefresh", "QuoteVault is busy right now. Showing what's saved on this device."
    ).text
  }
  /// Whether `tab`'s screen refreshes when pulled down (FeedView and FavoritesView have `.refreshable`).
  public static func pullsToRefresh(_ tab: QuoteVaultTab) -> Bool {
    switch tab {
    case .home, .favorites: true
    case .collections, .settings: false
    }
  }
  /// What the banner says on `tab`, if anything: offline first (it explains any busy answer too).
  public func bannerMessage(on tab: QuoteVaultTab) -> String? {
    if isOffline { return Self.offlineMessage }
    guard isServerBusy else { return nil }
    return Self.pullsToRefresh(tab) ? Self.busyMessage : Self.busyMessageWithoutRefresh
  }
  /// What Home's banner says.
  public var bannerMessage: String? { bannerMessage(on: .home) }
  /// Told whenever a request succeeds: the outbox replays what waited for the server.
  var onSuccess: (@MainActor () -> Void)?
  public init() {}
  /// Only a failure to reach the server means offline: a cancelled request or a busy server does not.
  public func record(_ error: any Error) { if (error as? SupabaseError)?.isNetwork == true { isOffline = true } }
  /// A screen kept its saved content after `error`: a busy or failing server is said in the banner (a network
  /// failure already is; a refusal such as 404 is the screen's own to say).
  public func keptSaved(after error: SupabaseError) {
    record(error)
    if !error.isNetwork, error.isTransient { isServerBusy = true }
  }
  /// The device has no network path at all (NWPathMonitor): offline before any request fails.
  public func pathLost() { isOffline = true }
  /// The server answered a request whose success needs no replay (the outbox's own flush).
  public func markReachable() {
    isOffline = false
    isServerBusy = false
  }
  public func recordSuccess() {
    isOffline = false
    isServerBusy = false
    onSuccess?()
  }
}

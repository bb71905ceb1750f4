import AppServices

/// A command line has no notification centre.
struct NoNotifications: UserNotificationCenter {
  func authorizationStatus() async -> NotificationAuthorization { .denied }
  func requestAuthorization() async -> Bool { false }
  func add(_ request: NotificationRequest) async throws {}
  func pendingRequests() async -> [NotificationRequest] { [] }
  func removePendingRequests(withIdentifiers identifiers: [String]) async {}
}

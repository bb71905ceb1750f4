/// A notification centre that shows no prompt and schedules nothing, answering a fixed status: where there is no
/// notification centre (a command line: `.denied`) or none may be touched (Xcode previews: `.notDetermined`).
public struct InertNotificationCenter: NotificationCenterClient {
  public let status: NotificationAuthorization

  public init(status: NotificationAuthorization) { self.status = status }

  public func authorizationStatus() async -> NotificationAuthorization { status }
  public func requestAuthorization() async -> Bool { false }
  public func add(_ request: NotificationRequest) async throws {}
  public func pendingRequests() async -> [NotificationRequest] { [] }
  public func removePendingRequests(withIdentifiers identifiers: [String]) async {}
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {}
}

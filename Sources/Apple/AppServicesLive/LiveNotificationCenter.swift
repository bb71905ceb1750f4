#if os(iOS)
  import AppServices
  import Foundation
  import UserNotifications

  /// `UNUserNotificationCenter.current()` behind the cores' `NotificationCenterClient`.
  public struct LiveNotificationCenter: NotificationCenterClient {
    public init() {}

    public func authorizationStatus() async -> NotificationAuthorization {
      switch await UNUserNotificationCenter.current().notificationSettings().authorizationStatus {
      case .notDetermined: .notDetermined
      case .denied: .denied
      case .authorized: .authorized
      case .provisional: .provisional
      case .ephemeral: .ephemeral
      @unknown default: .denied
      }
    }

    public func requestAuthorization() async -> Bool {
      (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])) ?? false
    }

    public func add(_ request: NotificationRequest) async throws {
      let content = UNMutableNotificationContent()
      content.title = request.title
      content.body = request.body
      content.sound = .default
      if let url = request.url { content.userInfo = NotificationLink.userInfo(for: url) }
      if let category = request.categoryIdentifier { content.categoryIdentifier = category }
      let trigger: UNNotificationTrigger
      switch request.trigger {
      case .after(let seconds):
        trigger = UNTimeIntervalNotificationTrigger(timeInterval: max(1, seconds), repeats: false)
      case .at(let date):
        // Components with the request's zone fire at that instant wherever the device is; without one they float
        // to the same wall-clock time in the zone the device is in when it comes (`NotificationRequest.timeZone`).
        // `Calendar.current` keeps the zone the process started in (Apple's documentation: it does not track the
        // user's changes), while the apps count moments on `TimeZone.autoupdatingCurrent`: a zone-less trigger read
        // in a stale zone would come at the old zone's hour after a flight. So the moment is read on the device's
        // clock as it is now, the same one the moment was chosen on.
        var calendar = Calendar.current
        calendar.timeZone = request.timeZone ?? .autoupdatingCurrent
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        parts.timeZone = request.timeZone
        trigger = UNCalendarNotificationTrigger(dateMatching: parts, repeats: false)
      }
      try await UNUserNotificationCenter.current().add(
        UNNotificationRequest(identifier: request.id, content: content, trigger: trigger))
    }

    public func setNotificationCategories(_ categories: [NotificationCategory]) {
      UNUserNotificationCenter.current().setNotificationCategories(
        Set(
          categories.map { category in
            UNNotificationCategory(
              identifier: category.identifier,
              actions: category.actions.map { action in
                var options: UNNotificationActionOptions = []
                if action.opensApp { options.insert(.foreground) }
                if action.requiresUnlock { options.insert(.authenticationRequired) }
                return UNNotificationAction(identifier: action.identifier, title: action.title, options: options)
              }, intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder,
              categorySummaryFormat: nil, options: [])
          }))
    }

    public func pendingRequests() async -> [NotificationRequest] {
      await UNUserNotificationCenter.current().pendingNotificationRequests().compactMap { request in
        let trigger: NotificationRequest.Trigger
        switch request.trigger {
        case let calendar as UNCalendarNotificationTrigger:
          guard let date = calendar.nextTriggerDate() else { return nil }
          trigger = .at(date)
        case let interval as UNTimeIntervalNotificationTrigger:
          trigger = .after(interval.timeInterval)
        default: return nil
        }
        let url = NotificationLink.url(in: request.content.userInfo)
        return NotificationRequest(
          id: request.identifier, title: request.content.title, body: request.content.body, trigger: trigger, url: url)
      }
    }

    public func removePendingRequests(withIdentifiers identifiers: [String]) async {
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: identifiers)
    }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) async {
      UNUserNotificationCenter.current().removeDeliveredNotifications(withIdentifiers: identifiers)
    }
  }

  extension NotificationCenterClient where Self == LiveNotificationCenter {
    /// The live service: `.live` wherever an `any NotificationCenterClient` is asked for.
    public static var live: LiveNotificationCenter { LiveNotificationCenter() }
  }
#endif

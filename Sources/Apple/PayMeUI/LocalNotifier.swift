#if os(iOS)
  import Foundation
  import PayMeCore
  import UserNotifications

  /// Request reminders as local notifications (UNUserNotificationCenter): asked for when the user turns the
  /// switch on, scheduled a day after a request, withdrawn when it is answered or cancelled.
  public struct LocalNotifier: PaymentNotifier {
    public init() {}

    public func requestAuthorization() async -> Bool {
      (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }

    public func schedule(_ reminder: RequestReminder) async {
      let content = UNMutableNotificationContent()
      content.title = reminder.title
      content.body = reminder.body
      content.sound = .default
      let trigger = UNTimeIntervalNotificationTrigger(timeInterval: max(1, reminder.delay), repeats: false)
      try? await UNUserNotificationCenter.current().add(
        UNNotificationRequest(identifier: reminder.id, content: content, trigger: trigger))
    }

    public func cancel(_ identifiers: [String]) async {
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: identifiers)
    }
  }
#endif

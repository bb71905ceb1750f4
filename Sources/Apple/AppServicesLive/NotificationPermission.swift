#if os(iOS)
  import UserNotifications

  /// The system's notification permission prompt, awaited: QuoteVault's daily quote (QV-7) and NoteWall's
  /// third permission (NW-7.3).
  public enum NotificationPermission {
    public static func request() async -> Bool {
      await withCheckedContinuation { continuation in
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
          continuation.resume(returning: granted)
        }
      }
    }
  }
#endif

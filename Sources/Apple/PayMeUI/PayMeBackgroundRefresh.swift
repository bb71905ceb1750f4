#if os(iOS)
  import BackgroundTasks
  import Foundation

  /// The background app refresh that sends due scheduled payments with PayMe not open
  /// (`PayMeModel.backgroundRefresh`). BGTaskSchedulerPermittedIdentifiers in Info.plist names it, and the app's
  /// scene runs it (`.backgroundTask(.appRefresh(_:))`). iOS decides when, or whether, it runs: `earliestBeginDate`
  /// is only the earliest, so a due payment still goes at the latest when PayMe is next opened.
  public enum PayMeBackgroundRefresh {
    public static let identifier = "payme.scheduled-payments"

    /// Asks for a run on the next due day (at most one request is pending: a new one replaces it); none when
    /// nothing is left to send.
    public static func schedule(at due: Date?) {
      guard let due else {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: identifier)
        return
      }
      let request = BGAppRefreshTaskRequest(identifier: identifier)
      request.earliestBeginDate = due
      try? BGTaskScheduler.shared.submit(request)
    }
  }
#endif

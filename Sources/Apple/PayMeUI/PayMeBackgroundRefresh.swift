#if os(iOS)
  import Foundation

  /// The background app refresh that sends due scheduled payments with PayMe not open
  /// (`PayMeModel.backgroundRefresh`). BGTaskSchedulerPermittedIdentifiers in Info.plist names it, and the app's
  /// scene runs it (`.backgroundTask(.appRefresh(_:))`). iOS decides when, or whether, it runs: `earliestBeginDate`
  /// is only the earliest, so a due payment still goes at the latest when PayMe is next opened. The request is
  /// made through `LiveBackgroundRefresh.requestRun` (`PayMeModel.requestBackgroundRun`), which says a refusal.
  public enum PayMeBackgroundRefresh {
    public static let identifier = "payme.scheduled-payments"
  }
#endif

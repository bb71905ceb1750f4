#if os(iOS)
  import Foundation
  import QuoteVaultCore
  import SharedStore
  import SharedStoreWidgetKit

  extension QuoteWidgetTimeline {
    /// Today's answer (`todayAnswer`) from the App Group the widget reads, now: for the "Quote of the Day" App
    /// Shortcut, which runs without opening the app.
    public static func todayAnswerFromAppGroup() -> (quote: Quote?, text: String) {
      todayAnswer(
        store: .appGroup(QuoteVaultShared.appGroup), now: Date(), timeZone: .current,
        sinceStart: ProcessInfo.processInfo.systemUptime)
    }
  }
#endif

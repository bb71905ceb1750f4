#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import SharedStore
  import SharedStoreWidgetKit
  import WidgetKit

  /// The widget's "another insult" button (IB-7.1): runs in the widget's process, saves the next insult of this
  /// slot to the App Group, and the store's write hook reloads the widgets. The app reads the same record.
  public struct AnotherInsultIntent: AppIntent {
    // Computed, not stored: Swift 6 rejects a stored static of a non-Sendable type (IntentDescription).
    public static var title: LocalizedStringResource { "Another Insult" }
    public static var description: IntentDescription? {
      IntentDescription("Show another Shakespearean insult in the widget.")
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
      let service = InsultOfTheHour(store: .appGroup(BardShared.appGroup), timeZone: .current)
      try service.another(at: Date())
      return .result()
    }
  }
#endif

#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import InsolentBardWidgets
  import SharedStore
  import SharedStoreWidgetKit

  /// The widget's heart (IB-7.2): keeps the insult on the widget in Favourites, or takes it out, without opening
  /// the app; the store's write hook reloads the widgets, whose heart then shows the change. Declared here, in
  /// the extension's own sources, for the same reason as `AnotherInsultIntent`.
  struct ToggleFavouriteIntent: FavouriteInsultIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.widget.intent.favourite", defaultValue: "Favourite")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "bard.widget.intent.favouriteDescription", defaultValue: "Keep the widget's insult in Favourites."))
    }
    /// The widget's button only.
    static var isDiscoverable: Bool { false }

    @Parameter(title: LocalizedStringResource("bard.widget.intent.insult", defaultValue: "Insult")) var insult: String

    init() {}
    init(insult: String) { self.insult = insult }

    func perform() async throws -> some IntentResult {
      // Only an insult of the kit is kept: the parameter comes from outside the app. Tried again while the app
      // holds Favourites' lock, so a tap made as the app saves is not lost.
      try await Favourites.toggleFromWidget(
        insult, in: .appGroup(BardShared.appGroup, widgetCenter: .live), at: Date(), attempts: 3)
      return .result()
    }
  }
#endif

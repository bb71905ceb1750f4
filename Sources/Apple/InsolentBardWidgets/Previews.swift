#if os(iOS)
  import AppIntents
  import Foundation
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import SwiftUI
  import WidgetKit

  // Xcode canvas previews of the Bard widget in each family it supports, from sample entries (no App Group
  // read). PreviewProvider rather than #Preview: see docs/architecture.md, "The Apple-only type-check".

  /// Stands in for the widget extension's `AnotherInsultIntent` (declared in the extension's own sources): the
  /// preview's button does nothing.
  struct PreviewAnotherInsultIntent: AppIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.widget.intent.anotherInsult", defaultValue: "Another Insult")
    }
    static var isDiscoverable: Bool { false }
    func perform() async throws -> some IntentResult { .result() }
  }

  /// Stands in for the extension's `ToggleFavouriteIntent`.
  struct PreviewFavouriteIntent: FavouriteInsultIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.widget.intent.favourite", defaultValue: "Favourite")
    }
    static var isDiscoverable: Bool { false }
    init() {}
    init(insult: String) {}
    func perform() async throws -> some IntentResult { .result() }
  }

  enum BardWidgetPreviewValues {
    static var sample: BardWidgetEntry {
      let now = Date()
      return BardWidgetEntry(
        date: now,
        content: WidgetEntry(
          date: now, insult: BardCopy.placeholderInsult, updatedLabel: BardCopy.Widget.minutesAgo(10).text,
          updatedAt: now.addingTimeInterval(-10 * 60), isFallback: false))
    }

    /// What a widget shows before the app has run once (IB-4.2).
    static var fallback: BardWidgetEntry {
      let now = Date()
      return BardWidgetEntry(
        date: now,
        content: WidgetEntry(
          date: now, insult: BardCopy.fallbackInsult, updatedLabel: BardCopy.Widget.fallbackTimestamp.text,
          updatedAt: nil,
          isFallback: true))
    }
  }

  struct BardWidget_Previews: PreviewProvider {
    static let families: [(WidgetFamily, String)] = [
      (.systemSmall, "Small"), (.systemMedium, "Medium"), (.systemLarge, "Large"),
      (.accessoryCircular, "Lock screen, circular"), (.accessoryRectangular, "Lock screen, rectangular"),
      (.accessoryInline, "Lock screen, inline"),
    ]

    static var previews: some View {
      ForEach(families, id: \.1) { family, name in
        BardWidgetView<PreviewAnotherInsultIntent, PreviewFavouriteIntent>(entry: BardWidgetPreviewValues.sample)
          .previewContext(WidgetPreviewContext(family: family))
          .previewDisplayName(name)
      }
      BardWidgetView<PreviewAnotherInsultIntent, PreviewFavouriteIntent>(entry: BardWidgetPreviewValues.fallback)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Medium, before the app has run")
    }
  }
#endif

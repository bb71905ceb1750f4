#if os(iOS)
  import AppIntents
  import InsolentBardCore
  import InsolentBardWidgets
  import WidgetKit

  /// What a widget shows, as its Edit sheet lists it: `BardWidgetChoice` with literal titles, which Xcode's
  /// metadata extraction needs.
  enum WidgetShows: String, AppEnum {
    case insultOfTheHour, familyFriendly, favourites

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Show" }
    static var caseDisplayRepresentations: [WidgetShows: DisplayRepresentation] {
      [.insultOfTheHour: "Insult of the Hour", .familyFriendly: "Family-Friendly", .favourites: "Favourites Only"]
    }
  }

  /// The widget's configuration (the spec's "Widget Configuration" future enhancement).
  struct BardWidgetConfiguration: BardWidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Insult of the Hour" }
    static var description: IntentDescription? { IntentDescription("Choose what this widget shows.") }

    @Parameter(title: "Show", default: .insultOfTheHour) var shows: WidgetShows

    var choice: BardWidgetChoice { BardWidgetChoice(rawValue: shows.rawValue) ?? .insultOfTheHour }
  }
#endif

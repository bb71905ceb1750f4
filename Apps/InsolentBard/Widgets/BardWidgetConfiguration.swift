#if os(iOS)
  import AppIntents
  import InsolentBardCore
  import InsolentBardWidgets
  import WidgetKit

  /// What a widget shows, as its Edit sheet lists it: `BardWidgetChoice` with literal titles, which Xcode's
  /// metadata extraction needs.
  enum WidgetShows: String, AppEnum {
    case insultOfTheHour, familyFriendly, favourites

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
      TypeDisplayRepresentation(name: LocalizedStringResource("bard.widget.intent.show", defaultValue: "Show"))
    }
    static var caseDisplayRepresentations: [WidgetShows: DisplayRepresentation] {
      [
        .insultOfTheHour: DisplayRepresentation(
          title: LocalizedStringResource("bard.widget.choice.hour", defaultValue: "Insult of the Hour")),
        .familyFriendly: DisplayRepresentation(
          title: LocalizedStringResource("bard.widget.choice.familyFriendly", defaultValue: "Family-Friendly")),
        .favourites: DisplayRepresentation(
          title: LocalizedStringResource("bard.widget.choice.favourites", defaultValue: "Favourites Only")),
      ]
    }
  }

  /// The widget's configuration (the spec's "Widget Configuration" future enhancement).
  struct BardWidgetConfiguration: BardWidgetConfigurationIntent {
    static var title: LocalizedStringResource {
      LocalizedStringResource("bard.widget.galleryName", defaultValue: "Insult of the Hour")
    }
    static var description: IntentDescription? {
      IntentDescription(
        LocalizedStringResource(
          "bard.widget.intent.configurationDescription", defaultValue: "Choose what this widget shows."))
    }

    @Parameter(
      title: LocalizedStringResource("bard.widget.intent.show", defaultValue: "Show"), default: .insultOfTheHour)
    var shows: WidgetShows

    var choice: BardWidgetChoice { BardWidgetChoice(rawValue: shows.rawValue) ?? .insultOfTheHour }
  }
#endif

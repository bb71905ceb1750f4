import Localization

/// What one widget shows, chosen when the user edits it (its configuration; the spec's future enhancements).
public enum BardWidgetChoice: String, CaseIterable, Sendable, Codable {
  /// The Insult of the Hour, as the app shows it (the default).
  case insultOfTheHour
  /// The Insult of the Hour from the family-friendly kit, whatever the app's setting: a widget others see.
  case familyFriendly
  /// The user's favourites, one a slot, in turn.
  case favourites

  /// As the widget's Edit sheet lists it.
  public var title: LocalizedCopy { BardCopy.Widget.choice(self) }
}

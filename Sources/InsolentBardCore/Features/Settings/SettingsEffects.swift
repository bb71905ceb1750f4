/// What a change of the settings must be followed by, from the fields that changed: each setting's side effects
/// are those of what reads it. Haptics and appearance are the app's alone (no widget draws them, no notification
/// carries them), so changing one reloads no widget and reschedules no Insult of the Day; the notification's
/// time is no widget's either.
public struct SettingsEffects: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The insult of this moment is another one (another interval, another kit): the app's is recomputed and saved.
  public static let insult = SettingsEffects(rawValue: 1 << 0)
  /// The widgets draw what changed: they are asked to reload.
  public static let widgets = SettingsEffects(rawValue: 1 << 1)
  /// The pending Insult of the Day notifications carry what changed (their time, or their insults).
  public static let insultOfTheDay = SettingsEffects(rawValue: 1 << 2)

  public init(from old: BardSettings, to new: BardSettings) {
    var effects: SettingsEffects = []
    // The schedule's inputs: which insult each slot has, in the app, the widgets and each day's notification
    // (while it is on: off, nothing of it is pending).
    if old.interval != new.interval || old.familyFriendly != new.familyFriendly {
      effects.formUnion([.insult, .widgets])
      if new.insultOfTheDay != nil { effects.insert(.insultOfTheDay) }
    }
    // Only the Lock Screen widgets read it.
    if old.coarseOnLockScreen != new.coarseOnLockScreen { effects.insert(.widgets) }
    if old.insultOfTheDay != new.insultOfTheDay { effects.insert(.insultOfTheDay) }
    // How many a day and until when: the pending moments, while it is on.
    if old.insultOfTheDayWindow != new.insultOfTheDayWindow, new.insultOfTheDay != nil {
      effects.insert(.insultOfTheDay)
    }
    // appearance, hapticsOn and insultOfTheDayLastTime: the app's own; nothing else reads them.
    self = effects
  }
}

#if os(iOS)
  import SwiftUI

  extension EnvironmentValues {
    /// VoiceOver or Switch Control is running: what `AssistiveTimeLimit` asks of a view, read in one place so
    /// every app's timed messages follow the same two settings.
    public var assistiveTechnologyRunning: Bool {
      accessibilityVoiceOverEnabled || accessibilitySwitchControlEnabled
    }
  }
#endif

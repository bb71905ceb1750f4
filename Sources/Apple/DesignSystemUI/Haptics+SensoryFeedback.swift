#if os(iOS)
  import DesignSystem
  import LocalizationUI
  import SwiftUI

  extension SensoryFeedback {
    /// The system feedback for a design-system intent: only Apple's own patterns, nothing custom.
    // Criterion: PM-11.5
    public init(_ intent: HapticIntent) {
      switch intent.feedback {
      case .impact(.light): self = .impact(weight: .light)
      case .impact(.medium): self = .impact(weight: .medium)
      case .impact(.heavy): self = .impact(weight: .heavy)
      case .selection: self = .selection
      case .success: self = .success
      case .error: self = .error
      }
    }
  }

  extension View {
    /// Plays each haptic event once (PM-11). Events are distinct, so a repeated intent plays again.
    public func haptic(_ event: HapticEvent?) -> some View {
      sensoryFeedback(trigger: event) { _, new in new.map { SensoryFeedback($0.intent) } }
    }
  }
#endif

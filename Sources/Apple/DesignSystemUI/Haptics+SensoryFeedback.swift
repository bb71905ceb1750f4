#if canImport(SwiftUI)
  import DesignSystem
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
    /// Plays the intent's haptic whenever `trigger` changes to a non-nil intent (PM-11).
    public func haptic(_ trigger: HapticIntent?) -> some View {
      sensoryFeedback(trigger: trigger) { _, new in new.map(SensoryFeedback.init) }
    }
  }
#endif

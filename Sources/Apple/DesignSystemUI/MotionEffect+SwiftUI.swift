#if os(iOS)
  import DesignSystem
  import LocalizationUI
  import SwiftUI

  extension Animation {
    /// The effect's timing, delayed by `index` staggers and repeating if it repeats.
    public static func effect(_ effect: MotionEffect, index: Int = 0) -> Animation {
      let motion = effect.motion
      let base: Animation =
        switch motion.curve {
        case .easeInOut: .easeInOut(duration: motion.duration)
        case .easeOut: .easeOut(duration: motion.duration)
        case .spring: .spring(duration: motion.duration, bounce: motion.bounce)
        }
      let delayed = base.delay(effect.delay * Double(index))
      return effect.repeats ? delayed.repeatForever(autoreverses: true) : delayed
    }
  }

  extension AnyTransition {
    /// The effect's transition: a cross-fade, or with scale a growth into place as well.
    public static func effect(_ effect: MotionEffect) -> AnyTransition {
      effect.movement == .scale ? .scale.combined(with: .opacity) : .opacity
    }
  }

#endif

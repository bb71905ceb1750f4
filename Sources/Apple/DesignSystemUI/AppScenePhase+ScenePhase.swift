#if os(iOS)
  import AppServices
  import DesignSystem
  import LocalizationUI
  import SwiftUI

  extension AppScenePhase {
    /// SwiftUI's phase as the apps' models take it (an unknown future phase counts as background).
    public init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      default: self = .background
      }
    }
  }
#endif

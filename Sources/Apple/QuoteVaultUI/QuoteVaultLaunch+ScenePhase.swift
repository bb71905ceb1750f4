#if os(iOS)
  import AppServices
  import DesignSystemUI
  import QuoteVaultCore
  import SwiftUI

  extension QuoteVaultLaunch {
    /// SwiftUI's phase, for the app's `onChange(of: scenePhase)`: the app target imports QuoteVaultUI, not
    /// AppServices.
    public func scenePhaseChanged(to phase: ScenePhase) {
      scenePhaseChanged(to: AppScenePhase(phase))
    }
  }
#endif

#if os(iOS)
  import LocalizationUI
  import Presentation
  import SwiftUI

  /// Which level of the presentation stack a view draws at: 0 at the root, n inside the n-th surface. The
  /// stack's modifier sets it on each surface's content, so the copy of the modifier it installs there knows
  /// the level it presents from without the app working it out.
  private struct PresentationLevelKey: EnvironmentKey {
    static let defaultValue = 0
  }

  extension EnvironmentValues {
    public var presentationLevel: Int {
      get { self[PresentationLevelKey.self] }
      set { self[PresentationLevelKey.self] = newValue }
    }
  }
#endif

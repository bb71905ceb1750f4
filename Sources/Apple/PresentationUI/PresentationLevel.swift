#if os(iOS)
  import LocalizationUI
  import Presentation
  import SwiftUI

  /// Which level of the presentation stack a view draws at: 0 at the root, n inside the n-th surface. The
  /// stack's modifier sets it on each surface's content, so a surface's own `.presentations(host)` knows the
  /// level it presents from without the app working it out (it stays right while the surface slides out, as
  /// the surface's content is not drawn again at another level).
  private struct PresentationLevelKey: EnvironmentKey {
    static let defaultValue = 0
  }

  extension EnvironmentValues {
    public var presentationLevel: Int {
      get { self[PresentationLevelKey.self] }
      set { self[PresentationLevelKey.self] = newValue }
    }
  }

  extension View {
    /// `presentations(_:level:content:)` at the level this view draws at: 0 on the root view, one more on the
    /// content of each surface the stack presents.
    @MainActor
    public func presentations<Host: PresentationHost & Observable, SurfaceContent: View>(
      _ host: Host, @ViewBuilder content: @escaping (Surface<Host.Destination>) -> SurfaceContent
    ) -> some View {
      modifier(LevelledPresentations(host: host, surfaceContent: content))
    }
  }

  @MainActor
  private struct LevelledPresentations<Host: PresentationHost & Observable, SurfaceContent: View>: ViewModifier {
    let host: Host
    let surfaceContent: (Surface<Host.Destination>) -> SurfaceContent
    @Environment(\.presentationLevel) private var level

    func body(content: Content) -> some View {
      content.presentations(host, level: level, content: surfaceContent)
    }
  }
#endif

#if os(iOS)
  import DesignSystem
  import InsolentBardCore
  import Localization
  import LocalizationUI
  import Presentation
  import PresentationUI
  import RenderingCoreGraphics
  import SwiftUI
  import SystemSheetsUI
  import UIKit

  /// A presented surface's content, drawn from its payload. The stack installs the presentations of its level
  /// on it (PresentationUI), so what it presents ("How to Add Widget" over Settings) and the alert on top go
  /// through the same stack.
  @MainActor
  struct BardSurfaceView: View {
    let model: BardModel
    let surface: Surface<BardDestination>

    @ViewBuilder var body: some View {
      switch surface.destination {
      case .shareCard(let sheet): ShareCardView(sheet: sheet)
      case .settings(let sheet): BardSettingsView(sheet: sheet)
      case .history(let sheet), .favourites(let sheet): SavedInsultsView(sheet: sheet)
      case .howToAddWidget: HowToAddWidgetView { model.close(.howToAddWidget) }
      case .wordOrigins(let sheet): WordOriginsView(sheet: sheet)
      case .compose(let sheet): ComposeView(sheet: sheet)
      case .browse(let sheet): BrowseView(sheet: sheet)
      case .share(let item):
        // The picture already decoded (the share card's), so the share sheet neither decodes it on the main actor
        // nor goes without its preview.
        ShareSheet(item, image: model.displayImage(sharedBy: item)?.platformImage as? UIImage) { [model, surface] in
          model.systemSheetFinished(surface)
        }
      }
    }
  }

  struct BardSurfaceView_Previews: PreviewProvider {
    static var previews: some View {
      // The router drawing one destination's sheet, as the root's presentations call it.
      BardSurfaceView(
        model: BardPreviewValues.model(),
        surface: Surface(id: 1, destination: .howToAddWidget, style: .sheet)
      )
      .previewDisplayName("A sheet: How to Add the Widget")
    }
  }
#endif

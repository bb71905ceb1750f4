#if os(iOS)
  import NoteWallCore
  import Presentation
  import PresentationUI
  import RenderingCoreGraphics
  import SwiftUI
  import SystemSheetsUI

  /// A presented surface, drawn from its payload; the stack installs the presentations of its level on it.
  @MainActor
  struct NoteWallSurfaceView: View {
    let model: NoteWallModel
    let surface: Surface<NoteWallDestination>

    @ViewBuilder var body: some View {
      switch surface.destination {
      case .help: HelpView { model.close(.help) }
      case .editNote(let editor): NoteEditor(editor: editor)
      case .appearance(let appearance): AppearanceSheet(appearance: appearance)
      case .privacyPolicy:
        NoteWallPrivacySheet(summary: model.privacyPolicy.summary) { model.close(.privacyPolicy) }
      case .photoPicker(let slot):
        // Turned upright and bounded on the way in (UprightPhoto), then checked and measured by the model.
        PhotoPicker { [model] photo in
          Task { await model.photoPicked(photo, for: slot) { UprightPhoto.jpeg(from: $0) } }
        }
      }
    }
  }

  struct NoteWallSurfaceView_Previews: PreviewProvider {
    static var previews: some View {
      // The router drawing one destination's sheet, as the root's presentations call it.
      NoteWallSurfaceView(
        model: NoteWallPreviewValues.model(),
        surface: Surface(id: 1, destination: .help, style: .sheet)
      )
      .previewDisplayName("A sheet: Help")
    }
  }
#endif

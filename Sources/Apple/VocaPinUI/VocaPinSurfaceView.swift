#if os(iOS)
  import DesignSystem
  import Presentation
  import PresentationUI
  import SwiftUI
  import SystemSheetsUI
  import UniformTypeIdentifiers
  import VocaPinCore

  /// A presented surface's content, drawn from its payload. The stack installs the presentations of its level on
  /// it (PresentationUI), so what it presents (Widget Setup over Profile Settings) and the alert on top go through
  /// the same stack.
  @MainActor
  struct VocaPinSurfaceView: View {
    let model: VocaPinModel
    let surface: Surface<VocaPinDestination>

    var body: some View {
      content
        // Criterion: VP-5.2, VP-6.4 (every sheet takes its VocaPinSheetStyle)
        .vocaPinSheet(surface.destination)
    }

    @ViewBuilder private var content: some View {
      switch surface.destination {
      case .editor(let editor): NoteEditorView(editor: editor)
      case .allNotes(let screen): AllNotesView(screen: screen)
      case .profileSettings(let screen): ProfileSettingsView(screen: screen)
      case .recentlyDeleted(let screen): RecentlyDeletedView(screen: screen)
      case .share(let item): ShareSheet(item) { [model, surface] in model.systemSheetFinished(surface) }
      case .backupPicker:
        // Read and checked off the main actor by the model; the picker goes first, then the message.
        DocumentPicker(contentTypes: [.json]) { [model] picked in
          Task { await model.backupPicked(picked) { BackupFileReader.read($0) } }
        }
      case .widgetSetup(let setup):
        WidgetSetupView(
          detent: setup.detent, accessibility: setup.accessibility, widgetOffNotice: setup.widgetOffNotice,
          turnOn: { setup.turnOnFromGuide() }
        ) { setup.dismiss(.gotIt) }
      }
    }
  }

  struct VocaPinSurfaceView_Previews: PreviewProvider {
    static var previews: some View {
      // The router drawing one destination's sheet, as the root's presentations call it.
      VocaPinSurfaceView(
        model: VocaPinPreviewValues.model(),
        surface: Surface(id: 1, destination: .allNotes(VocaPinPreviewValues.allNotes()), style: .sheet)
      )
      .previewDisplayName("A sheet: All Notes")
    }
  }
#endif

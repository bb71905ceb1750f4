#if os(iOS)
  import NoteWallWidgets
  import SwiftUI
  import WidgetKit

  @main
  struct NoteWallWidgetBundle: WidgetBundle {
    var body: some Widget {
      NotesWidget()
    }
  }
#endif

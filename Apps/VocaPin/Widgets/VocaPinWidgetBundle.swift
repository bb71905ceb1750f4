#if os(iOS)
  import SwiftUI
  import VocaPinWidgets
  import WidgetKit

  @main
  struct VocaPinWidgetBundle: WidgetBundle {
    var body: some Widget {
      NoteWidget<SelectNoteIntent, NextNoteIntent, ToggleItemIntent>()
      VoiceNoteWidget()
    }
  }
#endif

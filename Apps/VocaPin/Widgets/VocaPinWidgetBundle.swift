#if canImport(WidgetKit) && canImport(SwiftUI)
  import SwiftUI
  import VocaPinWidgets
  import WidgetKit

  @main
  struct VocaPinWidgetBundle: WidgetBundle {
    var body: some Widget {
      NoteWidget()
    }
  }
#endif

#if os(iOS)
  import InsolentBardWidgets
  import SwiftUI
  import WidgetKit

  @main
  struct InsolentBardWidgetBundle: WidgetBundle {
    var body: some Widget {
      BardWidget<AnotherInsultIntent, ToggleFavouriteIntent, BardWidgetConfiguration>()
    }
  }
#endif
